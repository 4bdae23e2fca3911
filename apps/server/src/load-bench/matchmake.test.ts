import { once } from 'node:events';
import { Agent, createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinOptions } from '../testing/duel-client';
import { matchmake } from './lean-player';

/**
 * A matchmaking endpoint that drops a kept-alive connection when a second request comes on it, before answering:
 * what Node's HTTP server does when its idle timeout for the connection fires before it reads a request that
 * arrived meanwhile (a stall of its event loop makes that likely).
 */
let server: Server;
let url: URL;
let requests = 0;
let dropped = 0;

beforeAll(async () => {
  const served = new WeakSet<Socket>();
  server = createServer((req, res) => {
    requests += 1;
    if (served.has(req.socket)) {
      dropped += 1;
      req.socket.destroy();
      return;
    }
    served.add(req.socket);
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ roomId: `room${requests}`, sessionId: `session${requests}`, name: 'duel' }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => {
  server.close();
});

describe('the lean player’s matchmaking request', () => {
  it('is sent again on a new connection when the reused one was closed before any answer, as browsers do', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await matchmake(url, joinOptions({ tournament: 'rookie' }), agent);
      expect(first.roomId).toBe('room1');
      // the kept-alive connection is reused, dropped, and the join goes again on a fresh one
      const second = await matchmake(url, joinOptions({ tournament: 'rookie' }), agent);
      expect(dropped).toBe(1);
      expect(second.roomId).toBe('room3');
    } finally {
      agent.destroy();
    }
  });

  it('gives up after its retries', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await matchmake(url, joinOptions({ tournament: 'rookie' }), agent);
      // no retry left: the dropped connection is the join's error
      await expect(matchmake(url, joinOptions({ tournament: 'rookie' }), agent, 0)).rejects.toMatchObject({
        code: 'ECONNRESET',
      });
    } finally {
      agent.destroy();
    }
  });
});
