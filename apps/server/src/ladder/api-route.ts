import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TOURNAMENT_IDS, type TournamentId } from '@goalguessr/game-core';
import {
  API_MAX_BODY_BYTES,
  API_PATHS,
  LEADERBOARD_CACHE_SECONDS,
  deleteMeRequestSchema,
  meRequestSchema,
  type ApiErrorCode,
  type LeaderboardResponse,
  type MeResponse,
} from '@goalguessr/protocol';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { RefusalLog } from '../security/refusal-log';
import { addressGroup } from './address';
import { LEADERBOARD_SIZE, type Ladder } from './ladder';

/** The API's per-address allowance: a token bucket of `burst` requests refilled at `requestsPerMinute`. */
export interface ApiLimits {
  requestsPerMinute: number;
  burst: number;
  /** how long a tournament's top-100 answer is kept and may be cached by browsers and proxies */
  leaderboardCacheMs: number;
}

export const DEFAULT_API_LIMITS: Readonly<ApiLimits> = {
  requestsPerMinute: 60,
  burst: 20,
  leaderboardCacheMs: LEADERBOARD_CACHE_SECONDS * 1000,
};

/** Bound on the addresses whose allowance is remembered (the oldest are forgotten first). */
const MAX_TRACKED_ADDRESSES = 50_000;

interface Bucket {
  tokens: number;
  atMs: number;
}

/** Per-address token buckets on the server clock; memory stays bounded whatever the addresses. */
export class RequestBudget {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly limits: ApiLimits) {}

  /** Takes one request of `address`'s allowance: 0 when allowed, else the seconds until one is. */
  take(address: string, nowMs: number): number {
    const key = addressGroup(address);
    const perMs = this.limits.requestsPerMinute / 60_000;
    const bucket = this.buckets.get(key) ?? { tokens: this.limits.burst, atMs: nowMs };
    this.buckets.delete(key);
    const tokens = Math.min(this.limits.burst, bucket.tokens + Math.max(0, nowMs - bucket.atMs) * perMs);
    const allowed = tokens >= 1;
    this.buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, atMs: nowMs });
    if (this.buckets.size > MAX_TRACKED_ADDRESSES) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    return allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
  }
}

/** A tournament's cached top-100 answer. */
interface CachedBoard {
  seasonId: string;
  expiresAtMs: number;
  body: Promise<{ json: string; etag: string }>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
  ) {
    super(code);
  }
}

/** Reads a request body of at most API_MAX_BODY_BYTES as JSON (413 beyond, 400 when not JSON). */
export function readJson(req: IncomingMessage): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > API_MAX_BODY_BYTES) return Promise.reject(new ApiError(413, 'body_too_large'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > API_MAX_BODY_BYTES) {
        reject(new ApiError(413, 'body_too_large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown);
      } catch {
        reject(new ApiError(400, 'invalid_request'));
      }
    });
    req.on('error', () => reject(new ApiError(400, 'invalid_request')));
  });
}

export function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(400, 'invalid_request');
  return parsed.data;
}

function isTournament(value: string): value is TournamentId {
  return (TOURNAMENT_IDS as readonly string[]).includes(value);
}

/**
 * The ladder's HTTP API (issue 27), answered before Colyseus' router because the per-address allowance needs the
 * client address (true when it took the request; other paths are left to the next handler):
 *
 * - `GET /api/leaderboard/<tournament>`: this season's top 100, how many are on the board and last season's top 3
 *   (`LeaderboardResponse`). Public and cacheable: the server keeps each tournament's answer for
 *   `leaderboardCacheMs` (so a crowd costs one query), with `Cache-Control: public, max-age` and an ETag (304).
 * - `POST /api/me` with `{ playerId, secret, tournament }`: the player's ratings, their standing this season and
 *   the players around it, and their head-to-head records (`MeResponse`); `no-store`.
 * - `POST /api/me/delete` with `{ playerId, secret }`: deletes every row about the player.
 *
 * Every route counts against the address's allowance (429 `rate_limited` with `Retry-After`); bodies are at most
 * API_MAX_BODY_BYTES (413); errors are `{ "error": ApiErrorCode }`.
 */
export function ladderApiRoute(
  ladder: Ladder,
  clock: Clock,
  refusals: RefusalLog,
  limits: ApiLimits = DEFAULT_API_LIMITS,
): (req: IncomingMessage, res: ServerResponse, address: string) => boolean {
  const budget = new RequestBudget(limits);
  const boards = new Map<TournamentId, CachedBoard>();

  const board = (tournament: TournamentId): CachedBoard => {
    const { current, previous } = ladder.seasons();
    const nowMs = clock.now();
    const cached = boards.get(tournament);
    if (cached !== undefined && cached.seasonId === current.id && nowMs < cached.expiresAtMs) return cached;
    const body = (async () => {
      const [top, last] = await Promise.all([
        ladder.top(current.id, tournament, LEADERBOARD_SIZE),
        ladder.top(previous.id, tournament, 3, false),
      ]);
      const response: LeaderboardResponse = {
        tournament,
        season: current,
        players: top.players,
        top: top.entries,
        previousSeason: { id: previous.id, top3: last.entries },
        serverNowMs: clock.wallNow(),
      };
      const json = JSON.stringify(response);
      const digest = createHash('sha256')
        .update(JSON.stringify([response.top, response.previousSeason, response.players]))
        .digest('base64url');
      return { json, etag: `"${current.id}-${digest.slice(0, 16)}"` };
    })();
    const fresh: CachedBoard = { seasonId: current.id, expiresAtMs: nowMs + limits.leaderboardCacheMs, body };
    boards.set(tournament, fresh);
    // a failed query is not kept: the next request asks again
    body.catch(() => {
      if (boards.get(tournament) === fresh) boards.delete(tournament);
    });
    return fresh;
  };

  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    method: string,
  ): Promise<void> => {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        ...headers,
      });
      res.end(method === 'HEAD' ? undefined : JSON.stringify(body));
    };
    const boardPrefix = `${API_PATHS.leaderboard}/`;
    if (path.startsWith(boardPrefix)) {
      if (method !== 'GET' && method !== 'HEAD') throw new ApiError(405, 'method_not_allowed');
      const tournament = path.slice(boardPrefix.length);
      if (!isTournament(tournament)) throw new ApiError(404, 'not_found');
      const cached = board(tournament);
      const { json: body, etag } = await cached.body;
      const maxAge = Math.max(0, Math.ceil((cached.expiresAtMs - clock.now()) / 1000));
      const headers = {
        'content-type': 'application/json',
        'cache-control': `public, max-age=${maxAge}`,
        etag,
      };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      res.writeHead(200, headers);
      res.end(method === 'HEAD' ? undefined : body);
      return;
    }
    if (path === API_PATHS.me || path === API_PATHS.deleteMe) {
      if (method !== 'POST') throw new ApiError(405, 'method_not_allowed');
      const body = await readJson(req);
      if (path === API_PATHS.deleteMe) {
        const identity = parse(deleteMeRequestSchema, body);
        const verdict = await ladder.deletePlayer(identity);
        if (verdict === 'identity_invalid') throw new ApiError(401, 'identity_invalid');
        if (verdict === 'unknown') throw new ApiError(404, 'unknown_player');
        return json(200, { deleted: true });
      }
      const { playerId, secret, tournament } = parse(meRequestSchema, body);
      const verdict = await ladder.verify({ playerId, secret });
      if (verdict === 'identity_invalid') throw new ApiError(401, 'identity_invalid');
      if (verdict === 'unknown') throw new ApiError(404, 'unknown_player');
      const { current } = ladder.seasons();
      const [ratings, standing, headToHead] = await Promise.all([
        ladder.ratingsOf(playerId),
        ladder.around(playerId, current.id, tournament),
        ladder.headToHead(playerId),
      ]);
      const response: MeResponse = { tournament, season: current, ratings, standing, headToHead };
      return json(200, response);
    }
    throw new ApiError(404, 'not_found');
  };

  return (req, res, address) => {
    const url = req.url ?? '';
    const path = url.split('?')[0] ?? '';
    if (
      !path.startsWith(`${API_PATHS.leaderboard}/`) &&
      path !== API_PATHS.me &&
      path !== API_PATHS.deleteMe
    ) {
      return false;
    }
    const method = req.method ?? 'GET';
    const answerError = (status: number, code: ApiErrorCode, headers: Record<string, string> = {}): void => {
      if (res.headersSent) return;
      res.writeHead(status, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        ...headers,
      });
      res.end(JSON.stringify({ error: code }));
    };
    const waitSeconds = budget.take(address, clock.now());
    if (waitSeconds > 0) {
      refusals.refused(`address ${address}`, 'api', 'rate_limited');
      req.resume();
      answerError(429, 'rate_limited', { 'retry-after': String(waitSeconds) });
      return true;
    }
    handle(req, res, path, method).catch((error: unknown) => {
      if (error instanceof ApiError) {
        if (error.status === 413) res.on('finish', () => req.socket.destroy());
        refusals.refused(`address ${address}`, 'api', error.code);
        answerError(
          error.status,
          error.code,
          error.status === 405
            ? { allow: path.startsWith(API_PATHS.leaderboard) ? 'GET, HEAD' : 'POST' }
            : {},
        );
        return;
      }
      refusals.refused(`address ${address}`, 'api', `database failed ${String(error)}`.slice(0, 120));
      answerError(503, 'unavailable');
    });
    return true;
  };
}
