/**
 * `npm run bench -w apps/server`: how many whole matches per second one process runs with real SDK clients
 * on loopback (timers at zero, the real question generator, clients answering at once), and the heap one
 * waiting duel room costs. Server and clients share this process, so the match rate is a lower bound.
 */
import { matchMaker } from '@colyseus/core';
import { Client } from '@colyseus/sdk';
import { DUEL_ROOM_NAME, type ResultPayload, type RoundStartPayload } from '@goalguessr/protocol';
import { startServer } from './server';
import { joinOptions } from './testing/duel-client';

const MATCHES = Number(process.env.BENCH_MATCHES ?? 200);
const CONCURRENT_MATCHES = Number(process.env.BENCH_CONCURRENCY ?? 20);
const ROOMS_FOR_MEMORY = Number(process.env.BENCH_ROOMS ?? 1_000);

const running = await startServer({
  port: 0,
  timings: {
    botWaitMs: Infinity,
    connectingMs: 0,
    verifyingMs: 0,
    prepareMs: 0,
    revealMs: 0,
    roundDurationMs: 10_000,
  },
  // every bench client answers as fast as it can; the flood limit is not what is measured
  maxMessagesPerSecond: 1_000_000,
  // thousands of clients join from 127.0.0.1: the per-address limits are not what is measured either
  addressLimits: {
    maxConnectionsPerAddress: 1_000_000,
    joinsPerSecondPerAddress: 1_000_000,
    joinBurstPerAddress: 1_000_000,
  },
});

/** One client that answers the first option shown at each card; resolves with its result. */
async function player(name: string): Promise<ResultPayload> {
  const room = await new Client(running.url).joinOrCreate(DUEL_ROOM_NAME, joinOptions({ username: name }));
  room.reconnection.enabled = false;
  return new Promise<ResultPayload>((resolve) => {
    room.onMessage('match:round_start', (start: RoundStartPayload) => {
      room.send('match:answer', { roundIndex: start.roundIndex, optionToken: start.options[0]?.token ?? '' });
    });
    room.onMessage('match:result', (result: ResultPayload) => {
      resolve(result);
      room.leave(true).catch(() => {});
    });
    room.onMessage('*', () => {});
  });
}

async function playMatches(count: number): Promise<number> {
  let next = 0;
  let rounds = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      next += 1;
      const [a] = await Promise.all([player(`BenchA${next % 1000}`), player(`BenchB${next % 1000}`)]);
      rounds += a.rounds.length;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_MATCHES }, worker));
  return rounds;
}

function heapMb(): number {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

await playMatches(CONCURRENT_MATCHES); // warm-up: JIT, question bank
const startedMs = performance.now();
const cpuBefore = process.cpuUsage();
const rounds = await playMatches(MATCHES);
const seconds = (performance.now() - startedMs) / 1000;
// CPU time (server and SDK clients together) holds up better than wall time on a machine shared with other work
const cpuUsed = process.cpuUsage(cpuBefore);
const cpuMsPerMatch = (cpuUsed.user + cpuUsed.system) / 1000 / MATCHES;

const before = heapMb();
for (let i = 0; i < ROOMS_FOR_MEMORY; i++) {
  await matchMaker.createRoom(DUEL_ROOM_NAME, joinOptions({ tournament: 'legendary' }));
}
const perRoomKb = ((heapMb() - before) * 1024) / ROOMS_FOR_MEMORY;

console.log(
  JSON.stringify(
    {
      matches: MATCHES,
      concurrentMatches: CONCURRENT_MATCHES,
      seconds: Number(seconds.toFixed(2)),
      matchesPerSecond: Number((MATCHES / seconds).toFixed(1)),
      roundsPerSecond: Number((rounds / seconds).toFixed(1)),
      cpuMsPerMatch: Number(cpuMsPerMatch.toFixed(2)),
      heapPerWaitingRoomKb: Number(perRoomKb.toFixed(1)),
      gcExposed: typeof globalThis.gc === 'function',
    },
    null,
    2,
  ),
);
await running.close();
process.exit(0);
