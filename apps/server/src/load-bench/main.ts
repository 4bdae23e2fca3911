/**
 * `npm run bench:load`: the capacity bench. Builds and starts the server as production runs it (the bundle
 * on plain Node, NODE_ENV=production; with `--processes 2` two of them on a throw-away redis-server), drives
 * simulated players from separate generator processes (see generator.ts: `--generator lean`, the default,
 * speaks the wire protocol itself; `--generator sdk` uses the real @colyseus/sdk), ramps the player count
 * step by step, and prints per step: answer→result p50/p95/p99, join→paired p50/p95, join and match errors,
 * server CPU % and CPU µs per answer and per frame written, RSS, event-loop delay of the server and of the
 * generators, their CPU, and whether the step was bounded by the server or by its generators. Then, for the
 * same connection counts, frame rates and frame sizes, a raw `ws` echo server, and the ratio of the server's
 * CPU per frame to the echo's CPU per message. Loopback only; it stops by itself (`--max-seconds`).
 *
 *   npm run bench:load -- --steps 1000,2000,4000 --window 45 --processes 1 --pin
 *   BENCH_ROUND_MS=5000 shortens the 15 s answer window (the answer delays scale with it)
 *   --pin: the server process(es) and the echo on the first half of the cores, every generator and the bench
 *   itself on the other half (2 cores: the server alone on core 0)
 *   --pairing-only: matchmaking alone — each player leaves as soon as it is paired and joins again after
 *   about --pause-ms (default 1000), so the step's joins/s is the arrival rate and join→paired p95 the figure
 *   --recent-ids <n>: each player sends 0..n recently seen footballer ids with its joins, as the app does (default
 *   RECENT_PLAYERS_LIMIT, the app's cap; 0: none, as the bench did before issue 29's phase 9)
 *   --idle: idle rooms — players are paired and never answer, so every round runs to its deadline; prints
 *   CPU µs per room per second and the event-loop delay (the cost of unattended rooms and of the ping sweep)
 *   --cpu-prof <dir> writes a V8 CPU profile of each server process there (open it in Chrome DevTools),
 *   --generator-prof <dir> one of each generator process
 *   --server-log <file> writes the servers' own output there when the run ends
 *   --server-node-options="<options>" starts each server with these Node options too (e.g. GC settings)
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { RECENT_PLAYERS_LIMIT } from '@goalguessr/game-core';
import { PRODUCTION_NODE_FLAGS } from '../production/node-flags';
import { buildServer, freePort, spawnBuiltServer, spawnRedis, type Spawned } from '../testing/child-process';
import { metricValue } from '../testing/metrics-text';

/** The bench's own token for the servers' /metrics (production closes it without one). */
const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';
import { boundedBy, LOOP_SAMPLE_MS, loopLatenessMs } from './bound';
import { cpuMicros, cpuSplitMicros, percentile, rssMiB, runQueueWaitMicros } from './proc-stats';
import {
  GENERATOR_KINDS,
  type FrameCounts,
  type FromGenerator,
  type GeneratorKind,
  type GeneratorStats,
  type ToGenerator,
} from './protocol';

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '..', '..');
const { values } = parseArgs({
  options: {
    steps: { type: 'string', default: '500,1000,2000' },
    window: { type: 'string', default: '40' },
    warmup: { type: 'string', default: '20' },
    ramp: { type: 'string', default: '100' },
    processes: { type: 'string', default: '1' },
    generator: { type: 'string', default: 'lean' },
    /** default: 1 lean generator (one core drives 10,000 lean players), 2 SDK ones */
    generators: { type: 'string' },
    pin: { type: 'boolean', default: false },
    echo: { type: 'boolean', default: true },
    'no-echo': { type: 'boolean', default: false },
    'echo-window': { type: 'string', default: '15' },
    'max-seconds': { type: 'string', default: '900' },
    'cpu-prof': { type: 'string' },
    /** a V8 CPU profile of each generator process (written when it stops) */
    'generator-prof': { type: 'string' },
    /** extra Node options for each server process, space-separated (e.g. "--max-semi-space-size=32") */
    'server-node-options': { type: 'string' },
    /** the servers' own output (their log lines: refusals, warnings, errors) is written to this file */
    'server-log': { type: 'string' },
    'pairing-only': { type: 'boolean', default: false },
    idle: { type: 'boolean', default: false },
    'pause-ms': { type: 'string', default: '1000' },
    'recent-ids': { type: 'string', default: String(RECENT_PLAYERS_LIMIT) },
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
const generatorKind = values.generator as GeneratorKind;
if (!GENERATOR_KINDS.includes(generatorKind)) {
  console.error(`--generator must be one of ${GENERATOR_KINDS.join(', ')}`);
  process.exit(1);
}
const generatorCount = Number(values.generators ?? (generatorKind === 'lean' ? 1 : 2));
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
const pinning = values.pin && coreCount >= 2;
const half = Math.max(1, Math.floor(coreCount / 2));
/** the cores of each side under `--pin`: servers (and the echo) on the first half, generators on the rest */
const pinnedCores = { server: `0-${half - 1}`, generator: `${half}-${coreCount - 1}` };
/** how many cores each side may use */
const sideCores = pinning
  ? { server: half, generator: coreCount - half }
  : { server: coreCount, generator: coreCount };
/** taskset prefix for `--pin` (threads started later inherit the affinity). */
function pinned(command: string, args: string[], role: 'server' | 'generator'): [string, string[]] {
  if (!pinning) return [command, args];
  return ['taskset', ['-c', pinnedCores[role], command, ...args]];
}
/** Pins a running process, every thread of it (`-a`: Node's worker threads too). */
function pinProcess(pid: number, role: 'server' | 'generator'): void {
  if (!pinning) return;
  const done = spawnSync('taskset', ['-a', '-pc', pinnedCores[role], String(pid)], { stdio: 'ignore' });
  if (done.status !== 0) console.error(`bench: taskset failed for ${pid}: the run is not pinned`);
}
// the bench itself (collecting, scraping) stays off the server's core
pinProcess(process.pid, 'generator');

// ---- generators ----
interface Generator {
  child: ChildProcess;
  next(kind: FromGenerator['kind']): Promise<FromGenerator>;
  send(message: ToGenerator): void;
}
function startGenerator(id: number, profile?: string): Promise<Generator> {
  const nodeArgs = [
    '--import',
    'tsx',
    ...(profile !== undefined ? ['--cpu-prof', '--cpu-prof-dir', profile] : []),
  ];
  const [command, args] = pinned(process.execPath, [...nodeArgs, join(here, 'generator.ts')], 'generator');
  const child =
    command === process.execPath
      ? fork(join(here, 'generator.ts'), [], {
          execArgv: nodeArgs,
          env: { ...process.env, GENERATOR_ID: String(id), GENERATOR_KIND: generatorKind },
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        })
      : spawn(command, args, {
          env: { ...process.env, GENERATOR_ID: String(id), GENERATOR_KIND: generatorKind },
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
function addCounts(a: FrameCounts, b: FrameCounts): FrameCounts {
  const sum = { ...a };
  for (const [kind, count] of Object.entries(b)) sum[kind] = (sum[kind] ?? 0) + count;
  return sum;
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
    joinRefusals: sum.joinRefusals + s.joinRefusals,
    matchErrors: sum.matchErrors + s.matchErrors,
    answers: sum.answers + s.answers,
    powerUps: sum.powerUps + s.powerUps,
    deliberateLeaves: sum.deliberateLeaves + s.deliberateLeaves,
    connected: sum.connected + s.connected,
    errorSamples: sum.errorSamples.concat(s.errorSamples).slice(0, 8),
    framesIn: addCounts(sum.framesIn, s.framesIn),
    bytesIn: sum.bytesIn + s.bytesIn,
    framesOut: sum.framesOut + s.framesOut,
    readsIn: sum.readsIn + s.readsIn,
    pingsWithData: sum.pingsWithData + s.pingsWithData,
    // the worst generator's loop: a lagging one delays its players' sends and timestamps
    loopP99Ms: Math.max(sum.loopP99Ms, s.loopP99Ms),
    loopMaxMs: Math.max(sum.loopMaxMs, s.loopMaxMs),
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
  // production closes /metrics without a token; the bench reads the event-loop delay there
  METRICS_TOKEN: BENCH_METRICS_TOKEN,
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
  const nodeArgs = [
    // the production server's own options first (a --server-node-options option can undo one)
    ...PRODUCTION_NODE_FLAGS,
    ...(values['server-node-options'] ?? '').split(' ').filter((arg) => arg !== ''),
    ...(profile !== undefined ? ['--cpu-prof', '--cpu-prof-dir', profile] : []),
  ];
  const spawned = await spawnBuiltServer(entry, { ...env, ...extra, PORT: String(port) }, nodeArgs);
  children.push(spawned);
  const pid = spawned.child.pid ?? 0;
  pinProcess(pid, 'server');
  servers.push({ spawned, pid, url: `ws://127.0.0.1:${port}`, port });
}
const generators = await Promise.all(
  Array.from({ length: generatorCount }, (_, id) => startGenerator(id, values['generator-prof'])),
);

const cpuNow = (): number => servers.reduce((sum, s) => sum + cpuMicros(s.pid), 0);
/** the kernel's share (system calls: mostly socket writes and reads) of the servers' and generators' CPU */
const systemNow = (): { server: number; generators: number } => ({
  server: servers.reduce((sum, s) => sum + cpuSplitMicros(s.pid).system, 0),
  generators: generators.reduce((sum, g) => sum + cpuSplitMicros(g.child.pid ?? 0).system, 0),
});
const waitNow = (): number => servers.reduce((sum, s) => sum + runQueueWaitMicros(s.pid), 0);
/** CPU of each generator process (µs): a generator at ~100 % of a core caps what the step can measure. */
const generatorCpuNow = (): number[] => generators.map((g) => cpuMicros(g.child.pid ?? 0));
const generatorWaitNow = (): number =>
  generators.reduce((sum, g) => sum + runQueueWaitMicros(g.child.pid ?? 0), 0);
const rssNow = (): number => servers.reduce((sum, s) => sum + rssMiB(s.pid), 0);
/** The garbage collector's pauses so far, summed over the servers, by prom-client's kind (major, minor, incremental). */
type GcTotals = Record<string, { count: number; ms: number }>;
const GC_KINDS = ['minor', 'major', 'incremental'] as const;

async function scrapeEventLoop(): Promise<{ p99: number; max: number; gc: GcTotals }> {
  // an overloaded server may not answer the scrape in time: then the figure is unknown, the run goes on
  const texts = await Promise.all(
    servers.map(async (s) => {
      try {
        const response = await fetch(`http://127.0.0.1:${s.port}/metrics`, {
          headers: { Authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
          signal: AbortSignal.timeout(20_000),
        });
        return await response.text();
      } catch {
        return '';
      }
    }),
  );
  // the delay beyond prom-client's sampling interval (see loopLatenessMs)
  const worst = (name: string): number =>
    loopLatenessMs(Math.max(...texts.map((t) => (metricValue(t, name) ?? NaN) * 1000)), LOOP_SAMPLE_MS);
  const gc: GcTotals = {};
  for (const kind of GC_KINDS) {
    const total = (name: string): number =>
      texts.reduce((sum, t) => sum + (metricValue(t, name, { kind }) ?? NaN), 0);
    gc[kind] = {
      count: total('nodejs_gc_duration_seconds_count'),
      ms: total('nodejs_gc_duration_seconds_sum') * 1000,
    };
  }
  return {
    p99: worst('nodejs_eventloop_lag_p99_seconds'),
    max: worst('nodejs_eventloop_lag_max_seconds'),
    gc,
  };
}

/**
 * What the servers' garbage collector paused in a step's window, e.g. "12 young (31.2 ms mean), 1 full (…)", as
 * Node's GC events count it: a full collection's atomic pause only. The incremental marking before it (V8's
 * steps on the main thread, ~0.5–1 s of one pinned core at 10,000 players) is not in those events:
 * `--server-node-options=--trace-gc` prints it.
 */
function gcInWindow(before: GcTotals, after: GcTotals): string {
  const delta = (kind: string): { count: number; ms: number } => ({
    count: (after[kind]?.count ?? NaN) - (before[kind]?.count ?? NaN),
    ms: (after[kind]?.ms ?? NaN) - (before[kind]?.ms ?? NaN),
  });
  const young = delta('minor');
  const full = delta('major');
  const marking = delta('incremental');
  return (
    `${f0(young.count)} young (${f1(young.ms / young.count)} ms mean, ${f0(young.ms)} ms in all), ` +
    `${f0(full.count)} full (${f0(full.ms + marking.ms)} ms of atomic pauses` +
    `${full.count > 0 ? '; their incremental marking, not counted here, holds the loop much longer' : ''})`
  );
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
  /** joins the server shed under overload (`server_busy`), retried after the hint; not errors */
  joinRefusals: number;
  matchErrors: number;
  cpuPercent: number;
  /** the busiest generator's CPU, % of one core */
  generatorCpuPercent: number;
  /** all generators' CPU together, % of one core */
  generatorsCpuPercent: number;
  /** the kernel's share of the server's and of the generators' CPU (%) */
  serverSystemShare: number;
  generatorsSystemShare: number;
  generatorLoopP99Ms: number;
  generatorLoopMaxMs: number;
  cpuPerAnswerUs: number;
  /** server CPU per open room per second (µs), rooms counted as connected players / 2 */
  cpuPerRoomSecondUs: number;
  /** WebSocket frames the server wrote per second, as the players counted them */
  framesPerSecond: number;
  /** mean size of those frames on the wire (bytes, headers included; `lean` only) */
  frameBytes: number;
  cpuPerFrameUs: number;
  /** frames by kind, per answer */
  framesPerAnswer: FrameCounts;
  bound: string;
  rssMiB: number;
  loopP99Ms: number;
  loopMaxMs: number;
  /** the servers' garbage collection in the window (see gcInWindow) */
  gc: string;
  load: string;
  samples: string[];
  echoCpuPerMessageUs?: number;
}
const results: StepResult[] = [];
const f0 = (n: number): string => (Number.isFinite(n) ? n.toFixed(0) : '–');
const f1 = (n: number): string => (Number.isFinite(n) ? n.toFixed(1) : '–');
const f2 = (n: number): string => (Number.isFinite(n) ? n.toFixed(2) : '–');
const loadNow = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

console.log(
  `load bench: ${processCount} server process(es), ${generatorCount} ${generatorKind} generator(s), ${coreCount} cores` +
    `${pinning ? ` (pinned: servers on ${pinnedCores.server}, generators on ${pinnedCores.generator})` : ''}, ` +
    `answer window ${roundMs} ms, window ${windowS} s per step, load ${loadNow()}`,
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
      recentIdsMax: Number(values['recent-ids']),
    });
  }
  const rampS = (players - (results.at(-1)?.players ?? 0)) / rampPerSecond;
  await sleep((rampS + warmupS) * 1000);
  await collect(generators); // drop the ramp
  const { gc: gc0 } = await scrapeEventLoop(); // resets the event-loop histogram
  const cpu0 = cpuNow();
  const system0 = systemNow();
  const wait0 = waitNow();
  const generatorCpu0 = generatorCpuNow();
  const generatorWait0 = generatorWaitNow();
  const t0 = performance.now();
  await sleep(windowS * 1000);
  const stats = await collect(generators);
  const elapsedS = (performance.now() - t0) / 1000;
  const cpuUs = cpuNow() - cpu0;
  const system1 = systemNow();
  const waitUs = waitNow() - wait0;
  const generatorCpuUs = generatorCpuNow().map((us, i) => us - (generatorCpu0[i] ?? 0));
  const generatorWaitUs = generatorWaitNow() - generatorWait0;
  const loop = await scrapeEventLoop();
  const answers = stats.answerLatencies.slice().sort((a, b) => a - b);
  const pairs = stats.pairLatencies.slice().sort((a, b) => a - b);
  const frames = Object.values(stats.framesIn).reduce((sum, n) => sum + n, 0);
  const percentOfWindow = (us: number): number => (us / 1e6 / elapsedS) * 100;
  const cpuPercent = percentOfWindow(cpuUs);
  const generatorsCpuPercent = percentOfWindow(generatorCpuUs.reduce((sum, us) => sum + us, 0));
  const verdict = boundedBy(
    {
      cpuPercent,
      cores: Math.min(sideCores.server, processCount),
      loopP99Ms: loop.p99,
      waitPercent: percentOfWindow(waitUs),
    },
    {
      cpuPercent: generatorsCpuPercent,
      cores: Math.min(sideCores.generator, generatorCount),
      loopP99Ms: stats.loopP99Ms,
      waitPercent: percentOfWindow(generatorWaitUs),
    },
  );
  const result: StepResult = {
    players,
    connected: stats.connected,
    answers: stats.answers,
    answersPerSecond: stats.answers / elapsedS,
    joinsPerSecond: stats.joins / elapsedS,
    answer: [percentile(answers, 50), percentile(answers, 95), percentile(answers, 99)],
    pair: [percentile(pairs, 50), percentile(pairs, 95)],
    joinErrors: stats.joinErrors,
    joinRefusals: stats.joinRefusals,
    matchErrors: stats.matchErrors,
    cpuPercent,
    generatorCpuPercent: percentOfWindow(Math.max(...generatorCpuUs)),
    generatorsCpuPercent,
    serverSystemShare: cpuUs > 0 ? ((system1.server - system0.server) / cpuUs) * 100 : NaN,
    generatorsSystemShare: generatorCpuUs.some((us) => us > 0)
      ? ((system1.generators - system0.generators) / generatorCpuUs.reduce((sum, us) => sum + us, 0)) * 100
      : NaN,
    generatorLoopP99Ms: stats.loopP99Ms,
    generatorLoopMaxMs: stats.loopMaxMs,
    cpuPerAnswerUs: stats.answers > 0 ? cpuUs / stats.answers : NaN,
    cpuPerRoomSecondUs: stats.connected > 0 ? cpuUs / (stats.connected / 2) / elapsedS : NaN,
    framesPerSecond: frames / elapsedS,
    frameBytes: stats.bytesIn > 0 && frames > 0 ? stats.bytesIn / frames : NaN,
    cpuPerFrameUs: frames > 0 ? cpuUs / frames : NaN,
    framesPerAnswer: Object.fromEntries(
      Object.entries(stats.framesIn).map(([kind, n]) => [kind, stats.answers > 0 ? n / stats.answers : NaN]),
    ),
    bound: verdict.bound,
    rssMiB: rssNow(),
    loopP99Ms: loop.p99,
    loopMaxMs: loop.max,
    gc: gcInWindow(gc0, loop.gc),
    load: loadavg()[0]?.toFixed(2) ?? '?',
    samples: stats.errorSamples,
  };
  results.push(result);
  console.log(
    `step ${players} players: connected ${result.connected}, ${f0(result.answersPerSecond)} answers/s, ` +
      `${f0(result.joinsPerSecond)} joins/s, answer→result p50/p95/p99 ${f1(result.answer[0])}/${f1(result.answer[1])}/${f1(result.answer[2])} ms, ` +
      `join→paired p50/p95 ${f0(result.pair[0])}/${f0(result.pair[1])} ms, errors join ${result.joinErrors} match ${result.matchErrors}, joins shed (server_busy, retried) ${result.joinRefusals}, ` +
      `CPU ${f0(result.cpuPercent)} % (${f0(result.serverSystemShare)} % of it in the kernel; ${f0(result.cpuPerAnswerUs)} µs/answer, ${f1(result.cpuPerFrameUs)} µs/frame, ${f1(result.cpuPerRoomSecondUs)} µs per room per second), ` +
      `RSS ${f0(result.rssMiB)} MiB, event-loop delay p99/max ${f1(result.loopP99Ms)}/${f1(result.loopMaxMs)} ms, load ${result.load}`,
  );
  console.log(
    `  generators: CPU ${f0(result.generatorsCpuPercent)} % together (busiest ${f0(result.generatorCpuPercent)} %, ` +
      `${f0(result.generatorsSystemShare)} % of it in the kernel), ` +
      `event-loop delay p99/max ${f1(result.generatorLoopP99Ms)}/${f1(result.generatorLoopMaxMs)} ms`,
  );
  console.log(`  ${verdict.text}`);
  console.log(`  the servers' garbage collection in the window: ${result.gc}`);
  console.log(
    `  frames written by the server: ${f0(result.framesPerSecond)}/s (${f1(frames / Math.max(1, stats.answers))} per answer, ` +
      `${f0(result.frameBytes)} bytes each${generatorKind === 'sdk' ? '; pings not seen by the SDK' : ''}), ` +
      `frames read: ${generatorKind === 'lean' ? `${f0(stats.framesOut / elapsedS)}/s` : '–'}` +
      // the lean players' TCP reads: on loopback about one per socket write of the server (frames it corked
      // together arrive together), and how many of the pings came in one with an event's frames
      (generatorKind === 'lean'
        ? `, TCP reads by the players ${f0(stats.readsIn / elapsedS)}/s (${f1(stats.readsIn / Math.max(1, stats.answers))} per answer), ` +
          `pings read with a data frame ${f0((stats.pingsWithData / Math.max(1, stats.framesIn['ws:ping'] ?? 0)) * 100)} %`
        : '') +
      '; per answer: ' +
      Object.entries(result.framesPerAnswer)
        .sort(([, a], [, b]) => b - a)
        .map(([kind, n]) => `${kind} ${f2(n)}`)
        .join(', '),
  );
  for (const sample of result.samples) console.log(`  error sample: ${sample}`);
}

for (const g of generators)
  g.send({ kind: 'players', count: 0, rampPerSecond: 1, urls: [], answerWindowMs: roundMs, recentIdsMax: 0 });
for (const g of generators) g.send({ kind: 'stop' });
if (values['generator-prof'] !== undefined) {
  // a generator writes its profile as it exits
  const exited = generators.map((g) => new Promise((resolve) => g.child.once('exit', resolve)));
  await Promise.race([Promise.all(exited), sleep(30_000)]);
  console.log(`generator CPU profile(s) in ${values['generator-prof']}`);
}
if (values['cpu-prof'] !== undefined) {
  // SIGINT: the server voids what runs and exits normally, which is when V8 writes the profile
  for (const server of servers) server.spawned.child.kill('SIGINT');
  await Promise.race([Promise.all(servers.map((s) => s.spawned.exited)), sleep(30_000)]);
  console.log(`CPU profile(s) in ${values['cpu-prof']}`);
}
for (const server of servers) server.spawned.kill();
await sleep(1000);
if (values['server-log'] !== undefined) {
  writeFileSync(
    values['server-log'],
    servers.map((s, i) => `==== server ${i} (port ${s.port})\n${s.spawned.output()}`).join('\n'),
  );
  console.log(`server output in ${values['server-log']}`);
}

// ---- the echo baseline: same connections, frame rate and frame size, raw ws ----
if (values.echo && !values['no-echo'] && !values['pairing-only'] && !values.idle) {
  // the echo's clients come from the `ws` package whatever the generator kind (the echo server's CPU is measured)
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
    // a WebSocket frame header is 2–4 bytes from the server: the echoed message is the frame's payload
    const messageBytes = Number.isFinite(result.frameBytes) ? Math.max(1, result.frameBytes - 3) : 60;
    await Promise.all(
      echoGenerators.map((g) => {
        const ready = g.next('echo_ready');
        g.send({
          kind: 'echo',
          url: `ws://127.0.0.1:${port}`,
          connections,
          messagesPerSecond: result.framesPerSecond / generatorCount,
          messageBytes,
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
      `echo ${result.connected} connections, ${f0(stats.echoMessages / elapsedS)} msg/s of ${f0(messageBytes)} bytes ` +
        `(the server wrote ${f0(result.framesPerSecond)} frames/s): ${f1(result.echoCpuPerMessageUs)} µs CPU per message ` +
        `(ws echo server) against the server's ${f1(result.cpuPerFrameUs)} µs per frame: ` +
        `${f1(result.cpuPerFrameUs / result.echoCpuPerMessageUs)}×, load ${loadNow()}`,
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
  `\n| players | connected | answers/s | joins/s | answer→result p50/p95/p99 ms | join→paired p50/p95 ms | join err | joins shed | match err | CPU % | CPU µs/answer | frames/s | CPU µs/frame | echo µs/msg | ratio | RSS MiB | loop p99/max ms | generators CPU % | generators loop p99/max ms | bounded by | load |`,
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const ratio = r.echoCpuPerMessageUs !== undefined ? r.cpuPerFrameUs / r.echoCpuPerMessageUs : NaN;
  console.log(
    `| ${r.players} | ${r.connected} | ${f0(r.answersPerSecond)} | ${f0(r.joinsPerSecond)} | ${f1(r.answer[0])}/${f1(r.answer[1])}/${f1(r.answer[2])} | ` +
      `${f0(r.pair[0])}/${f0(r.pair[1])} | ${r.joinErrors} | ${r.joinRefusals} | ${r.matchErrors} | ${f0(r.cpuPercent)} | ${f0(r.cpuPerAnswerUs)} | ` +
      `${f0(r.framesPerSecond)} | ${f1(r.cpuPerFrameUs)} | ${f1(r.echoCpuPerMessageUs ?? NaN)} | ${f1(ratio)}× | ${f0(r.rssMiB)} | ` +
      `${f1(r.loopP99Ms)}/${f1(r.loopMaxMs)} | ${f0(r.generatorsCpuPercent)} | ${f1(r.generatorLoopP99Ms)}/${f1(r.generatorLoopMaxMs)} | ${r.bound} | ${r.load} |`,
  );
}
console.log(
  `(${processCount} process(es), ${generatorCount} ${generatorKind} generator(s)${pinning ? ', pinned' : ''}; ` +
    `${((Date.now() - startedAt) / 1000).toFixed(0)} s in all, load at the end ${loadNow()})`,
);
cleanup();
if (redisDir !== '') rmSync(redisDir, { recursive: true, force: true });
process.exit(0);
