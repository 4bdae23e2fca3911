import type { ServerLogger } from '../server';

/**
 * Colyseus' Redis presence logs every connection error of its two clients as a warning, one per reconnection
 * attempt. This logger lets the first of a repeated warning through and drops the same text again for
 * `windowMs`, so an outage is a few lines, not hundreds.
 */
export function withoutRepeatedWarnings(
  logger: ServerLogger,
  windowMs = 30_000,
  nowMs: () => number = () => performance.now(),
): ServerLogger {
  const lastWrittenMs = new Map<string, number>();
  return {
    ...logger,
    warn: (...args: unknown[]) => {
      const key = args.map((arg) => (typeof arg === 'string' ? arg : '')).join(' ');
      const now = nowMs();
      const last = lastWrittenMs.get(key);
      if (last !== undefined && now - last < windowMs) return;
      if (lastWrittenMs.size > 100) lastWrittenMs.clear();
      lastWrittenMs.set(key, now);
      logger.warn(...args);
    },
  };
}
