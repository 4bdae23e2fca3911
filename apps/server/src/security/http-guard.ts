import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { matchMaker } from '@colyseus/core';
import { serverBusyMessage, type JoinErrorCode } from '@goalguessr/protocol';
import type { Clock } from '../clock';
import { addressKey, clientAddress, type AddressGuard } from './address-guard';
import { SECURITY_HEADERS, corsHeadersFor, isCrossOriginRoute, type CorsPolicy } from './cors';
import type { RefusalLog } from './refusal-log';

export interface HttpGuardOptions {
  /** who may call matchmaking and the /api/ routes from another origin (no other route answers CORS) */
  cors: CorsPolicy;
  /** the server's clock: join rates are measured on its monotonic time */
  clock: Clock;
  guard: AddressGuard;
  refusals: RefusalLog;
  trustedProxies: ReadonlySet<string>;
  /** largest request body accepted (bytes); a larger one gets 413 before it is read */
  maxBodyBytes: number;
  /**
   * a route of our own answered before Colyseus' router (it needs the client address, which Colyseus' endpoints
   * do not get): true when it took the request
   */
  ownRoute?: (req: IncomingMessage, res: ServerResponse, address: string) => boolean;
  /**
   * a join error code while this process cannot take a new player (Redis away): matchmaking requests are then
   * answered 503 with it at once, instead of waiting on Redis
   */
  unavailable?: () => string | null;
  /**
   * admission control under overload (`matchmaking/admission.ts`): called with the path of each matchmaking
   * POST before anything else is done with it (no body read, no address limit, no room look-up); a number is a
   * refusal: 503 `server_busy` with that retry hint (ms) in `Retry-After` and the body
   */
  shed?: (path: string) => number | null;
  /**
   * matchmaking answered without Colyseus' router (`matchmaking/matchmake-route.ts`): called with each request
   * that has a body, once every check above has passed and the body is read (`req.body`); true when it took the
   * request, false leaves it to Colyseus' router
   */
  matchmake?: (req: IncomingMessage & { body: string }, res: ServerResponse) => boolean;
}

/**
 * The client address of a request as every per-address limit counts it (`addressKey`: an IPv6 client by its
 * /64), trusting X-Forwarded-For only from a configured proxy.
 */
function requestAddress(req: IncomingMessage, trustedProxies: ReadonlySet<string>): string {
  return addressKey(clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies));
}

/**
 * Caps open TCP connections per remote address: one more is closed at once, before any byte is read. Behind
 * a trusted proxy every connection comes from the proxy, so it is not counted here (the proxy limits them).
 */
export function guardConnections(server: Server, options: HttpGuardOptions): void {
  server.on('connection', (socket) => {
    const remote = clientAddress(socket.remoteAddress, undefined, new Set());
    if (options.trustedProxies.has(remote)) return;
    const address = addressKey(remote);
    if (!options.guard.openConnection(address)) {
      options.refusals.refused(`address ${address}`, 'connection', 'too_many_connections');
      socket.destroy();
      return;
    }
    socket.once('close', () => options.guard.closeConnection(address));
  });
}

/**
 * Runs before Colyseus' own WebSocket upgrade: a room connection counts as a join of its address, so a client
 * in a flood cool-down, or over the join rate, is answered 429 instead of reaching a room.
 */
export function guardUpgrades(
  server: Server,
  options: HttpGuardOptions,
  remember: (req: IncomingMessage, address: string) => void,
): void {
  const colyseus = server.listeners('upgrade') as ((
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
  ) => void)[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const address = requestAddress(req, options.trustedProxies);
    const verdict = options.guard.takeJoin(address, options.clock.now());
    if (verdict !== 'ok') {
      options.refusals.refused(`address ${address}`, 'join', verdict);
      socket.on('error', () => socket.destroy());
      socket.end(
        'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 12\r\n\r\nrate_limited',
      );
      return;
    }
    remember(req, address);
    for (const listener of colyseus) listener.call(server, req, socket, head);
  });
}

function answer(res: ServerResponse, status: number, error: string): void {
  // (the CORS and security headers are set on `res` already)
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify({ error }));
}

/**
 * A new join shed under overload: 503 with the retry hint as `Retry-After` (whole seconds, rounded up) and in
 * the body, in the shape of Colyseus' matchmaking errors (`code`, `error`) plus `message` (what the SDK's error
 * carries: `server_busy: retry after <ms> ms`) and `retryAfterMs`. The body is not read (Node discards it) and
 * the connection is kept: the answer must cost next to nothing.
 */
function answerBusy(req: IncomingMessage, res: ServerResponse, retryAfterMs: number): void {
  req.resume();
  const body = JSON.stringify({
    code: 503,
    error: 'server_busy' satisfies JoinErrorCode,
    message: serverBusyMessage(retryAfterMs),
    retryAfterMs,
  });
  res.writeHead(503, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    'cache-control': 'no-store',
  });
  res.end(body);
}

/**
 * Runs before every HTTP route of Colyseus (wrapping its `request` listeners the way Colyseus' own
 * `prereadRequestBodies` does): every answer gets the security headers (`SECURITY_HEADERS`), and only
 * matchmaking and the app's API under `/api/` answer CORS (their preflight here); matchmaking requests count as joins of their address (429 over the rate or
 * during a flood cool-down), and a request body is read here, at most `maxBodyBytes` (413 beyond, the
 * connection then closes), and handed on as `req.body`, which Colyseus' router uses instead of reading the
 * stream itself without a limit; the direct matchmaking route (`matchmake`) gets the request first. Call it after
 * `listen()`, once Colyseus has bound its routes.
 */
export function guardRequests(server: Server, options: HttpGuardOptions): void {
  const colyseus = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  const pass = (req: IncomingMessage, res: ServerResponse): void => {
    for (const listener of colyseus) listener.call(server, req, res);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (isCrossOriginRoute(path, matchMaker.controller.matchmakeRoute)) {
      for (const [name, value] of Object.entries(corsHeadersFor(req, options.cors)))
        res.setHeader(name, value);
      if (method === 'OPTIONS') {
        res.writeHead(204);
        res.end();
        return;
      }
    }
    if (method === 'OPTIONS') return pass(req, res);
    const address = requestAddress(req, options.trustedProxies);
    if (options.ownRoute?.(req, res, address) === true) return;
    if (method === 'POST' && (req.url ?? '').startsWith(`/${matchMaker.controller.matchmakeRoute}/`)) {
      const retryAfterMs = options.shed?.(path) ?? null;
      if (retryAfterMs !== null) return answerBusy(req, res, retryAfterMs);
      const unavailable = options.unavailable?.() ?? null;
      if (unavailable !== null) {
        options.refusals.refused(`address ${address}`, 'join', unavailable);
        req.resume();
        return answer(res, 503, unavailable);
      }
      // Colyseus' `ip` (a room's onAuth reads it) is the first X-Real-IP / X-Forwarded-For / X-Client-IP hop from
      // anyone: it gets the address resolved here instead, the one the limits count (a client's own is never believed)
      delete req.headers['x-real-ip'];
      delete req.headers['x-client-ip'];
      req.headers['x-forwarded-for'] = address;
      const verdict = options.guard.takeJoin(address, options.clock.now());
      if (verdict !== 'ok') {
        options.refusals.refused(`address ${address}`, 'join', verdict);
        req.resume();
        return answer(res, 429, 'rate_limited');
      }
    }
    if (method === 'GET' || method === 'HEAD') return pass(req, res);
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > options.maxBodyBytes) {
      options.refusals.refused(`address ${address}`, 'http', 'body_too_large');
      answer(res, 413, 'body_too_large');
      // do not read what is still coming: drop the connection once the answer is out
      res.on('finish', () => req.socket.destroy());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.byteLength;
      if (size > options.maxBodyBytes) {
        refused = true;
        chunks.length = 0;
        options.refusals.refused(`address ${address}`, 'http', 'body_too_large');
        answer(res, 413, 'body_too_large');
        res.on('finish', () => req.socket.destroy());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (refused) return;
      const read = req as IncomingMessage & { body: string };
      read.body = Buffer.concat(chunks).toString('utf8');
      if (options.matchmake?.(read, res) === true) return;
      pass(req, res);
    });
    req.on('error', () => req.socket.destroy());
  });
}
