import type { EventEmitter } from 'node:events';
import type { ServerLogger } from '../server';

/**
 * One line when a Redis connection goes (`redis unreachable: <reason>`) and one when it is back, instead of
 * ioredis' "Unhandled error event" with a stack trace for every reconnection attempt (issue 28 counted 41
 * of them in one outage). The listener also keeps an ioredis client without one from printing to stderr.
 */
export function watchRedisConnection(
  client: EventEmitter,
  name: string,
  logger: ServerLogger,
  nowMs: () => number = () => performance.now(),
): void {
  let downSinceMs: number | null = null;
  let errors = 0;
  client.on('error', (error: unknown) => {
    errors += 1;
    if (downSinceMs !== null) return;
    downSinceMs = nowMs();
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn(`redis unreachable (${name}): ${reason}; retrying`);
  });
  client.on('ready', () => {
    if (downSinceMs === null) return;
    const seconds = ((nowMs() - downSinceMs) / 1000).toFixed(1);
    logger.info(`redis reachable again (${name}) after ${seconds} s and ${errors} connection error(s)`);
    downSinceMs = null;
    errors = 0;
  });
}

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
