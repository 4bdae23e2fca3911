import { PROTOCOL_VERSION } from '@goalguessr/protocol';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRIC } from './production/metrics';
import {
  buildServer,
  freePort,
  spawnBuiltServer,
  spawnRedis,
  testBuildDir,
  type Spawned,
} from './testing/child-process';
import { DuelClient, sleep } from './testing/duel-client';
import { metricValue } from './testing/metrics-text';

/** Two production processes (the built bundle on plain Node) sharing a real redis-server. */
const METRICS_TOKEN = 'metrics-token-0123456789';
let redis: Spawned | undefined;
const servers: Spawned[] = [];
const clients: DuelClient[] = [];
const origins: string[] = [];
let redisDir = '';
let buildDir = '';

beforeAll(async () => {
  redisDir = mkdtempSync(join(tmpdir(), 'goalguessr-prod-redis-'));
  buildDir = testBuildDir();
  const entry = await buildServer(buildDir);
  const redisPort = await freePort();
  // No skip: without redis-server this throws and the test fails with the reason (CI installs it).
  redis = await spawnRedis(redisPort, redisDir);
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    origins.push(`http://127.0.0.1:${port}`);
    servers.push(
      await spawnBuiltServer(entry, {
        PORT: String(port),
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        PUBLIC_ADDRESS: `127.0.0.1:${port}`,
        BOT_WAIT_MS: '60000',
        METRICS_TOKEN,
        DUEL_TIMINGS: JSON.stringify({ connectingMs: 20, verifyingMs: 20, prepareMs: 20, revealMs: 20 }),
      }),
    );
  }
}, 90_000);

afterAll(() => {
  // Redis is gone by now (last test): a consented leave would wait for it, so just drop the sockets
  for (const client of clients.splice(0)) client.drop();
  for (const spawned of servers.splice(0)) spawned.kill();
  redis?.kill();
  for (const dir of [redisDir, buildDir]) if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('two production processes on Redis', () => {
  it('report Redis in /health while it answers', async () => {
    for (const origin of origins) {
      const response = await fetch(`${origin}/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', protocolVersion: PROTOCOL_VERSION, redis: 'ok' });
    }
  });

  it('pair players connected to different processes into one room, each process counting its own', async () => {
    const [originA, originB] = origins as [string, string];
    const a = await DuelClient.join(originA, { tournament: 'rookie', username: 'ProcOne' });
    clients.push(a);
    const b = await DuelClient.join(originB, { tournament: 'rookie', username: 'ProcTwo' });
    clients.push(b);
    expect(b.room.roomId).toBe(a.room.roomId);
    const [roundA, roundB] = await Promise.all([
      a.nth('match:round_start', 0, 15_000),
      b.nth('match:round_start', 0, 15_000),
    ]);
    expect(roundB.options).toEqual(roundA.options);
    // the room lives on one process: that one counts both joins and the pairing, the other none
    const authorization = { Authorization: `Bearer ${METRICS_TOKEN}` };
    const texts = await Promise.all(
      origins.map(async (o) => (await fetch(`${o}/metrics`, { headers: authorization })).text()),
    );
    const joins = texts.map((t) => metricValue(t, METRIC.joins, { tournament: 'rookie' }) ?? 0);
    expect(joins.sort()).toEqual([0, 2]);
    const pairings = texts.map(
      (t) => metricValue(t, `${METRIC.matchmakingWait}_count`, { tournament: 'rookie' }) ?? 0,
    );
    expect(pairings.sort()).toEqual([0, 1]);
  }, 60_000);

  it('answer 503 "unreachable" from /health once Redis is gone', async () => {
    redis?.kill();
    await redis?.exited;
    for (const origin of origins) {
      let response = await fetch(`${origin}/health`);
      for (let tries = 0; response.status !== 503 && tries < 20; tries++) {
        await sleep(250);
        response = await fetch(`${origin}/health`);
      }
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'error',
        protocolVersion: PROTOCOL_VERSION,
        redis: 'unreachable',
      });
    }
  }, 30_000);
});
