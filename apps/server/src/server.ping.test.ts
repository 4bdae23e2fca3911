import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import { startServer, type RunningServer } from './server';
import { sleep, waitUntil } from './testing/duel-client';
import { RawDuelSocket } from './testing/raw-client';

/** Short for the test (production: Colyseus' 3,000 ms); a socket is cut after 2 unanswered pings. */
const PING_INTERVAL_MS = 900;
const HONEST = 11;

let running: RunningServer;

beforeAll(async () => {
  running = await startServer({
    port: 0,
    questions: fakeQuestionSource(),
    timings: { ...TEST_TIMINGS, botWaitMs: 60_000 },
    pingIntervalMs: PING_INTERVAL_MS,
  });
});
afterAll(async () => {
  await running.close();
});

describe('WebSocket heartbeat (staggered ping sweep)', () => {
  it('pings every socket about once per interval, spread over it, and cuts a socket that never answers', async () => {
    const honest: RawDuelSocket[] = [];
    for (let i = 0; i < HONEST; i++) {
      honest.push(await RawDuelSocket.join(running.port, { tournament: 'legendary', username: `Ping${i}` }));
    }
    const dead = await RawDuelSocket.join(
      running.port,
      { tournament: 'rookie', username: 'Silent' },
      { autoPong: false },
    );
    const pings: { socket: number; atMs: number }[] = [];
    honest.forEach((socket, index) =>
      socket.ws.on('ping', () => pings.push({ socket: index, atMs: Date.now() })),
    );
    const watchedMs = 3 * PING_INTERVAL_MS + 300;
    await sleep(watchedMs);

    // the dead peer is terminated after 2 pings without a pong (the honest ones answer and stay)
    await waitUntil(() => dead.closeCode !== null, 5_000, 'the silent socket cut');
    expect(honest.every((socket) => socket.open)).toBe(true);
    for (let index = 0; index < HONEST; index++) {
      const count = pings.filter((p) => p.socket === index).length;
      // about 3 intervals watched: at least one ping, and not pinged faster than once per interval
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(Math.ceil(watchedMs / PING_INTERVAL_MS) + 1);
    }
    // spread: Colyseus' own sweep pings all sockets in one loop (all within a few ms of each other)
    const times = pings.map((p) => p.atMs).sort((a, b) => a - b);
    const mostWithin10Ms = Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + 10).length));
    expect(mostWithin10Ms).toBeLessThanOrEqual(Math.floor(HONEST / 2));
    for (const socket of honest) socket.close();
  }, 30_000);
});
