import { systemClock, type Clock, type ClockTimer } from '../clock';

interface Pending {
  dueMs: number;
  callback: () => void;
  handle: NodeJS.Timeout;
}

/**
 * A clock for tests of a real server: it runs with real time (so Colyseus, sockets and the match's short test
 * timers behave as in production) but a test can `skip` ahead — ten minutes of a friend code's life pass at
 * once, and every timer due meanwhile fires — and `jumpWall` sets the wall clock without any time passing.
 */
export class SkipClock implements Clock {
  private readonly real = systemClock();
  private skippedMs = 0;
  private wallShiftMs = 0;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  now(): number {
    return this.real.now() + this.skippedMs;
  }

  wallNow(): number {
    return Date.now() + this.skippedMs + this.wallShiftMs;
  }

  setTimer(callback: () => void, delayMs: number): ClockTimer {
    const id = this.nextId++;
    const entry = { dueMs: this.now() + Math.max(0, delayMs), callback, handle: undefined as never };
    this.pending.set(id, entry);
    this.arm(id, entry);
    return id as unknown as ClockTimer;
  }

  clearTimer(timer: ClockTimer): void {
    const id = timer as unknown as number;
    const entry = this.pending.get(id);
    if (entry === undefined) return;
    clearTimeout(entry.handle);
    this.pending.delete(id);
  }

  /** `ms` pass at once: every timer due by then fires (soonest first) on the next turns of the event loop. */
  skip(ms: number): void {
    this.skippedMs += ms;
    const entries = [...this.pending].sort(([, a], [, b]) => a.dueMs - b.dueMs);
    for (const [id, entry] of entries) {
      clearTimeout(entry.handle);
      this.arm(id, entry);
    }
  }

  /** The machine's clock is set `ms` forward (negative: back); no time passes. */
  jumpWall(ms: number): void {
    this.wallShiftMs += ms;
  }

  private arm(id: number, entry: Pending): void {
    entry.handle = setTimeout(
      () => {
        this.pending.delete(id);
        entry.callback();
      },
      Math.max(0, entry.dueMs - this.now()),
    );
  }
}
