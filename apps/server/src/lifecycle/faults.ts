import type { Clock } from '../clock';
import { describeError, throttledLines } from '../security/refusal-log';

/** What ioredis rejects a command with when the connection is gone, besides its RedisError family. */
const REDIS_CONNECTION_MESSAGES = [
  'Connection is closed.',
  "Stream isn't writeable and enableOfflineQueue options is false",
  "Cluster isn't ready and enableOfflineQueue options is false",
];

/**
 * Whether `error` is a Redis command that failed (ioredis: a reply error, a command given up after its retries
 * — `MaxRetriesPerRequestError` —, a closed connection). Such a rejection reaches the process from inside
 * Colyseus (its listings, stats and subscriptions are written without waiting for the answer) and must never
 * stop it: the matches run in memory, and new joins are refused while Redis is away.
 */
export function isRedisFault(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (REDIS_CONNECTION_MESSAGES.includes(error.message)) return true;
  // redis-errors' classes (ReplyError, AbortError, MaxRetriesPerRequestError, …) all extend RedisError
  for (
    let proto: unknown = Object.getPrototypeOf(error);
    proto !== null;
    proto = Object.getPrototypeOf(proto)
  ) {
    if ((proto as { constructor?: { name?: string } }).constructor?.name === 'RedisError') return true;
  }
  return false;
}

/**
 * The process's last resort for errors nothing caught (`unhandledRejection`, `uncaughtException`): a Redis
 * fault is one short line (at most every 10 s, with how many were held back) and the process goes on; anything
 * else is a bug, and the process stops the way it did before (`stop`).
 */
export function createFaultHandler(options: {
  clock: Clock;
  warn: (line: string) => void;
  stop: (error: unknown) => void;
}): (error: unknown) => void {
  const line = throttledLines(options.clock, options.warn, (error: unknown) => {
    return `redis command failed, the process goes on: ${describeError(error)}`;
  });
  return (error) => (isRedisFault(error) ? line(error) : options.stop(error));
}
