import type { Clock } from '../clock';
import { describeError } from '../security/refusal-log';

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

/** How often one line about failed Redis commands may be printed (the others are counted into it). */
const FAULT_LINE_WINDOW_MS = 10_000;

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
  let lastLineAtMs = Number.NEGATIVE_INFINITY;
  let heldBack = 0;
  return (error) => {
    if (!isRedisFault(error)) return options.stop(error);
    const nowMs = options.clock.now();
    if (nowMs - lastLineAtMs < FAULT_LINE_WINDOW_MS) {
      heldBack += 1;
      return;
    }
    const more = heldBack > 0 ? ` (+${heldBack} more in the previous ${FAULT_LINE_WINDOW_MS / 1000} s)` : '';
    lastLineAtMs = nowMs;
    heldBack = 0;
    options.warn(`redis command failed, the process goes on: ${describeError(error)}${more}`);
  };
}
