// `npm test`: every check and every test of the repository, in one command, timed step by step.
//
// 1. Node 24 and the system test dependencies (Chromium, redis-server, fonts).
// 2. lint, type-check and format check side by side, and beside them the production web build the e2e suite
//    serves: each check is single-threaded, so on 2 cores the build used to wait for cores that sat idle.
// 3. Each workspace's unit tests, one workspace after another as before (the match server's tests measure
//    real time, so nothing else runs beside them).
// 4. The Playwright e2e suite on the build of step 2 (E2E_PREBUILT: its web server only serves it).
// Any failed step fails the run (after the other steps of its stage finish, so one run reports them all);
// a failed stage stops the later ones. A table of the steps' times closes the output.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT = path.join(ROOT, 'apps', 'client');
const WORKSPACES = [
  'packages/game-core',
  'packages/protocol',
  'packages/footballers',
  'apps/server',
  'apps/client',
];
// The build and the e2e suite must agree on the folder and the match server port (playwright.config.ts).
const e2eEnv = {
  E2E_OUT_DIR: process.env.E2E_OUT_DIR ?? 'dist-e2e',
  E2E_MATCH_PORT: process.env.E2E_MATCH_PORT ?? '2610',
};

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

await stage('checks + e2e build', [
  step('lint', 'npm', ['run', 'lint'], { buffered: true }),
  step('typecheck', 'npm', ['run', 'typecheck'], { buffered: true }),
  step('format:check', 'npm', ['run', 'format:check'], { buffered: true }),
  step('e2e web build', 'npx', ['vite', 'build', '--outDir', e2eEnv.E2E_OUT_DIR, '--logLevel', 'warn'], {
    cwd: CLIENT,
    env: { VITE_MATCH_SERVER_URL: `http://127.0.0.1:${e2eEnv.E2E_MATCH_PORT}` },
    buffered: true,
  }),
]);

for (const workspace of WORKSPACES) {
  await stage(`unit ${workspace}`, [step(`unit ${workspace}`, 'npm', ['test', '-w', workspace])]);
}

await stage('e2e', [
  step('e2e (Playwright)', 'npm', ['run', 'test:e2e', '-w', 'apps/client'], {
    env: { ...e2eEnv, E2E_PREBUILT: '1' },
  }),
]);

summary();
