import { Socket } from 'node:net';
import { Writable } from 'node:stream';
import * as ws from 'ws';

/** ws' frame parser of a connection: a Writable the socket's bytes go into (`ws/lib/receiver.js`, untyped). */
const { Receiver } = ws as unknown as { Receiver: { prototype: Writable } };

let installed = false;

/**
 * Makes `end()` return at once on a WebSocket connection's frame receiver, and on a TCP socket, that has finished
 * (or was destroyed), where Node would only build an error and drop it.
 *
 * ws ends a connection's receiver up to three times on an ordinary close: itself when the close frame arrives,
 * then in the socket's `end` and `close` listeners; and it ends the TCP socket again when the peer's FIN arrives
 * (`socketOnEnd`), after the server's own end has finished writing. Node's `Writable.prototype.end` builds an
 * `ERR_STREAM_ALREADY_FINISHED` (or `ERR_STREAM_DESTROYED`) error for every such call, stack trace included, and
 * drops it when no callback is given, as ws gives none: ~1 % (the receiver's, issue 29 phase 12) and ~0.9 % (the
 * socket's, phase 13) of the server's busy time at 10,000 players, where ~170 connections close a second. Such a
 * call does nothing else, so returning before it changes nothing; a call with data or a callback goes to Node as
 * before (the callback still gets its error). The socket's `end` is `net.Socket`'s, so every TCP socket of the
 * process (HTTP, Redis, PostgreSQL) gets the same shortcut, with the same nothing changed. Installed once per
 * process, by the transport (`GuardedTransport`).
 */
export function quietFinishedEnds(): void {
  if (installed) return;
  installed = true;
  quietSpentEnds(Receiver.prototype, endOf(Writable.prototype));
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
