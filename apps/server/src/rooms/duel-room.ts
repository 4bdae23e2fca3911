import { randomInt } from 'node:crypto';
import { CloseCode, Room, ServerError, type Client, type Delayed } from '@colyseus/core';
import { createSeededRng } from '@goalguessr/game-core';
import {
  CLIENT_MESSAGES,
  answerMessageSchema,
  joinErrorCode,
  joinOptionsSchema,
  leaveMessageSchema,
  powerUpMessageSchema,
  type ErrorPayload,
  type JoinErrorCode,
  type JoinOptions,
  type MatchErrorCode,
} from '@goalguessr/protocol';
import { DuelEngine } from '../match/duel-engine';
import type { DuelEffect, DuelTimings, QuestionSource } from '../match/types';
import type { WaitEstimator } from '../matchmaking/wait-estimator';
import type { DuelMetrics, RoomMetricsSource } from '../production/metrics';
import { DuelState } from './duel-state';

/** Everything a duel room needs from its server, given once per process. */
export interface DuelRoomContext {
  timings: DuelTimings;
  questions: QuestionSource;
  waitEstimator: WaitEstimator;
  /** messages a client may send per second before it is disconnected (MAX_CLIENT_MESSAGES_PER_SECOND) */
  maxMessagesPerSecond: number;
  /** Prometheus hooks (`/metrics`); absent in tests that do not look at them */
  metrics?: DuelMetrics;
}

/** HTTP-like status of a refused join; the SDK's error `message` carries the JoinErrorCode. */
const JOIN_REFUSED_STATUS = 400;
/** While a human's seat is reserved the bot waits; look again this often (ms). */
const RESERVED_SEAT_RECHECK_MS = 250;

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

  protected abstract readonly context: DuelRoomContext;
  /** The match logic; public for tests that check rooms stay consistent. */
  engine!: DuelEngine;
  private wakeTimer: Delayed | undefined;
  private closeTimer: Delayed | undefined;
  private readonly metricsView: RoomMetricsSource = {
    phase: () => this.engine.currentPhase,
    connectedClients: () => this.clients.length,
  };

  /** Join options are checked before any seat is reserved; the parsed options become `client.auth`. */
  static override onAuth(_token: string, options: unknown): Promise<JoinOptions> {
    return Promise.resolve().then(() => parseJoinOptions(options));
  }

  override onCreate(options: unknown): void {
    const { tournament } = parseJoinOptions(options);
    // Colyseus starts counting at the second message of each one-second window; minus one makes the limit
    // exact: the (limit + 1)th message within a second disconnects the client with close code 4002.
    this.maxMessagesPerSecond = this.context.maxMessagesPerSecond - 1;
    const nowMs = Date.now();
    this.engine = new DuelEngine({
      tournament,
      timings: this.context.timings,
      rng: createSeededRng(randomInt(0, 2 ** 32)),
      questions: this.context.questions,
      nowMs,
    });
    this.state.estimatedWaitMs = this.context.waitEstimator.estimateMs(tournament);
    this.context.metrics?.roomOpened(this.metricsView);

    this.onMessage(CLIENT_MESSAGES.answer, (client, payload: unknown) => {
      const message = answerMessageSchema.safeParse(payload);
      if (!message.success) return this.refuse(client, 'invalid_message', CLIENT_MESSAGES.answer);
      const startedAt = performance.now();
      this.apply(this.engine.answer(client.sessionId, message.data, Date.now()));
      this.context.metrics?.answerHandled(performance.now() - startedAt);
    });
    this.onMessage(CLIENT_MESSAGES.powerUp, (client, payload: unknown) => {
      const message = powerUpMessageSchema.safeParse(payload);
      if (!message.success) return this.refuse(client, 'invalid_message', CLIENT_MESSAGES.powerUp);
      this.apply(this.engine.usePowerUp(client.sessionId, message.data, Date.now()));
    });
    this.onMessage(CLIENT_MESSAGES.leave, (client, payload: unknown) => {
      if (!leaveMessageSchema.safeParse(payload).success) {
        return this.refuse(client, 'invalid_message', CLIENT_MESSAGES.leave);
      }
      this.apply(this.engine.leave(client.sessionId, Date.now()));
      client.leave(CloseCode.CONSENTED);
    });
    this.onMessage('*', (client, type: unknown) => {
      this.refuse(client, 'unknown_message', typeof type === 'string' ? type.slice(0, 40) : String(type));
    });
    this.apply([]);
  }

  /**
   * A bot takes a seat without being a client, and a paired room never takes a third player: report the room
   * as full then, so a reservation racing the bot is refused and the matchmaker tries another room.
   */
  override hasReachedMaxClients(): boolean {
    if (super.hasReachedMaxClients()) return true;
    return this.engine !== undefined && this.engine.currentPhase !== 'searching';
  }

  override onJoin(client: Client, options: unknown, auth?: unknown): void {
    const joinOptions = (auth as JoinOptions | undefined) ?? parseJoinOptions(options);
    const joined = this.engine.join(
      {
        id: client.sessionId,
        isBot: false,
        username: joinOptions.username,
        shirt: joinOptions.shirt,
        cleat: joinOptions.cleat,
        recentPlayerIds: joinOptions.recentPlayerIds,
        powerUps: joinOptions.powerUps,
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
  }

  override onLeave(client: Client): void {
    this.apply(this.engine.leave(client.sessionId, Date.now()));
  }

  /** SIGTERM (graceful shutdown): a running match is void, so clients can refund the entry ticket. */
  override onBeforeShutdown(): void {
    this.apply(this.engine.voidMatch('server_shutdown'));
    this.disconnect(CloseCode.SERVER_SHUTDOWN).catch(() => {});
  }

  override onDispose(): void {
    this.context.metrics?.roomClosed(this.metricsView);
    this.wakeTimer?.clear();
    this.closeTimer?.clear();
  }

  private refuse(client: Client, code: MatchErrorCode, type: string): void {
    const payload: ErrorPayload = { code, type };
    this.context.metrics?.messageRefused(code);
    client.send('match:error', payload);
  }

  /** Carries out the engine's effects, copies its snapshot into the state and re-arms the timer. */
  private apply(effects: readonly DuelEffect[]): void {
    for (const effect of effects) {
      switch (effect.kind) {
        case 'send': {
          if (effect.type === 'match:error') this.context.metrics?.messageRefused(effect.payload.code);
          const client = this.clients.get(effect.to);
          client?.send(effect.type, effect.payload);
          break;
        }
        case 'bot_joined':
          this.lock().catch(() => {});
          break;
        case 'paired':
          this.context.waitEstimator.record(this.engine.snapshot().tournament, effect.waitMs);
          this.context.metrics?.paired(this.engine.snapshot().tournament, effect.waitMs);
          break;
        case 'ended':
          this.lock().catch(() => {});
          // Reconnecting players may still come back for their result; then the room closes.
          this.closeTimer ??= this.clock.setTimeout(() => {
            this.disconnect(CloseCode.CONSENTED).catch(() => {});
          }, this.context.timings.reconnectionWindowMs);
          break;
      }
    }
    this.state.apply(this.engine.snapshot());
    this.schedule();
  }

  private schedule(): void {
    this.wakeTimer?.clear();
    this.wakeTimer = undefined;
    const wakeMs = this.engine.nextWakeMs();
    if (wakeMs === null) return;
    this.wakeTimer = this.clock.setTimeout(() => this.wake(), Math.max(0, wakeMs - Date.now()));
  }

  private wake(): void {
    const nowMs = Date.now();
    // maxClients is 2: with one player in, a reached maximum means a second human holds a reserved seat.
    const botAllowed = !this.hasReachedMaxClients();
    this.apply(this.engine.tick(nowMs, { botAllowed }));
    const wakeMs = this.engine.nextWakeMs();
    if (!botAllowed && wakeMs !== null && wakeMs <= nowMs) {
      this.wakeTimer?.clear();
      this.wakeTimer = this.clock.setTimeout(() => this.wake(), RESERVED_SEAT_RECHECK_MS);
    }
  }
}

/** The room class for one server process, bound to its timings, question bank and wait estimator. */
export function createDuelRoom(context: DuelRoomContext): new () => DuelRoom {
  return class DuelRoomForContext extends DuelRoom {
    protected readonly context = context;

    /** Counts refused joins by their join error code for the metrics. */
    static override onAuth(token: string, options: unknown): Promise<JoinOptions> {
      return DuelRoom.onAuth(token, options).catch((error: unknown) => {
        const code = error instanceof ServerError ? error.message : 'unknown';
        context.metrics?.joinRefused(code);
        throw error;
      });
    }
  };
}
