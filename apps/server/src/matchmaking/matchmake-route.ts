import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { createAuthContext, createEndpoint, matchMaker, toNodeHandler, type Transport } from '@colyseus/core';

/** A request whose body the HTTP guard has read (`req.body`, as Colyseus' router would take it). */
export type ReadRequest = IncomingMessage & { body?: unknown };

/**
 * Answers a matchmaking POST (`/matchmake/<method>/<room name or id>`) itself, or returns false and leaves it to
 * Colyseus' router; true when it took the request.
 */
export type MatchmakeRoute = (req: ReadRequest, res: ServerResponse) => boolean;

/** The bodies Colyseus' router parses as JSON (better-call's `getBody`); any other is left to the router. */
const JSON_CONTENT_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/** `<method>/<room name or id>` after the route's prefix, as our clients send it (no query, no encoding). */
const METHOD_AND_ROOM = /^([A-Za-z0-9_]+)\/([A-Za-z0-9_-]+)$/;

/**
 * Colyseus' `POST /matchmake/:method/:roomName` (`@colyseus/core` router/default_routes.ts) without its
 * Fetch-style router: the router turns each Node request into a Fetch `Request` (undici, a web stream for the
 * body, better-call's context) and its answer back from a `Response`, ~8 % of the server's busy time in a join
 * wave (README, capacity bench, phase 3). Here a join goes from the Node request to
 * `matchMaker.controller.invokeMethod` and back with the same answers:
 * - success: 200, `content-length` then `content-type: application/json` (the order Colyseus' `Response`
 *   headers come out in), the seat reservation as JSON, with the transport's `protocol` / `fingerprint` when it
 *   has them;
 * - a refused or failed join: built by better-call's own code from the same `ctx.error(code, { code, error })`
 *   Colyseus throws, and written by its own Node adapter, so every status and body (ServerError codes, an
 *   unknown room name or method, a code that is no HTTP status) is the router's, byte for byte.
 *
 * Left to the router, unchanged: anything but a POST with a JSON content type and a body the guard read, a path
 * with a query or any character outside `[A-Za-z0-9_-]`, a body that is not JSON (its 400), a request whose URL
 * the router would read differently (an odd `Host` or `X-Forwarded-Proto`), and every request while the
 * matchmaker shuts down (its 503).
 *
 * Runs behind the HTTP guard (`security/http-guard.ts`): the security and CORS headers are on `res` already
 * (Colyseus' own CORS listener, which it skips, sets none: `server.ts` empties it), the address limits, the
 * admission gate, the Redis check and the body limit have passed, and `x-forwarded-for` holds the address the
 * limits counted (what a room's `onAuth` reads as `ip`). The auth context's `req` is the Node request here, the
 * Fetch `Request` there (our rooms read only `ip`).
 *
 * @param transport the server's transport (Colyseus reads the same one for `protocol` and `fingerprint`)
 */
export function matchmakeRoute(transport: () => Pick<Transport, 'protocol' | 'fingerprint'>): MatchmakeRoute {
  const prefix = `/${matchMaker.controller.matchmakeRoute}/`;
  return (req, res) => {
    const url = req.url ?? '';
    const text = req.body;
    if (req.method !== 'POST' || typeof text !== 'string' || !url.startsWith(prefix)) return false;
    const route = METHOD_AND_ROOM.exec(url.slice(prefix.length));
    if (route === null) return false;
    if (!JSON_CONTENT_TYPE.test((req.headers['content-type'] ?? '').toLowerCase())) return false;
    if (!sameUrlForRouter(req, url)) return false;
    if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) return false;
    let options: unknown;
    try {
      // the Fetch body's UTF-8 decoding drops a byte order mark; JSON.parse would not
      options = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    } catch {
      return false;
    }
    const [, method = '', room = ''] = route;
    void join(req, res, method, room, options, transport);
    return true;
  };
}

async function join(
  req: ReadRequest,
  res: ServerResponse,
  method: string,
  room: string,
  options: unknown,
  transport: () => Pick<Transport, 'protocol' | 'fingerprint'>,
): Promise<void> {
  let seat: Record<string, unknown>;
  try {
    seat = (await matchMaker.controller.invokeMethod(
      method,
      room,
      // Colyseus hands its router's parsed body over as it is (an array, a number or null too)
      options as Parameters<typeof matchMaker.controller.invokeMethod>[2],
      createAuthContext({ headers: req.headers as Record<string, string | undefined>, req }),
    )) as Record<string, unknown>;
  } catch (error) {
    await answerFailure(req, res, { method, roomName: room }, error);
    return;
  }
  const { protocol, fingerprint } = transport();
  if (protocol !== undefined) seat.protocol = protocol;
  if (fingerprint !== undefined) seat.fingerprint = fingerprint;
  const json = JSON.stringify(seat);
  // (Colyseus counts `json.length`, UTF-16 units: the same bytes for a reservation, which is ASCII)
  res.setHeader('content-length', Buffer.byteLength(json));
  res.setHeader('content-type', 'application/json');
  res.writeHead(200);
  res.end(json);
}

/**
 * Whether Colyseus' router would see this request's path as `url`: it parses `<X-Forwarded-Proto or
 * http(s)>://<Host><url>` (better-call's Node adapter), so an odd Host or X-Forwarded-Proto can move the path,
 * or fail (then the router throws, and the request is left to it).
 */
function sameUrlForRouter(req: IncomingMessage, url: string): boolean {
  const proto =
    String(req.headers['x-forwarded-proto'] ?? '') ||
    ((req.socket as TLSSocket).encrypted ? 'https' : 'http');
  const host = String(req.headers[':authority'] || req.headers.host);
  try {
    return new URL(`${proto}://${host}${url}`).pathname === url;
  } catch {
    return false;
  }
}

/** What the failed join's error carries (Colyseus' controller wraps every error in a ServerError). */
interface JoinFailure {
  code?: unknown;
  message?: unknown;
}

/**
 * Colyseus' matchmaking route's `catch`, to the letter (`throw ctx.error(e.code, { code, error })`), as an
 * endpoint of better-call's own: it turns the error into the same `Response` (or throws the same way, for a
 * code no `Response` can carry). The failed join reaches it as the endpoint's `context`.
 */
const failedJoin = createEndpoint('/matchmake/:method/:roomName', { method: 'POST' }, (ctx) => {
  const e = (ctx.context as { failure: JoinFailure }).failure;
  // (a rejection, as Colyseus' async handler throws: better-call catches it on the returned promise)
  // (the code goes in as it came, a number mostly, whatever better-call's types say)
  return Promise.reject(ctx.error(e.code as 400, { code: e.code as string, error: e.message }));
});

/**
 * A refused or failed join, answered as Colyseus' router answers it: the endpoint's `Response`, or, when that
 * throws, what the router's `catch` makes of it (its `onError` only turns a JSON SyntaxError into a 400; anything
 * else is logged and a bare 500), written by better-call's Node adapter (`setResponse`).
 */
async function answerFailure(
  req: ReadRequest,
  res: ServerResponse,
  params: { method: string; roomName: string },
  failure: unknown,
): Promise<void> {
  let response: Response;
  try {
    response = await failedJoin({ params, asResponse: true, context: { failure: failure as JoinFailure } });
  } catch (error) {
    console.error(`# SERVER_ERROR: `, error);
    response = new Response(null, { status: 500, statusText: 'Internal Server Error' });
  }
  await toNodeHandler(() => Promise.resolve(response))(req, res);
}
