import { useEffect, useRef, useState } from 'react';

/** How long a reward takes to count up on the result screen. */
export const COUNT_UP_MS = 900;

/** The player asked the system for reduced motion (no matchMedia, as in tests: no preference). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Ease-out cubic: fast first, settling on the figure. `t` in 0..1. */
export function easeOut(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** The whole number shown `elapsedMs` into counting from 0 up to `target` over `durationMs`. */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  return Math.round(target * easeOut(elapsedMs / durationMs));
}

/**
 * Counts from 0 up to `target` over `durationMs` on animation frames; with reduced motion (or a target of 0)
 * it shows the figure at once. `onDone` runs once when the figure is reached.
 */
export function useCountUp(target: number, durationMs = COUNT_UP_MS, onDone?: () => void): number {
  const instant = target <= 0 || prefersReducedMotion();
  // The figure reached so far, for the target it counts towards (a new target starts again from 0).
  const [shown, setShown] = useState({ target, value: 0 });
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (instant) {
      done.current?.();
      return undefined;
    }
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const value = countUpValue(target, now - start, durationMs);
      setShown({ target, value });
      if (value === target) done.current?.();
      else frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, instant]);

  if (instant) return target;
  return shown.target === target ? shown.value : 0;
}
