import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_NODE_FLAGS } from './production/node-flags';
import { buildServer, freePort, type Spawned } from './testing/child-process';
import { DuelClient, sleep } from './testing/duel-client';
import { precompressWebBuild } from './testing/web-build';

/**
 * The production image's steps, run outside a container (no Docker engine here; `Dockerfile` at the root):
 * 1. the dependency stage: the root and workspace manifests and the lockfile, then a server-only install,
 *    `npm ci --omit=dev --workspace apps/server --ignore-scripts` (the image's exact command);
 * 2. the server bundle (`npm run build`'s build.mjs) and a web build (precompressed, as `npm run build` leaves
 *    it) copied beside it, as the image's last stage does;
 * 3. started the image's way, `tini -- node <PRODUCTION_NODE_FLAGS> apps/server/dist/server/index.mjs` (tini as
 *    PID 1 forwards the stop signal), and the way `npm run start:prod` starts it, with the process group
 *    signalled as systemd's default KillMode and a terminal's Ctrl-C do. Either way SIGTERM must drain: the running match finishes.
 * It prints the install's size and time and the time from start to ready (`/health/ready` 200).
 */
const REPO = fileURLToPath(new URL('../../..', import.meta.url));
/** What the image's dependency stage copies: the lockfile and every manifest npm needs to read it. */
const MANIFESTS = [
  'package.json',
  'package-lock.json',
  'apps/server/package.json',
  'apps/client/package.json',
  'packages/game-core/package.json',
  'packages/protocol/package.json',
  'packages/footballers/package.json',
];
/** The image's install command (Dockerfile, stage `deps`). */
const INSTALL_ARGS = [
  'ci',
  '--omit=dev',
  '--workspace',
  'apps/server',
  '--ignore-scripts',
  '--no-audit',
  '--no-fund',
];
const ENTRY = 'apps/server/dist/server/index.mjs';
const TIMINGS = JSON.stringify({ connectingMs: 20, verifyingMs: 20, prepareMs: 20, revealMs: 50 });

let installDir = '';
const running: Spawned[] = [];
const clients: DuelClient[] = [];

/** PATH with this Node 24 first, so `npm` and its scripts run on it (as in the node:24 image). */
const PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`;

function start(command: string, args: string[], env: Record<string, string>): Spawned {
  // its own process group, so the test can signal the whole tree as systemd or a terminal would
  const child = spawn(command, args, {
    cwd: installDir,
    env: { ...process.env, PATH, NODE_ENV: 'production', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const spawned: Spawned = {
    child,
    output: () => output,
    exited,
    kill: () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    },
  };
  running.push(spawned);
  return spawned;
}

/** Milliseconds from now until `/health/ready` answers 200 (polled every 20 ms). */
async function untilReady(port: number, spawned: Spawned, startedMs: number): Promise<number> {
  for (;;) {
    if (spawned.child.exitCode !== null) throw new Error(`exited before ready:\n${spawned.output()}`);
    const status = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return performance.now() - startedMs;
    if (performance.now() - startedMs > 60_000) throw new Error(`not ready in 60 s:\n${spawned.output()}`);
    await sleep(20);
  }
}

function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = execFileSync('cat', [`/proc/${name}/stat`], { encoding: 'utf8' });
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

beforeAll(async () => {
  installDir = mkdtempSync(join(tmpdir(), 'goalguessr-install-'));
  for (const file of MANIFESTS) {
    mkdirSync(dirname(join(installDir, file)), { recursive: true });
    copyFileSync(join(REPO, file), join(installDir, file));
  }
  const installStartedMs = performance.now();
  execFileSync('npm', INSTALL_ARGS, { cwd: installDir, env: { ...process.env, PATH }, stdio: 'pipe' });
  const installMs = performance.now() - installStartedMs;
  const sizeKiB = Number(
    execFileSync('du', ['-sk', join(installDir, 'node_modules')], { encoding: 'utf8' }).split('\t')[0],
  );
  const packages = execFileSync(
    'find',
    [
      join(installDir, 'node_modules'),
      '-name',
      'package.json',
      '-path',
      '*node_modules/*/package.json',
      '-not',
      '-path',
      '*/node_modules/*/node_modules/*/*/*',
    ],
    { encoding: 'utf8' },
  )
    .split('\n')
    .filter((line) => line !== '').length;
  console.log(
    `server-only install (${INSTALL_ARGS.join(' ')}): ${(installMs / 1000).toFixed(1)} s, node_modules ` +
      `${(sizeKiB / 1024).toFixed(0)} MiB, ~${packages} package manifests`,
  );
  await buildServer(join(installDir, 'apps/server/dist'));
  // the licences of what the install brought ship beside the bundle
  expect(readFileSync(join(installDir, 'apps/server/dist/third-party-notices.txt'), 'utf8')).toContain(
    '- pino ',
  );
  const webRoot = join(installDir, 'apps/client/dist');
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>GoalGuessr</title>'.padEnd(2048, ' '));
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log("app");\n'.repeat(200));
  await precompressWebBuild(webRoot);
}, 240_000);

afterAll(async () => {
  await Promise.all(clients.splice(0).map((client) => client.leave().catch(() => {})));
  for (const spawned of running.splice(0)) spawned.kill();
  if (installDir !== '') rmSync(installDir, { recursive: true, force: true });
});

/** Two players paired in one room, round 0 on. */
async function pairUp(origin: string): Promise<[DuelClient, DuelClient]> {
  const a = await DuelClient.join(origin, { tournament: 'rookie', username: 'Alice' });
  clients.push(a);
  const b = await DuelClient.join(origin, { tournament: 'rookie', username: 'Bobby' });
  clients.push(b);
  expect(b.room.roomId).toBe(a.room.roomId);
  await Promise.all([a.nth('match:round_start', 0, 15_000), b.nth('match:round_start', 0, 15_000)]);
  return [a, b];
}

/** Both answer every round at once until the result (a drained match ends normally, never `match:void`). */
async function playToResult(a: DuelClient, b: DuelClient): Promise<void> {
  for (let round = 0; round < 5; round++) {
    const next = await Promise.race([
      a.nth('match:round_start', round, 15_000).then(() => true),
      a.nth('match:result', 0, 15_000).then(() => false),
    ]);
    if (!next) break;
    await b.nth('match:round_start', round, 15_000);
    a.send('match:answer', { roundIndex: round, optionToken: a.roundStart(round).options[0]?.token });
    b.send('match:answer', { roundIndex: round, optionToken: b.roundStart(round).options[1]?.token });
    await a.nth('match:round_end', round, 15_000);
  }
  await Promise.all([a.nth('match:result', 0, 15_000), b.nth('match:result', 0, 15_000)]);
  expect(a.all('match:void')).toHaveLength(0);
}

describe('the server-only install, started as the image starts it', () => {
  it('tini -- node: ready, serves the app precompressed, and SIGTERM to PID 1 drains the running match', async () => {
    const port = await freePort();
    const startedMs = performance.now();
    const server = start('tini', ['--', process.execPath, ...PRODUCTION_NODE_FLAGS, ENTRY], {
      PORT: String(port),
      WEB_ROOT: 'apps/client/dist',
      BOT_WAIT_MS: '60000',
      DUEL_TIMINGS: TIMINGS,
    });
    const readyMs = await untilReady(port, server, startedMs);
    console.log(`start to ready (tini -- node, /health/ready 200): ${readyMs.toFixed(0)} ms`);
    // node is tini's child, not PID 1's sibling through a shell
    expect(childrenOf(server.child.pid ?? 0)).toHaveLength(1);
    const origin = `http://127.0.0.1:${port}`;
    const asset = await fetch(`${origin}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');

    const [a, b] = await pairUp(origin);
    server.child.kill('SIGTERM'); // what `docker stop` does: the signal to PID 1 (tini), which forwards it
    await expect
      .poll(async () => (await fetch(`${origin}/health/ready`)).status, { timeout: 5_000 })
      .toBe(503);
    expect((await fetch(`${origin}/health/live`)).status).toBe(200);
    await playToResult(a, b);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/drained in \d+ ms; 0 match\(es\) still running/);
  }, 120_000);

  it('npm run start:prod: SIGTERM to the whole process group still drains (npm forwards it again; that echo is not a second stop)', async () => {
    const port = await freePort();
    const server = start('npm', ['run', 'start:prod'], {
      PORT: String(port),
      BOT_WAIT_MS: '60000',
      DUEL_TIMINGS: TIMINGS,
    });
    await untilReady(port, server, performance.now());
    const [a, b] = await pairUp(`http://127.0.0.1:${port}`);
    const group = -(server.child.pid ?? 0);
    process.kill(group, 'SIGTERM'); // systemd's KillMode=control-group, a terminal's Ctrl-C
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/health/ready`)).status, { timeout: 5_000 })
      .toBe(503);
    // npm forwards the group's SIGTERM to the server, but the kernel merges it with the group's own copy when
    // both arrive before the first is handled (standard signals do not queue): one run in three saw a single
    // SIGTERM. A second one to the group once the drain is under way is the echo, every time.
    process.kill(group, 'SIGTERM');
    await playToResult(a, b);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('a second SIGTERM within 2 s is taken as the same stop');
    expect(server.output()).toMatch(/drained in \d+ ms; 0 match\(es\) still running/);
  }, 120_000);
});
