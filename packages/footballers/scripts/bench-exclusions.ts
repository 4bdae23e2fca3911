/**
 * npm run bench:exclusions -w packages/footballers [-- --matches 2000 --runs 5]
 *
 * What a match's questions cost a warm match server, by how much a pair excludes (issue 29: at 10,000 players the
 * draw of a match was ~3 % of the server's busy time, most of it spent on the exclusions). A bank is warmed first
 * (`--warm` matches of every tier: a server's bank has drawn nearly every answer after minutes), then, per tier and
 * per number of excluded entry indices (0, 500, 1,000: two players' recent lists merged, as the server's
 * `excludeIndices`), `--matches` matches with the exclusions drawn at random from the whole dataset (as the load
 * bench's players send them) or from the tier only. Prints µs per match, the median of `--runs` passes (the
 * passes interleaved, so a burst of load elsewhere spreads over all of them). Figures only.
 *
 * tsx runs it with esbuild's `keepNames`, which wraps every closure the bank creates in a call: its figures are
 * higher than the server bundle's (`apps/server/build.mjs`, which the load bench runs). For those, bundle it:
 * `npx esbuild packages/footballers/scripts/bench-exclusions.ts --bundle --platform=node --format=esm
 * --outfile=packages/footballers/dist-bench/bench.mjs && node packages/footballers/dist-bench/bench.mjs`.
 */
import {
  createQuestionBank,
  createSeededRng,
  randomInt,
  TOURNAMENT_IDS,
  type Tier,
} from '@goalguessr/game-core';
import { loadPlayers } from '../src/index';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const MATCHES = arg('matches', 2_000);
const RUNS = arg('runs', 5);
const WARM = arg('warm', 20_000);
const EXCLUDED = [0, 500, 1_000];

const players = loadPlayers();
const bank = createQuestionBank(players);
for (let m = 0; m < WARM; m++) {
  const tier = TOURNAMENT_IDS[m % TOURNAMENT_IDS.length] as Tier;
  bank.generateMatchQuestions({ tier, rng: createSeededRng(m) });
}

/** `count` distinct entry indices out of `from`, in a seeded random order */
function sample(from: readonly number[], count: number, seed: number): number[] {
  const rng = createSeededRng(seed);
  const pool = from.slice();
  const picked: number[] = [];
  while (picked.length < Math.min(count, from.length)) {
    const i = randomInt(rng, pool.length);
    picked.push(pool[i] as number);
    pool[i] = pool[pool.length - 1] as number;
    pool.pop();
  }
  return picked;
}

const everyone = players.map((_, i) => i);
interface Case {
  tier: Tier;
  excluded: number;
  from: 'dataset' | 'tier';
  /** a few exclusion lists, used in turn */
  lists: number[][];
  usPerMatch: number[];
}
const cases: Case[] = [];
for (const tier of TOURNAMENT_IDS)
  for (const excluded of EXCLUDED)
    for (const from of excluded === 0 ? (['dataset'] as const) : (['dataset', 'tier'] as const)) {
      const source = from === 'dataset' ? everyone : everyone.filter((i) => players[i]?.tier === tier);
      const lists = Array.from({ length: 16 }, (_, k) => sample(source, excluded, 1000 * excluded + k));
      cases.push({ tier, excluded, from, lists, usPerMatch: [] });
    }

let checksum = 0;
for (let run = 0; run < RUNS; run++)
  for (const c of cases) {
    const start = performance.now();
    for (let m = 0; m < MATCHES; m++) {
      const questions = bank.generateMatchQuestions({
        tier: c.tier,
        rng: createSeededRng(run * MATCHES + m),
        excludeIndices: c.lists[m % c.lists.length],
      });
      checksum += questions.length;
    }
    c.usPerMatch.push(((performance.now() - start) * 1000) / MATCHES);
  }

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
console.log(
  `${players.length} players, bank warmed by ${WARM} matches; ${MATCHES} matches a case, median of ${RUNS} passes`,
);
console.log('tier        excluded  from       µs/match');
for (const c of cases)
  console.log(
    `${c.tier.padEnd(11)} ${String(c.excluded).padStart(8)}  ${c.from.padEnd(9)} ${median(c.usPerMatch).toFixed(1).padStart(9)}`,
  );
console.log(`(${checksum} questions drawn)`);
