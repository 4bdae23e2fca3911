/**
 * npm run bench:questions -w packages/footballers [-- --matches 6000 --runs 3]
 *
 * The question bank's cost on the real dataset (issue 29: question generation was the biggest share of a fresh
 * server's CPU at 10,000 players): the index build, then `--matches` matches round-robin over the tiers (each
 * tier's recent answers excluded, as a regular player's are) on a fresh bank, whose candidate cache fills as
 * answers are first drawn ("cold"), then the same matches again ("warm"). Per run of `--runs`, each on a fresh
 * bank; prints the median and the slowest cold match. Then what the cache costs the garbage collector: a full
 * collection's time and the heap, on a fresh bank and once `--fill` matches have drawn (nearly) every answer, as a
 * match server's bank is after minutes at 10,000 players (each full collection marks the whole cache again).
 * Figures only: the machine's load decides how they read.
 */
import {
  createQuestionBank,
  createSeededRng,
  RECENT_PLAYERS_LIMIT,
  TOURNAMENT_IDS,
  type QuestionBank,
  type Tier,
} from '@goalguessr/game-core';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadPlayers } from '../src/index';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const MATCHES = arg('matches', 6_000);
const RUNS = arg('runs', 3);
const FILL = arg('fill', 40_000);

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** `MATCHES` matches round-robin over the tiers; the ms of each. */
function pass(bank: QuestionBank): number[] {
  const recent = new Map<Tier, string[]>(TOURNAMENT_IDS.map((tier) => [tier, []]));
  const matchMs: number[] = [];
  for (let m = 0; m < MATCHES; m++) {
    const tier = TOURNAMENT_IDS[m % TOURNAMENT_IDS.length] ?? 'legendary';
    const start = performance.now();
    const match = bank.generateMatchQuestions({ tier, rng: createSeededRng(m), exclude: recent.get(tier) });
    matchMs.push(performance.now() - start);
    recent.set(
      tier,
      [...(recent.get(tier) ?? []), ...match.map((q) => q.answerId)].slice(-RECENT_PLAYERS_LIMIT),
    );
  }
  return matchMs;
}

const players = loadPlayers();
// the collector's figures first, on a heap with nothing but this bank
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const kept = createQuestionBank(players);
const fresh = fullCollection();
const sum = (values: readonly number[]): number => values.reduce((x, y) => x + y, 0);
const buildMs: number[] = [];
const coldMs: number[] = [];
const coldMaxMs: number[] = [];
const warmMs: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  const bank = createQuestionBank(players);
  buildMs.push(performance.now() - start);
  const cold = pass(bank);
  coldMs.push(sum(cold) / MATCHES);
  coldMaxMs.push(Math.max(...cold));
  warmMs.push(sum(pass(bank)) / MATCHES);
}
console.log(`${players.length} players, ${MATCHES} matches round-robin over ${TOURNAMENT_IDS.join(', ')}`);
console.log(`median of ${RUNS} fresh banks:`);
console.log(`  index build        ${median(buildMs).toFixed(1)} ms`);
console.log(
  `  cold, per match    ${median(coldMs).toFixed(3)} ms (slowest match ${median(coldMaxMs).toFixed(1)} ms)`,
);
console.log(`  warm, per match    ${median(warmMs).toFixed(3)} ms`);

/** the median ms of a full collection (of 5), and the heap used after it */
function fullCollection(): { ms: number; heapMiB: number; offHeapMiB: number } {
  collect();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    collect();
    times.push(performance.now() - start);
  }
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { ms: median(times), heapMiB: heapUsed / 2 ** 20, offHeapMiB: arrayBuffers / 2 ** 20 };
}
const show = ({ ms, heapMiB, offHeapMiB }: ReturnType<typeof fullCollection>): string =>
  `${ms.toFixed(1)} ms, heap ${heapMiB.toFixed(0)} MiB (typed arrays ${offHeapMiB.toFixed(0)} MiB)`;
const drawn = new Set<string>();
for (let m = 0; m < FILL; m++) {
  const tier = TOURNAMENT_IDS[m % TOURNAMENT_IDS.length] ?? 'legendary';
  for (const q of kept.generateMatchQuestions({ tier, rng: createSeededRng(m) })) drawn.add(q.answerId);
}
const filled = fullCollection();
console.log('a full garbage collection (median of 5):');
console.log(`  fresh bank         ${show(fresh)}`);
console.log(`  after ${FILL} matches (${drawn.size} of ${kept.size} answers drawn): ${show(filled)}`);
