import type { Clock, ClockTimer } from '../clock';

interface Pending {
  id: number;
  dueMs: number;
  callback: () => void;
}

/**
 * A clock for tests: time moves only when the test says so. `advance` moves server time (and the wall clock
 * with it) and runs every timer that falls due, in order; `jumpWall` sets the machine's clock forward or back
 * without any time passing, as an administrator or a bad NTP step would.
 */
export class FakeClock implements Clock {
  private monotonicMs: number;
  private wallOffsetMs = 0;
  private pending: Pending[] = [];
  private nextId = 1;

  constructor(startMs = Date.UTC(2026, 10, 27, 12, 0, 0)) {
    this.monotonicMs = startMs;
  }

  now(): number {
    return this.monotonicMs;
  }

  wallNow(): number {
    return this.monotonicMs + this.wallOffsetMs;
  }

  setTimer(callback: () => void, delayMs: number): ClockTimer {
    const id = this.nextId++;
    this.pending.push({ id, dueMs: this.monotonicMs + Math.max(0, delayMs), callback });
    return id as unknown as ClockTimer;
  }

  clearTimer(timer: ClockTimer): void {
    const id = timer as unknown as number;
    this.pending = this.pending.filter((p) => p.id !== id);
  }

  /** Moves time forward by `ms`, running each timer at its own time (timers set by timers included). */
  advance(ms: number): void {
    const target = this.monotonicMs + ms;
    for (;;) {
      const next = this.pending.reduce<Pending | undefined>(
        (best, p) => (p.dueMs <= target && (best === undefined || p.dueMs < best.dueMs) ? p : best),
        undefined,
      );
      if (next === undefined) break;
      this.pending = this.pending.filter((p) => p !== next);
      this.monotonicMs = Math.max(this.monotonicMs, next.dueMs);
      next.callback();
    }
    this.monotonicMs = target;
  }

  /** The machine's clock is set `ms` forward (negative: back); no time passes. */
  jumpWall(ms: number): void {
    this.wallOffsetMs += ms;
  }

  /** Timers still waiting. */
  get pendingTimers(): number {
    return this.pending.length;
  }
}
