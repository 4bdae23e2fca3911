import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import { LISTEN_BACKLOG, startServer, type RunningServer } from './server';
import { sleep } from './testing/duel-client';

/** More connections at once than Node's default listen backlog (511) lets the kernel queue. */
const BURST = 1_200;

let running: RunningServer;

beforeAll(async () => {
  running = await startServer({ port: 0, questions: fakeQuestionSource(), timings: TEST_TIMINGS });
});
afterAll(async () => {
  await running.close();
});

describe('listen backlog (join bursts)', () => {
  it('queues a burst of connections that arrive before the server can accept them, instead of dropping them', async () => {
    // the kernel caps the backlog at net.core.somaxconn
    const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    const queued = Math.min(BURST, LISTEN_BACKLOG, somaxconn);
    const sockets: Socket[] = [];
    let connected = 0;
    // every connect is issued in one tick, before the server's event loop accepts any: the kernel completes the
    // handshakes into the accept queue, and drops the SYNs beyond it (their retry comes 1 s later)
    for (let i = 0; i < BURST; i++) {
      const socket = connect({ host: '127.0.0.1', port: running.port });
      socket.on('connect', () => (connected += 1));
      socket.on('error', () => {});
      sockets.push(socket);
    }
    await sleep(600);
    const inTime = connected;
    for (const socket of sockets) socket.destroy();
    // Node's default backlog (511) let about 512 through in time; the rest waited for a SYN retry
    expect(inTime).toBeGreaterThanOrEqual(queued);
  }, 20_000);
});
