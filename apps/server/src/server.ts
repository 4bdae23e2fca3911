import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createEndpoint,
  createRouter,
  defineRoom,
  defineServer,
  matchMaker,
  ServerError,
  type Server,
} from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import type { Application } from 'express';
import {
  FRIEND_CODE_TTL_MS,
  MAX_CLIENT_MESSAGES_PER_SECOND,
  MAX_MESSAGE_BYTES,
  REMATCH_JOIN_MS,
  REMATCH_WINDOW_MS,
  dayNumber,
  utcDateKey,
} from '@goalguessr/game-core';
import {
  DAILY_PATH,
  DUEL_ROOM_NAME,
  FRIEND_ROOM_NAME,
  PROTOCOL_VERSION,
  type JoinErrorCode,
} from '@goalguessr/protocol';
import { systemClock, type Clock } from './clock';
import { DEFAULT_DRAIN_TIMEOUT_MS, DEFAULT_MAX_HTTP_BODY_BYTES, DEFAULT_PORT } from './config';
import type { Database, DatabaseLocation } from './db/database';
import { openDatabase } from './db/open';
import { matchEndingRoute } from './endings/ending-route';
import { MatchEndings } from './endings/match-endings';
import { DEFAULT_API_LIMITS, ladderApiRoute, type ApiLimits } from './ladder/api-route';
import { Ladder, type LadderFaults } from './ladder/ladder';
import { DEFAULT_FRIEND_CODE_LIMITS, FriendCodes, type FriendCodeLimits } from './friends/friend-codes';
import { friendLookupRoute } from './friends/lookup-route';
import { Drain, selectProcessNotDraining, type DrainReport } from './lifecycle/drain';
import { createFaultHandler } from './lifecycle/faults';
import { createReportSink, DEFAULT_REPORTS_FILE, type ReportLimits } from './reports';
import { DEFAULT_TIMINGS, type DuelTimings, type QuestionSource } from './match/types';
import {
  ADMISSION_SAMPLE_MS,
  AdmissionGate,
  DEFAULT_ADMISSION,
  type AdmissionSettings,
} from './matchmaking/admission';
import { QueuedExpiryPresence } from './matchmaking/local-presence';
import { IndexedLocalDriver } from './matchmaking/indexed-local-driver';
import { IndexedRedisDriver } from './matchmaking/indexed-redis-driver';
import { matchmakeRoute } from './matchmaking/matchmake-route';
import {
  JOIN_TICKET_FIELD,
  RATING_FILTER_FIELD,
  pairingWaitScale,
  ratingAwareDriver,
} from './matchmaking/rating-driver';
import { RedisLink } from './matchmaking/redis-link';
import { WaitEstimator } from './matchmaking/wait-estimator';
import { createMatchLog } from './production/match-log';
import { ServerMetrics } from './production/metrics';
import { withoutRepeatedWarnings } from './production/redis-log';
import { checkWebRoot, serveWebClient } from './production/web-client';
import { createDailySource, createQuestionSource, type DailySource } from './questions';
import { WaitingPairs } from './matchmaking/waiting-pairs';
import { createDuelRoom, type DuelRoom } from './rooms/duel-room';
import { AddressGuard, DEFAULT_ADDRESS_LIMITS, type AddressLimits } from './security/address-guard';
import { ClientGate } from './security/client-gate';
import { ForwardedForWarning } from './security/forwarded-for-warning';
import { GuardedTransport } from './security/guarded-transport';
import { guardConnections, guardRequests, guardUpgrades, type HttpGuardOptions } from './security/http-guard';
import { RefusalLog, describeError, throttledLines } from './security/refusal-log';

/**
 * Connections the kernel queues for this process while its event loop is busy (the listen backlog; Linux caps
 * it at net.core.somaxconn, 4096 on current kernels). Node's default, 511, overflowed in join bursts: at 400
 * joins a second (a matchmaking request and a WebSocket each) a stall of a few hundred ms filled it, the kernel
 * dropped the new connections' SYNs and the players' retries came 1, 3, 7 s later, so seats expired
 * (load bench at 10,000 players: 57,232 listen overflows, 1,945 join errors).
 */
export const LISTEN_BACKLOG = 4096;

export interface StartServerOptions {
  /** 0 picks a free port (tests); default 2567 */
  port?: number;
  host?: string;
  /** overrides of the production timings (tests shorten them) */
  timings?: Partial<DuelTimings>;
  /** shorthand for `timings.botWaitMs` */
  botWaitMs?: number;
  /** share matchmaking with other processes through this Redis */
  redisUrl?: string;
  /** host:port clients use to reach this process; needed with Redis (defaults to 127.0.0.1:port) */
  publicAddress?: string;
  /** the question generator; default: the footballer dataset's bank, built once */
  questions?: QuestionSource;
  /**
   * origins allowed to call matchmaking and the /api/ routes from a browser (besides the server's own); default:
   * any (development). The entry point gives production the native app's origins plus CORS_ORIGINS.
   */
  corsOrigins?: readonly string[];
  /** production (NODE_ENV=production): `/metrics` is closed unless `metricsToken` is set */
  production?: boolean;
  /** flood limit; default MAX_CLIENT_MESSAGES_PER_SECOND (the fuzz test raises it to reach the validators) */
  maxMessagesPerSecond?: number;
  /** where Colyseus and the refusal lines log (default console); tests collect them */
  logger?: ServerLogger;
  /** per-address limits (connections, joins per second, flood cool-down); default DEFAULT_ADDRESS_LIMITS */
  addressLimits?: Partial<AddressLimits>;
  /** largest HTTP request body in bytes (matchmaking); default DEFAULT_MAX_HTTP_BODY_BYTES */
  maxHttpBodyBytes?: number;
  /** keep the question source's option order (browser tests that steer outcomes only; never in production) */
  keepOptionOrder?: boolean;
  /** "Report this card" lines go here (JSON lines); default DEFAULT_REPORTS_FILE under the working directory */
  reportsFile?: string;
  /** the reports' budgets (per address and per process a minute) and size cap; tests shrink them */
  reportLimits?: ReportLimits;
  /** proxies whose X-Forwarded-For is believed (their own address is never the client's); default none */
  trustedProxies?: readonly string[];
  /**
   * the entry point's signals: SIGTERM drains (running matches finish, up to `drainTimeoutMs`, then what is
   * left is void) and exits; SIGINT and SIGUSR2 void at once and exit (dev). Tests keep it off.
   */
  handleSignals?: boolean;
  /** how long a SIGTERM drain lets running matches go on; default DEFAULT_DRAIN_TIMEOUT_MS */
  drainTimeoutMs?: number;
  /** a built web client (`apps/client/dist`) to serve on the same origin (production) */
  webRoot?: string;
  /** when set, `GET /metrics` requires `Authorization: Bearer <token>` */
  metricsToken?: string;
  /** the daily card of a UTC date (`GET /daily`); default: game-core's rule over the dataset */
  daily?: DailySource;
  /**
   * the one clock of the process: rooms, rate limits, friend codes, windows and the drain read it (monotonic for
   * durations; its wall time picks `GET /daily`'s date). Default: the system clock; tests fake it.
   */
  clock?: Clock;
  /**
   * private duels and rematches (issue 17): the code's life (FRIEND_CODE_TTL_MS), the rematch window
   * (REMATCH_WINDOW_MS), how long a rematch's duel waits for both (REMATCH_JOIN_MS) and the code look-up
   * allowance per address; tests shorten them
   */
  friends?: Partial<{ codeTtlMs: number; rematchWindowMs: number; rematchJoinMs: number } & FriendCodeLimits>;
  /**
   * how often each WebSocket is pinged (ms); a socket is cut after 2 pings without a pong. Default: Colyseus'
   * 3,000. Tests shorten it.
   */
  pingIntervalMs?: number;
  /**
   * the ladder's database (issue 27): PostgreSQL (`url`) or a SQLite file (`file`; `:memory:` by default here, the
   * entry point's default is DEFAULT_DATABASE_FILE), opened and migrated before the server listens — or a database
   * already open (tests share one; then the caller closes it)
   */
  database?: DatabaseLocation | Database;
  /** the ladder API's per-address allowance and top-100 cache; default DEFAULT_API_LIMITS (tests lower them) */
  apiLimits?: Partial<ApiLimits>;
  /**
   * admission control: new quick-play joins are refused (503 `server_busy`, a jittered retry hint) while the
   * event loop is overloaded; DEFAULT_ADMISSION's thresholds, but off unless `enabled: true` (in-process tests
   * share their loop with the server); the entry point passes the environment's (`JOIN_SHEDDING`, off by default)
   */
  admission?: Partial<AdmissionSettings>;
  /** tests only: a crash injected between the writes of a finished match's transaction */
  ladderFaults?: LadderFaults;
  /**
   * tests only: false leaves every matchmaking request to Colyseus' router, as before `matchmake-route.ts` (its
   * tests compare the two servers' answers); default true
   */
  directMatchmaking?: boolean;
}

/** The logger shape Colyseus calls. */
export type ServerLogger = Pick<Console, 'debug' | 'error' | 'info' | 'trace' | 'warn'>;

export interface RunningServer {
  server: Server;
  /** the Prometheus registry behind `GET /metrics` */
  metrics: ServerMetrics;
  port: number;
  /** ws:// URL for @colyseus/sdk clients */
  url: string;
  timings: DuelTimings;
  /** the ladder's database */
  database: Database;
  /** Graceful shutdown: running matches become void, rooms close, the port is freed (and the database closed). */
  close(): Promise<void>;
  /** Deploy: take no new players, let running matches finish (up to the drain timeout), then `close()`. */
  drainAndClose(): Promise<DrainReport>;
}

/**
 * Boots the match server: one `duel` room type filtered by tournament, the WebSocket transport with
 * MAX_MESSAGE_BYTES as its frame limit, a `/health` endpoint, in-memory matchmaking or Redis when
 * `redisUrl` is given. Used by the entry point and by the tests (on loopback, port 0).
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const timings: DuelTimings = {
    ...DEFAULT_TIMINGS,
    ...options.timings,
    ...(options.botWaitMs !== undefined ? { botWaitMs: options.botWaitMs } : {}),
  };
  const givenDatabase = isDatabase(options.database) ? options.database : undefined;
  const database =
    givenDatabase ?? (await openDatabase(isDatabase(options.database) ? {} : (options.database ?? {}))).db;
  const closeDatabase = async (): Promise<void> => {
    if (givenDatabase === undefined) await database.close().catch(() => {});
  };
  const questions = options.questions ?? createQuestionSource();
  const webRoot = options.webRoot !== undefined ? checkWebRoot(options.webRoot) : undefined;
  const metrics = new ServerMetrics();
  const dailySource = options.daily ?? createDailySource();
  const clock = options.clock ?? systemClock();
  const logger: ServerLogger = options.logger ?? console;
  const refusals = new RefusalLog({ warn: (line) => logger.warn(line), now: () => clock.now() });
  // the ladder's times are calendar times (seasons start Monday 00:00 UTC): the wall clock
  const ladder = new Ladder(database, () => clock.wallNow(), options.ladderFaults);
  // how each duel ended (issue 25), on the same database and wall clock
  const endings = new MatchEndings(database, () => clock.wallNow());
  const guard = new AddressGuard({ ...DEFAULT_ADDRESS_LIMITS, ...options.addressLimits });
  const friendCodes = new FriendCodes(
    () => matchMaker.presence,
    {
      ...DEFAULT_FRIEND_CODE_LIMITS,
      ...(options.friends?.lookupsPerWindow !== undefined
        ? { lookupsPerWindow: options.friends.lookupsPerWindow }
        : {}),
      ...(options.friends?.lookupWindowMs !== undefined
        ? { lookupWindowMs: options.friends.lookupWindowMs }
        : {}),
      ...(options.friends?.missesPerWindow !== undefined
        ? { missesPerWindow: options.friends.missesPerWindow }
        : {}),
    },
    (misses, windowEndsAtMs) => {
      metrics.friendMissBudgetTripped();
      const seconds = Math.max(0, Math.round((windowEndsAtMs - clock.now()) / 1000));
      logger.warn(
        `friend codes: ${misses} look-ups of codes nobody holds in this window, from all addresses together ` +
          `(someone may be guessing); every look-up is refused for the next ${seconds} s`,
      );
    },
  );
  const httpGuard: HttpGuardOptions = {
    clock,
    cors: options.corsOrigins !== undefined ? { origins: options.corsOrigins } : 'any',
    guard,
    refusals,
    trustedProxies: new Set(options.trustedProxies ?? []),
    maxBodyBytes: options.maxHttpBodyBytes ?? DEFAULT_MAX_HTTP_BODY_BYTES,
    ownRoute: firstRoute(
      ladderApiRoute(ladder, clock, refusals, { ...DEFAULT_API_LIMITS, ...options.apiLimits }),
      matchEndingRoute(
        endings,
        ladder,
        async (roomId) => (await matchMaker.getRoomById(roomId)) !== undefined,
        clock,
        refusals,
        { ...DEFAULT_API_LIMITS, ...options.apiLimits },
      ),
      friendLookupRoute(friendCodes, refusals, clock),
    ),
  };
  const requestedPort = options.port ?? DEFAULT_PORT;
  const host = options.host ?? '127.0.0.1';
  const redis = options.redisUrl;
  const publicAddress =
    options.publicAddress ?? (redis !== undefined ? `127.0.0.1:${requestedPort}` : undefined);
  const redisLink =
    redis !== undefined
      ? new RedisLink(redis, clock, (level, line) =>
          level === 'warn' ? logger.warn(line) : logger.info(line),
        )
      : undefined;
  const redisPresence = redisLink?.presence;
  if (redisLink !== undefined) metrics.watchRedis(() => redisLink.reachable);
  /** a join that cannot be taken now: this process drains (below) or Redis is away (no room could be listed) */
  const unavailable = (): JoinErrorCode | null =>
    redisLink !== undefined && !redisLink.reachable ? 'server_unavailable' : null;
  httpGuard.unavailable = unavailable;

  // Admission control (issue 29): the loop's utilisation sampled every 50 ms from the moment the server listens
  // (on real time: it is what the loop really did); while it is overloaded a new quick-play join is refused
  // before any work is done. Friend-code rooms (create, join by id) and reconnections are never refused: they
  // are rare, and a friend is waiting. Off unless asked for (`JOIN_SHEDDING=on` through the entry point).
  const admission = new AdmissionGate({ ...DEFAULT_ADMISSION, ...options.admission });
  metrics.watchAdmission(admission);
  const sampleLoop = (): void => {
    const nowMs = performance.now();
    admission.sample(nowMs, performance.eventLoopUtilization().active);
    const line = admission.logLine(nowMs);
    if (line !== null) logger.warn(line);
  };
  httpGuard.shed = (path) => {
    if (path !== `/${matchMaker.controller.matchmakeRoute}/joinOrCreate/${DUEL_ROOM_NAME}`) return null;
    const refusal = admission.admit();
    if (refusal === null) return null;
    metrics.joinRefused('server_busy' satisfies JoinErrorCode);
    return refusal.retryAfterMs;
  };

  const rooms = new Set<DuelRoom>();
  const drain = new Drain(rooms, options.drainTimeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS, clock);
  const admitNewPlayer = async (): Promise<void> => {
    const refusal = unavailable();
    if (refusal !== null) throw new ServerError(SERVICE_UNAVAILABLE_STATUS, refusal);
    if (!drain.draining) return;
    // with Redis another process may take the player: the matchmaker then creates the room there
    if ((await selectProcessNotDraining(() => true)) !== undefined) return;
    throw new ServerError(SERVICE_UNAVAILABLE_STATUS, 'server_draining' satisfies JoinErrorCode);
  };
  const httpServer = createServer();
  guardConnections(httpServer, httpGuard);
  const transport = new GuardedTransport(
    {
      server: httpServer,
      maxPayload: MAX_MESSAGE_BYTES,
      ...(options.pingIntervalMs !== undefined ? { pingInterval: options.pingIntervalMs } : {}),
    },
    refusals,
  );
  guardUpgrades(httpServer, httpGuard, (req, address) => transport.rememberAddress(req, address));
  // quick-play and friend joins answered without Colyseus' Fetch-style router (the same answers, less CPU a join)
  if (options.directMatchmaking !== false) httpGuard.matchmake = matchmakeRoute(() => transport);
  const waitScale = pairingWaitScale(timings.botWaitMs);
  const DuelRoomClass = createDuelRoom({
    clock,
    metrics,
    timings,
    questions,
    waitEstimator: new WaitEstimator(timings.botWaitMs),
    gate: new ClientGate(options.maxMessagesPerSecond ?? MAX_CLIENT_MESSAGES_PER_SECOND),
    refusals,
    onFlood: (socket) => guard.coolDown(transport.addressOf(socket), clock.now()),
    addressOf: (socket) => transport.addressOf(socket),
    keepOptionOrder: options.keepOptionOrder === true,
    rooms,
    admitNewPlayer,
    matchLog: createMatchLog(logger, () => clock.now()),
    reports: createReportSink(
      options.reportsFile ?? DEFAULT_REPORTS_FILE,
      throttledLines(
        clock,
        (line) => logger.error(line),
        (error) => {
          return `the card reports file could not be written (the player is told): ${describeError(error)}`;
        },
      ),
      options.reportLimits,
    ),
    friends: {
      codes: friendCodes,
      codeTtlMs: options.friends?.codeTtlMs ?? FRIEND_CODE_TTL_MS,
      rematchWindowMs: options.friends?.rematchWindowMs ?? REMATCH_WINDOW_MS,
      rematchJoinMs: options.friends?.rematchJoinMs ?? REMATCH_JOIN_MS,
      createRematchRoom: async (tournament) =>
        (await matchMaker.createRoom(FRIEND_ROOM_NAME, { tournament, rematch: true })).roomId,
    },
    waitingPairs: new WaitingPairs({
      // the same listing a joiner reads (in memory, or every process's rooms in Redis)
      openRooms: (tournament) =>
        matchMaker.query({
          locked: false,
          name: DUEL_ROOM_NAME,
          private: false,
          [TOURNAMENT_FILTER_FIELD]: tournament,
        }),
      presence: () => matchMaker.presence,
      waitScale,
      clock,
      random: Math.random,
    }),
    ladder,
    endings,
    ladderFailed: (what, error) =>
      refusals.refused(`ladder ${what}`, 'ladder', `database failed ${String(error)}`.slice(0, 160)),
  });

  // Colyseus answers CORS on every route, `*` or any origin reflected, with credentials allowed: ours instead,
  // only on matchmaking and the app's API under `/api/` (`security/cors.ts`, applied by the request guard)
  (matchMaker.controller as { DEFAULT_CORS_HEADERS: Record<string, string> }).DEFAULT_CORS_HEADERS = {};
  matchMaker.controller.getCorsHeaders = () => ({});

  /**
   * Readiness (`/health/ready`, `/health`): 503 `draining` once SIGTERM came (a load balancer stops sending
   * players here), 503 when Redis does not answer a PING within REDIS_PING_TIMEOUT_MS (`RedisLink.ping`: no join
   * can be matched; joins are refused `server_unavailable` meanwhile), else 200.
   */
  const readiness = async (): Promise<Response> => {
    if (drain.draining) {
      return Response.json(
        { status: 'draining', protocolVersion: PROTOCOL_VERSION },
        { status: 503, headers: NO_STORE },
      );
    }
    if (redisLink === undefined)
      return Response.json({ status: 'ok', protocolVersion: PROTOCOL_VERSION }, { headers: NO_STORE });
    const redisOk = await redisLink.ping();
    return Response.json(
      {
        status: redisOk ? 'ok' : 'error',
        protocolVersion: PROTOCOL_VERSION,
        redis: redisOk ? 'ok' : 'unreachable',
      },
      { status: redisOk ? 200 : 503, headers: NO_STORE },
    );
  };
  const server = defineServer({
    rooms: {
      // by tournament, then by rating: `ratingAwareDriver` turns the rating filter into rating-aware pairing;
      // the join ticket keeps simultaneous joiners out of one another's creation lock (see JOIN_TICKET_FIELD)
      [DUEL_ROOM_NAME]: defineRoom(DuelRoomClass).filterBy([
        TOURNAMENT_FILTER_FIELD,
        RATING_FILTER_FIELD,
        JOIN_TICKET_FIELD,
      ]),
      // private duels (play a friend, rematch): reached only by id with a code, never matched, never a bot
      [FRIEND_ROOM_NAME]: defineRoom(DuelRoomClass),
    },
    routes: createRouter({
      // readiness: may a load balancer send players here? (`/health` is kept as its older name)
      health: createEndpoint('/health', { method: 'GET' }, readiness),
      ready: createEndpoint('/health/ready', { method: 'GET' }, readiness),
      // liveness: the process answers (an orchestrator restarts it otherwise); never depends on Redis or the
      // drain, so neither a Redis outage nor a deploy gets processes that are playing matches restarted
      live: createEndpoint('/health/live', { method: 'GET' }, () =>
        Promise.resolve(
          Response.json(
            {
              status: 'ok',
              protocolVersion: PROTOCOL_VERSION,
              ...(drain.draining ? { draining: true } : {}),
            },
            { headers: NO_STORE },
          ),
        ),
      ),
      daily: createEndpoint(DAILY_PATH, { method: 'GET' }, async (ctx) => {
        const headers = { 'Cache-Control': 'no-store' };
        // a calendar date: the wall clock
        return Promise.resolve(dailyResponse(ctx.request?.url, dailySource, clock.wallNow(), headers));
      }),
      metrics: createEndpoint('/metrics', { method: 'GET' }, async (ctx) => {
        // production without a token: closed (it is not for the public, and scraping it costs the matches)
        if (options.metricsToken === undefined && options.production === true) {
          return new Response('forbidden: set METRICS_TOKEN to scrape /metrics\n', { status: 403 });
        }
        if (options.metricsToken !== undefined) {
          const given = ctx.request?.headers.get('authorization') ?? '';
          if (!tokenMatches(given, `Bearer ${options.metricsToken}`)) {
            return new Response('unauthorized\n', { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
          }
        }
        return new Response(await metrics.metrics(), { headers: { 'Content-Type': metrics.contentType } });
      }),
    }),
    ...(webRoot !== undefined ? { express: (app: Application) => serveWebClient(app, webRoot) } : {}),
    transport,
    // one process: Colyseus' in-memory presence, with its keys' expiry queued rather than a timer per key
    presence: redisPresence ?? new QueuedExpiryPresence(),
    // the open rooms are indexed by tournament (each join reads only those): in memory, or beside Colyseus'
    // Redis driver's listings in Redis; joiners claim a waiting room's seat in the presence (rating-driver.ts)
    driver: ratingAwareDriver(
      redisLink !== undefined && redisPresence !== undefined
        ? new IndexedRedisDriver(
            new RedisDriver(redisLink.driverConnection),
            redisPresence,
            TOURNAMENT_FILTER_FIELD,
          )
        : new IndexedLocalDriver(TOURNAMENT_FILTER_FIELD),
      {
        waitScale,
        presence: () => matchMaker.presence,
        random: Math.random,
        now: () => clock.now(),
      },
    ),
    ...(publicAddress !== undefined ? { publicAddress } : {}),
    ...(options.logger !== undefined ? { logger: withoutRepeatedWarnings(options.logger) } : {}),
    // the signals are handled below: Colyseus' own handler would void every match at once on SIGTERM
    gracefullyShutdown: false,
    // new rooms go to the least busy process that is not draining (Colyseus' default: least busy of all); when
    // every process drains the join was refused before (admitNewPlayer), so this one is only a fallback
    selectProcessIdToCreateRoom: async () =>
      (await selectProcessNotDraining(() => drain.draining)) ?? matchMaker.processId,
    greet: false,
  });

  const exitAfterShutdown = options.handleSignals === true;
  /**
   * Colyseus' shutdown (void what runs, close rooms, remove this process's listings) waits on Redis, and with
   * Redis gone ioredis retries each command for tens of seconds (issue 28: 33 s). A process that is told to
   * exit must exit: after SHUTDOWN_TIMEOUT_MS it does, with code 1 and a line saying why. Only for the entry
   * point (`handleSignals`), never for a test's in-process server.
   */
  const shutdown = async (error?: Error): Promise<void> => {
    if (exitAfterShutdown) {
      setTimeout(() => {
        logger.error(
          `shutdown did not finish within ${SHUTDOWN_TIMEOUT_MS} ms (is Redis unreachable?): exiting now`,
        );
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS).unref();
    }
    clearInterval(admissionTimer);
    // Colyseus' own exit would come before the database is closed: close it, then exit here
    await server.gracefullyShutdown(false, error);
    await closeDatabase();
    if (exitAfterShutdown) process.exit(error !== undefined ? 1 : 0);
  };
  const drainAndClose = async (): Promise<DrainReport> => {
    logger.info(`draining: no new players; waiting for ${drain.runningMatches()} running match(es)`);
    const report = await drain.run();
    logger.info(
      `drained in ${report.waitedMs} ms; ${report.leftRunning} match(es) still running become void now`,
    );
    await shutdown();
    return report;
  };
  if (options.handleSignals === true) {
    let firstSigtermAtMs: number | null = null;
    process.on('SIGTERM', () => {
      const nowMs = performance.now();
      if (firstSigtermAtMs === null) {
        firstSigtermAtMs = nowMs;
        void drainAndClose();
        return;
      }
      // One stop often reaches node twice: a signal to the whole process group (systemd's default
      // KillMode, Ctrl-C's terminal, `kill -- -PGID`) arrives directly and again through `npm run`, which
      // forwards it to its child. Such an echo must not void the running matches.
      if (nowMs - firstSigtermAtMs < REPEATED_SIGTERM_GRACE_MS) {
        logger.info('a second SIGTERM within 2 s is taken as the same stop (the drain goes on)');
        return;
      }
      // a later second SIGTERM while draining stops the wait: what still runs is voided (refunded)
      drain.hurry();
    });
    for (const signal of ['SIGINT', 'SIGUSR2'] as const) {
      process.once(signal, () => void shutdown());
    }
    // a failed Redis command (Colyseus writes listings and stats without waiting for them) stops nothing
    const onFault = createFaultHandler({
      clock,
      warn: (line) => logger.warn(line),
      stop: (error) => {
        logger.error(error);
        void shutdown(error instanceof Error ? error : new Error(String(error)));
      },
    });
    process.on('uncaughtException', onFault);
    process.on('unhandledRejection', onFault);
  }
  // Redis is back (restarted empty, perhaps): this process's stats, open rooms and codes are written again
  redisLink?.onRestored(() => {
    void restoreMatchmaking(rooms).catch((error: unknown) => {
      logger.warn(`redis: restoring this process's rooms failed: ${describeError(error)}`);
    });
  });

  await server.listen(requestedPort, host, LISTEN_BACKLOG);
  // after listen: Colyseus binds its HTTP routes there, and the guard must run before them
  guardRequests(httpServer, httpGuard);
  sampleLoop();
  const admissionTimer = setInterval(sampleLoop, ADMISSION_SAMPLE_MS).unref();
  // an undeclared reverse proxy makes every player share its address: say so once (it only observes)
  const forwardedFor = new ForwardedForWarning(httpGuard.trustedProxies, (msg) => logger.warn(msg));
  const observeForwarding = (req: IncomingMessage): void =>
    forwardedFor.observe(req.socket.remoteAddress, req.headers['x-forwarded-for']);
  // first, before the guard writes the address it counted into a join's X-Forwarded-For (for Colyseus' `ip`)
  httpServer.prependListener('request', observeForwarding);
  httpServer.prependListener('upgrade', observeForwarding);
  const address = server.transport.server?.address() as AddressInfo | null | undefined;
  const port = address?.port ?? requestedPort;

  return {
    server,
    metrics,
    port,
    url: `ws://127.0.0.1:${port}`,
    timings,
    database,
    close: async () => {
      clearInterval(admissionTimer);
      redisLink?.close();
      await server.gracefullyShutdown(false);
      await closeDatabase();
    },
    drainAndClose,
  };
}

type OwnRoute = NonNullable<HttpGuardOptions['ownRoute']>;

/** Routes of our own tried in order: the first that takes the request answers it. */
function firstRoute(...routes: readonly OwnRoute[]): OwnRoute {
  return (req, res, address) => routes.some((route) => route(req, res, address));
}

function isDatabase(value: DatabaseLocation | Database | undefined): value is Database {
  return value !== undefined && 'transaction' in value;
}

/** The join option (and room metadata field) rooms are filtered by first. */
const TOURNAMENT_FILTER_FIELD = 'tournament';

/** A SIGTERM this soon after the first is the same stop arriving twice, not a request to hurry (ms). */
const REPEATED_SIGTERM_GRACE_MS = 2_000;

/** How long the exit after a drain (or SIGINT) may wait for Colyseus' shutdown before it exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Probes must never be answered from a cache. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/** HTTP status of a join refused while this process drains (and no other can take it) or Redis is away. */
const SERVICE_UNAVAILABLE_STATUS = 503;

/**
 * After an outage, Redis may have come back empty (restarted without persistence): this process registers
 * itself again (its room count), writes back the listings of its rooms that are missing (Colyseus' own
 * `restoreMissingRoomCaches`, through our driver, so the open-room index too) and the codes of its private
 * duels still waiting. Writing what is already there changes nothing.
 */
async function restoreMatchmaking(rooms: ReadonlySet<DuelRoom>): Promise<void> {
  await matchMaker.stats.persist(true);
  await matchMaker.restoreMissingRoomCaches();
  await Promise.all([...rooms].map((room) => room.restorePresence()));
}

/** Compares a presented credential in constant time (no early exit that leaks the matching prefix). */
function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /daily[?date=YYYY-MM-DD]` (issue 17): the daily card of today (UTC, by the server clock) or of an earlier
 * date — `{ date, card, options, correctIndex }`, the same draw the app makes offline from the built-in data.
 * A date that is not a real date is 400 `invalid_date`; a date after today is 404 `not_yet` (no peeking ahead);
 * a date without a card is 404 `no_card`.
 */
function dailyResponse(
  url: string | undefined,
  daily: DailySource,
  nowMs: number,
  headers: Record<string, string>,
): Response {
  const today = utcDateKey(nowMs);
  const asked = url !== undefined ? new URL(url, 'http://localhost').searchParams.get('date') : null;
  const date = asked ?? today;
  const day = dayNumber(date);
  if (day === null) return Response.json({ code: 'invalid_date' }, { status: 400, headers });
  if (day > (dayNumber(today) ?? 0)) return Response.json({ code: 'not_yet' }, { status: 404, headers });
  const question = daily(date);
  if (question === undefined) return Response.json({ code: 'no_card' }, { status: 404, headers });
  const { card, options, correctIndex } = question;
  return Response.json({ date, card, options, correctIndex }, { headers });
}
