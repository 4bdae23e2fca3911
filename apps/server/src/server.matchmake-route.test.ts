import { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { matchMaker } from '@colyseus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DUEL_ROOM_NAME, FRIEND_ROOM_NAME } from '@goalguessr/protocol';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import { startServer } from './server';
import { DuelClient, joinOptions, waitUntil } from './testing/duel-client';

/**
 * `matchmaking/matchmake-route.ts` answers matchmaking without Colyseus' router: every answer must be the
 * router's, byte for byte. The same requests go, in the same order, to a server with the direct route
 * (the default) and to one without it (`directMatchmaking: false`: Colyseus' router answers all), and the raw
 * HTTP answers are compared, status line, headers and body, with only the date and the random ids masked.
 */

const WEB_ORIGIN = 'http://127.0.0.1:4173';

/** Which code answered a request: the direct route, Colyseus' router, or neither reached the matchmaker. */
type Route = 'direct' | 'router' | 'none';

interface Exchange {
  label: string;
  raw: string;
  route: Route;
}

/** One raw HTTP/1.1 request on its own connection (`Connection: close`); the whole answer as sent. */
function rawRequest(port: number, head: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    const bytes = Buffer.from(body, 'utf8');
    socket.write(
      `${head}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\nContent-Length: ${bytes.byteLength}\r\n\r\n`,
    );
    socket.end(bytes);
  });
}

const stopAfter: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stopAfter.splice(0).reverse()) await stop();
  vi.restoreAllMocks();
});

/**
 * Boots a server and sends it every kind of matchmaking request our clients make, and the errors they can get
 * back: a quick-play join, a friend room's creation and join by id, a reconnection, each refused or failing
 * way, and requests the direct route must leave to Colyseus' router. Ids of rooms, sessions and the process are
 * masked with same-length runs of `#` (so the lengths in the headers still check).
 */
async function exchanges(direct: boolean): Promise<Exchange[]> {
  const running = await startServer({
    port: 0,
    questions: fakeQuestionSource(),
    timings: { ...TEST_TIMINGS, botWaitMs: 60_000, roundDurationMs: 20_000, reconnectionWindowMs: 20_000 },
    addressLimits: { joinsPerSecondPerAddress: 1_000, joinBurstPerAddress: 1_000 },
    directMatchmaking: direct,
  });
  const clients: DuelClient[] = [];
  stopAfter.push(async () => {
    for (const client of clients) await client.leave().catch(() => {});
    await running.close();
  });
  const invoke = vi.spyOn(matchMaker.controller, 'invokeMethod');
  const ids = new Set<string>();
  const out: Exchange[] = [];
  const post = async (
    label: string,
    path: string,
    body: string,
    headers: Record<string, string> = { 'Content-Type': 'application/json' },
  ): Promise<Record<string, unknown> | undefined> => {
    const before = invoke.mock.calls.length;
    const head = [`POST ${path} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
    const raw = await rawRequest(running.port, head.join('\r\n'), body);
    const calls = invoke.mock.calls.slice(before);
    const routeOf = (call: (typeof calls)[number]): Route =>
      call[3]?.req instanceof IncomingMessage
        ? 'direct'
        : call[3]?.req instanceof Request
          ? 'router'
          : 'none';
    out.push({ label, raw, route: calls.length === 0 ? 'none' : routeOf(calls[calls.length - 1]!) });
    const json = raw.split('\r\n\r\n')[1] ?? '';
    if (!raw.startsWith('HTTP/1.1 200 ')) return undefined;
    const seat = JSON.parse(json) as Record<string, unknown>;
    for (const key of ['roomId', 'sessionId', 'processId']) ids.add(String(seat[key]));
    return seat;
  };
  const options = (overrides: Parameters<typeof joinOptions>[0] = {}): string =>
    JSON.stringify(joinOptions(overrides));

  // quick play: a seat in a new waiting room, from another origin, with a bearer token
  const waiting = await post('joinOrCreate', `/matchmake/joinOrCreate/${DUEL_ROOM_NAME}`, options(), {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    Origin: WEB_ORIGIN,
    Authorization: 'Bearer some-token',
  });
  expect(waiting?.roomId).toBeTypeOf('string');
  await post('refused by onAuth', `/matchmake/joinOrCreate/${DUEL_ROOM_NAME}`, options({ username: 'abc' }), {
    'Content-Type': 'application/json; charset=utf-8',
    Origin: WEB_ORIGIN,
  });
  await post('options not an object', `/matchmake/joinOrCreate/${DUEL_ROOM_NAME}`, 'null');
  await post(
    'byte order mark',
    `/matchmake/joinOrCreate/${DUEL_ROOM_NAME}`,
    `\uFEFF${options({ username: 'abc' })}`,
  );
  await post('unknown room name', '/matchmake/joinOrCreate/nosuchroom', options());
  await post('unknown method', `/matchmake/destroy/${DUEL_ROOM_NAME}`, options());
  await post('join, no room', `/matchmake/join/${DUEL_ROOM_NAME}`, options({ tournament: 'legendary' }));

  // play a friend: a private room, then joins by id
  const friendRoom = await post(
    'create',
    `/matchmake/create/${FRIEND_ROOM_NAME}`,
    options({ username: 'Host' }),
  );
  expect(friendRoom?.roomId).toBeTypeOf('string');
  // (a seat: the room checks the friend's code when the seat is taken)
  await post('joinById', `/matchmake/joinById/${String(friendRoom?.roomId)}`, options());
  await post('joinById, no such room', '/matchmake/joinById/nosuchroom', options());

  // a reconnection: a player of a running match drops, and its token gets it a seat again
  const a = await DuelClient.join(running.url, { tournament: 'champions', username: 'Aaron' });
  clients.push(a);
  const b = await DuelClient.join(running.url, { tournament: 'champions', username: 'Bella' });
  clients.push(b);
  for (const client of [a, b]) ids.add(client.room.roomId).add(client.room.sessionId);
  expect(b.room.roomId).toBe(a.room.roomId);
  await Promise.all([a.nth('match:round_start', 0), b.nth('match:round_start', 0)]);
  a.drop();
  await waitUntil(() => b.state().players[a.sessionId]?.connection === 'reconnecting', 5_000, 'a dropped');
  const [roomId = '', token = ''] = a.room.reconnectionToken.split(':');
  ids.add(token);
  await post('reconnect, no token', `/matchmake/reconnect/${roomId}`, '{}');
  await post(
    'reconnect, wrong token',
    `/matchmake/reconnect/${roomId}`,
    JSON.stringify({ reconnectionToken: 'x' }),
  );
  await post(
    'reconnect, no such room',
    '/matchmake/reconnect/nosuchroom',
    JSON.stringify({ reconnectionToken: 'x' }),
  );
  await post('reconnect', `/matchmake/reconnect/${roomId}`, JSON.stringify({ reconnectionToken: token }));

  // left to Colyseus' router by the direct route
  await post('malformed JSON', `/matchmake/joinOrCreate/${DUEL_ROOM_NAME}`, '{"tournament":');
  await post('empty body', `/matchmake/joinOrCreate/${DUEL_ROOM_NAME}`, '');
  await post('text body', `/matchmake/joinOrCreate/${DUEL_ROOM_NAME}`, options({ username: 'abc' }), {
    'Content-Type': 'text/plain',
  });
  await post('query string', `/matchmake/joinOrCreate/${DUEL_ROOM_NAME}?x=1`, options({ username: 'abc' }));

  const masks = [...ids].filter((id) => id.length > 0);
  return out.map((exchange) => ({
    ...exchange,
    raw: masks
      .reduce((raw, id) => raw.split(id).join('#'.repeat(id.length)), exchange.raw)
      .replace(/\r\nDate: [^\r]*/i, '\r\nDate: -'),
  }));
}

describe('matchmaking without Colyseus router (matchmake-route.ts)', () => {
  it("answers every route and every error byte for byte as Colyseus' router does", async () => {
    const router = await exchanges(false);
    for (const stop of stopAfter.splice(0)) await stop();
    vi.restoreAllMocks();
    const direct = await exchanges(true);

    // each request has its own answer, the same from both servers
    expect(direct.map((e) => e.label)).toEqual(router.map((e) => e.label));
    for (const [i, answer] of direct.entries()) {
      expect({ label: answer.label, raw: answer.raw }).toEqual({
        label: router[i]?.label,
        raw: router[i]?.raw,
      });
    }
    // and they are the answers the scenario means: seats, and each failure with its own status
    const status = (label: string): string =>
      router.find((e) => e.label === label)?.raw.split('\r\n')[0] ?? '';
    expect(status('joinOrCreate')).toBe('HTTP/1.1 200 OK');
    expect(status('create')).toBe('HTTP/1.1 200 OK');
    expect(status('joinById')).toBe('HTTP/1.1 200 OK');
    expect(status('reconnect')).toBe('HTTP/1.1 200 OK');
    const failures = router.filter((e) => !e.raw.startsWith('HTTP/1.1 200 '));
    expect(failures.map((e) => e.label)).toEqual([
      'refused by onAuth',
      'options not an object',
      'byte order mark',
      'unknown room name',
      'unknown method',
      'join, no room',
      'joinById, no such room',
      'reconnect, no token',
      'reconnect, wrong token',
      'reconnect, no such room',
      'malformed JSON',
      'empty body',
      'text body',
      'query string',
    ]);

    // the router's server never used the direct route; the direct one took every request it should
    expect(router.filter((e) => e.route === 'direct')).toEqual([]);
    expect(Object.fromEntries(direct.map((e) => [e.label, e.route]))).toEqual({
      joinOrCreate: 'direct',
      'refused by onAuth': 'direct',
      'options not an object': 'direct',
      'byte order mark': 'direct',
      'unknown room name': 'direct',
      'unknown method': 'direct',
      'join, no room': 'direct',
      create: 'direct',
      joinById: 'direct',
      'joinById, no such room': 'direct',
      'reconnect, no token': 'direct',
      'reconnect, wrong token': 'direct',
      'reconnect, no such room': 'direct',
      reconnect: 'direct',
      'malformed JSON': 'none',
      'empty body': 'none',
      'text body': 'router',
      'query string': 'router',
    });
  });
});
