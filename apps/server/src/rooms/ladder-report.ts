import { seasonAt } from '@goalguessr/game-core';
import type { LadderResult } from '@goalguessr/protocol';
import type { FinishedMatch, RecordedMatch } from '../ladder/ladder';
import type { DuelEngine } from '../match/duel-engine';
import type { SendEffect } from '../match/types';
import type { RoomEffect } from './room-effects';

/** How long a finished match's results wait for the ladder's answer before they go out without it. */
export const LADDER_RESULT_WAIT_MS = 3_000;

/** A finished match as the room hands it to the ladder (the room adds the wall time it finished at). */
export type LadderMatch = Omit<FinishedMatch, 'finishedAtMs'>;

/**
 * The ladder's part of a duel (issue 27), without I/O: which player id sits in which seat; when the match finishes,
 * its `match:result` messages are held back and its recording asked for (`record_match`), then sent with each
 * player's rating once the database answered (`recorded`), or without it after LADDER_RESULT_WAIT_MS.
 */
export class LadderReport {
  private readonly playerIds = new Map<string, string | null>();
  private held: { results: SendEffect[]; untilMs: number } | null = null;
  private asked = false;

  constructor(
    private readonly matchId: string,
    private readonly friend: boolean,
  ) {}

  /** A person took a seat: their player id (null for a guest). */
  seat(sessionId: string, playerId: string | null): void {
    this.playerIds.set(sessionId, playerId);
  }

  /** After an engine event: a match that just finished has its results held and its recording asked for. */
  hold(engine: DuelEngine, effects: RoomEffect[], nowMs: number): RoomEffect[] {
    if (this.asked || engine.currentPhase !== 'finished' || !effects.some((e) => e.kind === 'ended'))
      return effects;
    const match = this.matchOf(engine);
    if (match === null) return effects;
    this.asked = true;
    const isResult = (e: RoomEffect): e is SendEffect => e.kind === 'send' && e.type === 'match:result';
    this.held = { results: effects.filter(isResult), untilMs: nowMs + LADDER_RESULT_WAIT_MS };
    return [...effects.filter((e) => !isResult(e)), { kind: 'record_match', match }];
  }

  /**
   * The database answered (`recorded`, or null when it failed): each person's result gets their ladder verdict
   * and rating; the held results go out (unless the wait ran out already: then only a later sync carries it).
   */
  recorded(engine: DuelEngine, recorded: RecordedMatch | null, finishedAtMs: number): RoomEffect[] {
    const season = recorded?.season ?? seasonAt(finishedAtMs).id;
    const results = new Map<string, SendEffect>();
    for (const [sessionId, playerId] of this.playerIds) {
      const result = engine.attachLadder(sessionId, ladderResultFor(playerId, recorded, season));
      if (result !== undefined)
        results.set(sessionId, { kind: 'send', to: sessionId, type: 'match:result', payload: result });
    }
    const held = this.held;
    this.held = null;
    return held === null ? [] : held.results.map((effect) => results.get(effect.to) ?? effect);
  }

  /** The wait for the database ran out: the held results go out as they are (the device keeps its rating). */
  tick(nowMs: number): RoomEffect[] {
    if (this.held === null || nowMs < this.held.untilMs) return [];
    const { results } = this.held;
    this.held = null;
    return results;
  }

  nextWakeMs(): number | null {
    return this.held?.untilMs ?? null;
  }

  /** The finished match's facts, or null when nobody on it has a player id (nothing to record). */
  private matchOf(engine: DuelEngine): LadderMatch | null {
    const [first, second] = engine.snapshot().players;
    if (first === undefined || second === undefined) return null;
    const person = first.isBot ? second : first;
    const other = first.isBot ? first : second;
    const personId = this.playerIds.get(person.sessionId) ?? null;
    const otherId = other.isBot ? null : (this.playerIds.get(other.sessionId) ?? null);
    if (personId === null && otherId === null) return null;
    const outcome = engine.resultOf(person.sessionId)?.outcome;
    if (outcome === undefined) return null;
    return {
      matchId: this.matchId,
      tournament: engine.snapshot().tournament,
      friend: this.friend,
      a: { playerId: personId, outcome },
      b: other.isBot ? { bot: { rating: other.rating, rd: other.ratingDeviation } } : { playerId: otherId },
    };
  }
}

/** One person's ladder verdict for their result. */
function ladderResultFor(
  playerId: string | null,
  recorded: RecordedMatch | null,
  season: string,
): LadderResult {
  if (recorded === null) return { counted: false, reason: 'unavailable', rating: null, change: 0, season };
  const change = playerId === null ? undefined : recorded.changes.get(playerId);
  if (change === undefined)
    return { counted: false, reason: recorded.reason ?? 'guest', rating: null, change: 0, season };
  return {
    counted: change.counted,
    reason: change.reason,
    rating: { rating: change.after.rating, rd: change.after.rd, volatility: change.after.volatility },
    change: change.counted ? Math.round(change.after.rating) - Math.round(change.before.rating) : 0,
    season,
  };
}
