// `npm test`: every check and every test of the repository, in one command, timed step by step.
//
// 1. Node 24 and the system test dependencies (Chromium, redis-server, fonts).
// 2. lint, type-check and format check side by side. None of them measures time.
// 3. Every workspace's unit tests: the match server's at normal priority, and beside them at the lowest
//    priority (see below) the two production web builds the e2e suite serves (one per lane of match server
//    specs, see playwright.config.ts), the native shells' check (a native build and `cap sync`, the client's
//    `test:native`) and the other workspaces' unit tests (the client's: its vitest suite).
// 4. The Playwright e2e suite on the builds of step 3 (E2E_PREBUILT: its web servers only serve them).
// Any failed step fails the run (after the other steps of its stage finish, so one run reports them all);
// a failed stage stops the later ones. A table of the steps' times closes the output.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT = path.join(ROOT, 'apps', 'client');
// The builds and the e2e suite must agree on the folders and the match server ports (playwright.config.ts): its
// two lanes each serve their own build, pointed at their own match server, the second 10 ports up in `<folder>-b`.
const e2eEnv = {
  E2E_OUT_DIR: process.env.E2E_OUT_DIR ?? 'dist-e2e',
  E2E_MATCH_PORT: process.env.E2E_MATCH_PORT ?? '2610',
};
const e2eLanes = [
  { name: 'e2e web build (lane a)', outDir: e2eEnv.E2E_OUT_DIR, matchPort: Number(e2eEnv.E2E_MATCH_PORT) },
  {
    name: 'e2e web build (lane b)',
    outDir: `${e2eEnv.E2E_OUT_DIR}-b`,
    matchPort: Number(e2eEnv.E2E_MATCH_PORT) + 10,
  },
];

if (path.normalize(e2eEnv.E2E_OUT_DIR) === 'dist') {
  // The native check builds into dist/ at the same time.
  console.error('npm test: E2E_OUT_DIR must not be dist (the native shells check builds there meanwhile).');
  process.exit(1);
}

const timings = [];
const startedMs = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs one step. Alone it streams its output; beside others (`buffered`) its output is printed in one piece
 * when it ends, so the logs of parallel steps never interleave.
 */
function step(name, command, args, { cwd = ROOT, env = {}, buffered = false } = {}) {
  const began = Date.now();
  if (!buffered) console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      const ms = Date.now() - began;
      const ok = code === 0;
      timings.push({ name, ms, ok });
      if (buffered) {
        console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
        process.stdout.write(output);
      }
      console.log(
        `${ok ? '✔' : '✘'} ${name} ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(ms)}`,
      );
      resolve(ok);
    });
  });
}

function summary() {
  console.log('\nStep times:');
  for (const { name, ms, ok } of timings)
    console.log(`  ${ok ? '✔' : '✘'} ${name.padEnd(34)} ${seconds(ms).padStart(8)}`);
  console.log(`  total ${''.padEnd(28)} ${seconds(Date.now() - startedMs).padStart(8)}`);
}

async function stage(name, runs) {
  const began = Date.now();
  const results = await Promise.all(runs);
  const ok = results.every(Boolean);
  console.log(
    `\n${ok ? '✔' : '✘'} stage ${name} ${ok ? 'done' : 'FAILED'} in ${seconds(Date.now() - began)}`,
  );
  if (!ok) {
    summary();
    process.exit(1);
  }
}

await stage('environment', [step('check-node', process.execPath, ['scripts/check-node.mjs'])]);
await stage('system deps', [
  step('ensure-system-deps', process.execPath, ['scripts/ensure-system-deps.mjs']),
]);

await stage('checks', [
  step('lint', 'npm', ['run', 'lint'], { buffered: true }),
  step('typecheck', 'npm', ['run', 'typecheck'], { buffered: true }),
  step('format:check', 'npm', ['run', 'format:check'], { buffered: true }),
]);

/** Runs steps one after another (stopping at the first failure); true when all passed. */
async function inTurn(...steps) {
  for (const run of steps) if (!(await run())) return false;
  return true;
}

// The match server's tests measure real time (floods, heartbeats, deadlines, shutdowns) and mostly wait on
// sockets and timers, so they leave much of the 2 cores idle (0.6 of a core, two files at a time). The e2e
// builds, the native shells' check and the other workspaces' tests measure nothing but results: they run
// beside them at the lowest CPU priority (nice 19), taking only the time the server's tests leave unused
// (beside lint, type-check and format check, which are CPU-bound, they lengthened that stage). apps/client's
// `npm test` is `vitest run && npm run test:native`: its native half is the step before.
const idle =
  (name, command, args, options = {}) =>
  () =>
    step(name, 'nice', ['-n', '19', command, ...args], { ...options, buffered: true });
await stage('unit tests', [
  step('unit apps/server', 'npm', ['test', '-w', 'apps/server']),
  inTurn(
    ...e2eLanes.map(({ name, outDir, matchPort }) =>
      idle(`${name} (nice)`, 'npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
        cwd: CLIENT,
        env: { VITE_MATCH_SERVER_URL: `http://127.0.0.1:${matchPort}` },
      }),
    ),
    idle('native shells (cap sync) (nice)', 'npm', ['run', 'test:native', '-w', 'apps/client']),
  ),
  inTurn(
    idle('unit packages/game-core (nice)', 'npm', ['test', '-w', 'packages/game-core']),
    idle('unit packages/protocol (nice)', 'npm', ['test', '-w', 'packages/protocol']),
    idle('unit packages/footballers (nice)', 'npm', ['test', '-w', 'packages/footballers']),
    idle('unit apps/client (nice)', 'npx', ['vitest', 'run'], { cwd: CLIENT }),
  ),
]);

await stage('e2e', [
  step('e2e (Playwright)', 'npm', ['run', 'test:e2e', '-w', 'apps/client'], {
    env: { ...e2eEnv, E2E_PREBUILT: '1' },
  }),
]);

summary();
