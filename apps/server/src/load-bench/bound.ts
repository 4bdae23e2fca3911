/**
 * What held a load-bench step back: the server, its generators, both, or neither. A step's latencies say
 * something about the server only when its generators kept up: below their event-loop goal and with CPU to
 * spare. The run-queue wait says when other work on the same cores took the CPU from either side.
 */

/**
 * The sampling interval of the event-loop histograms the bench reads: its own generators' and the server's
 * (prom-client's `nodejs_eventloop_lag_*`, default precision 10 ms).
 */
export const LOOP_SAMPLE_MS = 10;

/**
 * How late the event loop ran, from a `monitorEventLoopDelay` figure: Node records the whole time between two
 * of its sampling timer's callbacks, so an idle loop sampled every 10 ms reads 10 ms (p99 ≈ 11 ms idle); the
 * delay is what exceeds the interval.
 */
export function loopLatenessMs(recordedMs: number, sampleMs: number): number {
  return Number.isFinite(recordedMs) ? Math.max(0, recordedMs - sampleMs) : recordedMs;
}

/** A generator whose event loop lags more than this (p99) delays its own sends and timestamps. */
export const GENERATOR_LOOP_P99_GOAL_MS = 10;
/** Busier than this share of the cores it may use, a side is counted as saturated. */
export const SATURATED_SHARE = 0.85;
/** A server whose event loop lags more than this (p99) cannot answer within the 50 ms goal. */
export const SERVER_LOOP_P99_LIMIT_MS = 50;
/** Waiting for a CPU more than this share of the window means other work competed for the cores. */
export const CONTENDED_SHARE = 0.1;

export interface SideLoad {
  /** CPU used, in % of one core (summed over the side's processes) */
  cpuPercent: number;
  /** cores the side may run on (its pinned cores, or the whole machine) */
  cores: number;
  /** the worst event-loop delay p99 of the side's processes (ms) */
  loopP99Ms: number;
  /** time runnable but waiting for a CPU, in % of the window (summed over the side's processes) */
  waitPercent: number;
}

export type Bound = 'server' | 'generators' | 'both' | 'neither';

export interface BoundVerdict {
  bound: Bound;
  /** one line for the step's output */
  text: string;
}

function busy(side: SideLoad): number {
  return side.cpuPercent / 100 / Math.max(1, side.cores);
}

function describe(name: string, side: SideLoad, loopLimitMs: number): string {
  const notes = [`CPU ${side.cpuPercent.toFixed(0)} % of ${side.cores} core(s)`];
  notes.push(`loop p99 ${Number.isFinite(side.loopP99Ms) ? side.loopP99Ms.toFixed(1) : '–'} ms`);
  if (side.loopP99Ms > loopLimitMs) notes.push(`over ${loopLimitMs} ms`);
  notes.push(`waited for a CPU ${side.waitPercent.toFixed(0)} %`);
  return `${name} ${notes.join(', ')}`;
}

export function boundedBy(server: SideLoad, generators: SideLoad): BoundVerdict {
  const generatorsBound =
    busy(generators) >= SATURATED_SHARE || generators.loopP99Ms > GENERATOR_LOOP_P99_GOAL_MS;
  const serverBound = busy(server) >= SATURATED_SHARE || server.loopP99Ms > SERVER_LOOP_P99_LIMIT_MS;
  const bound: Bound =
    generatorsBound && serverBound
      ? 'both'
      : generatorsBound
        ? 'generators'
        : serverBound
          ? 'server'
          : 'neither';
  const contended = [server, generators].some((side) => side.waitPercent / 100 >= CONTENDED_SHARE);
  const text =
    `bounded by ${bound === 'neither' ? 'neither (both had headroom)' : `the ${bound === 'both' ? 'server and the generators' : bound}`}: ` +
    `${describe('server', server, SERVER_LOOP_P99_LIMIT_MS)}; ` +
    `${describe('generators', generators, GENERATOR_LOOP_P99_GOAL_MS)}` +
    (contended ? ' — other work took CPU from the bench: its figures measure the machine too' : '');
  return { bound, text };
}
