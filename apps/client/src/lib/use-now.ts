import { useEffect, useState } from 'react';

/** The current time in ms, refreshed every `intervalMs` while `running` (countdowns). */
export function useNow(intervalMs = 1000, running = true): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNowMs(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs, running]);
  return nowMs;
}

/** `ms` as mm:ss, rounded up so a countdown never shows 00:00 before the ticket arrives. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
