import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, freePort, spawnBuiltServer, testBuildDir, type Spawned } from './testing/child-process';
import { DuelClient, waitUntil } from './testing/duel-client';

/**
 * The production entry checks the Node.js version before anything loads (build.mjs): Colyseus' reconnection
 * check reads the global `WebSocket`, which Node 20 lacks, so on Node 20 every reconnection was refused and a
 * 3 s network blip lost the match, without a word at start.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const REQUIRED_MAJOR = Number(
  /^>=\s*(\d+)/.exec(
    (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines
      .node,
  )?.[1],
);

const majorOf = (version: string): number => Number(version.replace(/^v/, '').split('.')[0]);

/** A Node.js binary older than the required one on this machine (Debian's system node is v20), if any. */
function olderNode(): { path: string; version: string } | undefined {
  const candidates = [
    process.env.OLD_NODE_BIN,
    '/usr/bin/node',
    '/usr/local/bin/node',
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => (dir === '' ? undefined : join(dir, 'node'))),
  ];
  for (const path of candidates) {
    if (path === undefined || path === '' || !existsSync(path)) continue;
    const version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
    if (majorOf(version) < REQUIRED_MAJOR) return { path, version };
  }
  return undefined;
}

function run(node: string, entry: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, [entry], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const buildDirs: string[] = [];
let entry = '';
let server: Spawned | undefined;
const clients: DuelClient[] = [];

beforeAll(async () => {
  const dir = testBuildDir();
  buildDirs.push(dir);
  entry = await buildServer(dir);
}, 90_000);

afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.leave().catch(() => {})));
  server?.kill();
  for (const dir of buildDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the production bundle and the Node.js version', () => {
  it('requires the Node.js major of the root package.json engines (the one the repository runs on)', () => {
    expect(REQUIRED_MAJOR).toBeGreaterThanOrEqual(22);
    expect(majorOf(process.version)).toBeGreaterThanOrEqual(REQUIRED_MAJOR);
  });

  it('refuses to start on an older Node.js at once, naming the version it needs', async () => {
    const older = olderNode();
    let node = process.execPath;
    let target = entry;
    let required = REQUIRED_MAJOR;
    if (older !== undefined) {
      node = older.path;
    } else {
      // no older Node here: the same entry built to require the next major, run by this one
      const dir = testBuildDir();
      buildDirs.push(dir);
      required = majorOf(process.version) + 1;
      target = await buildServerRequiring(dir, required);
    }
    const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
    console.log(`[node-version] entry run with ${node} ${version} (requires ${required})`);
    const { code, output } = await run(node, target);
    expect(code).toBe(1);
    expect(output).toContain(`needs Node.js ${required} or later; this is Node.js ${version}`);
    // nothing else loaded: no listening line, no stack trace
    expect(output).not.toContain('match server on');
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('on the required Node.js a dropped player gets back into the match within the window', async () => {
    const port = await freePort();
    server = await spawnBuiltServer(entry, {
      PORT: String(port),
      BOT_WAIT_MS: '60000',
      DUEL_TIMINGS: JSON.stringify({
        connectingMs: 20,
        verifyingMs: 20,
        prepareMs: 20,
        roundDurationMs: 10_000,
        reconnectionWindowMs: 5_000,
      }),
    });
    const url = `ws://127.0.0.1:${port}`;
    const a = await DuelClient.join(url, { tournament: 'rookie', username: 'Alice' });
    clients.push(a);
    const b = await DuelClient.join(url, { tournament: 'rookie', username: 'Bobby' });
    clients.push(b);
    expect(b.room.roomId).toBe(a.room.roomId);
    await a.nth('match:round_start', 0, 10_000);
    a.drop();
    await waitUntil(
      () => b.state().players[a.sessionId]?.connection === 'reconnecting',
      5_000,
      'the opponent sees reconnecting',
    );
    await a.reconnect();
    const sync = await a.nth('match:sync', 0, 5_000);
    expect(sync.phase).toBe('round');
    expect(sync.result).toBeNull();
    await waitUntil(
      () => b.state().players[a.sessionId]?.connection === 'connected',
      5_000,
      'the opponent sees connected',
    );
    expect(server.output()).not.toContain('WebSocket is not defined');
  }, 60_000);
});

/** `build.mjs --min-node-major`: the same bundle, its entry requiring `major`. */
async function buildServerRequiring(outdir: string, major: number): Promise<string> {
  const child = spawn(
    process.execPath,
    ['build.mjs', '--outdir', outdir, '--min-node-major', String(major)],
    {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      stdio: 'ignore',
    },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`build.mjs --min-node-major ${major} failed (${String(code)})`);
  return join(outdir, 'server', 'index.mjs');
}
