/**
 * Admission control of new matchmaking joins (issue 29): while the event loop is overloaded, a new quick-play
 * join is refused at once (`server_busy`, with a jittered retry hint) instead of being queued behind the running
 * matches' answers. A join costs the server 1.5–2.4 ms of CPU (matchmaking request, WebSocket, room join, state
 * handshake); at 10,000 players re-joins come in waves of up to ~280 a second, and one wave took the whole core:
 * every match's answers waited behind the joins (p99 answer→result 1.2 s) and seats expired.
 *
 * The measure is the event loop's utilisation (the share of wall time it spent running code, Node's
 * `performance.eventLoopUtilization()`) over a short sliding window: it reads 1.0 within one window of a wave
 * starting, whatever the wave's size, and it does not count time the process waited for a CPU it shares. Pure:
 * the caller samples the loop's cumulative busy time on a timer and passes it in with the time.
 */

/** The gate's settings (env: JOIN_SHEDDING, JOIN_SHED_UTILIZATION, …; see config.ts and the README). */
export interface AdmissionSettings {
  /** false: every join is admitted (the gate only measures) */
  enabled: boolean;
  /** shed new joins once the loop's utilisation over `windowMs` reaches this (0–1) */
  shedAt: number;
  /** …and admit them again once it has fallen below this (hysteresis, so the gate does not flap) */
  resumeBelow: number;
  /** the sliding window the utilisation is measured over (ms) */
  windowMs: number;
  /** once shedding, at least this long (ms): a window's dip inside a wave does not let a burst in */
  minShedMs: number;
  /** a refused join is told to retry after a delay drawn uniformly from [min, max] ms (jitter: no second wave) */
  retryAfterMs: { min: number; max: number };
}

/**
 * Defaults (README, "Admission control"): at 10,000 players on one pinned core the server averages 82 % of the
 * core (phase 3; that includes GC helper threads, so the loop alone is less busy), and a join wave pins the loop
 * at 100 % for seconds. Answers queue only once the loop has no idle time left, so 0.9 over 250 ms sheds within
 * a quarter of a second of a wave and stays above the steady load; 0.75 lets joins back only once a quarter of
 * the loop's time is idle again, and 500 ms at least keeps it from flapping on a wave's dips. The 1–3 s retry
 * spread is a wave's length: refused players come back over the next waves' gaps, not together. Off by default:
 * at 10,000 players the loop is 75–82 % busy in normal play and these thresholds shed thousands of joins without
 * bringing answers under 50 ms (README, "Admission control"); an operator turns it on for a join storm.
 */
export const DEFAULT_ADMISSION: AdmissionSettings = {
  enabled: false,
  shedAt: 0.9,
  resumeBelow: 0.75,
  windowMs: 250,
  minShedMs: 500,
  retryAfterMs: { min: 1_000, max: 3_000 },
};

/** How often the caller should sample the loop (ms): a window holds several samples. */
export const ADMISSION_SAMPLE_MS = 50;

/** At most one summary log line per this many ms while joins are being refused. */
export const ADMISSION_LOG_INTERVAL_MS = 10_000;

/** A refused join's answer. */
export interface Refusal {
  /** the delay the client is told to wait before trying again (ms), jittered */
  retryAfterMs: number;
}

interface Sample {
  atMs: number;
  busyMs: number;
}

/** The gate in front of new joins; `sample` on a timer, `admit` per join. */
export class AdmissionGate {
  private readonly samples: Sample[] = [];
  private shedding = false;
  private shedSinceMs = 0;
  private current = 0;
  /** refusals since the last log line, and when that line was written */
  private refusedSinceLine = 0;
  private refusedTotal = 0;
  private peakSinceLine = 0;
  private lastLineAtMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly settings: AdmissionSettings,
    private readonly random: () => number = Math.random,
  ) {
    if (!(settings.resumeBelow <= settings.shedAt)) throw new Error('resumeBelow must not exceed shedAt');
    if (!(settings.retryAfterMs.min <= settings.retryAfterMs.max)) throw new Error('retryAfterMs min > max');
  }

  /**
   * The loop's cumulative busy time (`performance.eventLoopUtilization().active`, ms) at `nowMs` (monotonic).
   * Updates the utilisation over the window and whether joins are shed.
   */
  sample(nowMs: number, busyMs: number): void {
    const samples = this.samples;
    samples.push({ atMs: nowMs, busyMs });
    // keep the newest sample at least one window old as the window's start, drop those before it
    while (samples.length > 2 && (samples[1]?.atMs ?? nowMs) <= nowMs - this.settings.windowMs)
      samples.shift();
    const first = samples[0];
    if (first === undefined || nowMs <= first.atMs) return;
    this.current = Math.min(1, Math.max(0, (busyMs - first.busyMs) / (nowMs - first.atMs)));
    if (this.shedding) this.peakSinceLine = Math.max(this.peakSinceLine, this.current);
    if (!this.settings.enabled) return;
    if (!this.shedding && this.current >= this.settings.shedAt) {
      this.shedding = true;
      this.shedSinceMs = nowMs;
      this.peakSinceLine = Math.max(this.peakSinceLine, this.current);
    } else if (
      this.shedding &&
      this.current < this.settings.resumeBelow &&
      nowMs - this.shedSinceMs >= this.settings.minShedMs
    ) {
      this.shedding = false;
    }
  }

  /** The loop's utilisation over the last window (0–1), as last sampled. */
  get utilization(): number {
    return this.current;
  }

  /** Whether new joins are refused now. */
  get isShedding(): boolean {
    return this.shedding;
  }

  /** Joins refused since the gate was made. */
  get refused(): number {
    return this.refusedTotal;
  }

  /** A new join: null = admitted; else refused, with the (jittered) delay to retry after. */
  admit(): Refusal | null {
    if (!this.shedding) return null;
    this.refusedSinceLine += 1;
    this.refusedTotal += 1;
    const { min, max } = this.settings.retryAfterMs;
    return { retryAfterMs: Math.round(min + (max - min) * this.random()) };
  }

  /**
   * A summary of the refusals since the last line, at most once per ADMISSION_LOG_INTERVAL_MS and only when
   * there were some (never a line per refusal); null otherwise.
   */
  logLine(nowMs: number): string | null {
    if (this.refusedSinceLine === 0 || nowMs - this.lastLineAtMs < ADMISSION_LOG_INTERVAL_MS) return null;
    const first = this.lastLineAtMs === Number.NEGATIVE_INFINITY;
    const seconds = first ? null : Math.round((nowMs - this.lastLineAtMs) / 1000);
    const line =
      `admission: ${this.refusedSinceLine} new join(s) refused (server_busy) ` +
      `${seconds === null ? 'since the start' : `in the last ${seconds} s`}: the event loop was up to ` +
      `${Math.round(this.peakSinceLine * 100)} % busy over ${this.settings.windowMs} ms ` +
      `(sheds at ${Math.round(this.settings.shedAt * 100)} %); running matches and reconnections are not affected`;
    this.lastLineAtMs = nowMs;
    this.refusedSinceLine = 0;
    this.peakSinceLine = this.shedding ? this.current : 0;
    return line;
  }
}
