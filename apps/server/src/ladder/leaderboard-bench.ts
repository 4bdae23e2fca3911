/**
 * `npm run bench:ladder -w apps/server`: how long the leaderboard's queries take with 100,000 rated players in a
 * season, on each database — an embedded SQLite file and a throw-away PostgreSQL cluster (Debian's `postgresql`,
 * as the tests start it). Seeds `--players` players with a season standing each (ratings spread like a real
 * ladder's), then times, `--runs` times each: the top 100 with the board's size (what `GET /api/leaderboard`
 * asks, before its 30 s cache), one player's rank with the players around them (`POST /api/me`), and last
 * season's top 3. Prints p50 / p95 / max per query and database, and the machine's load. It asserts nothing.
 *
 *   npm run bench:ladder -w apps/server -- --players 100000 --runs 200
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createSeededRng, seasonAt, previousSeason } from '@goalguessr/game-core';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';
import { startPostgresCluster, stopPostgresCluster } from '../testing/postgres';
import { Ladder } from './ladder';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
    /** print PostgreSQL's plans of the board's queries */
    explain: { type: 'boolean', default: false },
  },
});
const PLAYERS = Number(values.players);
const RUNS = Number(values.runs);
const NOW = Date.parse('2026-11-25T12:00:00Z');
const SEASON = seasonAt(NOW).id;
const LAST_SEASON = previousSeason(seasonAt(NOW)).id;
/** rows per INSERT statement (SQLite allows 32,766 parameters; 9 per standing) */
const BATCH = 1_000;

function playerId(i: number): string {
  return `p${String(i).padStart(21, '0')}`;
}

/** Seeds the players, their rating in the tournament and this season's standing, in batches of BATCH rows. */
async function seed(db: Database): Promise<void> {
  const rng = createSeededRng(27);
  for (let start = 0; start < PLAYERS; start += BATCH) {
    const count = Math.min(BATCH, PLAYERS - start);
    const players: (string | number | null)[] = [];
    const ratings: (string | number | null)[] = [];
    const standings: (string | number | null)[] = [];
    for (let i = start; i < start + count; i++) {
      const id = playerId(i);
      // roughly normal around 1500 (sum of uniforms), rd by how much they played
      const rating = 1500 + (rng.next() + rng.next() + rng.next() - 1.5) * 600;
      const rd = 45 + rng.next() * 250;
      const games = 1 + Math.floor(rng.next() * 30);
      const wins = Math.floor(games * rng.next());
      players.push(id, 'h', `Plr${i % 10_000_000}`.slice(0, 10), `Plr${i}`.slice(0, 10), NOW, NOW);
      ratings.push(id, 'rookie', rating, rd, 0.06, games, NOW);
      standings.push(SEASON, 'rookie', id, rating, rd, wins, 0, games - wins, NOW);
      if (i % 3 === 0)
        standings.push(LAST_SEASON, 'rookie', id, rating - 20, rd + 10, wins, 0, games - wins, NOW);
    }
    const rows = (n: number, width: number) =>
      Array.from({ length: n }, () => `(${Array<string>(width).fill('?').join(', ')})`).join(', ');
    await db.transaction(async (tx) => {
      await tx.run(
        `INSERT INTO players (id, secret_hash, username, public_name, created_at_ms, last_seen_at_ms) VALUES ${rows(count, 6)}`,
        players,
      );
      await tx.run(
        `INSERT INTO ratings (player_id, tournament, rating, rd, volatility, matches, updated_at_ms) VALUES ${rows(count, 7)}`,
        ratings,
      );
      await tx.run(
        `INSERT INTO season_standings (season, tournament, player_id, rating, rd, wins, draws, losses, updated_at_ms)
         VALUES ${rows(standings.length / 9, 9)}`,
        standings,
      );
    });
  }
  // the planner's statistics, as autovacuum / a long-running database has them
  await db.run(db.dialect === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE');
}

interface Timing {
  p50: number;
  p95: number;
  max: number;
}

async function time(run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 5; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (p: number): number => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
}

/** PostgreSQL's plan (and timing) of the board's two heavy queries: the index they read, or a scan. */
async function explain(db: Database, ladder: Ladder): Promise<void> {
  const middle = await ladder.around(playerId(Math.floor(PLAYERS / 2)), SEASON, 'rookie');
  const rating = (
    await db.get<{ rating: number }>(
      'SELECT rating FROM season_standings WHERE season = ? AND player_id = ?',
      [SEASON, playerId(Math.floor(PLAYERS / 2))],
    )
  )?.rating;
  console.log(`\n  plans (rank of the middle player: ${middle?.me.rank ?? '?'}):`);
  for (const [sql, params] of [
    [
      'EXPLAIN ANALYZE SELECT COUNT(*) FROM season_standings WHERE season = ? AND tournament = ? AND (rating, player_id) > (?, ?)',
      [SEASON, 'rookie', rating ?? 1500, playerId(Math.floor(PLAYERS / 2))],
    ],
    [
      `EXPLAIN ANALYZE SELECT s.player_id FROM season_standings s JOIN players p ON p.id = s.player_id
       WHERE s.season = ? AND s.tournament = ? ORDER BY s.rating DESC, s.player_id DESC LIMIT 100`,
      [SEASON, 'rookie'],
    ],
  ] as const) {
    const rows = await db.all<Record<string, string>>(sql, [...params]);
    for (const row of rows) console.log(`    ${Object.values(row)[0] ?? ''}`);
  }
}

async function bench(name: string, db: Database): Promise<void> {
  const seededAt = performance.now();
  await seed(db);
  const seedS = ((performance.now() - seededAt) / 1000).toFixed(1);
  const ladder = new Ladder(db, () => NOW);
  const top = await ladder.top(SEASON, 'rookie', 100);
  if (top.players !== PLAYERS || top.entries.length !== 100)
    throw new Error(`${name}: the seed did not land`);
  const rng = createSeededRng(3);
  const results: [string, Timing][] = [
    [
      'top 100 + board size (GET /api/leaderboard, uncached)',
      await time(() => ladder.top(SEASON, 'rookie', 100)),
    ],
    [
      'a player’s rank and the 10 around them (POST /api/me)',
      await time(() => ladder.around(playerId(Math.floor(rng.next() * PLAYERS)), SEASON, 'rookie')),
    ],
    ['last season’s top 3', await time(() => ladder.top(LAST_SEASON, 'rookie', 3, false))],
  ];
  if (values.explain === true && db.dialect === 'postgres') await explain(db, ladder);
  console.log(
    `\n${name}: ${PLAYERS.toLocaleString('en')} rated players seeded in ${seedS} s; ${RUNS} runs each`,
  );
  for (const [what, t] of results) {
    console.log(
      `  ${what.padEnd(56)} p50 ${t.p50.toFixed(2)} ms  p95 ${t.p95.toFixed(2)} ms  max ${t.max.toFixed(2)} ms`,
    );
  }
}

const dir = mkdtempSync(join(tmpdir(), 'goalguessr-ladder-bench-'));
// its own temporary folder: the cluster's user must reach it (a folder inside `dir` would sit behind root's 0700)
const pgDir = mkdtempSync(join(tmpdir(), 'goalguessr-ladder-bench-pg-'));
try {
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const sqlite = (await openDatabase({ file: join(dir, 'ladder.sqlite') }, NOW)).db;
  try {
    await bench('SQLite (node:sqlite, file, WAL)', sqlite);
  } finally {
    await sqlite.close();
  }
  const cluster = startPostgresCluster(pgDir);
  const postgres = (await openDatabase({ url: await cluster.createDatabase('bench') }, NOW)).db;
  try {
    await bench('PostgreSQL 15 (pg, Unix socket, fsync off)', postgres);
  } finally {
    await postgres.close();
  }
  console.log(
    `\nload average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  stopPostgresCluster(pgDir);
  rmSync(dir, { recursive: true, force: true });
  rmSync(pgDir, { recursive: true, force: true });
}
