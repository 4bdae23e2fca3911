import { randomUUID } from 'node:crypto';
import {
  CloseCode,
  matchMaker,
  Protocol,
  Room,
  ServerError,
  getMessageBytes,
  type AuthContext,
  type Client,
  type RoomMethodName,
  type Serializer,
} from '@colyseus/core';
import { defaultRating, type TournamentId } from '@goalguessr/game-core';
import {
  CLIENT_MESSAGES,
  FRIEND_ROOM_NAME,
  SERVER_MESSAGES,
  rematchMessageSchema,
  type JoinErrorCode,
  leaveMessageSchema,
  parseAnswerMessage,
  powerUpMessageSchema,
  reportMessageSchema,
  type ErrorPayload,
  type MatchErrorCode,
  type ReportResultPayload,
} from '@goalguessr/protocol';
import { cryptoRng } from '../match/crypto-rng';
import type { DuelEngine } from '../match/duel-engine';
import { WAITING_SINCE_FIELD } from '../matchmaking/rating-driver';
import type { PairingWatch } from '../matchmaking/waiting-pairs';
import type { RoomMetricsSource } from '../production/metrics';
import { describeError, printable } from '../security/refusal-log';
import { batchWrites } from '../transport/batched-writes';
import { sharingHandshake } from '../transport/shared-handshake-serializer';
import { DuelSession } from './duel-session';
import { DuelState } from './duel-state';
import type { LadderMatch } from './ladder-report';
import { admitToFriendDuel, openRematchRoom, reserveHostCode } from './friend-presence';
import type { RoomEffect } from './room-effects';
import type { DuelRoomContext } from './room-context';
import {
  JOIN_REFUSED_STATUS,
  admitJoin,
  admittedJoin,
  type AdmittedJoin,
  guardFrames,
  isDispatchContext,
  loggedMessageType,
  parseFriendCreateOptions,
  parseJoinOptions,
  participantOf,
} from './room-guard';
import { unpackRecentIds } from './recent-ids';
import { RoomTimer } from './room-timer';

/**
 * The room's patch interval, a backstop only: the state changes nowhere but in `apply`, which sends the patch
 * at once (`broadcastPatch`). Colyseus' default of 50 ms made every room, idle or not, encode its state 20
 * times a second; a null rate would install a 60 Hz clock tick instead. A change is sent when it happens.
 */
export const BACKSTOP_PATCH_INTERVAL_MS = 10_000;

/** A finished match's recording is tried this many more times when the database fails (it is idempotent). */
const LADDER_RECORD_RETRIES = 2;

/**
 * The 1v1 duel room, thin on purpose: it wires Colyseus to the DuelSession (the match engine, the private duel,
 * the rematch and the room's close, all with time passed in). Each message is checked with its protocol schema
 * and handed over with the server time; the effects that come back are carried out, the engine's snapshot is
 * copied into the broadcast state, and the one timer is set to the session's next wake. One room per match;
 * rooms are matched by `tournament` (filterBy), two seats. Subclassed per server by `createDuelRoom(context)`.
 */
export abstract class DuelRoom extends Room<{ state: DuelState }> {
  override maxClients = 2;
  override state = new DuelState();
  override patchRate = BACKSTOP_PATCH_INTERVAL_MS;

  protected abstract readonly context: DuelRoomContext;
  /** what the room decides; its engine is public for tests that check rooms stay consistent */
  private session!: DuelSession;
  /** the session's next wake (phase end, clue, deadline, bot, expiry, close), on the server clock */
  private wakeTimer: RoomTimer | undefined;
  /** set once a fault voided this room, so a fault while voiding cannot loop */
  private failing = false;
  /** while a matched duel's only player waits alone: looks for another lone waiter to move them to */
  private pairingWatch: PairingWatch | null = null;
  private readonly metricsView: RoomMetricsSource = {
    phase: () => this.engine.currentPhase,
    connectedClients: () => this.clients.length,
  };

  get engine(): DuelEngine {
    return this.session.engine;
  }

  /** Whether this room's match still runs (searching included): a drain waits for it. */
  isMatchRunning(): boolean {
    return this.session !== undefined && this.engine.isRunning();
  }

  /** Every duel room shares one join handshake (see SharedHandshakeSerializer). */
  override setSerializer(serializer: Serializer<DuelState>): void {
    super.setSerializer(sharingHandshake(serializer));
  }

  override onCreate(options: unknown): Promise<void> {
    return this.guarded('onCreate', () => this.create(options));
  }

  private async create(options: unknown): Promise<void> {
    const isFriendRoom = this.roomName === FRIEND_ROOM_NAME;
    const { tournament, rematch } = isFriendRoom
      ? parseFriendCreateOptions(options)
      : { ...parseJoinOptions(options), rematch: undefined };
    const { clock, friends } = this.context;
    this.context.rooms.add(this);
    guardFrames(this, this.context);
    const nowMs = clock.now();
    this.session = new DuelSession({
      tournament,
      timings: this.context.timings,
      rng: cryptoRng,
      questions: this.context.questions,
      nowMs,
      keepOptionOrder: this.context.keepOptionOrder === true,
      friend: isFriendRoom
        ? { rematch: rematch === true, lifeMs: rematch === true ? friends.rematchJoinMs : friends.codeTtlMs }
        : null,
      rematchWindowMs: friends.rematchWindowMs,
      ladder: { matchId: randomUUID(), roomId: this.roomId },
    });
    // when the search began, on the server clock: joiners' pairing windows are measured from it
    if (!isFriendRoom) {
      const filters = this.metadata as Record<string, unknown> | undefined;
      this.metadata = { ...filters, [WAITING_SINCE_FIELD]: nowMs };
    }
    this.state.estimatedWaitMs = this.context.waitEstimator.estimateMs(tournament);
    this.context.metrics?.roomOpened(this.metricsView);

    // One handler for every message type, dispatched below (issue 29: each registered handler costs the room
    // closures of Colyseus' own).
    this.onMessage('*', this.dispatch);
    this.apply([]);
    if (this.session.friend === null) return;
    // private: only a join by id with the code reaches it (a rematch gets its code from the room it came from)
    await this.setPrivate(true);
    await reserveHostCode(this.session.friend, friends, this.roomId, tournament, nowMs);
  }

  /**
   * Every message of a client, by type. Colyseus hands a typed message to its own handler first and to `*` only
   * when none is registered, so this one is the room's only handler. Never coerce what a client sent: a type
   * like `{ toString: 1 }` throws on String(…).
   */
  private readonly dispatch = (client: Client, type: unknown, payload: unknown): void => {
    try {
      this.handle(client, type, payload);
    } catch (error) {
      this.fault(error, 'onMessage', { client, type });
    }
  };

  private handle(client: Client, type: unknown, payload: unknown): void {
    const { clock } = this.context;
    switch (type) {
      case CLIENT_MESSAGES.answer: {
        // the schema's verdict, with a fast path for the well-formed answer (the hottest message of a match)
        const message = parseAnswerMessage(payload);
        if (message === null) return this.refuse(client, 'invalid_message', CLIENT_MESSAGES.answer);
        const startedAt = performance.now();
        this.apply(this.session.answer(client.sessionId, message, clock.now()));
        this.context.metrics?.answerHandled(performance.now() - startedAt);
        return;
      }
      case CLIENT_MESSAGES.powerUp: {
        const message = powerUpMessageSchema.safeParse(payload);
        if (!message.success) return this.refuse(client, 'invalid_message', CLIENT_MESSAGES.powerUp);
        return this.apply(this.session.playPowerUp(client.sessionId, message.data, clock.now()));
      }
      case CLIENT_MESSAGES.leave:
        if (!leaveMessageSchema.safeParse(payload).success) {
          return this.refuse(client, 'invalid_message', CLIENT_MESSAGES.leave);
        }
        this.apply(this.session.leaveByMessage(client.sessionId, clock.now()));
        return client.leave(CloseCode.CONSENTED);
      case CLIENT_MESSAGES.rematch: {
        const message = rematchMessageSchema.safeParse(payload);
        if (!message.success) return this.refuse(client, 'invalid_message', CLIENT_MESSAGES.rematch);
        const effects = this.session.answerRematch(client.sessionId, message.data.accept, clock.now());
        if (effects === null) return this.refuse(client, 'rematch_unavailable', CLIENT_MESSAGES.rematch);
        return this.apply(effects);
      }
      case CLIENT_MESSAGES.report:
        return this.report(client, payload);
      default:
        this.refuse(client, 'unknown_message', isDispatchContext(payload) ? '*' : printable(type));
    }
  }

  /** "Report this card": `ok` only once the line is written; a refusal or a failed write lets the player retry. */
  private report(client: Client, payload: unknown): void {
    const message = reportMessageSchema.safeParse(payload);
    if (!message.success) return this.refuse(client, 'invalid_message', CLIENT_MESSAGES.report);
    const { roundIndex } = message.data;
    const { reply, report } = this.session.report(client.sessionId, roundIndex, this.context.clock.wallNow());
    if (report === null) return client.send('match:report_result', reply);
    const sink = this.context.reports;
    const address = this.context.addressOf(client.ref);
    const verdict =
      sink?.submit(report, this.context.clock.now(), address) ?? Promise.resolve('too_many_reports');
    void verdict.then((kept) => {
      if (kept !== 'ok') this.session.reportNotKept(client.sessionId, roundIndex);
      const answer: ReportResultPayload = kept === 'ok' ? reply : { ok: false, roundIndex, reason: kept };
      client.send('match:report_result', answer);
    });
  }

  /**
   * Redis came back after an outage, perhaps empty: Colyseus writes the room's listing back; a private duel
   * still waiting writes its code back too.
   */
  async restorePresence(): Promise<void> {
    const friend = this.session.friend;
    const code = friend?.openCode ?? null;
    if (friend === null || code === null || this.engine.currentPhase !== 'searching') return;
    const { tournament } = this.engine.snapshot();
    const nowMs = this.context.clock.now();
    const { codes } = this.context.friends;
    await codes.restore(code, this.roomId, tournament, friend.expiresAtMs, nowMs, friend.hostName);
  }

  /** Both accepted a rematch: its new private duel is opened, and both players get its room and code. */
  private openRematch(tournament: TournamentId): void {
    openRematchRoom(this.context.friends, this.context.clock, tournament).then(
      ({ roomId, code }) => this.apply(this.session.rematchOpened(roomId, code)),
      (error: unknown) => {
        const reason = `rematch failed ${describeError(error)}`;
        this.context.refusals.refused(`room ${this.roomId}`, 'handler', reason);
        this.apply(this.session.rematchFailed());
      },
    );
  }

  /**
   * A bot takes a seat without being a client, and a paired room never takes a third player: report the room
   * as full then, so a reservation racing the bot is refused and the matchmaker tries another room.
   */
  override hasReachedMaxClients(): boolean {
    // a player sent to another waiting room (`match:move`) keeps this one closed to joiners and to the bot
    if (super.hasReachedMaxClients() || this.pairingWatch?.moving === true) return true;
    return this.session !== undefined && this.engine.currentPhase !== 'searching';
  }

  override onJoin(client: Client, options: unknown, auth?: unknown): Promise<void> {
    return this.guarded('onJoin', () => this.join(client, options, auth));
  }

  private async join(client: Client, options: unknown, auth: unknown): Promise<void> {
    const { footballers } = this.context.questions;
    const admitted: AdmittedJoin =
      (auth as AdmittedJoin | undefined) ??
      admittedJoin(
        parseJoinOptions(options),
        { playerId: null, rating: defaultRating(), address: null },
        footballers,
      );
    const { recentIds, seat, ...joinOptions } = admitted;
    // the recent ids as the bank's indices, packed at admission (here, or by another process for a moved waiter:
    // one of another dataset build gives none), unpacked when the cards are drawn
    const recent = (): number[] => unpackRecentIds(recentIds, footballers);
    const { friend } = this.session;
    if (friend !== null) {
      const refused = await admitToFriendDuel(
        friend,
        this.context.friends,
        this.roomId,
        client.sessionId,
        joinOptions,
        this.context.clock.now(),
      );
      if (refused !== null) this.refuseJoin(refused);
    }
    const participant = participantOf(client.sessionId, joinOptions, recent, seat);
    const joined = this.session.join(participant, this.context.clock.now(), seat.playerId);
    this.apply(joined.effects);
    // A bot took the seat between the reservation and this join: the client searches again.
    if (!joined.accepted) this.refuseJoin('room_full');
    this.context.metrics?.joinAccepted(joinOptions.tournament);
    // the address it plays from, for the ladder's one-address rule (two ids of one address do not count): its
    // matchmaking request's, else its socket's
    if (seat.playerId !== null) {
      this.context.ladder
        .noteAddress(seat.playerId, seat.address ?? this.context.addressOf(client.ref))
        .catch((error: unknown) => this.context.ladderFailed('address', error));
    }
    this.watchForPartner(client, admitted);
    // The recent ids are the engine's now (its seat's `recent`, until the cards are drawn), and the pairing
    // watch's while it runs: `client.auth` (the admitted join, which Colyseus keeps for the match) holds them no
    // longer (issue 29).
    admitted.recentIds = '';
  }

  /** A matched duel's lone waiter is moved to another lone waiter's room when their windows allow (issue 25). */
  private watchForPartner(client: Client, joinOptions: AdmittedJoin): void {
    const pairs = this.context.waitingPairs;
    const snapshot = this.engine.snapshot();
    const waiter = snapshot.players[0];
    if (pairs === undefined || this.session.friend !== null || snapshot.phase !== 'searching') return;
    if (waiter === undefined || snapshot.players.length !== 1) return;
    this.pairingWatch?.stop();
    const { identity: _proven, ...withoutSecret } = joinOptions;
    this.pairingWatch = pairs.watch(
      {
        roomId: this.roomId,
        tournament: snapshot.tournament,
        rating: waiter.rating,
        sinceMs: snapshot.searchStartedAtMs,
      },
      {
        stillSearching: () => this.engine.currentPhase === 'searching' && this.engine.participantCount === 1,
        stillAlone: () =>
          this.engine.currentPhase === 'searching' &&
          this.engine.participantCount === 1 &&
          this.clients.length === 1 &&
          !this.hasReachedMaxClients(),
        // the seat (the ladder's player id and rating) moves along; the secret, already proven, does not
        reserveFor: (target) => matchMaker.reserveSeatFor(target, withoutSecret, withoutSecret),
        moveTo: (reservation) => {
          this.lock().catch(() => {});
          client.send(SERVER_MESSAGES.move, { reservation });
        },
        moveLapsed: () => client.leave(CloseCode.CONSENTED),
      },
    );
  }

  /** Paired (or the bot came): nobody is moved any more, and the watch's hooks and join options are let go. */
  private endPairingWatch(): void {
    this.pairingWatch?.stop();
    this.pairingWatch = null;
  }

  /**
   * The match finished: the ladder records it (retried, since recording is idempotent by the match's id), and the
   * results held back meanwhile go out with each player's rating; after a failure, without it.
   */
  private recordMatch(match: LadderMatch): void {
    const finished = { ...match, finishedAtMs: this.context.clock.wallNow() };
    const attempt = (left: number): Promise<Awaited<ReturnType<typeof this.context.ladder.recordMatch>>> =>
      this.context.ladder.recordMatch(finished).catch((error: unknown) => {
        if (left <= 0) throw error;
        return attempt(left - 1);
      });
    attempt(LADDER_RECORD_RETRIES).then(
      (recorded) => this.apply(this.session.ladderRecorded(recorded, finished.finishedAtMs)),
      (error: unknown) => {
        this.context.ladderFailed(`match ${match.matchId}`, error);
        this.apply(this.session.ladderRecorded(null, finished.finishedAtMs));
      },
    );
  }

  private refuseJoin(code: JoinErrorCode): never {
    this.context.metrics?.joinRefused(code);
    throw new ServerError(JOIN_REFUSED_STATUS, code);
  }

  override onDrop(client: Client): void {
    this.guarded('onDrop', () => {
      this.apply(this.session.drop(client.sessionId, this.context.clock.now()));
      if (!this.engine.isRunning()) return;
      this.allowReconnection(client, this.context.timings.reconnectionWindowMs / 1000).catch(() => {
        // expiry is handled by onLeave, which Colyseus calls when the window closes
      });
    });
  }

  override onReconnect(client: Client): void {
    this.guarded('onReconnect', () =>
      this.apply(this.session.reconnect(client.sessionId, this.context.clock.now())),
    );
  }

  override onLeave(client: Client): void {
    this.guarded('onLeave', () => this.apply(this.session.left(client.sessionId, this.context.clock.now())));
  }

  /** A drain: a private duel still waiting for its friend is void now (refunded) and closes. */
  voidIfWaitingForFriend(): boolean {
    // (a room whose creation failed has no session)
    const session = this.session as DuelSession | undefined;
    if (session === undefined || session.friend === null || this.engine.currentPhase !== 'searching') {
      return false;
    }
    this.apply(session.voidMatch('server_shutdown', this.context.clock.now()));
    this.disconnect(CloseCode.SERVER_SHUTDOWN).catch(() => {});
    return true;
  }

  /** SIGTERM (graceful shutdown): a running match is void, so clients can refund the entry ticket. */
  override onBeforeShutdown(): void {
    this.apply(this.session.voidMatch('server_shutdown', this.context.clock.now()));
    this.disconnect(CloseCode.SERVER_SHUTDOWN).catch(() => {});
  }

  override onDispose(): void {
    try {
      this.pairingWatch?.stop();
      this.context.rooms.delete(this);
      this.context.metrics?.roomClosed(this.metricsView);
      this.wakeTimer?.clear();
    } catch (error) {
      this.fault(error, 'onDispose');
    }
  }

  /**
   * Runs a hook: what it throws, or its promise rejects with, goes to `fault` and then on to Colyseus, as
   * Colyseus' own wrappers did (so a join that threw is still refused).
   */
  private guarded<T>(methodName: RoomMethodName, hook: () => T): T {
    const failed = (error: unknown): never => {
      this.fault(error, methodName);
      throw error;
    };
    try {
      const result = hook();
      return result instanceof Promise ? (result.catch(failed) as T) : result;
    } catch (error) {
      return failed(error);
    }
  }

  /**
   * Whatever a hook, message handler or timer of this room throws comes here, so no input can take the process
   * down. A message handler that threw changed nothing the client could rely on: it gets `match:error`. Anything
   * else is a fault of this room alone: its match is void (refunded) and closed, and the other rooms carry on.
   * (Colyseus' `onUncaughtException` would do the same, but a room that defines it gets every hook and timer
   * wrapped in bound closures of its own, ~20 objects per match that each young collection copied: issue 29.
   * The hooks go through `guarded`, the message dispatcher catches its own.)
   */
  private fault(
    cause: unknown,
    methodName: RoomMethodName,
    message?: { client: Client; type: unknown },
  ): void {
    // Deliberate refusals (join options, a seat lost to the bot) are thrown as ServerError: not faults.
    if (cause instanceof ServerError) return;
    this.context.refusals.refused(
      `room ${this.roomId}`,
      'handler',
      `${methodName} threw ${describeError(cause)}`,
    );
    if (message !== undefined) return this.refuse(message.client, 'invalid_message', printable(message.type));
    if (methodName === 'onCreate' || this.failing) return;
    this.failing = true;
    try {
      this.apply(this.session.voidMatch('server_error', this.context.clock.now()));
    } finally {
      this.disconnect(CloseCode.WITH_ERROR).catch(() => {});
    }
  }

  private refuse(client: Client, code: MatchErrorCode, type: string): void {
    this.context.refusals.refused(`room ${this.roomId}`, 'message', `${code} ${loggedMessageType(type)}`);
    const payload: ErrorPayload = { code, type };
    this.context.metrics?.messageRefused(code);
    client.send('match:error', payload);
  }

  /**
   * Carries out the session's effects, copies the engine's snapshot into the state, sends what changed in it
   * right away (after the messages of the same event) and re-arms the timer. Whatever goes to one client in
   * one event leaves in one socket write (`batchWrites`).
   */
  private apply(effects: readonly RoomEffect[]): void {
    batchWrites(this.clients, () => this.applyNow(effects));
  }

  private applyNow(effects: readonly RoomEffect[]): void {
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
        case 'broadcast':
          for (const client of this.clients) client.send(effect.type, effect.payload);
          break;
        case 'paired':
          this.context.waitEstimator.record(this.engine.snapshot().tournament, effect.waitMs);
          this.context.metrics?.paired(this.engine.snapshot().tournament, effect.waitMs);
          this.context.matchLog?.started(
            this.roomId,
            this.roomName === FRIEND_ROOM_NAME,
            this.engine.snapshot(),
            effect.waitMs,
          );
          // Out of matchmaking for good: a player who drops mid-match frees a Colyseus seat (the room would
          // unlock and be listed open), but only the reconnecting player may take it.
          this.lock().catch(() => {});
          this.endPairingWatch();
          break;
        case 'bot_joined':
          this.lock().catch(() => {});
          this.endPairingWatch();
          break;
        case 'ended':
          this.lock().catch(() => {});
          this.context.matchLog?.ended(
            this.roomId,
            this.roomName === FRIEND_ROOM_NAME,
            this.engine.snapshot(),
          );
          break;
        case 'close':
          this.disconnect(CloseCode.CONSENTED).catch(() => {});
          break;
        case 'mark_code':
          void this.context.friends.codes
            .mark(effect.code, effect.status, this.context.clock.now())
            .catch(() => {});
          break;
        case 'open_rematch':
          this.openRematch(effect.tournament);
          break;
        case 'record_match':
          this.recordMatch(effect.match);
          break;
        case 'record_void': {
          const { reason, ...ending } = effect.ending;
          this.context.endings
            .recordVoid(ending, reason)
            .catch((error: unknown) => this.context.ladderFailed(`void ${ending.matchId}`, error));
          break;
        }
      }
    }
    this.state.apply(this.engine.snapshot());
    this.broadcastPatch();
    this.schedule();
  }

  private schedule(): void {
    const wakeMs = this.session.nextWakeMs();
    this.wakeTimer ??= new RoomTimer(this.context.clock, (error) => this.fault(error, 'setTimeout'));
    if (wakeMs === null) return this.wakeTimer.clear();
    this.wakeTimer.setAt(wakeMs, this.wake);
  }

  /** the wake timer's callback: one per room, not a closure per event */
  private readonly wake = (): void => {
    // maxClients is 2: with one player in, a reached maximum means a second human holds a reserved seat.
    this.apply(this.session.tick(this.context.clock.now(), !this.hasReachedMaxClients()));
  };
}

/** The room class for one server process, bound to its clock, timings, question bank and wait estimator. */
export function createDuelRoom(context: DuelRoomContext): new () => DuelRoom {
  return class DuelRoomForContext extends DuelRoom {
    protected readonly context = context;

    static override onAuth(
      _token: string,
      options: unknown,
      authContext?: AuthContext,
    ): Promise<AdmittedJoin> {
      return admitJoin(context, options, authContext);
    }
  };
}
