import { Writable } from 'node:stream';
import * as ws from 'ws';

/** ws' frame parser of a connection: a Writable the socket's bytes go into (`ws/lib/receiver.js`, untyped). */
const { Receiver } = ws as unknown as { Receiver: { prototype: Writable } };

let installed = false;

/**
 * Makes `end()` on a WebSocket connection's frame receiver that has finished (or was destroyed) return at once.
 *
 * ws ends a connection's receiver up to three times on an ordinary close: itself when the close frame arrives,
 * then in the socket's `end` and `close` listeners. Node's `Writable.prototype.end` builds an
 * `ERR_STREAM_ALREADY_FINISHED` (or `ERR_STREAM_DESTROYED`) error for every later call, stack trace included,
 * and drops it when no callback is given, as ws gives none: two errors per closed connection, ~1 % of the
 * server's busy time at 10,000 players, where ~170 connections close a second (issue 29). Such a call does nothing
 * else, so returning before it changes nothing; a call with a chunk or a callback goes to Node as before.
 * Installed once per process, by the transport (`GuardedTransport`).
 */
export function quietFinishedReceiverEnds(): void {
  if (installed) return;
  installed = true;
  Object.defineProperty(Receiver.prototype, 'end', {
    configurable: true,
    writable: true,
    value: function end(this: Writable, ...args: unknown[]): Writable {
      // Node's own condition for building the error (ended or errored, then finished or destroyed), uncorked
      const spent =
        (this.writableEnded || this.errored !== null) && (this.writableFinished || this.destroyed);
      if (args.length === 0 && spent && this.writableCorked === 0) return this;
      return (Writable.prototype.end as (...a: unknown[]) => Writable).apply(this, args);
    },
  });
}
