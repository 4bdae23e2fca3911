import { NATIVE_APP_ORIGINS } from './security/cors';
import { z } from 'zod';
import { DEFAULT_DATABASE_FILE } from './db/database';
import { DEFAULT_TIMINGS, type DuelTimings } from './match/types';
import { DEFAULT_ADDRESS_LIMITS, type AddressLimits } from './security/address-guard';
import { DEFAULT_ADMISSION, type AdmissionSettings } from './matchmaking/admission';

/**
 * Largest matchmaking HTTP body (bytes). The largest valid join carries RECENT_PLAYERS_LIMIT (500) recent answer
 * ids of up to 64 characters, about 34 KB; 4 KiB (the first choice) refused regular players after ~30 matches.
 */
export const DEFAULT_MAX_HTTP_BODY_BYTES = 40 * 1024;

const positiveInt = z.coerce.number().int().min(1).max(1_000_000);

/**
 * How long a SIGTERM drain lets running matches go on before the rest is voided (ms): a match is 5 rounds of
 * 15 s plus reveals, so one that just started still ends inside it.
 */
export const DEFAULT_DRAIN_TIMEOUT_MS = 120_000;

/** Default listening port of the match server. */
export const DEFAULT_PORT = 2567;

const nonNegativeMs = z.coerce.number().int().min(0).max(3_600_000);

/** Timings an operator (or a test spawning the server) may override; JSON in `DUEL_TIMINGS`. */
const timingsOverrideSchema = z
  .strictObject({
    botWaitMs: nonNegativeMs,
    connectingMs: nonNegativeMs,
    verifyingMs: nonNegativeMs,
    prepareMs: nonNegativeMs,
    roundDurationMs: nonNegativeMs.min(1),
    revealMs: nonNegativeMs,
    energyDrinkBonusMs: nonNegativeMs,
    reconnectionWindowMs: nonNegativeMs.min(1),
    botAnswerDelayMs: z.strictObject({ min: nonNegativeMs.min(1), max: nonNegativeMs.min(1) }),
  })
  .partial();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(DEFAULT_PORT),
  /** bind address; 0.0.0.0 so phones on the LAN reach a dev server */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** several processes share matchmaking through Redis when set */
  REDIS_URL: z.url().optional(),
  /** how clients reach this process (host:port, or host/path behind a proxy); required with REDIS_URL */
  PUBLIC_ADDRESS: z.string().min(1).optional(),
  /** searching alone this long brings in a bot (ms) */
  BOT_WAIT_MS: nonNegativeMs.optional(),
  DUEL_TIMINGS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return {};
      try {
        return timingsOverrideSchema.parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'DUEL_TIMINGS must be a JSON object of timings in ms' });
        return z.NEVER;
      }
    }),
  /** comma-separated origins allowed to call matchmaking; unset reflects any origin (no cookies are used) */
  CORS_ORIGINS: z.string().optional(),
  /** `production`: JSON log lines by default, `/metrics` closed without METRICS_TOKEN, CORS for the app's origins */
  NODE_ENV: z.string().optional(),
  /** a built web client directory to serve on the same origin (production: apps/client/dist) */
  WEB_ROOT: z.string().min(1).optional(),
  /** `json` (one JSON object per line) or `text`; default json when NODE_ENV=production */
  LOG_FORMAT: z.enum(['json', 'text']).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /**
   * when set, GET /metrics requires `Authorization: Bearer <METRICS_TOKEN>` (at least 16 characters); in
   * production /metrics is closed (403) without it
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** the JSON-lines file "Report this card" appends to (default reports/card-reports.jsonl) */
  REPORTS_FILE: z.string().min(1).optional(),
  MAX_CONNECTIONS_PER_ADDRESS: positiveInt.default(DEFAULT_ADDRESS_LIMITS.maxConnectionsPerAddress),
  JOINS_PER_SECOND_PER_ADDRESS: positiveInt.default(DEFAULT_ADDRESS_LIMITS.joinsPerSecondPerAddress),
  JOIN_BURST_PER_ADDRESS: positiveInt.default(DEFAULT_ADDRESS_LIMITS.joinBurstPerAddress),
  FLOOD_COOLDOWN_MS: nonNegativeMs.default(DEFAULT_ADDRESS_LIMITS.floodCooldownMs),
  MAX_HTTP_BODY_BYTES: z.coerce.number().int().min(256).max(1_048_576).default(DEFAULT_MAX_HTTP_BODY_BYTES),
  /** comma-separated proxy addresses whose X-Forwarded-For is believed; unset: the socket address counts */
  TRUSTED_PROXIES: z.string().optional(),
  /** on SIGTERM, how long running matches may go on before what is left is voided */
  DRAIN_TIMEOUT_MS: nonNegativeMs.default(DEFAULT_DRAIN_TIMEOUT_MS),
  /** admission control of new quick-play joins under overload: `on` or `off` (default: see the README) */
  JOIN_SHEDDING: z.enum(['on', 'off']).default('off'),
  /** shed new joins once the event loop is this busy over JOIN_SHED_WINDOW_MS (0–1) */
  JOIN_SHED_UTILIZATION: z.coerce.number().gt(0).max(1).default(DEFAULT_ADMISSION.shedAt),
  /** …and admit them again below this (0–1, at most JOIN_SHED_UTILIZATION) */
  JOIN_RESUME_UTILIZATION: z.coerce.number().min(0).max(1).default(DEFAULT_ADMISSION.resumeBelow),
  JOIN_SHED_WINDOW_MS: z.coerce.number().int().min(50).max(10_000).default(DEFAULT_ADMISSION.windowMs),
  /** a shed join is told to retry after a delay drawn from [min, max] ms: `1000-3000` */
  JOIN_SHED_RETRY_MS: z
    .string()
    .regex(/^\d{1,6}-\d{1,6}$/, { message: 'JOIN_SHED_RETRY_MS must be <min>-<max> in ms, e.g. 1000-3000' })
    .optional(),
  /** the ladder's PostgreSQL (several processes share it); unset: the SQLite file DATABASE_FILE */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
    .optional(),
  /** the ladder's SQLite file when DATABASE_URL is unset (`:memory:` keeps nothing); relative to the working directory */
  DATABASE_FILE: z.string().min(1).default(DEFAULT_DATABASE_FILE),
});

/**
 * Mistakes that each value alone cannot show. With Redis a room may live on another process, and the SDK
 * connects to that process's PUBLIC_ADDRESS: the old fallback (127.0.0.1:PORT) is unreachable from any
 * browser, so every cross-process join failed — the start refuses instead.
 */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.REDIS_URL !== undefined && env.PUBLIC_ADDRESS === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_ADDRESS'],
      message:
        'PUBLIC_ADDRESS is required with REDIS_URL: the address under which players reach this very process ' +
        '(e.g. game.example.com/p1 behind a proxy, or 10.0.0.5:2567), different for every process',
    });
  }
  if (env.JOIN_RESUME_UTILIZATION > env.JOIN_SHED_UTILIZATION) {
    ctx.addIssue({
      code: 'custom',
      path: ['JOIN_RESUME_UTILIZATION'],
      message: 'JOIN_RESUME_UTILIZATION must not exceed JOIN_SHED_UTILIZATION',
    });
  }
  const [min, max] = retryRange(env.JOIN_SHED_RETRY_MS);
  if (min > max) {
    ctx.addIssue({
      code: 'custom',
      path: ['JOIN_SHED_RETRY_MS'],
      message: 'JOIN_SHED_RETRY_MS: min above max',
    });
  }
});

export interface ServerConfig {
  port: number;
  host: string;
  redisUrl: string | undefined;
  publicAddress: string | undefined;
  timings: DuelTimings;
  /**
   * who may call matchmaking and the /api/ routes from another origin: undefined = any (development); in
   * production the native app's origins plus CORS_ORIGINS (the server's own origin always)
   */
  corsOrigins: readonly string[] | undefined;
  /** NODE_ENV=production: JSON logs by default, `/metrics` closed without METRICS_TOKEN, CORS as above */
  production: boolean;
  webRoot: string | undefined;
  logFormat: 'json' | 'text';
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  metricsToken: string | undefined;
  reportsFile: string | undefined;
  addressLimits: AddressLimits;
  maxHttpBodyBytes: number;
  trustedProxies: string[];
  drainTimeoutMs: number;
  /** where the ladder lives: PostgreSQL (`url`) or a SQLite file */
  database: { url: string | undefined; file: string };
  /** admission control of new quick-play joins under overload (JOIN_SHEDDING, JOIN_SHED_*) */
  admission: AdmissionSettings;
}

function retryRange(text: string | undefined): [number, number] {
  if (text === undefined) return [DEFAULT_ADMISSION.retryAfterMs.min, DEFAULT_ADMISSION.retryAfterMs.max];
  const [min = '0', max = '0'] = text.split('-');
  return [Number(min), Number(max)];
}

function list(text: string | undefined): string[] | undefined {
  return text
    ?.split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Reads and checks the environment; throws with every problem listed. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid server environment:\n${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    redisUrl: e.REDIS_URL,
    publicAddress: e.PUBLIC_ADDRESS,
    timings: {
      ...DEFAULT_TIMINGS,
      ...e.DUEL_TIMINGS,
      ...(e.BOT_WAIT_MS !== undefined ? { botWaitMs: e.BOT_WAIT_MS } : {}),
    },
    webRoot: e.WEB_ROOT,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'text'),
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    reportsFile: e.REPORTS_FILE,
    corsOrigins:
      e.NODE_ENV === 'production'
        ? [...NATIVE_APP_ORIGINS, ...(list(e.CORS_ORIGINS) ?? [])]
        : list(e.CORS_ORIGINS),
    production: e.NODE_ENV === 'production',
    addressLimits: {
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
      joinsPerSecondPerAddress: e.JOINS_PER_SECOND_PER_ADDRESS,
      joinBurstPerAddress: e.JOIN_BURST_PER_ADDRESS,
      floodCooldownMs: e.FLOOD_COOLDOWN_MS,
    },
    maxHttpBodyBytes: e.MAX_HTTP_BODY_BYTES,
    trustedProxies: list(e.TRUSTED_PROXIES) ?? [],
    drainTimeoutMs: e.DRAIN_TIMEOUT_MS,
    database: { url: e.DATABASE_URL, file: e.DATABASE_FILE },
    admission: {
      ...DEFAULT_ADMISSION,
      enabled: e.JOIN_SHEDDING === 'on',
      shedAt: e.JOIN_SHED_UTILIZATION,
      resumeBelow: e.JOIN_RESUME_UTILIZATION,
      windowMs: e.JOIN_SHED_WINDOW_MS,
      retryAfterMs: (([min, max]) => ({ min, max }))(retryRange(e.JOIN_SHED_RETRY_MS)),
    },
  };
}
