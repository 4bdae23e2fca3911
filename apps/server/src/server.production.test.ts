import { PROTOCOL_VERSION } from '@goalguessr/protocol';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRIC } from './production/metrics';
import {
  buildServer,
  freePort,
  spawnBuiltServer,
  startBuiltServer,
  testBuildDir,
  type Spawned,
} from './testing/child-process';
import { DuelClient, waitUntil } from './testing/duel-client';
import { metricValue } from './testing/metrics-text';
import { precompressWebBuild } from './testing/web-build';

/** The production start: `npm run build` output run by plain Node, serving a web build and the matches. */
const INDEX_HTML =
  '<!doctype html><html><head><title>GoalGuessr test build</title></head><body></body></html>';
/** Large enough for the build's precompression (≥ 512 bytes, and it shrinks). */
const ASSET_JS = 'console.log("hashed asset");\n'.repeat(100);

const METRICS_TOKEN = 'metrics-token-0123456789';
let workDir = '';
let buildDir = '';
let entry = '';
let webRoot = '';
let server: Spawned | undefined;
let origin = '';
const clients: DuelClient[] = [];

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'goalguessr-prod-'));
  buildDir = testBuildDir();
  entry = await buildServer(buildDir);
  webRoot = join(workDir, 'web');
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), ASSET_JS);
  writeFileSync(join(webRoot, 'manifest.webmanifest'), '{"name":"GoalGuessr"}');
  writeFileSync(join(webRoot, 'assets', 'late-abc123.css'), 'body { color: red; }\n'.repeat(100));
  // what `npm run build` does after vite: .br/.gz copies beside the text files (index.html is too small)
  await precompressWebBuild(webRoot);
  // a file that gets no copy (as if added after the build): served as it is, never compressed here
  rmSync(join(webRoot, 'assets', 'late-abc123.css.br'));
  rmSync(join(webRoot, 'assets', 'late-abc123.css.gz'));
  const port = await freePort();
  server = await spawnBuiltServer(entry, {
    PORT: String(port),
    WEB_ROOT: webRoot,
    METRICS_TOKEN,
    BOT_WAIT_MS: '60000',
    DUEL_TIMINGS: JSON.stringify({ connectingMs: 20, verifyingMs: 20, prepareMs: 20, revealMs: 20 }),
  });
  origin = `http://127.0.0.1:${port}`;
}, 90_000);

afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.leave().catch(() => {})));
  server?.kill();
  for (const dir of [workDir, buildDir]) if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('production start (built bundle on plain Node, one origin)', () => {
  it('serves the web build: index.html, hashed assets cached for a year, client routes, 404 for missing files', async () => {
    const index = await fetch(`${origin}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toBe(INDEX_HTML);

    const asset = await fetch(`${origin}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe(ASSET_JS);

    // a client-side route (a deep link or a reload on it) gets the app shell
    const route = await fetch(`${origin}/play/rookie`);
    expect(route.status).toBe(200);
    expect(await route.text()).toBe(INDEX_HTML);

    expect((await fetch(`${origin}/assets/missing-file.js`)).status).toBe(404);
  });

  it('every app route opened fresh is the app (the API lives under /api/), with the security headers', async () => {
    // the app's routes (apps/client/src/app/route-table.tsx): /daily was the API's before and showed raw JSON
    for (const path of [
      '/daily',
      '/play',
      '/play/ABCD2345',
      '/game',
      '/shop',
      '/profile',
      '/settings',
      '/privacy',
    ]) {
      const page = await fetch(`${origin}${path}`, { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toBe(INDEX_HTML);
    }
    const api = await fetch(`${origin}/api/daily`);
    expect(api.headers.get('content-type')).toContain('application/json');
    expect(((await api.json()) as { date?: string }).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const path of ['/', '/assets/index-abc123.js', '/daily', '/api/daily', '/health', '/metrics']) {
      const response = await fetch(`${origin}${path}`, { headers: { Origin: 'https://evil.example' } });
      await response.arrayBuffer();
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      // no CORS outside matchmaking and the app API, never with credentials; the API not for this origin
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('answers CORS on matchmaking to its own origin and the native app only, by default', async () => {
    const preflight = async (from: string): Promise<string | null> => {
      const response = await fetch(`${origin}/matchmake/joinOrCreate/duel`, {
        method: 'OPTIONS',
        headers: { Origin: from, 'Access-Control-Request-Method': 'POST' },
      });
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      return response.headers.get('access-control-allow-origin');
    };
    expect(await preflight('capacitor://localhost')).toBe('capacitor://localhost');
    expect(await preflight('https://localhost')).toBe('https://localhost');
    expect(await preflight(origin)).toBe(origin);
    expect(await preflight('https://evil.example')).toBeNull();
  });

  it("sends the build's precompressed brotli or gzip copies, as the client asks, and compresses nothing itself", async () => {
    expect(existsSync(join(webRoot, 'assets', 'index-abc123.js.br'))).toBe(true);
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${origin}/assets/index-abc123.js`, {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(await response.text()).toBe(ASSET_JS); // fetch decodes it again
    }
    const plain = await fetch(`${origin}/assets/index-abc123.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(ASSET_JS);
    // no copy on disk: sent as it is, although the client accepts brotli (no compression on the main thread)
    const late = await fetch(`${origin}/assets/late-abc123.css`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(late.status).toBe(200);
    expect(late.headers.get('content-encoding')).toBeNull();
    expect(late.headers.get('content-type')).toContain('text/css');
  });

  it('never serves a file outside the web build, however the path is encoded', async () => {
    for (const path of [
      '/../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
    ]) {
      const response = await fetch(`${origin}${path}`);
      const body = await response.text();
      expect(body).not.toContain('"dependencies"');
      expect([200, 400, 403, 404]).toContain(response.status);
    }
  });

  it('plays a match over the same origin with the real SDK and counts it in /metrics', async () => {
    // the production client's default match server is the page's own origin: http://host:port
    const a = await DuelClient.join(origin, { tournament: 'legendary', username: 'SameOrig1' });
    clients.push(a);
    const b = await DuelClient.join(origin, { tournament: 'legendary', username: 'SameOrig2' });
    clients.push(b);
    expect(b.room.roomId).toBe(a.room.roomId);
    const round = await a.nth('match:round_start', 0, 15_000);
    expect(round.options).toHaveLength(4);
    a.send('match:answer', { roundIndex: 0, optionToken: round.options[0]?.token });
    b.send('match:answer', { roundIndex: 0, optionToken: round.options[1]?.token });
    await Promise.all([a.nth('match:round_end', 0, 15_000), b.nth('match:round_end', 0, 15_000)]);
    await a.nth('match:round_start', 1, 15_000);
    a.send('match:answer', { roundIndex: 0, optionToken: round.options[3]?.token }); // refused: round 0 is over

    expect((await a.nth('match:error', 0, 15_000)).code).toBe('wrong_round');
    // production: /metrics only with its token
    expect((await fetch(`${origin}/metrics`)).status).toBe(401);
    const scrape = await fetch(`${origin}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const text = await scrape.text();
    expect(metricValue(text, METRIC.players)).toBe(2);
    expect(metricValue(text, METRIC.joins, { tournament: 'legendary' })).toBe(2);
    expect(metricValue(text, `${METRIC.matchmakingWait}_count`, { tournament: 'legendary' })).toBe(1);
    // every well-formed match:answer is timed, the refused third one too
    expect(metricValue(text, `${METRIC.answerLatency}_count`)).toBe(3);
    expect(metricValue(text, METRIC.refusedMessages, { reason: 'wrong_round' })).toBe(1);
    expect(metricValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  }, 60_000);

  it('answers /health and writes its logs as JSON lines', async () => {
    const health = await fetch(`${origin}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', protocolVersion: PROTOCOL_VERSION });
    await waitUntil(() => server !== undefined && server.output().trim().length > 0);
    const lines = (server?.output() ?? '').split('\n').filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const parsed = JSON.parse(line) as { time: string; level: string; msg: string };
      expect(Number.isNaN(Date.parse(parsed.time))).toBe(false);
      expect(['debug', 'info', 'warn', 'error']).toContain(parsed.level);
      expect(typeof parsed.msg).toBe('string');
    }
    expect(lines.some((line) => line.includes('GoalGuessr match server on ws://'))).toBe(true);
  });
});

describe('production start refuses a bad environment', () => {
  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ REDIS_URL: 'localhost' }, /REDIS_URL/],
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, /PUBLIC_ADDRESS is required with REDIS_URL/],
    [{ LOG_FORMAT: 'xml' }, /LOG_FORMAT/],
    [{ WEB_ROOT: '/nonexistent/goalguessr-web' }, /WEB_ROOT .*holds no built web client.*npm run build/],
  ])(
    'exits 1 with the reason for %j',
    async (env, reason) => {
      const spawned = startBuiltServer(entry, { PORT: '0', ...env });
      try {
        expect(await spawned.exited).toBe(1);
        expect(spawned.output()).toMatch(reason);
        expect(spawned.output()).not.toMatch(/GoalGuessr match server on/);
      } finally {
        spawned.kill();
      }
    },
    30_000,
  );
});
