import { useEffect, useState } from 'react';

import { useNow } from '../../lib/use-now';

/** How often countdowns redraw (ms); smooth enough for a bar, cheap on phones. */
const TICK_MS = 100;

/**
 * Milliseconds left until `targetMs` on the server clock (local clock + `clockOffsetMs`), refreshed every
 * TICK_MS; 0 once passed, null without a target. The server's deadline is the truth: pausing never stops it.
 */
export function useCountdown(targetMs: number | null, clockOffsetMs = 0): number | null {
  const now = useNow(TICK_MS, targetMs !== null);
  return targetMs === null ? null : Math.max(0, targetMs - (now + clockOffsetMs));
}

/** Milliseconds since `startMs` (local clock), refreshed every second; for the elapsed search time. */
export function useElapsed(startMs: number | null): number {
  const now = useNow(1000);
  return startMs === null ? 0 : Math.max(0, now - startMs);
}

/**
 * Whether `targetMs` on the server clock (local clock + `clockOffsetMs`) has passed; false without a target.
 * One timer per deadline instead of a TICK_MS countdown, so a screen that only needs "time's up" does not
 * re-render ten times a second. A new or moved deadline (an energy drink) starts over.
 */
export function useDeadlinePassed(targetMs: number | null, clockOffsetMs = 0): boolean {
  const [passedTargetMs, setPassedTargetMs] = useState<number | null>(null);
  useEffect(() => {
    if (targetMs === null) return;
    const leftMs = targetMs - (Date.now() + clockOffsetMs);
    const id = window.setTimeout(() => setPassedTargetMs(targetMs), Math.max(0, leftMs));
    return () => window.clearTimeout(id);
  }, [targetMs, clockOffsetMs]);
  return targetMs !== null && passedTargetMs === targetMs;
}
