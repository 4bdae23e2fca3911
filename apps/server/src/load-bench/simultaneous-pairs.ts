/**
 * `npm run bench:pairs -w apps/server`: of N pairs of players with different ratings who press Play at the same
 * moment (within `--spread-ms`), how many meet each other rather than each getting the bot. Starts the real
 * server (`src/index.ts`) as child processes — one in memory, or with `--processes 2` two on a throw-away
 * redis-server, the pair's players on different processes — and plays `--pairs` trials, one per tournament at a
 * time (three at once). Each pair's rating gap is spread evenly over 110…1,000 points (a gap of 100 or less
 * pairs at once); the bot joins after `--bot-wait-ms`, and the pairing windows keep their place relative to it
 * (`pairingWaitScale`). Prints every pair that did not meet, and the count. It asserts nothing.
 *
 *   npm run bench:pairs -w apps/server -- --pairs 50 --processes 2
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { TOURNAMENT_IDS, type TournamentId } from '@goalguessr/game-core';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';
import { freePort, spawnRedis, spawnServer, type Spawned } from '../testing/child-process';
import { DuelClient, sleep, waitUntil } from '../testing/duel-client';
import { playerWithRating } from '../testing/ladder';

const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '50' },
    processes: { type: 'string', default: '1' },
    'bot-wait-ms': { type: 'string', default: '4000' },
    'spread-ms': { type: 'string', default: '200' },
  },
});
const pairCount = Number(values.pairs);
const processCount = Number(values.processes);
const botWaitMs = Number(values['bot-wait-ms']);
const spreadMs = Number(values['spread-ms']);

interface Trial {
  index: number;
  tournament: TournamentId;
  ratings: [number, number];
}

interface Outcome {
  trial: Trial;
  met: boolean;
  /** what each player got: the other, a bot, or nothing before the deadline */
  got: [string, string];
  pairedAfterMs: number;
}

const processes: Spawned[] = [];
let redisDir = '';
/**
 * The servers keep the players' ratings (issue 27): one SQLite file in a temporary folder, shared by the server
 * processes and this script (which registers each player with its rating before it presses Play).
 */
const ladderDir = mkdtempSync(join(tmpdir(), 'goalguessr-pairs-ladder-'));
const ladderFile = join(ladderDir, 'ladder.sqlite');
let ladder: Database | undefined;

async function startServers(): Promise<string[]> {
  ladder = (await openDatabase({ file: ladderFile })).db;
  const env = {
    BOT_WAIT_MS: String(botWaitMs),
    JOIN_BURST_PER_ADDRESS: '500',
    JOINS_PER_SECOND_PER_ADDRESS: '500',
    MAX_CONNECTIONS_PER_ADDRESS: '500',
    LOG_LEVEL: 'warn',
    DATABASE_FILE: ladderFile,
  };
  if (processCount === 1) {
    const port = await freePort();
    processes.push(await spawnServer({ ...env, PORT: String(port) }));
    return [`ws://127.0.0.1:${port}`];
  }
  redisDir = mkdtempSync(join(tmpdir(), 'goalguessr-pairs-redis-'));
  const redisPort = await freePort();
  processes.push(await spawnRedis(redisPort, redisDir));
  const urls: string[] = [];
  for (let i = 0; i < processCount; i++) {
    const port = await freePort();
    processes.push(
      await spawnServer({
        ...env,
        PORT: String(port),
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        PUBLIC_ADDRESS: `127.0.0.1:${port}`,
      }),
    );
    urls.push(`ws://127.0.0.1:${port}`);
  }
  return urls;
}

/** Who a client ended up with: 'them' (the other of the pair), 'bot', or 'nobody'. */
function opponentOf(client: DuelClient, other: DuelClient): string {
  const players = Object.values(client.state().players);
  if (players.some((p) => p.isBot)) return 'bot';
  return client.room.roomId === other.room.roomId && players.length === 2 ? 'them' : 'nobody';
}

async function play(trial: Trial, urls: string[]): Promise<Outcome> {
  const delays = [0, Math.round(Math.random() * spreadMs)];
  const startedAt = Date.now();
  const [a, b] = await Promise.all(
    trial.ratings.map(async (rating, i) => {
      if (ladder === undefined) throw new Error('the ladder is opened with the servers');
      const identity = await playerWithRating(ladder, trial.tournament, { rating, rd: 80 });
      await sleep(delays[i] ?? 0);
      return DuelClient.join(urls[i % urls.length] as string, {
        tournament: trial.tournament,
        username: `Pair${trial.index}${i === 0 ? 'a' : 'b'}`,
        identity,
      });
    }),
  );
  if (a === undefined || b === undefined) throw new Error('join failed');
  try {
    // a state not decoded yet (just after a move) has no phase
    const paired = (c: DuelClient) => {
      const { phase } = c.state() as { phase?: string };
      return typeof phase === 'string' && phase !== '' && phase !== 'searching';
    };
    await waitUntil(() => paired(a) && paired(b), botWaitMs + 5_000, `pair ${trial.index} paired`).catch(
      () => undefined,
    );
    const got: [string, string] = [opponentOf(a, b), opponentOf(b, a)];
    return { trial, met: got[0] === 'them' && got[1] === 'them', got, pairedAfterMs: Date.now() - startedAt };
  } finally {
    await Promise.all([a.leave().catch(() => {}), b.leave().catch(() => {})]);
  }
}

async function main(): Promise<void> {
  const urls = await startServers();
  const trials: Trial[] = Array.from({ length: pairCount }, (_, index) => {
    const gap = Math.round(110 + ((1_000 - 110) * index) / Math.max(1, pairCount - 1));
    const low = 1_000 + Math.round(Math.random() * 1_000);
    const ratings: [number, number] = index % 2 === 0 ? [low, low + gap] : [low + gap, low];
    return { index, tournament: TOURNAMENT_IDS[index % TOURNAMENT_IDS.length] as TournamentId, ratings };
  });
  console.log(
    `${pairCount} pairs, ${processCount} process(es)${processCount > 1 ? ' on Redis' : ' in memory'}, ` +
      `bot after ${botWaitMs} ms, joins within ${spreadMs} ms, gaps 110–1,000 points; load ${loadavg()[0]?.toFixed(2)}`,
  );
  const outcomes: Outcome[] = [];
  // one trial per tournament at a time: pairs of different tournaments never meet each other
  for (let i = 0; i < trials.length; i += TOURNAMENT_IDS.length) {
    const batch = trials.slice(i, i + TOURNAMENT_IDS.length);
    outcomes.push(...(await Promise.all(batch.map((trial) => play(trial, urls)))));
    // let the rooms of the batch close before the next one joins the same tournaments
    await sleep(300);
  }
  for (const o of outcomes.filter((x) => !x.met)) {
    const gap = Math.abs(o.trial.ratings[0] - o.trial.ratings[1]);
    console.log(
      `  pair ${o.trial.index} (${o.trial.ratings.join(' vs ')}, gap ${gap}): got ${o.got.join(' / ')} after ${o.pairedAfterMs} ms`,
    );
  }
  const met = outcomes.filter((o) => o.met);
  const waits = met.map((o) => o.pairedAfterMs).sort((x, y) => x - y);
  const median = waits[Math.floor(waits.length / 2)] ?? 0;
  console.log(
    `met each other: ${met.length} of ${outcomes.length} (paired after a median ${median} ms); load ${loadavg()[0]?.toFixed(2)}`,
  );
}

try {
  await main();
} finally {
  for (const spawned of processes.splice(0).reverse()) spawned.kill();
  if (redisDir !== '') rmSync(redisDir, { recursive: true, force: true });
  await ladder?.close();
  rmSync(ladderDir, { recursive: true, force: true });
}
