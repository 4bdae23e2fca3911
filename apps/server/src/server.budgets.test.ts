import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUEL_ROOM_NAME } from '@goalguessr/protocol';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import { startServer, type RunningServer } from './server';
import { collectingLogger, joinOptions } from './testing/duel-client';
import { httpPost } from './testing/raw-client';

/**
 * Budgets no vandal can use up. The server sits behind a trusted proxy (127.0.0.1), so each request names its
 * client in X-Forwarded-For: one attacker holding a whole IPv6 /64 (2^64 addresses) is one address here.
 */
let running: RunningServer;
const serverLog = collectingLogger();
const LOOKUPS = 10;
const JOIN_BURST = 5;

beforeAll(async () => {
  running = await startServer({
    port: 0,
    questions: fakeQuestionSource(),
    timings: { ...TEST_TIMINGS, botWaitMs: 60_000 },
    trustedProxies: ['127.0.0.1'],
    addressLimits: { joinBurstPerAddress: JOIN_BURST, joinsPerSecondPerAddress: 0.01 },
    friends: { lookupsPerWindow: LOOKUPS },
    logger: serverLog,
  });
});

afterAll(async () => {
  await running.close();
});

async function lookup(code: string, address: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${running.port}/friend/${code}`, {
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
