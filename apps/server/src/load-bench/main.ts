/**
 * `npm run bench:load`: the capacity bench. Builds and starts the server as production runs it (the bundle
 * on plain Node, NODE_ENV=production; with `--processes 2` two of them on a throw-away redis-server), drives
 * simulated players from separate generator processes with the real @colyseus/sdk (see generator.ts), ramps
 * the player count step by step, and prints per step: answer→result p50/p95/p99, join→paired p50/p95, join
 * and match errors, server CPU % and CPU µs per answer, RSS, event-loop delay. Then, for the same connection
 * counts and message rates, a raw `ws` echo server, and the ratio of CPU per answer to CPU per echoed
 * message. Loopback only; it stops by itself (`--max-seconds`).
 *
 *   npm run bench:load -- --steps 1000,2000,4000 --window 45 --processes 1 --generators 2 --pin
 *   BENCH_ROUND_MS=5000 shortens the 15 s answer window (the answer delays scale with it)
 *   --pairing-only: matchmaking alone — each player leaves as soon as it is paired and joins again after
 *   about --pause-ms (default 1000), so the step's joins/s is the arrival rate and join→paired p95 the figure
 *   --idle: idle rooms — players are paired and never answer, so every round runs to its deadline; prints
 *   CPU µs per room per second and the event-loop delay (the cost of unattended rooms and of the ping sweep)
 *   --cpu-prof <dir> writes a V8 CPU profile of each server process there (open it in Chrome DevTools)
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildServer, freePort, spawnBuiltServer, spawnRedis, type Spawned } from '../testing/child-process';
import { metricValue } from '../testing/metrics-text';
import type { FromGenerator, GeneratorStats, ToGenerator } from './protocol';

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '..', '..');
const { values } = parseArgs({
  options: {
    steps: { type: 'string', default: '500,1000,2000' },
    window: { type: 'string', default: '40' },
    warmup: { type: 'string', default: '20' },
    ramp: { type: 'string', default: '100' },
    processes: { type: 'string', default: '1' },
    generators: { type: 'string', default: '2' },
    pin: { type: 'boolean', default: false },
    echo: { type: 'boolean', default: true },
    'no-echo': { type: 'boolean', default: false },
    'echo-window': { type: 'string', default: '15' },
    'max-seconds': { type: 'string', default: '900' },
    'cpu-prof': { type: 'string' },
    'pairing-only': { type: 'boolean', default: false },
    idle: { type: 'boolean', default: false },
    'pause-ms': { type: 'string', default: '1000' },
  },
});
const steps = values.steps
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const windowS = Number(values.window);
const warmupS = Number(values.warmup);
const rampPerSecond = Number(values.ramp);
const processCount = Number(values.processes);
const generatorCount = Number(values.generators);
const echoWindowS = Number(values['echo-window']);
const maxSeconds = Number(values['max-seconds']);
const roundMs = Number(process.env.BENCH_ROUND_MS ?? 15_000);
const coreCount = cpus().length;
const startedAt = Date.now();

const children: { kill(): void }[] = [];
function cleanup(): void {
  for (const child of children.splice(0).reverse()) child.kill();
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));
const deadline = setTimeout(() => {
  console.error(`bench: stopped after --max-seconds ${maxSeconds}`);
  process.exit(2);
}, maxSeconds * 1000);
deadline.unref();

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
/** CPU time (user + system) of a process in µs, from /proc (Linux). */
function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks / 100) * 1e6;
}
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
/** taskset prefix for `--pin`: servers on the first half of the cores, generators on the rest. */
function pinned(command: string, args: string[], role: 'server' | 'generator'): [string, string[]] {
  if (!values.pin || coreCount < 2) return [command, args];
  const half = Math.max(1, Math.floor(coreCount / 2));
  const cores = role === 'server' ? `0-${half - 1}` : `${half}-${coreCount - 1}`;
  return ['taskset', ['-c', cores, command, ...args]];
}

// ---- generators ----
interface Generator {
  child: ChildProcess;
  next(kind: FromGenerator['kind']): Promise<FromGenerator>;
  send(message: ToGenerator): void;
}
function startGenerator(id: number): Promise<Generator> {
  const [command, args] = pinned(
    process.execPath,
    ['--import', 'tsx', join(here, 'generator.ts')],
    'generator',
  );
  const child =
    command === process.execPath
      ? fork(join(here, 'generator.ts'), [], {
          execArgv: ['--import', 'tsx'],
          env: { ...process.env, GENERATOR_ID: String(id) },
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        })
      : spawn(command, args, {
          env: { ...process.env, GENERATOR_ID: String(id) },
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
  children.push({ kill: () => child.kill('SIGKILL') });
  const waiting: { kind: string; resolve: (m: FromGenerator) => void }[] = [];
  child.on('message', (message: FromGenerator) => {
    const index = waiting.findIndex((w) => w.kind === message.kind);
    if (index >= 0) waiting.splice(index, 1)[0]?.resolve(message);
  });
  const generator: Generator = {
    child,
    next: (kind) => new Promise((resolve) => waiting.push({ kind, resolve })),
    send: (message) => child.send(message),
  };
  return generator.next('ready').then(() => generator);
}
async function collect(generators: Generator[]): Promise<GeneratorStats> {
  const all = await Promise.all(
    generators.map((g) => {
      const reply = g.next('stats');
      g.send({ kind: 'collect' });
      return reply as Promise<GeneratorStats>;
    }),
  );
  return all.reduce((sum, s) => ({
    ...sum,
    answerLatencies: sum.answerLatencies.concat(s.answerLatencies),
    pairLatencies: sum.pairLatencies.concat(s.pairLatencies),
    joins: sum.joins + s.joins,
    joinErrors: sum.joinErrors + s.joinErrors,
    matchErrors: sum.matchErrors + s.matchErrors,
    answers: sum.answers + s.answers,
    powerUps: sum.powerUps + s.powerUps,
    deliberateLeaves: sum.deliberateLeaves + s.deliberateLeaves,
    connected: sum.connected + s.connected,
    errorSamples: sum.errorSamples.concat(s.errorSamples).slice(0, 8),
    echoMessages: sum.echoMessages + s.echoMessages,
    echoConnections: sum.echoConnections + s.echoConnections,
  }));
}

// ---- servers ----
const buildDir = join(serverDir, '..', '..', 'node_modules', '.cache', 'goalguessr-bench-build');
console.log(`building the server bundle (${buildDir}) …`);
const entry = await buildServer(buildDir);
let redisDir = '';
// Every simulated player comes from 127.0.0.1: lift the per-address limits (meant for one household behind
// a NAT), or the bench would measure the limiter instead of the server.
const env: Record<string, string> = {
  MAX_CONNECTIONS_PER_ADDRESS: '1000000',
  JOINS_PER_SECOND_PER_ADDRESS: '1000000',
  JOIN_BURST_PER_ADDRESS: '1000000',
};
if (roundMs !== 15_000) env.DUEL_TIMINGS = JSON.stringify({ roundDurationMs: roundMs });
if (processCount > 1) {
  redisDir = mkdtempSync(join(tmpdir(), 'goalguessr-bench-redis-'));
  const redisPort = await freePort();
  children.push(await spawnRedis(redisPort, redisDir));
  env.REDIS_URL = `redis://127.0.0.1:${redisPort}`;
}
const servers: { spawned: Spawned; pid: number; url: string; port: number }[] = [];
for (let i = 0; i < processCount; i++) {
  const port = await freePort();
  const extra: Record<string, string> = processCount > 1 ? { PUBLIC_ADDRESS: `127.0.0.1:${port}` } : {};
  const profile = values['cpu-prof'];
  const nodeArgs = profile !== undefined ? ['--cpu-prof', '--cpu-prof-dir', profile] : [];
  const spawned = await spawnBuiltServer(entry, { ...env, ...extra, PORT: String(port) }, nodeArgs);
  children.push(spawned);
  const pid = spawned.child.pid ?? 0;
  if (values.pin && coreCount >= 2) {
    const half = Math.max(1, Math.floor(coreCount / 2));
    spawn('taskset', ['-pc', `0-${half - 1}`, String(pid)], { stdio: 'ignore' });
  }
  servers.push({ spawned, pid, url: `ws://127.0.0.1:${port}`, port });
}
const generators = await Promise.all(Array.from({ length: generatorCount }, (_, id) => startGenerator(id)));

const cpuNow = (): number => servers.reduce((sum, s) => sum + cpuMicros(s.pid), 0);
/** CPU of each generator process (µs): a generator at ~100 % of a core caps what the step can measure. */
const generatorCpuNow = (): number[] => generators.map((g) => cpuMicros(g.child.pid ?? 0));
const rssNow = (): number => servers.reduce((sum, s) => sum + rssMiB(s.pid), 0);
async function scrapeEventLoop(): Promise<{ p99: number; max: number }> {
  // an overloaded server may not answer the scrape in time: then the figure is unknown, the run goes on
  const texts = await Promise.all(
    servers.map(async (s) => {
      try {
        const response = await fetch(`http://127.0.0.1:${s.port}/metrics`, {
          signal: AbortSignal.timeout(20_000),
        });
        return await response.text();
      } catch {
        return '';
      }
    }),
  );
  return {
    p99: Math.max(...texts.map((t) => (metricValue(t, 'nodejs_eventloop_lag_p99_seconds') ?? NaN) * 1000)),
    max: Math.max(...texts.map((t) => (metricValue(t, 'nodejs_eventloop_lag_max_seconds') ?? NaN) * 1000)),
  };
}

interface StepResult {
  players: number;
  connected: number;
  answers: number;
  answersPerSecond: number;
  joinsPerSecond: number;
  answer: [number, number, number];
  pair: [number, number];
  joinErrors: number;
  matchErrors: number;
  cpuPercent: number;
  /** the busiest generator's CPU, % of one core */
  generatorCpuPercent: number;
  cpuPerAnswerUs: number;
  /** server CPU per open room per second (µs), rooms counted as connected players / 2 */
  cpuPerRoomSecondUs: number;
  rssMiB: number;
  loopP99Ms: number;
  loopMaxMs: number;
  load: string;
  samples: string[];
  echoCpuPerMessageUs?: number;
}
const results: StepResult[] = [];
const f0 = (n: number): string => (Number.isFinite(n) ? n.toFixed(0) : '–');
const f1 = (n: number): string => (Number.isFinite(n) ? n.toFixed(1) : '–');

console.log(
  `load bench: ${processCount} server process(es), ${generatorCount} generators, ${coreCount} cores` +
    `${values.pin ? ' (pinned)' : ''}, answer window ${roundMs} ms, window ${windowS} s per step, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
for (const players of steps) {
  const perGenerator = Math.ceil(players / generatorCount);
  for (const g of generators) {
    g.send({
      kind: 'players',
      count: perGenerator,
      rampPerSecond: rampPerSecond / generatorCount,
      urls: servers.map((s) => s.url),
      answerWindowMs: roundMs,
      ...(values['pairing-only'] ? { pairingOnly: { pauseMs: Number(values['pause-ms']) } } : {}),
      ...(values.idle ? { idle: true } : {}),
    });
  }
  const rampS = (players - (results.at(-1)?.players ?? 0)) / rampPerSecond;
  await sleep((rampS + warmupS) * 1000);
  await collect(generators); // drop the ramp
  await scrapeEventLoop(); // resets the event-loop histogram
  const cpu0 = cpuNow();
  const generatorCpu0 = generatorCpuNow();
  const t0 = performance.now();
  await sleep(windowS * 1000);
  const stats = await collect(generators);
  const elapsedS = (performance.now() - t0) / 1000;
  const cpuUs = cpuNow() - cpu0;
  const generatorCpuUs = generatorCpuNow().map((us, i) => us - (generatorCpu0[i] ?? 0));
  const loop = await scrapeEventLoop();
  const answers = stats.answerLatencies.slice().sort((a, b) => a - b);
  const pairs = stats.pairLatencies.slice().sort((a, b) => a - b);
  const result: StepResult = {
    players,
    connected: stats.connected,
    answers: stats.answers,
    answersPerSecond: stats.answers / elapsedS,
    joinsPerSecond: stats.joins / elapsedS,
    answer: [percentile(answers, 50), percentile(answers, 95), percentile(answers, 99)],
    pair: [percentile(pairs, 50), percentile(pairs, 95)],
    joinErrors: stats.joinErrors,
    matchErrors: stats.matchErrors,
    cpuPercent: (cpuUs / 1e6 / elapsedS) * 100,
    generatorCpuPercent: (Math.max(...generatorCpuUs) / 1e6 / elapsedS) * 100,
    cpuPerAnswerUs: stats.answers > 0 ? cpuUs / stats.answers : NaN,
    cpuPerRoomSecondUs: stats.connected > 0 ? cpuUs / (stats.connected / 2) / elapsedS : NaN,
    rssMiB: rssNow(),
    loopP99Ms: loop.p99,
    loopMaxMs: loop.max,
    load: loadavg()[0]?.toFixed(2) ?? '?',
    samples: stats.errorSamples,
  };
  results.push(result);
  console.log(
    `step ${players} players: connected ${result.connected}, ${f0(result.answersPerSecond)} answers/s, ` +
      `${f0(result.joinsPerSecond)} joins/s, answer→result p50/p95/p99 ${f1(result.answer[0])}/${f1(result.answer[1])}/${f1(result.answer[2])} ms, ` +
      `join→paired p50/p95 ${f0(result.pair[0])}/${f0(result.pair[1])} ms, errors join ${result.joinErrors} match ${result.matchErrors}, ` +
      `CPU ${f0(result.cpuPercent)} % (${f0(result.cpuPerAnswerUs)} µs/answer, ${f1(result.cpuPerRoomSecondUs)} µs per room per second), busiest generator ${f0(result.generatorCpuPercent)} %, RSS ${f0(result.rssMiB)} MiB, ` +
      `event loop p99/max ${f1(result.loopP99Ms)}/${f1(result.loopMaxMs)} ms, load ${result.load}`,
  );
  for (const sample of result.samples) console.log(`  error sample: ${sample}`);
}

for (const g of generators)
  g.send({ kind: 'players', count: 0, rampPerSecond: 1, urls: [], answerWindowMs: roundMs });
for (const g of generators) g.send({ kind: 'stop' });
if (values['cpu-prof'] !== undefined) {
  // SIGINT: the server voids what runs and exits normally, which is when V8 writes the profile
  for (const server of servers) server.spawned.child.kill('SIGINT');
  await Promise.race([Promise.all(servers.map((s) => s.spawned.exited)), sleep(30_000)]);
  console.log(`CPU profile(s) in ${values['cpu-prof']}`);
}
for (const server of servers) server.spawned.kill();
await sleep(1000);

// ---- the echo baseline: same connection count and message rate, raw ws ----
if (values.echo && !values['no-echo'] && !values['pairing-only'] && !values.idle) {
  const echoGenerators = await Promise.all(
    Array.from({ length: generatorCount }, (_, id) => startGenerator(100 + id)),
  );
  for (const result of results) {
    const port = await freePort();
    const [command, args] = pinned(
      process.execPath,
      ['--import', 'tsx', join(here, 'echo-server.ts')],
      'server',
    );
    const echo = spawn(command, args, {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    children.push({ kill: () => echo.kill('SIGKILL') });
    // wait until it listens (a fixed 1.5 s was too short on a loaded machine: every connection was refused)
    await new Promise<void>((resolve) => {
      const fallback = setTimeout(resolve, 30_000);
      echo.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('echo listening')) {
          clearTimeout(fallback);
          resolve();
        }
      });
    });
    const connections = Math.max(1, Math.ceil(result.connected / generatorCount));
    await Promise.all(
      echoGenerators.map((g) => {
        const ready = g.next('echo_ready');
        g.send({
          kind: 'echo',
          url: `ws://127.0.0.1:${port}`,
          connections,
          messagesPerSecond: result.answersPerSecond / generatorCount,
        });
        return ready;
      }),
    );
    await sleep(2000);
    await collect(echoGenerators);
    const cpu0 = cpuMicros(echo.pid ?? 0);
    const t0 = performance.now();
    await sleep(echoWindowS * 1000);
    const stats = await collect(echoGenerators);
    const cpuUs = cpuMicros(echo.pid ?? 0) - cpu0;
    const elapsedS = (performance.now() - t0) / 1000;
    result.echoCpuPerMessageUs = stats.echoMessages > 0 ? cpuUs / stats.echoMessages : NaN;
    console.log(
      `echo ${result.connected} connections, ${f0(stats.echoMessages / elapsedS)} msg/s: ` +
        `${f1(result.echoCpuPerMessageUs)} µs CPU per message (ws echo server)`,
    );
    for (const g of echoGenerators) g.send({ kind: 'echo_stop' });
    echo.kill('SIGKILL');
    await sleep(500);
  }
  for (const g of echoGenerators) g.send({ kind: 'stop' });
}

if (values.idle) {
  console.log(
    `\n| players | connected | rooms | CPU % | CPU µs per room per second | RSS MiB | loop p99/max ms | load |`,
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.players} | ${r.connected} | ${f0(r.connected / 2)} | ${f0(r.cpuPercent)} | ${f1(r.cpuPerRoomSecondUs)} | ` +
        `${f0(r.rssMiB)} | ${f1(r.loopP99Ms)}/${f1(r.loopMaxMs)} | ${r.load} |`,
    );
  }
}
console.log(
  `\n| players | connected | answers/s | joins/s | answer→result p50/p95/p99 ms | join→paired p50/p95 ms | join err | match err | CPU % | generator CPU % | CPU µs/answer | echo µs/msg | ratio | RSS MiB | loop p99/max ms | load |`,
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const ratio = r.echoCpuPerMessageUs !== undefined ? r.cpuPerAnswerUs / r.echoCpuPerMessageUs : NaN;
  console.log(
    `| ${r.players} | ${r.connected} | ${f0(r.answersPerSecond)} | ${f0(r.joinsPerSecond)} | ${f1(r.answer[0])}/${f1(r.answer[1])}/${f1(r.answer[2])} | ` +
      `${f0(r.pair[0])}/${f0(r.pair[1])} | ${r.joinErrors} | ${r.matchErrors} | ${f0(r.cpuPercent)} | ${f0(r.generatorCpuPercent)} | ${f0(r.cpuPerAnswerUs)} | ` +
      `${f1(r.echoCpuPerMessageUs ?? NaN)} | ${f1(ratio)}× | ${f0(r.rssMiB)} | ${f1(r.loopP99Ms)}/${f1(r.loopMaxMs)} | ${r.load} |`,
  );
}
console.log(`(${processCount} process(es); ${((Date.now() - startedAt) / 1000).toFixed(0)} s in all)`);
cleanup();
if (redisDir !== '') rmSync(redisDir, { recursive: true, force: true });
process.exit(0);
