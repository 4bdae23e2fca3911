import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FriendCodePayload } from '@goalguessr/protocol';
import { METRIC } from './production/metrics';
import { freePort, spawnRedis, spawnServer, type Spawned } from './testing/child-process';
import { DuelClient, sleep } from './testing/duel-client';
import { metricValue } from './testing/metrics-text';

/**
 * A Redis outage of more than 30 s with rooms on two processes (the real entry point, in child processes): a
 * running duel, a lone searcher and a friend host waiting. No process stops, the duel plays to its result,
 * nobody waiting is dropped, new joins are refused clearly and at once while Redis is away (and `/health`
 * says so), and after Redis comes back (empty, as a restarted Redis without persistence is) new joins work
 * again — across processes, into the rooms that waited through the outage too.
 */
const OUTAGE_MS = 32_000;
const THINK_MS = 4_500;
const processes: Spawned[] = [];
const clients: DuelClient[] = [];
let redis: Spawned | undefined;
let redisDir = '';

afterAll(() => {
  for (const client of clients.splice(0)) client.drop();
  for (const spawned of processes.splice(0)) spawned.kill();
  redis?.kill();
  if (redisDir !== '') rmSync(redisDir, { recursive: true, force: true });
});

async function health(port: number): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:${port}/health`);
  return { status: response.status, body: await response.json() };
}

async function roomsOn(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${METRIC.rooms}{`))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

async function joinAs(
  port: number,
  username: string,
  tournament: 'rookie' | 'legendary',
): Promise<DuelClient> {
  const client = await DuelClient.join(`ws://127.0.0.1:${port}`, { tournament, username });
  clients.push(client);
  return client;
}

/** A join while Redis is away: refused with `server_unavailable`, within a few seconds (never left hanging). */
async function expectRefusedQuickly(port: number): Promise<number> {
  const startedAt = Date.now();
  const joining = DuelClient.join(`ws://127.0.0.1:${port}`, { tournament: 'rookie', username: 'Newcomer' });
  await expect(joining).rejects.toThrow(/^server_unavailable/);
  const tookMs = Date.now() - startedAt;
  expect(tookMs).toBeLessThan(3_000);
  return tookMs;
}

function alive(spawned: Spawned): boolean {
  return spawned.child.exitCode === null && spawned.child.signalCode === null;
}

describe('a Redis outage of more than 30 s', () => {
  it('stops no process: the duel finishes, waiting players stay, joins are refused and work again after', async () => {
    redisDir = mkdtempSync(join(tmpdir(), 'goalguessr-redis-outage-'));
    const redisPort = await freePort();
    redis = await spawnRedis(redisPort, redisDir);
    const ports = [await freePort(), await freePort()] as const;
    for (const port of ports) {
      processes.push(
        await spawnServer({
          PORT: String(port),
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          PUBLIC_ADDRESS: `127.0.0.1:${port}`,
          BOT_WAIT_MS: '600000',
          DUEL_TIMINGS: JSON.stringify({
            connectingMs: 20,
            verifyingMs: 20,
            prepareMs: 20,
            revealMs: 100,
            roundDurationMs: 10_000,
          }),
        }),
      );
    }
    const [portA, portB] = ports;

    // a duel under way, a lone searcher and a friend host waiting, spread over both processes
    const alice = await joinAs(portA, 'Alice', 'rookie');
    const bobby = await joinAs(portA, 'Bobby', 'rookie');
    expect(bobby.room.roomId).toBe(alice.room.roomId);
    await Promise.all([alice.nth('match:round_start', 0, 10_000), bobby.nth('match:round_start', 0, 10_000)]);
    const loner = await joinAs(portB, 'Loner', 'legendary');
    const host = await DuelClient.hostFriendDuel(`ws://127.0.0.1:${portB}`, { tournament: 'rookie' });
    clients.push(host);
    const code: FriendCodePayload = await host.nth('friend:code', 0);
    expect(await roomsOn(portA)).toBeGreaterThanOrEqual(1);
    expect(await roomsOn(portB)).toBeGreaterThanOrEqual(1);

    redis.kill();
    await redis.exited;
    const outageStartedAt = Date.now();

    // the duel plays on in memory, slowly enough to span most of the outage
    const duel = (async () => {
      for (let round = 0; round < 5; round++) {
        const next = await Promise.race([
          Promise.all([
            alice.nth('match:round_start', round, 15_000),
            bobby.nth('match:round_start', round, 15_000),
          ]).then(() => true),
          alice.nth('match:result', 0, 15_000).then(() => false),
        ]);
        if (!next) break;
        await sleep(THINK_MS);
        // the real question bank: the first and the last option shown (one of them may be right)
        alice.send('match:answer', {
          roundIndex: round,
          optionToken: alice.roundStart(round).options[0]?.token,
        });
        bobby.send('match:answer', {
          roundIndex: round,
          optionToken: bobby.roundStart(round).options[3]?.token,
        });
        await alice.nth('match:round_end', round, 15_000);
      }
      return Promise.all([alice.nth('match:result', 0, 15_000), bobby.nth('match:result', 0, 15_000)]);
    })();

    // readiness says Redis is away; a join is refused at once, early in the outage and after ioredis gave up
    await expect.poll(async () => (await health(portA)).status, { timeout: 5_000 }).toBe(503);
    expect((await health(portB)).body).toMatchObject({ redis: 'unreachable' });
    expect(metricValue(await (await fetch(`http://127.0.0.1:${portB}/metrics`)).text(), METRIC.redisUp)).toBe(
      0,
    );
    const refusals: number[] = [await expectRefusedQuickly(portA), await expectRefusedQuickly(portB)];
    await sleep(Math.max(0, outageStartedAt + 15_000 - Date.now()));
    refusals.push(await expectRefusedQuickly(portB), await expectRefusedQuickly(portA));

    const [resultA, resultB] = await duel;
    const mirrored = { win: 'lose', lose: 'win', draw: 'draw' } as const;
    expect(resultB.outcome).toBe(mirrored[resultA.outcome]);
    expect(resultA.rounds.length).toBeGreaterThanOrEqual(3);
    await sleep(Math.max(0, outageStartedAt + OUTAGE_MS - Date.now()));
    refusals.push(await expectRefusedQuickly(portA));
    const outageMs = Date.now() - outageStartedAt;
    expect(processes.every(alive)).toBe(true);
    for (const waiting of [loner, host]) {
      expect(waiting.leftWithCode).toBeNull();
      expect(waiting.all('match:void')).toEqual([]);
    }
    expect(alice.all('match:void')).toEqual([]);

    // Redis is back (empty): readiness, then joins on both processes, into the rooms that waited too
    redis = await spawnRedis(redisPort, redisDir);
    const backAt = Date.now();
    for (const port of ports) {
      await expect.poll(async () => (await health(port)).status, { timeout: 15_000 }).toBe(200);
    }
    const readyAfterMs = Date.now() - backAt;
    expect(metricValue(await (await fetch(`http://127.0.0.1:${portA}/metrics`)).text(), METRIC.redisUp)).toBe(
      1,
    );
    const carla = await joinAs(portA, 'Carla', 'rookie');
    const dario = await joinAs(portB, 'Dario', 'rookie');
    expect(dario.room.roomId).toBe(carla.room.roomId);
    const newcomer = await joinAs(portA, 'Newbie', 'legendary');
    expect(newcomer.room.roomId).toBe(loner.room.roomId);
    await loner.nth('match:round_start', 0, 10_000);
    const found = await fetch(`http://127.0.0.1:${portA}/api/friend/${code.code}`);
    expect(found.status).toBe(200);
    // the code written back still names its host
    expect(await found.json()).toMatchObject({ roomId: host.room.roomId, hostName: 'Tester' });
    const friend = await DuelClient.joinById(`ws://127.0.0.1:${portA}`, host.room.roomId, {
      tournament: 'rookie',
      username: 'Friend',
      friendCode: code.code,
    });
    clients.push(friend);
    await host.nth('match:round_start', 0, 10_000);
    expect(processes.every(alive)).toBe(true);
    console.info(
      `redis outage: ${Math.round(outageMs / 1000)} s survived with rooms on 2 processes (duel finished ` +
        `${resultA.outcome}/${resultB.outcome}, lone searcher and friend host kept); joins refused in ` +
        `${Math.max(...refusals)} ms at most; ready ${readyAfterMs} ms after Redis returned`,
    );
  }, 120_000);
});
