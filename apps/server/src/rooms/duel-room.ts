import { randomInt, randomUUID } from 'node:crypto';
import {
  CloseCode,
  OnMessageException,
  Protocol,
  Room,
  ServerError,
  TimedEventException,
  getMessageBytes,
  type Client,
  type RoomException,
  type RoomMethodName,
} from '@colyseus/core';
import {
  RATING_DEFAULT,
  RATING_DEFAULT_RD,
  REMATCH_IDLE,
  TOURNAMENT_IDS,
  answerRematch,
  expireRematch,
  rematchPlayerLeft,
  type RematchState,
  type Rng,
  type TournamentId,
} from '@goalguessr/game-core';
import { z } from 'zod';
import {
  CLIENT_MESSAGES,
  FRIEND_ROOM_NAME,
  SERVER_MESSAGES,
  rematchMessageSchema,
  type FriendCodePayload,
  type RematchStatusPayload,
  joinErrorCode,
  joinOptionsSchema,
  leaveMessageSchema,
  parseAnswerMessage,
  powerUpMessageSchema,
  reportMessageSchema,
  type ErrorPayload,
  type JoinErrorCode,
  type JoinOptions,
  type MatchErrorCode,
  type ReportResultPayload,
} from '@goalguessr/protocol';
import type { FriendCodes } from '../friends/friend-codes';
import { DuelEngine } from '../match/duel-engine';
import { stampJoinTicket } from '../matchmaking/rating-driver';
import type { DuelEffect, DuelTimings, QuestionSource } from '../match/types';
import type { WaitEstimator } from '../matchmaking/wait-estimator';
import type { DuelMetrics, RoomMetricsSource } from '../production/metrics';
import type { ReportSink } from '../reports';
import type { ClientGate } from '../security/client-gate';
import { printable, type RefusalLog } from '../security/refusal-log';
import { batchWrites } from '../transport/batched-writes';
import { DuelState } from './duel-state';
import { RoomTimer } from './room-timer';

/** Everything a duel room needs from its server, given once per process. */
export interface DuelRoomContext {
  timings: DuelTimings;
  questions: QuestionSource;
  waitEstimator: WaitEstimator;
  /** Prometheus hooks (`/metrics`); absent in tests that do not look at them */
  metrics?: DuelMetrics;
  /** every frame of a client passes it first: flood limit, undecodable frames */
  gate: ClientGate;
  /** one rate-limited line per refused input */
  refusals: RefusalLog;
  /** a client was cut off for flooding: its address cools down (`socket` is `client.ref`) */
  onFlood(socket: unknown): void;
  /** browser tests that steer outcomes only: options keep the question source's order */
  keepOptionOrder?: boolean;
  /** every room of this process, for the drain on SIGTERM (a room adds itself on create, leaves on dispose) */
  rooms: Set<DuelRoom>;
  /** rejects (ServerError `server_draining`) when this process drains and no other process can take a player */
  admitNewPlayer(): Promise<void>;
  /** where "Report this card" goes (the reports file); without it reports are refused as too many */
  reports?: ReportSink;
  /** private duels and rematches (issue 17) */
  friends: FriendDuelContext;
}

/** What private duels and rematches need from the server. */
export interface FriendDuelContext {
  codes: FriendCodes;
  /** a host's code works this long (FRIEND_CODE_TTL_MS in production) */
  codeTtlMs: number;
  /** a rematch offer stays open this long after the first accept (REMATCH_WINDOW_MS) */
  rematchWindowMs: number;
  /** the rematch's new duel waits this long for both players (REMATCH_JOIN_MS) */
  rematchJoinMs: number;
  /** opens a private duel for a rematch (on whichever process the matchmaker picks): its room id */
  createRematchRoom(tournament: TournamentId): Promise<string>;
}

/**
 * How a private duel (FRIEND_ROOM_NAME) is created: by its host (`client.create` with the join options) or by
 * the server for a rematch (`rematch: true`: there is no host, both players join with the code).
 */
const friendCreateOptionsSchema = z.object({
  tournament: z.enum(TOURNAMENT_IDS),
  rematch: z.literal(true).optional(),
});

/** A private duel's own facts: its code (once known), whether it is a rematch, its host, its end. */
interface FriendDuel {
  code: string | null;
  rematch: boolean;
  hostId: string | null;
  expiresAtMs: number;
  /** the code's fate is written (started, or cancelled): nothing more to do on seat changes */
  settled: boolean;
}

/** 2^47: the resolution of the crypto-backed Rng below (node:crypto randomInt takes ranges below 2^48). */
const RNG_RESOLUTION = 2 ** 47;

/**
 * The room's randomness (option order and tokens, whistle, bot) from the operating system's CSPRNG: a seeded
 * generator with a 32-bit seed could be recovered from a few observed tokens, and the answers predicted.
 */
const cryptoRng: Rng = { next: () => randomInt(0, RNG_RESOLUTION) / RNG_RESOLUTION };

/** The Colyseus entry point of every frame a room client sends (a method of Room, private in its types). */
interface FrameSink {
  _onMessage(client: Client, frame: Uint8Array): void;
}

/** HTTP-like status of a refused join; the SDK's error `message` carries the JoinErrorCode. */
const JOIN_REFUSED_STATUS = 400;
/**
 * The room's patch interval, a backstop only: the state changes nowhere but in `apply`, which sends the patch
 * at once (`broadcastPatch`). Colyseus' default of 50 ms made every room, idle or not, encode its state 20
 * times a second; a null rate would install a 60 Hz clock tick instead. A change is sent when it happens.
 */
export const BACKSTOP_PATCH_INTERVAL_MS = 10_000;
/** While a human's seat is reserved the bot waits; look again this often (ms). */
const RESERVED_SEAT_RECHECK_MS = 250;

const KNOWN_MESSAGE_TYPES: ReadonlySet<string> = new Set(Object.values(CLIENT_MESSAGES));

/**
 * Colyseus calls the wildcard handler with `(client, type, payload)`, except for a message whose type is
 * literally "*": that one comes as `(client, payload, dispatchContext)`. The context is the only argument with
 * functions in it (a decoded payload never has any), which tells the two apart.
 */
function isDispatchContext(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { reject?: unknown }).reject === 'function'
  );
}

function parseFriendCreateOptions(options: unknown): z.output<typeof friendCreateOptionsSchema> {
  const parsed = friendCreateOptionsSchema.safeParse(options);
  if (!parsed.success)
    throw new ServerError(JOIN_REFUSED_STATUS, 'invalid_join_options' satisfies JoinErrorCode);
  return parsed.data;
}

function parseJoinOptions(options: unknown): JoinOptions {
  const parsed = joinOptionsSchema.safeParse(options);
  if (!parsed.success) throw new ServerError(JOIN_REFUSED_STATUS, joinErrorCode(parsed.error));
  return parsed.data;
}

/**
 * The 1v1 duel room, thin on purpose: each message is checked with its protocol schema, handed to the
 * DuelEngine with the server time, and the engine's effects are sent; the engine's snapshot is copied into
 * the broadcast state. One room per match; rooms are matched by `tournament` (filterBy), two seats, first
 * come first served. Subclassed per server by `createDuelRoom(context)`.
 */
export abstract class DuelRoom extends Room<{ state: DuelState }> {
  override maxClients = 2;
  override state = new DuelState();
  override patchRate = BACKSTOP_PATCH_INTERVAL_MS;

  protected abstract readonly context: DuelRoomContext;
  /** The match logic; public for tests that check rooms stay consistent. */
  engine!: DuelEngine;
  /** the engine's next timer (phase end, clue, deadline, bot); on Node timers, not the room clock */
  private readonly wakeTimer = new RoomTimer((error) => this.timerFailed(error));
  /** set once a fault voided this room, so a fault while voiding cannot loop */
  private failing = false;
  /** closes the room a while after the match ended (reconnecting players may still fetch their result) */
  private readonly closeTimer = new RoomTimer((error) => this.timerFailed(error));
  /** set in a private duel (FRIEND_ROOM_NAME) */
  private friend: FriendDuel | null = null;
  /** a private duel's end when nobody came */
  private readonly friendExpiryTimer = new RoomTimer((error) => this.timerFailed(error));
  /** the rematch offer after a finished match against a person */
  private rematch: RematchState = REMATCH_IDLE;
  private readonly rematchTimer = new RoomTimer((error) => this.timerFailed(error));
  private readonly metricsView: RoomMetricsSource = {
    phase: () => this.engine.currentPhase,
    connectedClients: () => this.clients.length,
  };

  /** Join options are checked before any seat is reserved; the parsed options become `client.auth`. */
  static override onAuth(_token: string, options: unknown): Promise<JoinOptions> {
    return Promise.resolve().then(() => parseJoinOptions(options));
  }

  /** Whether this room's match still runs (searching included): a drain waits for it. */
  isMatchRunning(): boolean {
    return this.engine !== undefined && this.engine.isRunning();
  }

  override async onCreate(options: unknown): Promise<void> {
    const isFriendRoom = this.roomName === FRIEND_ROOM_NAME;
    const { tournament, rematch } = isFriendRoom
      ? parseFriendCreateOptions(options)
      : { ...parseJoinOptions(options), rematch: undefined };
    this.context.rooms.add(this);
    this.guardFrames();
    const nowMs = Date.now();
    this.engine = new DuelEngine({
      tournament,
      // a private duel waits for the friend only: never a bot
      timings: isFriendRoom ? { ...this.context.timings, botWaitMs: Infinity } : this.context.timings,
      rng: cryptoRng,
      questions: this.context.questions,
      nowMs,
      keepOptionOrder: this.context.keepOptionOrder === true,
    });
    this.state.estimatedWaitMs = this.context.waitEstimator.estimateMs(tournament);
    this.context.metrics?.roomOpened(this.metricsView);

    this.onMessage(CLIENT_MESSAGES.answer, (client, payload: unknown) => {
      // the schema's verdict, with a fast path for the well-formed answer (the hottest message of a match)
      const message = parseAnswerMessage(payload);
      if (message === null) return this.refuse(client, 'invalid_message', CLIENT_MESSAGES.answer);
      const startedAt = performance.now();
      this.apply(this.engine.answer(client.sessionId, message, Date.now()));
      this.context.metrics?.answerHandled(performance.now() - startedAt);
    });
    this.onMessage(CLIENT_MESSAGES.powerUp, (client, payload: unknown) => {
      const message = powerUpMessageSchema.safeParse(payload);
      if (!message.success) return this.refuse(client, 'invalid_message', CLIENT_MESSAGES.powerUp);
      this.apply(this.engine.playPowerUp(client.sessionId, message.data, Date.now()));
    });
    this.onMessage(CLIENT_MESSAGES.leave, (client, payload: unknown) => {
      if (!leaveMessageSchema.safeParse(payload).success) {
        return this.refuse(client, 'invalid_message', CLIENT_MESSAGES.leave);
      }
      this.apply(this.engine.leave(client.sessionId, Date.now()));
      client.leave(CloseCode.CONSENTED);
    });
    this.onMessage(CLIENT_MESSAGES.rematch, (client, payload: unknown) => {
      const message = rematchMessageSchema.safeParse(payload);
      if (!message.success) return this.refuse(client, 'invalid_message', CLIENT_MESSAGES.rematch);
      this.answerRematch(client, message.data.accept);
    });
    this.onMessage(CLIENT_MESSAGES.report, (client, payload: unknown) => {
      const message = reportMessageSchema.safeParse(payload);
      if (!message.success) return this.refuse(client, 'invalid_message', CLIENT_MESSAGES.report);
      const nowMs = Date.now();
      const { roundIndex } = message.data;
      const { reply, report } = this.engine.report(client.sessionId, roundIndex, nowMs);
      const accepted = report === null || this.context.reports?.accept(report, nowMs) === true;
      const answer: ReportResultPayload = accepted
        ? reply
        : { ok: false, roundIndex, reason: 'too_many_reports' };
      client.send('match:report_result', answer);
    });
    // Never coerce what a client sent: a payload like `{ toString: 1 }` throws on String(…).
    this.onMessage('*', (client, type: unknown, payload: unknown) => {
      this.refuse(client, 'unknown_message', isDispatchContext(payload) ? '*' : printable(type));
    });
    this.apply([]);
    if (isFriendRoom) await this.openFriendDuel(tournament, rematch === true, nowMs);
  }

  /**
   * A private duel: out of matchmaking (only a join by id with the code reaches it), a code for the host's
   * friend (a rematch gets its code from the room it came from), and an end: when nobody came in time it is
   * void, so whoever paid gets the fee back.
   */
  private async openFriendDuel(tournament: TournamentId, rematch: boolean, nowMs: number): Promise<void> {
    await this.setPrivate(true);
    const { codeTtlMs, rematchJoinMs, codes } = this.context.friends;
    const expiresAtMs = nowMs + (rematch ? rematchJoinMs : codeTtlMs);
    const code = rematch ? null : await codes.reserve(this.roomId, tournament, expiresAtMs, nowMs, cryptoRng);
    this.friendExpiryTimer.set(expiresAtMs - nowMs, () => this.expireFriendDuel());
    this.friend = {
      code,
      rematch,
      hostId: null,
      expiresAtMs,
      settled: false,
    };
  }

  /** The code's time is up and the friend never came: the duel is void (fee refunded) and closes. */
  private expireFriendDuel(): void {
    if (this.engine.currentPhase !== 'searching') return;
    if (this.friend !== null) this.friend.settled = true;
    this.apply(this.engine.voidMatch('friend_expired'));
    this.disconnect(CloseCode.CONSENTED).catch(() => {});
  }

  /** Who may sit in a private duel: its host (first in a room a client created), else only with its code. */
  private async admitToFriendDuel(client: Client, joinOptions: JoinOptions): Promise<void> {
    const friend = this.friend;
    if (friend === null) return;
    const refuse = (code: JoinErrorCode): never => {
      this.context.metrics?.joinRefused(code);
      throw new ServerError(JOIN_REFUSED_STATUS, code);
    };
    if (joinOptions.tournament !== this.engine.snapshot().tournament) refuse('friend_wrong_tournament');
    if (!friend.rematch && friend.hostId === null) {
      friend.hostId = client.sessionId;
      return;
    }
    const code = joinOptions.friendCode;
    if (code === undefined) return refuse('friend_code_invalid');
    const verdict = await this.context.friends.codes.admits(code, this.roomId, Date.now());
    if (verdict !== 'ok') refuse(verdict);
    friend.code ??= code;
  }

  private sendFriendCode(client: Client): void {
    const friend = this.friend;
    if (friend === null || friend.code === null || client.sessionId !== friend.hostId) return;
    if (this.engine.currentPhase !== 'searching') return;
    const payload: FriendCodePayload = {
      code: friend.code,
      tournament: this.engine.snapshot().tournament,
      expiresAtMs: friend.expiresAtMs,
      serverNowMs: Date.now(),
    };
    client.send(SERVER_MESSAGES.friendCode, payload);
  }

  /** After the join or leave of a private duel's player: a full room uses up the code, an empty one cancels it. */
  private afterFriendSeatChange(): void {
    const friend = this.friend;
    if (friend === null || friend.code === null || friend.settled) return;
    const { codes } = this.context.friends;
    if (this.engine.participantCount === 2) {
      friend.settled = true;
      this.friendExpiryTimer.clear();
      void codes.mark(friend.code, 'started', Date.now()).catch(() => {});
      return;
    }
    if (this.engine.currentPhase === 'searching' && this.engine.participantCount === 0) {
      // the host cancelled (or every rematch player left) before the other came: the code says so, the room closes
      friend.settled = true;
      this.friendExpiryTimer.clear();
      void codes.mark(friend.code, 'cancelled', Date.now()).catch(() => {});
      this.disconnect(CloseCode.CONSENTED).catch(() => {});
    }
  }

  /** `match:rematch` from a player of a finished match against a person (game-core `answerRematch`). */
  private answerRematch(client: Client, accept: boolean): void {
    const humans = this.engine
      .snapshot()
      .players.filter((p) => !p.isBot && p.connection !== 'left')
      .map((p) => p.sessionId);
    const { rematchWindowMs } = this.context.friends;
    const next =
      this.engine.currentPhase === 'finished' && humans.length === 2
        ? answerRematch(this.rematch, humans, client.sessionId, accept, Date.now(), rematchWindowMs)
        : null;
    if (next === null || !next.ok) return this.refuse(client, 'rematch_unavailable', CLIENT_MESSAGES.rematch);
    this.setRematch(next.state);
  }

  /** Tells both players where the rematch stands and keeps the room open while an offer is pending. */
  private setRematch(state: RematchState): void {
    if (state === this.rematch) return;
    this.rematch = state;
    this.rematchTimer.clear();
    const nowMs = Date.now();
    switch (state.status) {
      case 'idle':
        return;
      case 'pending': {
        const waitMs = Math.max(0, state.expiresAtMs - nowMs);
        this.rematchTimer.set(waitMs, () => this.setRematch(expireRematch(this.rematch, Date.now())));
        // the room must outlive the offer (it would otherwise close a reconnection window after the result)
        this.closeTimer.set(waitMs + this.context.timings.reconnectionWindowMs, () => {
          this.disconnect(CloseCode.CONSENTED).catch(() => {});
        });
        this.sendRematch({
          status: 'pending',
          acceptedBy: [...state.acceptedBy],
          expiresAtMs: state.expiresAtMs,
          serverNowMs: nowMs,
        });
        return;
      }
      case 'agreed':
        void this.openRematch();
        return;
      case 'ended':
        this.sendRematch({ status: 'ended', reason: state.reason });
        return;
    }
  }

  /** Both accepted: a private duel of the same tournament for the two, its code handed to both. */
  private async openRematch(): Promise<void> {
    const tournament = this.engine.snapshot().tournament;
    const { codes, rematchJoinMs } = this.context.friends;
    try {
      const roomId = await this.context.friends.createRematchRoom(tournament);
      const nowMs = Date.now();
      const code = await codes.reserve(roomId, tournament, nowMs + rematchJoinMs, nowMs, cryptoRng);
      this.sendRematch({ status: 'ready', roomId, code, tournament });
    } catch (error: unknown) {
      this.context.refusals.refused(
        `room ${this.roomId}`,
        'handler',
        `rematch failed ${describeError(error)}`,
      );
      this.sendRematch({ status: 'ended', reason: 'failed' });
    }
  }

  private sendRematch(payload: RematchStatusPayload): void {
    for (const client of this.clients) client.send(SERVER_MESSAGES.rematchStatus, payload);
  }

  /**
   * A bot takes a seat without being a client, and a paired room never takes a third player: report the room
   * as full then, so a reservation racing the bot is refused and the matchmaker tries another room.
   */
  override hasReachedMaxClients(): boolean {
    if (super.hasReachedMaxClients()) return true;
    return this.engine !== undefined && this.engine.currentPhase !== 'searching';
  }

  override async onJoin(client: Client, options: unknown, auth?: unknown): Promise<void> {
    const joinOptions = (auth as JoinOptions | undefined) ?? parseJoinOptions(options);
    await this.admitToFriendDuel(client, joinOptions);
    const joined = this.engine.join(
      {
        id: client.sessionId,
        isBot: false,
        username: joinOptions.username,
        shirt: joinOptions.shirt,
        cleat: joinOptions.cleat,
        recentPlayerIds: joinOptions.recentPlayerIds,
        powerUps: joinOptions.powerUps,
        rating: joinOptions.rating ?? RATING_DEFAULT,
        ratingDeviation: joinOptions.ratingDeviation ?? RATING_DEFAULT_RD,
      },
      Date.now(),
    );
    this.apply(joined.effects);
    // A bot took the seat between the reservation and this join: the client searches again.
    if (!joined.accepted) {
      this.context.metrics?.joinRefused('room_full');
      throw new ServerError(JOIN_REFUSED_STATUS, 'room_full' satisfies JoinErrorCode);
    }
    this.context.metrics?.joinAccepted(joinOptions.tournament);
    this.sendFriendCode(client);
    this.afterFriendSeatChange();
  }

  override onDrop(client: Client): void {
    this.apply(this.engine.drop(client.sessionId, Date.now()));
    if (!this.engine.isRunning()) return;
    this.allowReconnection(client, this.context.timings.reconnectionWindowMs / 1000).catch(() => {
      // expiry is handled by onLeave, which Colyseus calls when the window closes
    });
  }

  override onReconnect(client: Client): void {
    this.apply(this.engine.reconnect(client.sessionId, Date.now()));
    this.sendFriendCode(client);
  }

  override onLeave(client: Client): void {
    const wasFinished = this.engine.currentPhase === 'finished';
    this.apply(this.engine.leave(client.sessionId, Date.now()));
    if (wasFinished) this.setRematch(rematchPlayerLeft(this.rematch));
    this.afterFriendSeatChange();
  }

  /** SIGTERM (graceful shutdown): a running match is void, so clients can refund the entry ticket. */
  override onBeforeShutdown(): void {
    this.apply(this.engine.voidMatch('server_shutdown'));
    this.disconnect(CloseCode.SERVER_SHUTDOWN).catch(() => {});
  }

  override onDispose(): void {
    this.context.rooms.delete(this);
    this.context.metrics?.roomClosed(this.metricsView);
    this.wakeTimer.clear();
    this.closeTimer.clear();
    this.rematchTimer.clear();
    this.friendExpiryTimer.clear();
  }

  /** A room timer's callback threw: handled like Colyseus' own clock timers (the match is void). */
  private timerFailed(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    const cause = error instanceof Error ? error : new Error(message);
    this.onUncaughtException(new TimedEventException(cause, message), 'setTimeout');
  }

  /**
   * Puts the client gate in front of Colyseus' frame decoder (as Colyseus' own latency simulation wraps the
   * same method): a flood or an undecodable frame cuts the client off (close code 4002, as Colyseus would)
   * with one short log line instead of a stack trace per frame.
   */
  private guardFrames(): void {
    const sink = this as unknown as FrameSink;
    const decode = sink._onMessage.bind(this);
    sink._onMessage = (client: Client, frame: Uint8Array): void => {
      const verdict = this.context.gate.admit(client, frame, Date.now());
      if (verdict === 'pass') return decode(client, frame);
      if (verdict === 'drop') return;
      this.context.refusals.refused(`room ${this.roomId}`, verdict === 'flood' ? 'flood' : 'frame', verdict);
      if (verdict === 'flood') this.context.onFlood(client.ref);
      client.leave(CloseCode.WITH_ERROR);
    };
  }

  /**
   * Colyseus reports here whatever a handler, hook or timer of this room throws (defining this method makes
   * it wrap them all), so no input can take the process down. A message handler that threw changed nothing
   * the client could rely on: it gets `match:error`. Anything else is a fault of this room alone: its match is
   * void (refunded) and closed, and the other rooms carry on.
   */
  override onUncaughtException(error: RoomException, methodName: RoomMethodName): void {
    const cause: unknown = error.cause;
    // Deliberate refusals (join options, a seat lost to the bot) are thrown as ServerError: not faults.
    if (cause instanceof ServerError) return;
    this.context.refusals.refused(
      `room ${this.roomId}`,
      'handler',
      `${methodName} threw ${describeError(cause)}`,
    );
    if (error instanceof OnMessageException) {
      const client = error.client as Client | undefined;
      const type: unknown = error.type;
      if (client !== undefined) {
        this.refuse(client, 'invalid_message', printable(type));
      }
      return;
    }
    if (methodName === 'onAuth' || methodName === 'onCreate' || this.failing) return;
    this.failing = true;
    try {
      this.apply(this.engine.voidMatch('server_error'));
    } finally {
      this.disconnect(CloseCode.WITH_ERROR).catch(() => {});
    }
  }

  private refuse(client: Client, code: MatchErrorCode, type: string): void {
    this.context.refusals.refused(
      `room ${this.roomId}`,
      'message',
      `${code} ${KNOWN_MESSAGE_TYPES.has(type) ? type : '(other type)'}`,
    );
    const payload: ErrorPayload = { code, type };
    this.context.metrics?.messageRefused(code);
    client.send('match:error', payload);
  }

  /**
   * Carries out the engine's effects, copies its snapshot into the state, sends what changed in it right away
   * (after the messages of the same event, as the 50 ms patch used to) and re-arms the timer. Whatever goes to
   * one client in one event leaves in one socket write (`batchWrites`).
   */
  private apply(effects: readonly DuelEffect[]): void {
    batchWrites(this.clients, () => this.applyNow(effects));
  }

  private applyNow(effects: readonly DuelEffect[]): void {
    // A message the engine addresses to both players with one payload object (a clue stage, a round's end) is
    // encoded once: what `client.send` does (msgpack into a fresh buffer) but once for both sockets.
    let encodedPayload: unknown;
    let encodedType = '';
    let encoded: Buffer | undefined;
    for (const effect of effects) {
      switch (effect.kind) {
        case 'send': {
          if (effect.type === 'match:error') this.context.metrics?.messageRefused(effect.payload.code);
          const client = this.clients.get(effect.to);
          if (client === undefined) break;
          if (encoded === undefined || effect.payload !== encodedPayload || effect.type !== encodedType) {
            encoded = getMessageBytes.raw(Protocol.ROOM_DATA, effect.type, effect.payload);
            encodedPayload = effect.payload;
            encodedType = effect.type;
          }
          client.enqueueRaw(encoded);
          break;
        }
        case 'bot_joined':
          this.lock().catch(() => {});
          break;
        case 'paired':
          // Out of matchmaking for good: a player who drops mid-match frees a Colyseus seat (the room would
          // unlock and be listed open), but only the reconnecting player may take it.
          this.lock().catch(() => {});
          this.context.waitEstimator.record(this.engine.snapshot().tournament, effect.waitMs);
          this.context.metrics?.paired(this.engine.snapshot().tournament, effect.waitMs);
          break;
        case 'ended':
          this.lock().catch(() => {});
          // Reconnecting players may still come back for their result; then the room closes.
          this.closeTimer.setOnce(this.context.timings.reconnectionWindowMs, () => {
            this.disconnect(CloseCode.CONSENTED).catch(() => {});
          });
          break;
      }
    }
    this.state.apply(this.engine.snapshot());
    this.broadcastPatch();
    this.schedule();
  }

  private schedule(): void {
    const wakeMs = this.engine.nextWakeMs();
    if (wakeMs === null) return this.wakeTimer.clear();
    this.wakeTimer.setAt(wakeMs, Date.now(), () => this.wake());
  }

  private wake(): void {
    const nowMs = Date.now();
    // maxClients is 2: with one player in, a reached maximum means a second human holds a reserved seat.
    const botAllowed = !this.hasReachedMaxClients();
    this.apply(this.engine.tick(nowMs, { botAllowed }));
    const wakeMs = this.engine.nextWakeMs();
    if (!botAllowed && wakeMs !== null && wakeMs <= nowMs) {
      this.wakeTimer.set(RESERVED_SEAT_RECHECK_MS, () => this.wake());
    }
  }
}

/** An error as a short single line: its name, message and where it was thrown, without the stack. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return printable(error);
  const frame = error.stack?.split('\n')[1]?.trim() ?? '';
  return `${error.name}: ${printable(error.message, 80)} ${printable(frame, 100)}`;
}

/** The room class for one server process, bound to its timings, question bank and wait estimator. */
export function createDuelRoom(context: DuelRoomContext): new () => DuelRoom {
  return class DuelRoomForContext extends DuelRoom {
    protected readonly context = context;

    /**
     * A draining process takes no new player unless another process can (Redis): checked first. Refused joins
     * are counted by their join error code for the metrics. An admitted join attempt gets its own ticket.
     */
    static override onAuth(token: string, options: unknown): Promise<JoinOptions> {
      const admitted = context
        .admitNewPlayer()
        .then(() => DuelRoom.onAuth(token, options))
        .then((joinOptions) => {
          // Colyseus reads the filter fields from these very options next (see JOIN_TICKET_FIELD)
          stampJoinTicket(options, randomUUID());
          return joinOptions;
        });
      return admitted.catch((error: unknown) => {
        const code = error instanceof ServerError ? error.message : 'unknown';
        context.metrics?.joinRefused(code);
        throw error;
      });
    }
  };
}
