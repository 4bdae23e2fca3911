import type { DuelSnapshot } from '../match/duel-engine';
import type { ServerLogger } from '../server';
import type { StructuredLogger } from './logger';

/** What a duel room tells the log: a match's start (two seats taken) and its end (finished or void). */
export interface MatchLog {
  started(roomId: string, privateDuel: boolean, snapshot: DuelSnapshot, waitMs: number): void;
  ended(roomId: string, privateDuel: boolean, snapshot: DuelSnapshot): void;
}

/**
 * One `match started` and one `match ended` line per match, with what an operator follows a match by (room
 * id, tournament, a bot or a person, private or matched, the outcome, duration, scores) and nothing a player
 * typed (no username). Durations come from `nowMs` (a monotonic clock by default).
 */
export function createMatchLog(
  logger: ServerLogger | StructuredLogger,
  nowMs: () => number = () => performance.now(),
): MatchLog {
  const startedAtMs = new Map<string, number>();
  const write = (msg: string, fields: Record<string, unknown>): void => {
    if ('event' in logger) logger.event('info', msg, fields);
    else logger.info(`${msg} ${JSON.stringify(fields)}`);
  };
  return {
    started(roomId, privateDuel, snapshot, waitMs) {
      startedAtMs.set(roomId, nowMs());
      write('match started', {
        roomId,
        tournament: snapshot.tournament,
        private: privateDuel,
        bot: snapshot.players.some((player) => player.isBot),
        waitMs: Math.round(waitMs),
      });
    },
    ended(roomId, privateDuel, snapshot) {
      const began = startedAtMs.get(roomId);
      startedAtMs.delete(roomId);
      write('match ended', {
        roomId,
        tournament: snapshot.tournament,
        private: privateDuel,
        bot: snapshot.players.some((player) => player.isBot),
        outcome: snapshot.phase === 'void' ? 'void' : 'finished',
        roundsPlayed: Math.min(snapshot.roundIndex + 1, snapshot.totalRounds),
        points: snapshot.players.map((player) => player.points),
        correct: snapshot.players.map((player) => player.correctCount),
        ...(began !== undefined ? { durationMs: Math.round(nowMs() - began) } : {}),
      });
    },
  };
}
