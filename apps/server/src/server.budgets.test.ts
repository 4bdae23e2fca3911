import { mkdtempSync, readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DUEL_ROOM_NAME, type ReportResultPayload } from '@goalguessr/protocol';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import { METRIC } from './production/metrics';
import { startServer, type RunningServer } from './server';
import { DuelClient, collectingLogger, joinOptions } from './testing/duel-client';
import { metricValue } from './testing/metrics-text';
import { httpPost } from './testing/raw-client';
import { SkipClock } from './testing/skip-clock';

/**
 * Budgets no vandal can use up, and reports never lost silently. The server listens on both IPv4 and IPv6
 * loopback, so players on 127.0.0.1 and on ::1 are two addresses; HTTP requests come through a trusted proxy
 * (127.0.0.1) and name their client in X-Forwarded-For: one attacker holding a whole IPv6 /64 (2^64 addresses)
 * is one address here. The reports file is a symbolic link the tests point at a full disk (`/dev/full`).
 */
let running: RunningServer;
const serverLog = collectingLogger();
const clock = new SkipClock();
const LOOKUPS = 10;
const JOIN_BURST = 5;
const MISSES = 40;
/** a one-minute look-up window here (10 min in production): a new one comes without the codes expiring */
const LOOKUP_WINDOW_MS = 60_000;
const REPORTS_PER_ADDRESS = 3;
const REPORTS_PER_PROCESS = 5;
const reportsDir = mkdtempSync(join(tmpdir(), 'gg-budget-reports-'));
const reportsFile = join(reportsDir, 'card-reports.jsonl');
const clients: DuelClient[] = [];

beforeAll(async () => {
  writeFileSync(join(reportsDir, 'disk.jsonl'), '');
  symlinkSync(join(reportsDir, 'disk.jsonl'), reportsFile);
  running = await startServer({
    port: 0,
    host: '::',
    clock,
    questions: fakeQuestionSource(),
    timings: { ...TEST_TIMINGS, botWaitMs: 60_000 },
    trustedProxies: ['127.0.0.1'],
    addressLimits: { joinBurstPerAddress: JOIN_BURST, joinsPerSecondPerAddress: 0.01 },
    friends: { lookupsPerWindow: LOOKUPS, missesPerWindow: MISSES, lookupWindowMs: LOOKUP_WINDOW_MS },
    reportsFile,
    reportLimits: { perMinutePerAddress: REPORTS_PER_ADDRESS, perMinute: REPORTS_PER_PROCESS },
    logger: serverLog,
  });
});

afterEach(() => {
  for (const client of clients.splice(0)) client.drop();
});

afterAll(async () => {
  await running.close();
});

async function lookup(code: string, address: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${running.port}/api/friend/${code}`, {
    headers: { 'x-forwarded-for': address },
  });
  await response.arrayBuffer();
  return response.status;
}

/** A well-formed code nobody holds (the alphabet has no 0, 1, O or I). */
function guess(n: number): string {
  return `ZZ${n
    .toString(32)
    .toUpperCase()
    .replace(/[01OI]/g, 'Z')
    .padStart(6, 'Z')}`;
}

describe('IPv6 is counted by its /64 for every per-address limit, also behind a trusted proxy', () => {
  it('friend-code look-ups: 30 addresses of one /64 share one allowance of 10; another /64 has its own', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push(await lookup(guess(i), `2001:db8:64:1::${(i + 1).toString(16)}`));
    expect(statuses.slice(0, LOOKUPS)).toEqual(Array<number>(LOOKUPS).fill(404));
    expect(statuses.slice(LOOKUPS)).toEqual(Array<number>(30 - LOOKUPS).fill(429));
    expect(await lookup(guess(99), '2001:db8:64:2::1')).toBe(404);
    expect(serverLog.lines.some((line) => line.includes('2001:db8:64:1::/64'))).toBe(true);
  });

  it('joins: distinct addresses of one /64 share one burst; another /64 still joins', async () => {
    const path = `/matchmake/joinOrCreate/${DUEL_ROOM_NAME}`;
    const statuses: number[] = [];
    for (let i = 0; i < JOIN_BURST + 3; i++) {
      const answer = await httpPost(running.port, path, joinOptions({ username: `Vandal${i}` }), {
        headers: { 'x-forwarded-for': `2001:db8:64:3:${i.toString(16)}::9` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, JOIN_BURST)).toEqual(Array<number>(JOIN_BURST).fill(200));
    expect(statuses.slice(JOIN_BURST)).toEqual([429, 429, 429]);
    const neighbour = await httpPost(running.port, path, joinOptions({ username: 'Honest' }), {
      headers: { 'x-forwarded-for': '2001:db8:64:4::9' },
    });
    expect(neighbour.status).toBe(200);
  });
});

/** Two players on two addresses (IPv4 and IPv6 loopback) play a whole match: both right every round (5 rounds). */
async function finishedMatch(): Promise<[DuelClient, DuelClient]> {
  const a = await DuelClient.join(`ws://127.0.0.1:${running.port}`, { username: 'OnIPv4' });
  const b = await DuelClient.join(`ws://[::1]:${running.port}`, { username: 'OnIPv6' });
  clients.push(a, b);
  expect(b.room.roomId).toBe(a.room.roomId);
  for (let round = 0; round < 5; round++) {
    await Promise.all([a.nth('match:round_start', round), b.nth('match:round_start', round)]);
    a.answer(round, true);
    b.answer(round, true);
    await a.nth('match:round_end', round);
  }
  await Promise.all([a.nth('match:result', 0), b.nth('match:result', 0)]);
  return [a, b];
}

/** Reports each round in turn; the replies in order. */
async function reportRounds(player: DuelClient, rounds: readonly number[]): Promise<string[]> {
  const verdicts: string[] = [];
  for (const roundIndex of rounds) {
    const before = player.all('match:report_result').length;
    player.send('match:report', { roundIndex });
    const reply: ReportResultPayload = await player.nth('match:report_result', before);
    verdicts.push(reply.ok ? 'ok' : reply.reason);
  }
  return verdicts;
}

function reportLines(): string[] {
  return readFileSync(reportsFile, 'utf8')
    .trim()
    .split('\n')
    .filter((line) => line !== '');
}

describe('card reports', () => {
  it("one address has its own quota under the process budget: it cannot use up everyone else's", async () => {
    // a new minute for the budgets
    clock.skip(60_000);
    const [a, b] = await finishedMatch();
    expect(await reportRounds(a, [0, 1, 2, 3, 4])).toEqual([
      'ok',
      'ok',
      'ok',
      'too_many_reports',
      'too_many_reports',
    ]);
    // the other address still reports, until the process's budget (5 a minute here) is used up
    expect(await reportRounds(b, [0, 1, 2])).toEqual(['ok', 'ok', 'too_many_reports']);
    expect(reportLines()).toHaveLength(REPORTS_PER_PROCESS);
    // refused, so not kept: asked again it is still "too many", never "already reported" (which the app shows as sent)
    expect(await reportRounds(a, [3])).toEqual(['too_many_reports']);
  });

  it('a full disk: the report is refused (not_saved), never ok; once the file is moved away it is taken again', async () => {
    clock.skip(60_000);
    const [a] = await finishedMatch();
    unlinkSync(reportsFile);
    symlinkSync('/dev/full', reportsFile);
    expect(await reportRounds(a, [0, 1])).toEqual(['not_saved', 'not_saved']);
    expect(serverLog.lines.filter((line) => line.includes('reports file could not be written'))).toHaveLength(
      1,
    );
    expect(serverLog.lines.find((line) => line.includes('reports file could not be written'))).toMatch(
      /ENOSPC/,
    );
    // an editor moves the full file away: the same round can be reported now, and is written
    unlinkSync(reportsFile);
    expect(await reportRounds(a, [0])).toEqual(['ok']);
    expect(reportLines().map((line) => (JSON.parse(line) as { reporter: string }).reporter)).toEqual([
      a.sessionId,
    ]);
  });
});

describe('a server-wide budget of friend-code misses', () => {
  it('trips after 40 misses from many addresses: every look-up is refused, with a log line and a metric', async () => {
    // a fresh look-up window
    clock.skip(LOOKUP_WINDOW_MS);
    const host = await DuelClient.hostFriendDuel(`ws://127.0.0.1:${running.port}`, { tournament: 'rookie' });
    clients.push(host);
    const { code } = await host.nth('friend:code', 0);
    const statuses: number[] = [];
    // 8 addresses of 8 different /64s, each within its own allowance of 10
    for (let i = 0; i < MISSES + 8; i++) {
      statuses.push(await lookup(guess(1_000 + i), `2001:db8:${(i % 8) + 10}::1`));
    }
    expect(statuses.slice(0, MISSES)).toEqual(Array<number>(MISSES).fill(404));
    expect(statuses.slice(MISSES)).toEqual(Array<number>(8).fill(429));
    // the real code too, from an address that never guessed
    expect(await lookup(code, '198.51.100.7')).toBe(429);
    const tripped = serverLog.lines.filter((line) => line.includes('look-ups of codes nobody holds'));
    expect(tripped).toHaveLength(1);
    const scrape = await (await fetch(`http://127.0.0.1:${running.port}/metrics`)).text();
    expect(metricValue(scrape, METRIC.friendMissBudgetTrips)).toBe(1);
    // the next window, friends find codes again
    clock.skip(LOOKUP_WINDOW_MS);
    expect(await lookup(code, '198.51.100.7')).toBe(200);
  });
});
