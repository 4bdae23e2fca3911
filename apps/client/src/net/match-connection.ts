import { Client, type Room } from '@colyseus/sdk';
import {
  CLIENT_MESSAGES,
  CLOSE_CODES,
  DUEL_ROOM_NAME,
  FRIEND_ROOM_NAME,
  JOIN_ERROR_CODES,
  SERVER_MESSAGES,
  serverBusyRetryAfterMs,
  type DuelPlayerStateShape,
  type DuelStateShape,
  type JoinOptionsInput,
  type ServerMessagePayloads,
  type ServerMessageType,
} from '@goalguessr/protocol';
import type { PowerUpId } from '@goalguessr/game-core';

/** The room state as plain data, the opponent and this player picked out. */
export type MatchStateView = Omit<DuelStateShape, 'players'> & {
  me: DuelPlayerStateShape | null;
  opponent: DuelPlayerStateShape | null;
};

/** A server message with its typed payload. */
export type ServerMessage = {
  [K in ServerMessageType]: { type: K; payload: ServerMessagePayloads[K] };
}[ServerMessageType];

/** What the connection reports; the match store turns these into screens. */
export interface MatchConnectionEvents {
  state(view: MatchStateView): void;
  message(message: ServerMessage): void;
  /**
   * the socket dropped (or a resumed match is not reached yet): the connection retries on its own, from a few
   * hundred ms apart to 2 s and at once when the browser is back online, until the server says the seat is gone
   * or `close()` is called
   */
  dropped(): void;
  /** back in the same seat (a `match:sync` follows), with the seat's reconnection token (it may change) */
  reconnected(reconnectionToken: string): void;
  /**
   * the room is gone for good: consented leave, server shutdown, the seat no longer held
   * (`FINAL_CLOSE_CODES.seatGone`)
   */
  left(code: number): void;
  /**
   * still searching, the server moved this player to another waiting player's room (`match:move`): the search
   * goes on there, under this room id and seat token
   */
  moved(matchId: string, reconnectionToken: string): void;
}

/** Why a join failed: the server's JoinErrorCode, a seat lost to a bot, or no server reachable. */
export type JoinFailureCode = (typeof JOIN_ERROR_CODES)[number] | 'room_full' | 'unreachable';

export class JoinFailure extends Error {
  constructor(readonly code: JoinFailureCode) {
    super(code);
    this.name = 'JoinFailure';
  }
}

/** Close codes after which the room will never come back. */
export const FINAL_CLOSE_CODES = {
  consented: CLOSE_CODES.consented,
  serverShutdown: CLOSE_CODES.serverShutdown,
  /** the server no longer holds this seat (its reconnection window passed, or the room is gone) */
  seatGone: 4003,
} as const;

/** The first pause between reconnection attempts (ms); each next one is 1.6 times longer, at most RECONNECT_MAX_DELAY_MS. */
export const RECONNECT_FIRST_DELAY_MS = 300;
export const RECONNECT_MAX_DELAY_MS = 2000;

/** The pause after failed attempt number `attempt` (0 = the first): 300, 480, 768, 1,229, 1,966, then 2,000 ms. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(RECONNECT_MAX_DELAY_MS, Math.round(RECONNECT_FIRST_DELAY_MS * 1.6 ** Math.max(0, attempt)));
}

/** Colyseus' matchmaking error codes that mean the seat is no longer held (room disposed, token expired). */
const SEAT_GONE_CODES: ReadonlySet<number> = new Set([522, 524]);

function seatGone(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && SEAT_GONE_CODES.has(code);
}

const SERVER_MESSAGE_TYPES: ReadonlySet<string> = new Set(Object.values(SERVER_MESSAGES));

/**
 * Which room a join goes to: a matched duel of the tournament, a new private duel this player hosts (play a
 * friend), or a private duel by its room id (the friend's, or a rematch) with its code.
 */
export type JoinTarget =
  { kind: 'match' } | { kind: 'host' } | { kind: 'guest'; roomId: string; code: string };

/** A private duel to start: host one, or join one by room id and code. */
export type FriendStart = Exclude<JoinTarget, { kind: 'match' }>;

function toJoinFailure(error: unknown, target: JoinTarget): JoinFailure {
  const message = error instanceof Error ? error.message : String(error);
  const code = message.split(':')[0]?.trim() ?? '';
  if ((JOIN_ERROR_CODES as readonly string[]).includes(code)) return new JoinFailure(code as JoinFailureCode);
  if (code === 'room_full') return new JoinFailure('room_full');
  // Colyseus' "room … not found" / "is locked": the private duel closed (cancelled, expired) or started
  if (target.kind === 'guest' && /not found|locked/i.test(message))
    return new JoinFailure('friend_code_expired');
  return new JoinFailure('unreachable');
}

/**
 * How long a quick-play join keeps being retried while the server sheds joins (`server_busy`, issue 29): the
 * player goes on seeing the search meanwhile; past this the join fails as `server_unavailable` (the server cannot
 * start new matches right now; the entry fee is given back). There was no matchmaking timeout before.
 */
export const BUSY_RETRY_LIMIT_MS = 30_000;

export interface BusyRetry {
  /** waits `ms` */
  sleep(ms: number): Promise<void>;
  /** monotonic time (ms) */
  now(): number;
  /** false once the player cancelled the search: no further attempt is made */
  stillWanted(): boolean;
  limitMs: number;
}

/**
 * Runs `attempt` (a quick-play matchmaking request) until it is admitted: a refusal `server_busy` (the server is
 * overloaded and sheds new joins) is no failure for the player, the same search goes on and the request is made
 * again after the server's (jittered) hint. Any other error is thrown as it came; past `limitMs` from the first
 * attempt, or once the search is cancelled, the refusal ends it as JoinFailure `server_unavailable`.
 */
export async function joinUntilAdmitted<T>(attempt: () => Promise<T>, retry: BusyRetry): Promise<T> {
  const startedAt = retry.now();
  for (;;) {
    try {
      return await attempt();
    } catch (error: unknown) {
      const retryAfterMs = serverBusyRetryAfterMs(error instanceof Error ? error.message : '');
      if (retryAfterMs === null) throw error;
      if (!retry.stillWanted() || retry.now() + retryAfterMs - startedAt > retry.limitMs) {
        throw new JoinFailure('server_unavailable');
      }
      await retry.sleep(retryAfterMs);
      if (!retry.stillWanted()) throw new JoinFailure('server_unavailable');
    }
  }
}

/**
 * The SDK's client for the match server, its HTTP calls (matchmaking) made without credentials: the SDK asks
 * for them by default, which a browser allows cross-origin only if the server says
 * `Access-Control-Allow-Credentials: true` — and no cookie is involved here, so the server no longer does.
 */
export function matchServerClient(serverUrl: string): Client {
  return new Client(serverUrl, {
    fetchFn: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, credentials: 'omit' }),
  });
}

/**
 * The one owner of the match socket (@colyseus/sdk). Joins a duel room, decodes its state into plain views,
 * forwards the protocol's server messages, and sends the client messages.
 *
 * Reconnection is its own (the SDK's automatic one is off: it counts retries rather than time, and cannot be
 * woken by the browser coming back online): when the socket drops it reports `dropped` and asks the server for
 * the same seat with the seat's reconnection token, again and again — a few hundred ms apart at first, at most
 * 2 s, and at once on the browser's `online` event — until it is back (`reconnected`), the server says the seat
 * is gone (`left` with `seatGone`), or `close()` (the match reducer closes it when the server's window is over).
 * A reload or a reopened tab starts the same way from the token kept in the player record (`resume`).
 * A `match:move` while searching is followed here: the reserved seat in the other room is taken, this room
 * left, and the events go on from the new room.
 */
export class MatchConnection {
  private closed = false;
  /** null while reconnecting */
  private room: Room | null = null;
  private token: string;
  private roomId: string;
  private mySessionId: string;
  /** wakes a pause between reconnection attempts at once (the browser is back online) */
  private wake: (() => void) | null = null;

  private constructor(
    private readonly client: Client,
    room: Room | null,
    reconnectionToken: string,
    private readonly events: MatchConnectionEvents,
  ) {
    this.token = reconnectionToken;
    this.roomId = reconnectionToken.split(':')[0] ?? '';
    this.mySessionId = room?.sessionId ?? '';
    if (room !== null) this.adopt(room);
  }

  /** Listens to `room`; every report of a room this connection has left behind is dropped. */
  private adopt(room: Room): void {
    this.room = room;
    this.roomId = room.roomId;
    this.mySessionId = room.sessionId;
    this.token = room.reconnectionToken;
    const events = this.events;
    const live = () => !this.closed && room === this.room;
    // a drop then ends this Room object at once (`onDrop`, then `onLeave` with the drop's code): ours retries
    room.reconnection.enabled = false;
    room.onStateChange((state: unknown) => {
      if (live()) events.state(this.view(state));
    });
    room.onMessage('*', (type: string | number, payload: unknown) => {
      if (!live() || typeof type !== 'string' || !SERVER_MESSAGE_TYPES.has(type)) return;
      if (type === SERVER_MESSAGES.move) {
        void this.follow(payload as ServerMessagePayloads['match:move']);
        return;
      }
      events.message({ type, payload } as ServerMessage);
    });
    room.onDrop(() => {
      if (!live()) return;
      this.room = null;
      events.dropped();
      void this.reconnectLoop();
    });
    room.onLeave((code: number) => {
      if (!live()) return;
      this.closed = true;
      events.left(code);
    });
  }

  /** Asks for the same seat until it is back, gone, or this connection is closed (see the class). */
  private async reconnectLoop(): Promise<void> {
    const onOnline = () => this.wake?.();
    window.addEventListener('online', onOnline);
    try {
      for (let attempt = 0; !this.closed; attempt++) {
        try {
          const room = await this.client.reconnect(this.token);
          if (this.closed) {
            await room.leave(true).catch(() => undefined);
            return;
          }
          this.adopt(room);
          this.events.reconnected(this.token);
          // the state may have been decoded before the listener was attached
          const state: unknown = room.state;
          if (state !== undefined) this.events.state(this.view(state));
          return;
        } catch (error: unknown) {
          if (this.closed) return;
          if (seatGone(error)) {
            this.closed = true;
            this.events.left(FINAL_CLOSE_CODES.seatGone);
            return;
          }
        }
        await this.pause(reconnectDelayMs(attempt));
      }
    } finally {
      window.removeEventListener('online', onOnline);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = window.setTimeout(done, ms);
      function done(): void {
        window.clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }

  /** Between two reconnection attempts: try again now (the device says it is online again). */
  retryNow(): void {
    this.wake?.();
  }

  /** `match:move`: takes the seat reserved in the other waiting room, then leaves this one. */
  private async follow(move: ServerMessagePayloads['match:move']): Promise<void> {
    const previous = this.room;
    if (previous === null) return;
    let next: Room;
    try {
      next = await this.client.consumeSeatReservation(move.reservation);
    } catch {
      // the other room is gone (or unreachable): this search ends as a lost connection does before pairing
      if (this.closed) return;
      this.closed = true;
      await previous.leave(true).catch(() => undefined);
      this.events.left(FINAL_CLOSE_CODES.consented);
      return;
    }
    if (this.closed) {
      await next.leave(true).catch(() => undefined);
      return;
    }
    this.adopt(next);
    await previous.leave(true).catch(() => undefined);
    this.events.moved(next.roomId, this.token);
    const state: unknown = next.state;
    if (state !== undefined) this.events.state(this.view(state));
  }

  /**
   * Finds or creates a duel of the tournament in `options` (or, by `target`, hosts or joins a private duel);
   * rejects with a JoinFailure. A quick-play join the server sheds under overload is retried after its hint
   * (`joinUntilAdmitted`) while `stillWanted()`, the promise pending meanwhile (the search goes on).
   */
  static async join(
    serverUrl: string,
    options: JoinOptionsInput,
    events: MatchConnectionEvents,
    target: JoinTarget = { kind: 'match' },
    stillWanted: () => boolean = () => true,
  ): Promise<MatchConnection> {
    let room: Room;
    const client = matchServerClient(serverUrl);
    try {
      room =
        target.kind === 'host'
          ? await client.create(FRIEND_ROOM_NAME, options)
          : target.kind === 'guest'
            ? await client.joinById(target.roomId, { ...options, friendCode: target.code })
            : await joinUntilAdmitted(() => client.joinOrCreate(DUEL_ROOM_NAME, options), {
                sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
                now: () => performance.now(),
                stillWanted,
                limitMs: BUSY_RETRY_LIMIT_MS,
              });
    } catch (error: unknown) {
      if (error instanceof JoinFailure) throw error;
      throw toJoinFailure(error, target);
    }
    const connection = new MatchConnection(client, room, room.reconnectionToken, events);
    // The first state may have arrived before the listener was attached.
    const state: unknown = room.state;
    if (state !== undefined) events.state(connection.view(state));
    return connection;
  }

  /**
   * Rejoins the seat of a match this device was in (a reload, a reopened tab, an app brought back) with its
   * reconnection token: it starts as a drop does (`dropped` is not reported: the caller already shows it), and
   * reports `reconnected` once back in, or `left(seatGone)` when the server no longer holds the seat.
   */
  static resume(
    serverUrl: string,
    reconnectionToken: string,
    events: MatchConnectionEvents,
  ): MatchConnection {
    const connection = new MatchConnection(matchServerClient(serverUrl), null, reconnectionToken, events);
    void connection.reconnectLoop();
    return connection;
  }

  /** The room id: one per match, the key that makes saving a result idempotent. */
  get matchId(): string {
    return this.roomId;
  }

  get sessionId(): string {
    return this.mySessionId;
  }

  /** The seat's reconnection token (`roomId:token`), kept in the player record for a reload. */
  get reconnectionToken(): string {
    return this.token;
  }

  /** `optionToken`: the token of the picked option, as the round's `match:round_start` gave it */
  answer(roundIndex: number, optionToken: string): void {
    this.room?.send(CLIENT_MESSAGES.answer, { roundIndex, optionToken });
  }

  sendPowerUp(roundIndex: number, powerUp: PowerUpId): void {
    this.room?.send(CLIENT_MESSAGES.powerUp, { roundIndex, powerUp });
  }

  /** "Report this card" for a closed round; the server answers with `match:report_result`. */
  reportCard(roundIndex: number): void {
    this.room?.send(CLIENT_MESSAGES.report, { roundIndex });
  }

  /** After a match against a person: accept or decline playing again (`match:rematch_status` answers). */
  answerRematch(accept: boolean): void {
    this.room?.send(CLIENT_MESSAGES.rematch, { accept });
  }

  /** Deliberate exit of a running match (forfeit); the server then closes the socket. */
  forfeit(): void {
    this.room?.send(CLIENT_MESSAGES.leave, {});
  }

  /**
   * Drops the socket as a lost network would (no consent: the server keeps the seat for its window) and reports
   * nothing more: the app goes to the background and will `resume` with the token.
   */
  suspend(): void {
    if (this.closed) return;
    this.closed = true;
    this.wake?.();
    this.room?.connection.close();
  }

  /**
   * Leaves without waiting for anything else from the room (a reconnection under way stops); no event is
   * reported afterwards.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.wake?.();
    await this.room?.leave(true).catch(() => undefined);
  }

  private view(state: unknown): MatchStateView {
    const plain = ((state as { toJSON?: () => unknown } | undefined)?.toJSON?.() ?? {}) as Partial<
      Omit<MatchStateView, 'me' | 'opponent'> & { players: Record<string, DuelPlayerStateShape> }
    >;
    const players = Object.values(plain.players ?? {});
    return {
      phase: plain.phase ?? 'searching',
      tournament: plain.tournament ?? 'rookie',
      roundIndex: plain.roundIndex ?? -1,
      totalRounds: plain.totalRounds ?? 0,
      roundStartedAtMs: plain.roundStartedAtMs ?? 0,
      roundDeadlineAtMs: plain.roundDeadlineAtMs ?? 0,
      estimatedWaitMs: plain.estimatedWaitMs ?? 0,
      searchStartedAtMs: plain.searchStartedAtMs ?? 0,
      phaseEndsAtMs: plain.phaseEndsAtMs ?? 0,
      me: players.find((p) => p.sessionId === this.mySessionId) ?? null,
      opponent: players.find((p) => p.sessionId !== this.mySessionId) ?? null,
    };
  }
}
