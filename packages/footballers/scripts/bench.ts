/**
 * npm run bench -w packages/footballers
 *
 * Prints the dataset's size (raw and gzip), its load + parse time, the question bank's build time, and how many
 * questions per second the generator makes per tier (first pass over a fresh bank, which fills its distractor
 * cache, and a warm pass), with a realistic exclusion list.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  createQuestionBank,
  createSeededRng,
  QUESTIONS_PER_MATCH,
  RECENT_PLAYERS_LIMIT,
  TOURNAMENT_IDS,
  type Footballer,
} from '@goalguessr/game-core';
import { PLAYERS_JSON_URL } from '../src/index';

const LOAD_RUNS = 20;
const MATCHES_PER_PASS = 5_000;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`;

const raw = readFileSync(PLAYERS_JSON_URL);
const gzip = gzipSync(raw, { level: 9 });

const loadMs: number[] = [];
let players: Footballer[] = [];
for (let i = 0; i < LOAD_RUNS; i++) {
  const start = performance.now();
  players = JSON.parse(readFileSync(PLAYERS_JSON_URL, 'utf8')) as Footballer[];
  loadMs.push(performance.now() - start);
}

const bankStart = performance.now();
const bank = createQuestionBank(players);
const bankMs = performance.now() - bankStart;

console.log(
  `players.json: ${players.length} players, ${kib(raw.length)} raw, ${kib(gzip.length)} gzip (level 9)`,
);
console.log(`load + parse: ${median(loadMs).toFixed(1)} ms (median of ${LOAD_RUNS})`);
console.log(`question bank build: ${bankMs.toFixed(1)} ms`);

for (const tier of TOURNAMENT_IDS) {
  const rates: string[] = [];
  for (const pass of ['first', 'warm'] as const) {
    let recent: string[] = [];
    let questions = 0;
    const start = performance.now();
    for (let m = 0; m < MATCHES_PER_PASS; m++) {
      const match = bank.generateMatchQuestions({ tier, rng: createSeededRng(m), exclude: recent });
      questions += match.length;
      recent = [...recent, ...match.map((q) => q.answerId)].slice(-RECENT_PLAYERS_LIMIT);
    }
    const seconds = (performance.now() - start) / 1000;
    rates.push(`${pass} ${Math.round(questions / seconds).toLocaleString('en-US')} q/s`);
  }
  console.log(
    `questions (${tier}, ${QUESTIONS_PER_MATCH} per match, ${MATCHES_PER_PASS} matches): ${rates.join(', ')}`,
  );
}
