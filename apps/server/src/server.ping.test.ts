import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playLeanMatch, type GeneratorLive } from './load-bench/lean-player';
import { Tally } from './load-bench/tally';
import { noWireCounts } from './load-bench/wire-socket';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import type { DuelTimings } from './match/types';
import { startServer, type RunningServer } from './server';
import { joinOptions, sleep, waitUntil } from './testing/duel-client';
import { RawDuelSocket } from './testing/raw-client';

/** Short for the test (production: Colyseus' 3,000 ms); a socket is cut after 2 unanswered pings. */
const PING_INTERVAL_MS = 900;
const HONEST = 11;

/** A server with the short ping interval and no bot within the tests (`timings` over the test timings). */
function startPingServer(timings: Partial<DuelTimings> = {}): Promise<RunningServer> {
  return startServer({
    port: 0,
    questions: fakeQuestionSource(),
    timings: { ...TEST_TIMINGS, botWaitMs: 60_000, ...timings },
    pingIntervalMs: PING_INTERVAL_MS,
  });
}

let running: RunningServer;

beforeAll(async () => {
  running = await startPingServer();
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

describe('WebSocket heartbeat during a match', () => {
  /** rounds long enough for several pings each; the players answer within them */
  const ROUND_MS = 1_500;
  let matchServer: RunningServer;
  beforeAll(async () => {
    matchServer = await startPingServer({ roundDurationMs: ROUND_MS });
  });
  afterAll(async () => {
    await matchServer.close();
  });

  it('sends a ping due soon in the write of a room event, once per interval still', async () => {
    const wire = noWireCounts();
    const tally = new Tally();
    const live: GeneratorLive = { connected: 0, stopping: false };
    const startedAtMs = Date.now();
    const play = (username: string) =>
      playLeanMatch({
        url: matchServer.url,
        joinOptions: joinOptions({ tournament: 'rookie', username }),
        tally,
        live,
        wire,
        answerWindowMs: ROUND_MS,
        habits: { leaveMidMatch: 0, goldenShot: 0, whistle: 0 },
      });
    const [a, b] = await Promise.all([play('PingA'), play('PingB')]);
    const elapsedMs = Date.now() - startedAtMs;
    expect(a.gotResult && b.gotResult).toBe(true);
    // a pong for every ping: no socket was cut, both played to the end
    expect(tally.matchErrors).toBe(0);
    // about once per interval per socket, as the sweep alone pings (one more at most: a ping may ride ahead)
    expect(wire.pings).toBeGreaterThanOrEqual(4);
    expect(wire.pings).toBeLessThanOrEqual(2 * (Math.ceil(elapsedMs / PING_INTERVAL_MS) + 1));
    // most came in one read with an event's frames (not each socket's first, pinged before any visit): 7–11 of
    // 8–12 in quiet runs, 6 of 10 inside the whole suite; the sweep's own pings, each its own write, met an event's
    // frames in one read 1–2 of 8–10 times
    expect(wire.pingsWithData / wire.pings, `${wire.pingsWithData} of ${wire.pings} pings`).toBeGreaterThan(
      0.4,
    );
  }, 30_000);
});
