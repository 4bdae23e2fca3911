import type { IRoomCache, matchMaker } from '@colyseus/core';
import { PAIRING_WINDOWS } from '@goalguessr/game-core';
import { systemClock, type Clock, type ClockTimer } from '../clock';
import {
  SEAT_CLAIM_TTL_S,
  claimSeat,
  hasWaitingPlayer,
  rankRoomsForWaiter,
  releaseSeatClaim,
  type PairingPresence,
} from './rating-driver';

/** A seat reserved by Colyseus' matchmaker (room, process, session id, public address). */
export type ISeatReservation = Awaited<ReturnType<typeof matchMaker.reserveSeatFor>>;

/** A player waiting alone in a matched duel room, as that room knows them. */
export interface LoneWaiter {
  roomId: string;
  tournament: string;
  /** the rating the room seated them with (whatever its source) */
  rating: number;
  /** when they started waiting: the room's search start */
  sinceMs: number;
}

/** What the waiting player's room does for its watch. */
export interface WaitingRoomHooks {
  /** the room still searches with the waiter in it: false ends the watch */
  stillSearching(): boolean;
  /** the waiter may leave now: alone in the room, no other seat reserved, nobody on the way */
  stillAlone(): boolean;
  /** reserves a seat in `target` for the waiting player (Colyseus' `reserveSeatFor`, on any process) */
  reserveFor(target: IRoomCache): Promise<ISeatReservation>;
  /** tells the waiting player to take that seat (`match:move`); the room keeps nobody else meanwhile */
  moveTo(reservation: ISeatReservation): void;
  /** the player never took the reservation (it lapsed): the room lets them go */
  moveLapsed(): void;
}

export interface WaitingPairsOptions {
  /** the open duel rooms of a tournament on every process (the matchmaking driver's listings) */
  openRooms(tournament: string): Promise<IRoomCache[]>;
  /** Colyseus' presence (read when used: the matchmaker sets it up after the rooms are defined) */
  presence(): PairingPresence;
  /** see `pairingWaitScale` */
  waitScale?: number;
  /** the server's clock (its `now` is the time the rooms and the matchmaking driver read) */
  clock?: Clock;
  /** orders equally good rooms (`rankRoomsForWaiter`) */
  random?: () => number;
  /** how often a room looks again once its window is open to anyone (production ms, scaled) */
  recheckMs?: number;
  /** how long a moving player has to take the reserved seat before their room gives up on them */
  moveTimeoutMs?: number;
}

/** Once the window is open to anyone, a lone waiter looks again this often (production ms) until the bot. */
export const LONE_WAITER_RECHECK_MS = 1_000;
/** Colyseus' seat reservation lasts 15 s; a moving player gets as long, plus the way there. */
export const MOVE_TIMEOUT_MS = 17_000;
/** A look that lost every claim to someone else's tries again after this much (plus up to as much at random). */
const CONTENDED_RETRY_MS = 100;

/** `busy`: the waiter could not leave at that moment (someone is on the way to their room) */
type CheckOutcome = 'moved' | 'none' | 'contended' | 'busy';

/**
 * Two people waiting always meet before the bot (issue 25). A joiner takes the best room its rating allows, or
 * opens its own; two players whose ratings were too far apart at that moment would each wait alone until the
 * bot, since nothing ever looked at waiting rooms again. So every player waiting alone in a matched duel room
 * is watched: each time the pairing windows widen with their wait (±200 from 2 s, ±400 from 4 s, anyone from
 * 6 s, scaled to the bot wait), and every `recheckMs` after that, their room looks at the other waiting rooms
 * of the tournament (on every process: the driver's listings) ranked as a joiner would rank them
 * (`rankRoomsForWaiter`: the closest rating first, the windows of the longer waiter), and moves its player to
 * the best one it can claim: it claims its own room's seat first (so no joiner is sent to a room being left,
 * and a joiner already on the way wins), then the target's (as joiners do, so exactly one player gets each
 * waiting room), reserves a seat there and sends the player the reservation. The windows still decide who
 * meets whom first; they no longer keep two waiting people apart.
 */
export class WaitingPairs {
  private readonly waitScale: number;
  readonly clock: Clock;
  private readonly recheckMs: number;
  readonly moveTimeoutMs: number;

  constructor(private readonly options: WaitingPairsOptions) {
    this.waitScale = options.waitScale ?? 1;
    this.clock = options.clock ?? systemClock();
    this.recheckMs = (options.recheckMs ?? LONE_WAITER_RECHECK_MS) / this.waitScale;
    this.moveTimeoutMs = options.moveTimeoutMs ?? MOVE_TIMEOUT_MS;
  }

  /** Starts watching a lone waiter; `stop()` it when the room pairs, empties or closes. */
  watch(waiter: LoneWaiter, hooks: WaitingRoomHooks): PairingWatch {
    return new PairingWatch(this, waiter, hooks);
  }

  /** When the window of a wait that began at `sinceMs` widens next after `afterMs`; null once open to all. */
  nextWideningMs(sinceMs: number, afterMs: number): number | null {
    for (const step of PAIRING_WINDOWS) {
      const atMs = sinceMs + step.fromWaitMs / this.waitScale;
      if (step.fromWaitMs > 0 && atMs > afterMs) return atMs;
    }
    return null;
  }

  /** The next look of a watch: at the next widening, or every `recheckMs` once the window is open to all. */
  nextLookMs(sinceMs: number, nowMs: number): number {
    return this.nextWideningMs(sinceMs, nowMs) ?? nowMs + this.recheckMs;
  }

  /** One look (see the class): moves the waiter to the best room it can claim, if any. */
  async look(waiter: LoneWaiter, hooks: WaitingRoomHooks): Promise<CheckOutcome> {
    if (!hooks.stillAlone()) return 'busy';
    const open = await this.options.openRooms(waiter.tournament);
    const others = open.filter((room) => room.roomId !== waiter.roomId && hasWaitingPlayer(room));
    const ranked = rankRoomsForWaiter(others, waiter, this.clock.now(), this.waitScale, this.options.random);
    if (ranked.length === 0) return 'none';
    const presence = this.options.presence();
    // a joiner that claimed this room first is on the way: stay and meet them
    if (!(await claimSeat(presence, waiter.roomId, SEAT_CLAIM_TTL_S))) return 'none';
    for (const target of ranked) {
      if (!hooks.stillAlone()) {
        releaseSeatClaim(presence, waiter.roomId);
        return 'busy';
      }
      if (!(await claimSeat(presence, target.roomId, SEAT_CLAIM_TTL_S))) continue;
      let reservation: ISeatReservation;
      try {
        reservation = await hooks.reserveFor(target);
      } catch {
        releaseSeatClaim(presence, target.roomId);
        continue; // it filled or closed meanwhile
      }
      // (if the waiter left meanwhile, the reservation lapses by itself)
      if (!hooks.stillAlone()) return 'busy';
      hooks.moveTo(reservation);
      return 'moved';
    }
    releaseSeatClaim(presence, waiter.roomId);
    return 'contended';
  }

  /** A short pause before trying again after losing every claim, spread so that two rooms do not collide again. */
  retryDelayMs(): number {
    return CONTENDED_RETRY_MS * (1 + (this.options.random ?? Math.random)());
  }
}

/** The watch of one lone waiter (see `WaitingPairs`). */
export class PairingWatch {
  /** the player was sent elsewhere: the room takes nobody and seats no bot while they go */
  moving = false;
  private timer: ClockTimer | null = null;
  private stopped = false;

  constructor(
    private readonly pairs: WaitingPairs,
    private readonly waiter: LoneWaiter,
    private readonly hooks: WaitingRoomHooks,
  ) {
    const nowMs = this.pairs.clock.now();
    this.schedule(this.pairs.nextLookMs(waiter.sinceMs, nowMs) - nowMs);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.pairs.clock.clearTimer(this.timer);
    this.timer = null;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = this.pairs.clock.setTimer(() => void this.look(), delayMs);
  }

  private async look(): Promise<void> {
    this.timer = null;
    if (this.stopped) return;
    if (!this.hooks.stillSearching()) return this.stop();
    let outcome: CheckOutcome;
    try {
      outcome = await this.pairs.look(this.waiter, {
        ...this.hooks,
        stillAlone: () => !this.stopped && this.hooks.stillAlone(),
        moveTo: (reservation) => {
          this.moving = true;
          this.hooks.moveTo(reservation);
        },
      });
    } catch {
      outcome = 'contended'; // the presence or a remote room did not answer: look again soon
    }
    if (outcome === 'moved') {
      this.timer = this.pairs.clock.setTimer(() => {
        this.timer = null;
        if (!this.stopped) this.hooks.moveLapsed();
      }, this.pairs.moveTimeoutMs);
      return;
    }
    if (outcome === 'contended') return this.schedule(this.pairs.retryDelayMs());
    const nowMs = this.pairs.clock.now();
    this.schedule(this.pairs.nextLookMs(this.waiter.sinceMs, nowMs) - nowMs);
  }
}
