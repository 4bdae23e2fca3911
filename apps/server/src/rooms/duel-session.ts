import type { AnswerMessage, PowerUpMessage, VoidReason } from '@goalguessr/protocol';
import { DuelEngine, type DuelEngineConfig } from '../match/duel-engine';
import type { ParticipantInit } from '../match/types';
import type { CardReport } from '../reports';
import type { ReportResultPayload } from '@goalguessr/protocol';
import type { RecordedMatch } from '../ladder/ladder';
import { FriendDuel } from './friend-duel';
import { LadderReport } from './ladder-report';
import { RematchOffer } from './rematch-offer';
import type { RoomEffect } from './room-effects';

/** While a human's seat is reserved the bot waits; look again this often (ms). */
export const RESERVED_SEAT_RECHECK_MS = 250;

export interface DuelSessionConfig extends DuelEngineConfig {
  /** a private duel (play a friend, rematch): how it was opened and how long it waits for the other player */
  friend: { rematch: boolean; lifeMs: number } | null;
  /** a rematch offer stays open this long after the first accept */
  rematchWindowMs: number;
  /**
   * the ladder (issue 27): this match's unique id; null keeps the match out of it (results go out at once). With
   * the room's id, the match's ending is recorded too (issue 25: finished, forfeit or void).
   */
  ladder?: { matchId: string; roomId?: string } | null;
}

/**
 * Everything a duel room decides, without Colyseus: the match (DuelEngine), a private duel's code and expiry
 * (FriendDuel), the rematch offer (RematchOffer) and when the room closes. Each event comes in with the
 * server time and gives effects out; `nextWakeMs` is the one time the room's timer must call `tick`. A test
 * drives it with a fake clock and never sleeps.
 */
export class DuelSession {
  readonly engine: DuelEngine;
  readonly friend: FriendDuel | null;
  private readonly rematch: RematchOffer;
  private readonly ladder: LadderReport | null;
  /** when the room closes (a finished match stays open a reconnection window, longer while a rematch is offered) */
  private closeAtMs: number | null = null;
  private closed = false;
  /** the last tick that held the bot back because a human's seat was reserved */
  private botHeldAtMs: number | null = null;

  constructor(private readonly config: DuelSessionConfig) {
    const { friend } = config;
    this.engine = new DuelEngine(
      // a private duel waits for the friend only: never a bot
      friend !== null ? { ...config, timings: { ...config.timings, botWaitMs: Infinity } } : config,
    );
    this.friend =
      friend !== null ? new FriendDuel(friend.rematch, config.tournament, config.nowMs, friend.lifeMs) : null;
    this.rematch = new RematchOffer(config.tournament, config.rematchWindowMs);
    this.ladder =
      config.ladder !== undefined && config.ladder !== null
        ? new LadderReport(config.ladder.matchId, friend !== null, config.ladder.roomId ?? null)
        : null;
  }

  /**
   * Seats a player (`playerId`: their ladder id, null for a guest); refused (false) when a bot took the seat
   * meanwhile.
   */
  join(
    init: ParticipantInit,
    nowMs: number,
    playerId: string | null = null,
  ): { accepted: boolean; effects: RoomEffect[] } {
    const joined = this.engine.join(init, nowMs);
    if (joined.accepted) this.ladder?.seat(init.id, playerId);
    const effects = this.track(joined.effects, nowMs);
    if (!joined.accepted) return { accepted: false, effects };
    effects.push(...this.friendCodeFor(init.id, nowMs), ...this.friendSeatsChanged(nowMs));
    return { accepted: true, effects };
  }

  answer(id: string, message: AnswerMessage, nowMs: number): RoomEffect[] {
    return this.track(this.engine.answer(id, message, nowMs), nowMs);
  }

  playPowerUp(id: string, message: PowerUpMessage, nowMs: number): RoomEffect[] {
    return this.track(this.engine.playPowerUp(id, message, nowMs), nowMs);
  }

  /** `match:leave` (the room then lets the client go, and `left` follows). */
  leaveByMessage(id: string, nowMs: number): RoomEffect[] {
    return this.track(this.engine.leave(id, nowMs), nowMs);
  }

  drop(id: string, nowMs: number): RoomEffect[] {
    return this.track(this.engine.drop(id, nowMs), nowMs);
  }

  reconnect(id: string, nowMs: number): RoomEffect[] {
    return [...this.track(this.engine.reconnect(id, nowMs), nowMs), ...this.friendCodeFor(id, nowMs)];
  }

  /** The player is gone for good (left, or the reconnection window ran out). */
  left(id: string, nowMs: number): RoomEffect[] {
    const wasFinished = this.engine.currentPhase === 'finished';
    const effects = this.track(this.engine.leave(id, nowMs), nowMs);
    if (wasFinished) effects.push(...this.track(this.rematch.playerLeft(nowMs), nowMs));
    effects.push(...this.friendSeatsChanged(nowMs));
    return effects;
  }

  /** `match:report`: `wallMs` is the date written beside the report. */
  report(
    id: string,
    roundIndex: number,
    wallMs: number,
  ): { reply: ReportResultPayload; report: CardReport | null } {
    return this.engine.report(id, roundIndex, wallMs);
  }

  /** The report was not kept (a budget, a failed write): the round may be reported again. */
  reportNotKept(id: string, roundIndex: number): void {
    this.engine.forgetReport(id, roundIndex);
  }

  /** `match:rematch`; null when refused (no finished match between two people still here, or closed). */
  answerRematch(id: string, accept: boolean, nowMs: number): RoomEffect[] | null {
    const humans = this.engine
      .snapshot()
      .players.filter((p) => !p.isBot && p.connection !== 'left')
      .map((p) => p.sessionId);
    const players = this.engine.currentPhase === 'finished' && humans.length === 2 ? humans : null;
    const effects = this.rematch.answer(players, id, accept, nowMs);
    return effects === null ? null : this.track(effects, nowMs);
  }

  rematchOpened(roomId: string, code: string): RoomEffect[] {
    return this.rematch.opened(roomId, code);
  }

  rematchFailed(): RoomEffect[] {
    return this.rematch.failed();
  }

  /**
   * The ladder recorded the finished match (`recorded`; null when the database failed): the held results go out,
   * each with its player's rating. `finishedAtMs` (wall time) names the season when the database did not.
   */
  ladderRecorded(recorded: RecordedMatch | null, finishedAtMs: number): RoomEffect[] {
    return this.ladder?.recorded(this.engine, recorded, finishedAtMs) ?? [];
  }

  /** The match will not count (shutdown, a fault): everyone is told, so the fee is refunded. */
  voidMatch(reason: VoidReason, nowMs: number): RoomEffect[] {
    return this.track(this.engine.voidMatch(reason), nowMs);
  }

  /**
   * Runs whatever is due at `nowMs`: the match's timers (the bot only when `botAllowed`: no human holds a
   * reserved seat), a private duel's expiry, a rematch offer's end, the room's close.
   */
  tick(nowMs: number, botAllowed: boolean): RoomEffect[] {
    const effects = this.track(this.engine.tick(nowMs, { botAllowed }), nowMs);
    const engineWake = this.engine.nextWakeMs();
    this.botHeldAtMs = !botAllowed && engineWake !== null && engineWake <= nowMs ? nowMs : null;
    if (this.friend?.expired(nowMs, this.engine.currentPhase) === true) {
      effects.push(...this.voidMatch('friend_expired', nowMs), ...this.track([{ kind: 'close' }], nowMs));
    }
    effects.push(...this.track(this.rematch.tick(nowMs), nowMs));
    effects.push(...(this.ladder?.tick(nowMs) ?? []));
    if (!this.closed && this.closeAtMs !== null && nowMs >= this.closeAtMs) {
      effects.push(...this.track([{ kind: 'close' }], nowMs));
    }
    return effects;
  }

  /** When `tick` must run next (server ms), or null when nothing waits. */
  nextWakeMs(): number | null {
    let engineWake = this.engine.nextWakeMs();
    // the bot is due but a human's seat is reserved: look again a little later, not at once
    if (engineWake !== null && this.botHeldAtMs !== null && engineWake <= this.botHeldAtMs) {
      engineWake = this.botHeldAtMs + RESERVED_SEAT_RECHECK_MS;
    }
    const times = [
      engineWake,
      this.friend?.nextWakeMs(this.engine.currentPhase) ?? null,
      this.rematch.nextWakeMs(),
      this.ladder?.nextWakeMs() ?? null,
      this.closed ? null : this.closeAtMs,
    ].filter((t): t is number => t !== null);
    return times.length === 0 ? null : Math.min(...times);
  }

  /** Notes what the room's close depends on: a match's end, a rematch offer that keeps the room open. */
  private track(effects: RoomEffect[], nowMs: number): RoomEffect[] {
    const { reconnectionWindowMs } = this.config.timings;
    for (const effect of effects) {
      if (effect.kind === 'close') this.closed = true;
      // reconnecting players may still come back for their result; then the room closes
      if (effect.kind === 'ended') this.closeAtMs ??= nowMs + reconnectionWindowMs;
      // the room must outlive a pending offer (it would otherwise close a reconnection window after the result)
      if (effect.kind === 'broadcast' && effect.payload.status === 'pending') {
        this.closeAtMs = effect.payload.expiresAtMs + reconnectionWindowMs;
      }
    }
    // a voided match's ending is recorded (a device that lost its seat then learns it was void)
    const voided = this.ladder?.voided(this.engine, effects) ?? null;
    if (voided !== null) effects.push({ kind: 'record_void', ending: voided });
    // a finished match's results wait for the ladder's answer (its recording is asked for here)
    return this.ladder?.hold(this.engine, effects, nowMs) ?? effects;
  }

  private friendCodeFor(id: string, nowMs: number): RoomEffect[] {
    const payload = this.friend?.codeMessageFor(id, this.engine.currentPhase, nowMs) ?? null;
    return payload === null ? [] : [{ kind: 'send', to: id, type: 'friend:code', payload }];
  }

  private friendSeatsChanged(nowMs: number): RoomEffect[] {
    const effects = this.friend?.seatsChanged(this.engine.participantCount, this.engine.currentPhase) ?? [];
    return this.track(effects, nowMs);
  }
}
