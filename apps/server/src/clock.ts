/** A pending callback of a clock (opaque: only `clearTimer` reads it). */
export type ClockTimer = { readonly __clockTimer: true };

/**
 * The one source of time of a server process, passed to everything that reads time (rooms, rate limits, friend
 * codes, windows, the drain), so a test advances a fake clock instead of sleeping and a jump of the machine's
 * clock changes nothing that measures a duration.
 */
export interface Clock {
  /**
   * Server time (ms) for every duration, deadline, window and expiry, and for the times sent to clients (with
   * `serverNowMs` beside them): monotonic, so it never jumps when the machine's clock is set. It reads like
   * epoch ms (anchored to the wall clock once, when the process started), so processes started with synced
   * clocks agree on it.
   */
  now(): number;
  /** The wall clock (epoch ms), for calendar dates only: today's daily card, the time written beside a report. */
  wallNow(): number;
  /** Runs `callback` once `delayMs` of server time have passed (negative counts as 0). */
  setTimer(callback: () => void, delayMs: number): ClockTimer;
  clearTimer(timer: ClockTimer): void;
}

/**
 * The production clock: `now()` is the wall clock at start plus the monotonic time since (`performance.now()`),
 * timers are Node's (libuv measures them on the monotonic clock too).
 */
export function systemClock(): Clock {
  const anchorMs = Date.now() - performance.now();
  return {
    // whole ms, as Date.now() gives (the times go into messages and state)
    now: () => Math.floor(anchorMs + performance.now()),
    wallNow: () => Date.now(),
    setTimer: (callback, delayMs) => setTimeout(callback, Math.max(0, delayMs)) as unknown as ClockTimer,
    clearTimer: (timer) => clearTimeout(timer as unknown as NodeJS.Timeout),
  };
}
