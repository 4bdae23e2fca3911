/**
 * `npm run bench:frames`: what the server writes to each player during one match, frame by frame. Starts the
 * server in this process (production timings and question bank, loopback), plays one match between two lean
 * players (lean-player.ts: they answer after 10–60 % of the window and use power-ups as the bench's players
 * do, never leaving), and prints for player A every frame it received in order, grouped by arrival (frames
 * that arrive together came out of one server event, in one socket write), then the counts per kind and per
 * round for both players. The frames sent back (acknowledgement, answers, pongs, leave) are counted too.
 *
 *   npm run bench:frames                      # ~60 s: 15 s answer windows, 5 s reveals, pings every 3 s
 *   npm run bench:frames -- --round-ms 5000   # shorter answer windows (the thinking times scale with it)
 */
import { parseArgs } from 'node:util';
import { ROUND_DURATION_MS } from '@goalguessr/game-core';
import { startServer } from '../server';
import { joinOptions } from '../testing/duel-client';
import { DEFAULT_HABITS } from './habits';
import { playLeanMatch, type LeanMatch } from './lean-player';
import { Tally } from './tally';
import { noWireCounts, type WireCounters } from './wire-socket';

const { values } = parseArgs({
  options: { 'round-ms': { type: 'string', default: String(ROUND_DURATION_MS) } },
});
const roundMs = Number(values['round-ms']);

interface Arrival {
  atMs: number;
  kind: string;
  bytes: number;
}

/** Counters whose `pings` and `sent` increments are noted as they happen (pings never reach onFrame). */
function watchedCounters(arrivals: Arrival[], sent: { count: number }): WireCounters {
  const counters: WireCounters = noWireCounts();
  return new Proxy(counters, {
    set(target, key: keyof WireCounters, value: number) {
      if (key === 'pings' && value > target.pings) {
        arrivals.push({ atMs: performance.now(), kind: 'ws:ping', bytes: 2 });
      }
      if (key === 'sent') sent.count += value - target.sent;
      target[key] = value;
      return true;
    },
  });
}

const running = await startServer({
  port: 0,
  timings: { roundDurationMs: roundMs, botWaitMs: 60_000 },
  logger: { ...console, info: () => {}, debug: () => {} },
});
const startedAt = performance.now();
const players = ['A', 'B'].map((name) => {
  const arrivals: Arrival[] = [];
  const sent = { count: 0 };
  const match = playLeanMatch({
    url: running.url,
    joinOptions: joinOptions({ tournament: 'champions', username: `Seq${name}` }),
    tally: new Tally(),
    live: { connected: 0, stopping: false },
    wire: watchedCounters(arrivals, sent),
    answerWindowMs: roundMs,
    habits: { ...DEFAULT_HABITS, leaveMidMatch: 0 },
    onFrame: (kind, frame) => arrivals.push({ atMs: performance.now(), kind, bytes: frame.byteLength }),
  });
  return { name, arrivals, sent, match };
});
const matches: LeanMatch[] = await Promise.all(players.map((p) => p.match));
await running.close();

/** Frames that arrived within 1 ms of each other: one server event, one socket write. */
function groups(arrivals: readonly Arrival[]): Arrival[][] {
  const out: Arrival[][] = [];
  for (const arrival of arrivals) {
    const last = out.at(-1);
    const previous = last?.at(-1);
    if (last !== undefined && previous !== undefined && arrival.atMs - previous.atMs < 1) last.push(arrival);
    else out.push([arrival]);
  }
  return out;
}

const [a] = players;
if (a !== undefined) {
  console.log(`player A, frames received (time since start, s: kinds of one arrival, bytes of payload)`);
  for (const group of groups(a.arrivals)) {
    const first = group[0];
    if (first === undefined) continue;
    const at = ((first.atMs - startedAt) / 1000).toFixed(2).padStart(6);
    const bytes = group.reduce((sum, g) => sum + g.bytes, 0);
    console.log(`${at}  ${group.map((g) => g.kind).join(' + ')}  (${bytes} B)`);
  }
}
const rounds = Math.max(1, ...matches.map((m) => m.answerResults.length));
for (const [index, player] of players.entries()) {
  const counts: Record<string, number> = {};
  for (const arrival of player.arrivals) counts[arrival.kind] = (counts[arrival.kind] ?? 0) + 1;
  const total = player.arrivals.length;
  const arrivalsCount = groups(player.arrivals).length;
  console.log(
    `\nplayer ${player.name} (${matches[index]?.gotResult === true ? 'got its result' : 'no result'}, ${rounds} rounds): ` +
      `${total} frames received in ${arrivalsCount} arrivals, ${player.sent.count} frames sent; per round ` +
      `${(total / rounds).toFixed(1)} frames in ${(arrivalsCount / rounds).toFixed(1)} arrivals`,
  );
  console.log(
    '  ' +
      Object.entries(counts)
        .sort(([, x], [, y]) => y - x)
        .map(([kind, n]) => `${kind} ${n} (${(n / rounds).toFixed(1)}/round)`)
        .join(', '),
  );
}
process.exit(0);
