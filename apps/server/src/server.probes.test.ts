import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnRedis, spawnServer, type Spawned } from './testing/child-process';

/**
 * Liveness and readiness of the real entry point (a child process) on a real redis-server, and the warning
 * about an undeclared reverse proxy. Redis is paused with SIGSTOP (its socket stays open and answers nothing,
 * the way a hung or partitioned Redis looks), then resumed.
 */
let redis: Spawned | undefined;
let server: Spawned | undefined;
let redisDir = '';
let origin = '';

beforeAll(async () => {
  redisDir = mkdtempSync(join(tmpdir(), 'goalguessr-probes-'));
  const redisPort = await freePort();
  redis = await spawnRedis(redisPort, redisDir);
  const port = await freePort();
  server = await spawnServer({
    PORT: String(port),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    PUBLIC_ADDRESS: `127.0.0.1:${port}`,
    LOG_FORMAT: 'json',
  });
  origin = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(() => {
  redis?.child.kill('SIGCONT');
  server?.kill();
  redis?.kill();
  if (redisDir !== '') rmSync(redisDir, { recursive: true, force: true });
});

async function probe(path: string): Promise<{ status: number; body: Record<string, unknown>; ms: number }> {
  const startedMs = Date.now();
  const response = await fetch(`${origin}${path}`);
  const body = (await response.json()) as Record<string, unknown>;
  expect(response.headers.get('cache-control')).toBe('no-store');
  return { status: response.status, body, ms: Date.now() - startedMs };
}

describe('probes: /health/live and /health/ready', () => {
  it('are both 200 while Redis answers; /health answers as readiness', async () => {
    expect(await probe('/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await probe('/health/ready')).toMatchObject({ status: 200, body: { status: 'ok', redis: 'ok' } });
    expect(await probe('/health')).toMatchObject({ status: 200, body: { status: 'ok', redis: 'ok' } });
  });

  it('while Redis is paused: ready 503 "unreachable", live still 200 at once; both 200 again once it resumes', async () => {
    redis?.child.kill('SIGSTOP');
    try {
      const ready = await probe('/health/ready');
      expect(ready).toMatchObject({ status: 503, body: { status: 'error', redis: 'unreachable' } });
      expect((await probe('/health')).status).toBe(503);
      const live = await probe('/health/live');
      expect(live).toMatchObject({ status: 200, body: { status: 'ok' } });
      // liveness never waits on Redis (readiness waits up to its 1 s ping timeout)
      expect(live.ms).toBeLessThan(ready.ms);
    } finally {
      redis?.child.kill('SIGCONT');
    }
    await expect.poll(async () => (await probe('/health/ready')).status, { timeout: 10_000 }).toBe(200);
    expect((await probe('/health/live')).status).toBe(200);
  }, 30_000);
});

describe('an undeclared reverse proxy', () => {
  it('gets one warning naming its address and TRUSTED_PROXIES, however many requests it forwards', async () => {
    const text = 'X-Forwarded-For arrived from 127.0.0.1, which is not in TRUSTED_PROXIES';
    // a join without the header: the guard writes the address it counted into X-Forwarded-For for Colyseus,
    // and that is no proxy's doing (it once read as one, on every server's first join)
    const join = await fetch(`${origin}/matchmake/joinOrCreate/duel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    // refused by the room (no protocol version), after the guard has passed it on
    expect(await join.json()).toEqual({ code: 400, error: 'protocol_mismatch' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server?.output()).not.toContain(text);
    for (let i = 0; i < 3; i++) {
      await fetch(`${origin}/health/live`, { headers: { 'X-Forwarded-For': `203.0.113.${i}` } });
    }
    await expect.poll(() => (server?.output() ?? '').split(text).length - 1).toBe(1);
    const line = (server?.output() ?? '').split('\n').find((l) => l.includes(text)) ?? '';
    const parsed = JSON.parse(line) as { level: string; msg: string };
    expect(parsed.level).toBe('warn');
    expect(parsed.msg).toContain('TRUSTED_PROXIES=127.0.0.1');
  });
});
