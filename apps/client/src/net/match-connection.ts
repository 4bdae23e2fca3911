import { Client, type Room } from '@colyseus/sdk';
import {
  CLIENT_MESSAGES,
  CLOSE_CODES,
  DUEL_ROOM_NAME,
  FRIEND_ROOM_NAME,
  JOIN_ERROR_CODES,
  SERVER_MESSAGES,
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
  /** the socket dropped; the SDK retries on its own inside the server's reconnection window */
  dropped(): void;
  /** the socket is back in the same seat (a `match:sync` follows) */
  reconnected(): void;
  /** the room is gone for good: consented leave, server shutdown, or reconnection given up */
  left(code: number): void;
  /**
   * still searching, the server moved this player to another waiting player's room (`match:move`): the search
   * goes on there, under this room id
   */
  moved(matchId: string): void;
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
  /** @colyseus/sdk: automatic reconnection gave up */
  failedToReconnect: 4003,
} as const;

/** Reconnection retries: exponential from 200 ms, capped at 2 s, ~25 s in all (longer than the 20 s window). */
const RECONNECT_MAX_DELAY_MS = 2000;
const RECONNECT_MAX_RETRIES = 15;

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
 * The one owner of the match socket (@colyseus/sdk). Joins a duel room, decodes its state into plain views,
 * forwards the protocol's server messages, and sends the client messages. Automatic reconnection is
 * the SDK's; this class only reports drops and returns. A `match:move` while searching is followed here: the
 * reserved seat in the other room is taken, this room left, and the events go on from the new room.
 */
export class MatchConnection {
  private closed = false;
  private room: Room;

  private constructor(
    private readonly client: Client,
    room: Room,
    private readonly events: MatchConnectionEvents,
  ) {
    this.room = room;
    this.attach(room);
  }

  /** Listens to `room`; every report of a room this connection has left behind is dropped. */
  private attach(room: Room): void {
    const events = this.events;
    const live = () => !this.closed && room === this.room;
    room.reconnection.minUptime = 0;
    room.reconnection.maxDelay = RECONNECT_MAX_DELAY_MS;
    room.reconnection.maxRetries = RECONNECT_MAX_RETRIES;
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
      if (live()) events.dropped();
    });
    room.onReconnect(() => {
      if (live()) events.reconnected();
    });
    room.onLeave((code: number) => {
      if (!live()) return;
      this.closed = true;
      events.left(code);
    });
  }

  /** `match:move`: takes the seat reserved in the other waiting room, then leaves this one. */
  private async follow(move: ServerMessagePayloads['match:move']): Promise<void> {
    const previous = this.room;
    let next: Room;
    try {
      next = await this.client.consumeSeatReservation(move.reservation);
    } catch {
      // the other room is gone (or unreachable): this search ends as a lost connection does before pairing
      if (this.closed) return;
      this.closed = true;
      previous.reconnection.enabled = false;
      await previous.leave(true).catch(() => undefined);
      this.events.left(FINAL_CLOSE_CODES.consented);
      return;
    }
    if (this.closed) {
      await next.leave(true).catch(() => undefined);
      return;
    }
    this.room = next;
    this.attach(next);
    previous.reconnection.enabled = false;
    await previous.leave(true).catch(() => undefined);
    this.events.moved(next.roomId);
    const state: unknown = next.state;
    if (state !== undefined) this.events.state(this.view(state));
  }

  /**
   * Finds or creates a duel of the tournament in `options` (or, by `target`, hosts or joins a private duel);
   * rejects with a JoinFailure.
   */
  static async join(
    serverUrl: string,
    options: JoinOptionsInput,
    events: MatchConnectionEvents,
    target: JoinTarget = { kind: 'match' },
  ): Promise<MatchConnection> {
    let room: Room;
    const client = new Client(serverUrl);
    try {
      room =
        target.kind === 'host'
          ? await client.create(FRIEND_ROOM_NAME, options)
          : target.kind === 'guest'
            ? await client.joinById(target.roomId, { ...options, friendCode: target.code })
            : await client.joinOrCreate(DUEL_ROOM_NAME, options);
    } catch (error: unknown) {
      throw toJoinFailure(error, target);
    }
    const connection = new MatchConnection(client, room, events);
    // The first state may have arrived before the listener was attached.
    const state: unknown = room.state;
    if (state !== undefined) events.state(connection.view(state));
    return connection;
  }

  /** The room id: one per match, the key that makes saving a result idempotent. */
  get matchId(): string {
    return this.room.roomId;
  }

  get sessionId(): string {
    return this.room.sessionId;
  }

  /** `optionToken`: the token of the picked option, as the round's `match:round_start` gave it */
  answer(roundIndex: number, optionToken: string): void {
    this.room.send(CLIENT_MESSAGES.answer, { roundIndex, optionToken });
  }

  sendPowerUp(roundIndex: number, powerUp: PowerUpId): void {
    this.room.send(CLIENT_MESSAGES.powerUp, { roundIndex, powerUp });
  }

  /** "Report this card" for a closed round; the server answers with `match:report_result`. */
  reportCard(roundIndex: number): void {
    this.room.send(CLIENT_MESSAGES.report, { roundIndex });
  }

  /** After a match against a person: accept or decline playing again (`match:rematch_status` answers). */
  answerRematch(accept: boolean): void {
    this.room.send(CLIENT_MESSAGES.rematch, { accept });
  }

  /** Deliberate exit of a running match (forfeit); the server then closes the socket. */
  forfeit(): void {
    this.room.send(CLIENT_MESSAGES.leave, {});
  }

  /** Leaves without waiting for anything else from the room; no event is reported afterwards. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.room.reconnection.enabled = false;
    await this.room.leave(true).catch(() => undefined);
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
      me: players.find((p) => p.sessionId === this.room.sessionId) ?? null,
      opponent: players.find((p) => p.sessionId !== this.room.sessionId) ?? null,
    };
  }
}
