import { Client, type Room } from '@colyseus/sdk';
import {
  DUEL_ROOM_NAME,
  FRIEND_ROOM_NAME,
  PROTOCOL_VERSION,
  type JoinOptionsInput,
  type RoundStartPayload,
  type ServerMessagePayloads,
} from '@goalguessr/protocol';
import { answerFor } from './answers';

type ServerType = keyof ServerMessagePayloads;

export interface RecordedMessage {
  type: string;
  payload: unknown;
  /** local receive time */
  atMs: number;
  /** index in `frames` of the WebSocket frame that carried it */
  frameIndex: number;
}

/** One WebSocket frame exactly as received (room messages and state patches alike), before decoding. */
export interface RecordedFrame {
  bytes: Buffer;
  atMs: number;
}

function frameBytes(data: unknown): Buffer {
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(String(data));
}

/** Default join options of a test player. */
export function joinOptions(overrides: Partial<JoinOptionsInput> = {}): JoinOptionsInput {
  return {
    protocolVersion: PROTOCOL_VERSION,
    tournament: 'rookie',
    username: 'Tester',
    shirt: 'white',
    cleat: 'white-black',
    recentPlayerIds: [],
    powerUps: { golden_shot: 1, energy_drink: 2, whistle: 2 },
    ...overrides,
  };
}

/** An SDK client; with `address`, every request and the WebSocket upgrade name it in X-Forwarded-For. */
function sdkClient(url: string, address: string | undefined): Client {
  return address === undefined
    ? new Client(url)
    : new Client(url, { headers: { 'x-forwarded-for': address } });
}

/**
 * A real @colyseus/sdk client in a duel room that records every message it receives, in order, and lets a
 * test wait for the next one of a type.
 */
export class DuelClient {
  readonly messages: RecordedMessage[] = [];
  /** every frame received since joining (state patches included), in order */
  readonly frames: RecordedFrame[] = [];
  private waiters: { type: string; from: number; resolve: (m: RecordedMessage) => void }[] = [];
  leftWithCode: number | null = null;
  /** how many times the server moved this searching client to another waiting player's room */
  moves = 0;

  private constructor(
    readonly client: Client,
    public room: Room,
  ) {
    this.listen(room);
  }

  /**
   * `address`: the client address this player comes from, as a trusted proxy names it in X-Forwarded-For on the
   * matchmaking request and the WebSocket upgrade (the server must trust 127.0.0.1 as a proxy); none: loopback.
   */
  static async join(
    url: string,
    overrides: Partial<JoinOptionsInput> = {},
    address?: string,
  ): Promise<DuelClient> {
    const client = sdkClient(url, address);
    const room = await client.joinOrCreate(DUEL_ROOM_NAME, joinOptions(overrides));
    room.reconnection.enabled = false;
    return new DuelClient(client, room);
  }

  /** A host opens a private duel (play a friend); its code comes as `friend:code`. */
  static async hostFriendDuel(
    url: string,
    overrides: Partial<JoinOptionsInput> = {},
    address?: string,
  ): Promise<DuelClient> {
    const client = sdkClient(url, address);
    const room = await client.create(FRIEND_ROOM_NAME, joinOptions(overrides));
    room.reconnection.enabled = false;
    return new DuelClient(client, room);
  }

  /** Joins a room by its id (a private duel: pass `friendCode` in the overrides). */
  static async joinById(
    url: string,
    roomId: string,
    overrides: Partial<JoinOptionsInput> = {},
    address?: string,
  ): Promise<DuelClient> {
    const client = sdkClient(url, address);
    const room = await client.joinById(roomId, joinOptions(overrides));
    room.reconnection.enabled = false;
    return new DuelClient(client, room);
  }

  /** Takes a seat the server reserved (`matchMaker.reserveSeatFor`), as a moved waiter does (`match:move`). */
  static async fromReservation(
    url: string,
    reservation: Parameters<Client['consumeSeatReservation']>[0],
  ): Promise<DuelClient> {
    const client = sdkClient(url, undefined);
    const room = await client.consumeSeatReservation(reservation);
    room.reconnection.enabled = false;
    return new DuelClient(client, room);
  }

  get sessionId(): string {
    return this.room.sessionId;
  }

  /** The decoded room state as plain JSON. */
  state(): {
    phase: string;
    roundIndex: number;
    estimatedWaitMs: number;
    players: Record<string, { isBot: boolean; username: string; connection: string; correctCount: number }>;
  } {
    const state = this.room.state as { toJSON(): unknown } | undefined;
    return (state?.toJSON() ?? { phase: '', roundIndex: -1, estimatedWaitMs: 0, players: {} }) as ReturnType<
      DuelClient['state']
    >;
  }

  private listen(room: Room): void {
    // Record raw frames before the SDK decodes them, so a secret could not hide in a state patch either.
    const events = room.connection.events;
    const decode = events.onmessage;
    events.onmessage = (event: { data: unknown }) => {
      this.frames.push({ bytes: frameBytes(event.data), atMs: Date.now() });
      decode?.(event);
    };
    room.onMessage('*', (type: string | number, payload: unknown) => {
      const message: RecordedMessage = {
        type: String(type),
        payload,
        atMs: Date.now(),
        frameIndex: this.frames.length - 1,
      };
      this.messages.push(message);
      if (message.type === 'match:move') void this.follow(payload as ServerMessagePayloads['match:move']);
      const index = this.messages.length - 1;
      const due = this.waiters.filter((w) => w.type === message.type && index >= w.from);
      this.waiters = this.waiters.filter((w) => !due.includes(w));
      for (const waiter of due) waiter.resolve(message);
    });
    room.onLeave((code: number) => {
      if (room === this.room) this.leftWithCode = code;
    });
  }

  /** `match:move` (still searching): takes the seat reserved in the other waiting room, then leaves this one. */
  private async follow(move: ServerMessagePayloads['match:move']): Promise<void> {
    const left = this.room;
    const room = await this.client.consumeSeatReservation(move.reservation);
    room.reconnection.enabled = false;
    this.room = room;
    this.listen(room);
    this.moves += 1;
    await left.leave(true);
  }

  /** All payloads of a type received so far. */
  all<T extends ServerType>(type: T): ServerMessagePayloads[T][] {
    return this.messages.filter((m) => m.type === type).map((m) => m.payload as ServerMessagePayloads[T]);
  }

  /** The `nth` (0-based) message of a type, waiting for it when it has not arrived yet. */
  async nth<T extends ServerType>(
    type: T,
    nth: number,
    timeoutMs = 5_000,
  ): Promise<ServerMessagePayloads[T]> {
    const seen = this.messages.filter((m) => m.type === type);
    const already = seen[nth];
    if (already) return already.payload as ServerMessagePayloads[T];
    let skip = nth - seen.length;
    const from = this.messages.length;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting for ${type} #${nth} (${this.sessionId})`)),
        timeoutMs,
      );
      const waiter = {
        type,
        from,
        resolve: (m: RecordedMessage) => {
          if (skip > 0) {
            skip -= 1;
            this.waiters.push(waiter);
            return;
          }
          clearTimeout(timer);
          resolve(m.payload as ServerMessagePayloads[T]);
        },
      };
      this.waiters.push(waiter);
    });
  }

  /** Waits until the client has left the room; resolves with the close code. */
  async left(timeoutMs = 5_000): Promise<number> {
    const started = Date.now();
    while (this.leftWithCode === null) {
      if (Date.now() - started > timeoutMs) throw new Error(`${this.sessionId} did not leave`);
      await sleep(10);
    }
    return this.leftWithCode;
  }

  /** The latest card of `round` this client received (its round_start, or the round of a later sync). */
  roundStart(round: number): RoundStartPayload {
    const cards = [
      ...this.all('match:round_start'),
      ...this.all('match:sync').flatMap((sync) => (sync.round === null ? [] : [sync.round])),
    ];
    const card = cards.filter((c) => c.roundIndex === round).at(-1);
    if (card === undefined) throw new Error(`no card of round ${round} yet (${this.sessionId})`);
    return card;
  }

  /** Answers `round` by token: its right option (`fakeQuestions`) or a wrong one still on screen. */
  answer(round: number, right: boolean): void {
    this.send('match:answer', answerFor(this.roundStart(round), right));
  }

  send(type: string | number, payload?: unknown): void {
    this.room.send(type, payload);
  }

  /** Drops the connection without consent (as a lost network would). */
  drop(): void {
    this.room.reconnection.enabled = false;
    this.room.connection.close();
  }

  /** Reconnects with the reconnection token, keeping the recorded messages. */
  async reconnect(): Promise<void> {
    const room = await this.client.reconnect(this.room.reconnectionToken);
    room.reconnection.enabled = false;
    this.leftWithCode = null;
    this.room = room;
    this.listen(room);
  }

  async leave(): Promise<void> {
    if (this.leftWithCode === null) await this.room.leave(true);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until `check` returns true, or throws after `timeoutMs`. */
export async function waitUntil(check: () => boolean, timeoutMs = 5_000, what = 'condition'): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** A logger that keeps what the server logs instead of printing it (for tests that provoke errors). */
export function collectingLogger(): {
  debug: () => void;
  info: () => void;
  trace: () => void;
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
  lines: string[];
} {
  const lines: string[] = [];
  const keep = (...args: unknown[]): void => {
    lines.push(args.map(String).join(' '));
  };
  return { debug: () => {}, info: () => {}, trace: () => {}, warn: keep, error: keep, lines };
}
