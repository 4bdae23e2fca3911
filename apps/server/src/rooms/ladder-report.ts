import { seasonAt } from '@goalguessr/game-core';
import type { LadderResult, VoidReason } from '@goalguessr/protocol';
import type { MatchEnding } from '../endings/match-endings';
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

  /** `roomId`: the room the devices know the match by; with it, the match's ending is recorded too (issue 25) */
  constructor(
    private readonly matchId: string,
    private readonly friend: boolean,
    private readonly roomId: string | null = null,
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
   * After an engine event: a paired match the server just voided (shutdown, a fault) is to be recorded as void, so
   * a device that lost its seat and asks later is refunded; null otherwise (nobody on it has a player id, no
   * room id, never paired).
   */
  voided(
    engine: DuelEngine,
    effects: readonly RoomEffect[],
  ):
    | (Omit<MatchEnding, 'endedAtMs' | 'ended'> & {
        reason: VoidReason;
      })
    | null {
    if (this.roomId === null || engine.currentPhase !== 'void' || !effects.some((e) => e.kind === 'ended'))
      return null;
    const seats = this.seatsOf(engine);
    if (seats === null) return null;
    const told = effects.find((e) => e.kind === 'send' && e.type === 'match:void');
    const reason: VoidReason =
      told?.kind === 'send' && told.type === 'match:void' ? told.payload.reason : 'server_error';
    return {
      matchId: this.matchId,
      roomId: this.roomId,
      tournament: engine.snapshot().tournament,
      playerA: seats.a,
      playerB: seats.b,
      reason,
    };
  }

  /**
   * The database answered (`recorded`, or null when it failed): each person's result gets their ladder verdict
   * and rating; the held results go out (unless the wait ran out already: then only a later sync carries it).
   */
  recorded(engine: DuelEngine, recorded: RecordedMatch | null, finishedAtMs: number): RoomEffect[] {
    const season = recorded?.season ?? seasonAt(finishedAtMs).id;
    const results = new Map<string, SendEffect>();
    // the rounds of a held result, shared by the results with the verdict (else the engine builds them again)
    const heldRounds = this.held?.results.find((effect) => effect.type === 'match:result')?.payload;
    const rounds = heldRounds !== undefined && 'rounds' in heldRounds ? heldRounds.rounds : undefined;
    for (const [sessionId, playerId] of this.playerIds) {
      const result = engine.attachLadder(sessionId, ladderResultFor(playerId, recorded, season), rounds);
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
  /** Both seats' player ids (the person first), or null before pairing or when neither has one. */
  private seatsOf(engine: DuelEngine): { a: string | null; b: string | null } | null {
    const [first, second] = engine.snapshot().players;
    if (first === undefined || second === undefined) return null;
    const person = first.isBot ? second : first;
    const other = first.isBot ? first : second;
    const a = this.playerIds.get(person.sessionId) ?? null;
    const b = other.isBot ? null : (this.playerIds.get(other.sessionId) ?? null);
    return a === null && b === null ? null : { a, b };
  }

  private matchOf(engine: DuelEngine): LadderMatch | null {
    const [first, second] = engine.snapshot().players;
    if (first === undefined || second === undefined) return null;
    const person = first.isBot ? second : first;
    const other = first.isBot ? first : second;
    const personId = this.playerIds.get(person.sessionId) ?? null;
    const otherId = other.isBot ? null : (this.playerIds.get(other.sessionId) ?? null);
    if (personId === null && otherId === null) return null;
    const result = engine.outcomeOf(person.sessionId);
    if (result === undefined) return null;
    const { outcome, forfeitedBy } = result;
    const ending =
      this.roomId === null
        ? {}
        : {
            ending: {
              roomId: this.roomId,
              forfeitedBy:
                forfeitedBy === null
                  ? null
                  : forfeitedBy === person.sessionId
                    ? ('a' as const)
                    : ('b' as const),
            },
          };
    return {
      ...ending,
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
