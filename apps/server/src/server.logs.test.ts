import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnRedis, spawnServer, type Spawned } from './testing/child-process';
import { DuelClient } from './testing/duel-client';

/**
 * The log of a real process (the entry point, in a child process, JSON format, debug level) through its whole
 * life on a password-protected redis-server: start, a match against the bot, /metrics with and without the
 * token, Redis going away, SIGTERM. Every line must be JSON, none may hold a configured secret, the outage
 * must be a few lines, and the exit must not wait on the missing Redis.
 */
const REDIS_PASSWORD = 'redis-Pa55-w0rd-for-logs';
const METRICS_TOKEN = 'metrics-token-for-logs-0123456789';
const SECRETS = [REDIS_PASSWORD, METRICS_TOKEN];

let redis: Spawned | undefined;
let server: Spawned | undefined;
let redisDir = '';
let origin = '';
const clients: DuelClient[] = [];

beforeAll(async () => {
  redisDir = mkdtempSync(join(tmpdir(), 'goalguessr-logs-'));
  const redisPort = await freePort();
  redis = await spawnRedis(redisPort, redisDir, ['--requirepass', REDIS_PASSWORD]);
  const port = await freePort();
  server = await spawnServer({
    PORT: String(port),
    REDIS_URL: `redis://:${REDIS_PASSWORD}@127.0.0.1:${redisPort}`,
    PUBLIC_ADDRESS: `127.0.0.1:${port}`,
    METRICS_TOKEN,
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'debug',
    BOT_WAIT_MS: '100',
    DUEL_TIMINGS: JSON.stringify({
      connectingMs: 20,
      verifyingMs: 20,
      prepareMs: 20,
      revealMs: 20,
      roundDurationMs: 300,
      botAnswerDelayMs: { min: 50, max: 100 },
    }),
  });
  origin = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(() => {
  for (const client of clients.splice(0)) client.drop();
  server?.kill();
  redis?.kill();
  if (redisDir !== '') rmSync(redisDir, { recursive: true, force: true });
});

function lines(): string[] {
  return (server?.output() ?? '').split('\n').filter((line) => line.trim() !== '');
}

function parsed(): { level: string; msg: string; [field: string]: unknown }[] {
  return lines().map((line) => JSON.parse(line) as { level: string; msg: string });
}

describe('the log of a production process', () => {
  it('logs a match start and end with its room, tournament and outcome', async () => {
    const player = await DuelClient.join(origin, { tournament: 'rookie', username: 'LogWatcher' });
    clients.push(player);
    await player.nth('match:result', 0, 20_000);
    await expect
      .poll(() => parsed().filter((l) => l.msg === 'match ended').length, { timeout: 5_000 })
      .toBe(1);
    const started = parsed().find((l) => l.msg === 'match started');
    const ended = parsed().find((l) => l.msg === 'match ended');
    expect(started).toMatchObject({
      level: 'info',
      roomId: player.room.roomId,
      tournament: 'rookie',
      bot: true,
    });
    // the player never answers, so the match may end early (an idle player forfeits): any number of rounds
    expect(ended).toMatchObject({ roomId: player.room.roomId, outcome: 'finished' });
    expect(ended?.roundsPlayed).toBeGreaterThanOrEqual(1);
    expect(ended?.durationMs).toEqual(expect.any(Number));
    expect(JSON.stringify([started, ended])).not.toContain('LogWatcher');
  }, 40_000);

  it('says nothing secret while /metrics is asked with a wrong and the right token', async () => {
    expect((await fetch(`${origin}/metrics`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(
      401,
    );
    const ok = await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(ok.status).toBe(200);
  });

  it('with Redis gone: a few JSON lines, no stack trace outside them, and SIGTERM exits within its bound', async () => {
    redis?.kill();
    await redis?.exited;
    await expect
      .poll(() => lines().some((l) => l.includes('redis unreachable')), { timeout: 10_000 })
      .toBe(true);
    // ioredis retries with a growing delay: let it try for a while (it printed a stack per try before)
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const signalledAtMs = Date.now();
    server?.child.kill('SIGTERM');
    const code = await server?.exited;
    const exitMs = Date.now() - signalledAtMs;
    console.log(`exit ${String(code)} ${exitMs} ms after SIGTERM with Redis gone`);
    if (process.env.LOGS_TEST_PRINT === '1') console.log(lines().slice(-25).join('\n'));
    // the drain has no match to wait for; the shutdown after it is bounded (10 s) instead of waiting on Redis
    expect(exitMs).toBeLessThan(20_000);
    expect(lines().filter((l) => l.includes('unreachable')).length).toBeLessThanOrEqual(8);
  }, 40_000);

  it('wrote every line as JSON and never a configured secret, in any form', () => {
    const all = lines();
    expect(all.length).toBeGreaterThan(5);
    for (const line of all) expect(() => JSON.parse(line) as unknown).not.toThrow();
    const text = all.join('\n');
    for (const secret of SECRETS) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(encodeURIComponent(secret));
    }
    expect(text).toContain('GoalGuessr match server on ws://');
  });
});
