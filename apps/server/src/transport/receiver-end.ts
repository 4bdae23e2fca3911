import { Socket } from 'node:net';
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
  quietSpentEnds(Receiver.prototype, endOf(Writable.prototype));
}

let socketsInstalled = false;

/**
 * The same for the TCP socket under a WebSocket connection: ws ends it again when the peer's FIN arrives
 * (`socketOnEnd`), after the server's own close has finished writing (it ended the socket once both close frames
 * were exchanged), and Node builds and drops an `ERR_STREAM_ALREADY_FINISHED` with its stack trace each time: ~0.9 %
 * of the server's busy time at 10,000 players (issue 29, phase 13). A call with data or a callback goes to Node as
 * before (the callback still gets its error). Installed once per process, by the transport.
 */
export function quietFinishedSocketEnds(): void {
  if (socketsInstalled) return;
  socketsInstalled = true;
  quietSpentEnds(Socket.prototype, endOf(Socket.prototype));
}

/** The `end` a prototype has (its own or inherited), as it is now. */
function endOf(prototype: Writable): (...args: never[]) => unknown {
  return Reflect.get(prototype, 'end') as (...args: never[]) => unknown;
}

/** Puts an `end` on `prototype` that returns at once where Node's `end` (`nodeEnd`) would only build an error. */
function quietSpentEnds(prototype: Writable, nodeEnd: (...args: never[]) => unknown): void {
  Object.defineProperty(prototype, 'end', {
    configurable: true,
    writable: true,
    value: function end(this: Writable, ...args: unknown[]): unknown {
      // Node's own condition for building the error (ended or errored, then finished or destroyed), uncorked
      const spent =
        (this.writableEnded || this.errored !== null) && (this.writableFinished || this.destroyed);
      if (args.length === 0 && spent && this.writableCorked === 0) return this;
      return (nodeEnd as (...a: unknown[]) => unknown).apply(this, args);
    },
  });
}
