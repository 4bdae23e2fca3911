/**
 * The WebSocket heartbeat (Colyseus': a ping per socket every `pingInterval`, the socket terminated after
 * `pingMaxRetries` pings without a pong), with each ping riding in a room event's write when one comes shortly
 * before the ping is due.
 *
 * The sweep (`GuardedTransport`, staggered over the interval) visits every socket once per interval. After a
 * visit the socket's next ping is due at the next one; from `earlyMs` before that, a room event that writes to the
 * socket (`batchWrites`, the socket corked) sends the ping in the same write, and the next visit then leaves the
 * socket alone. At 10,000 players the sweep's pings were ~4 of the ~10 socket writes per player and round, each a
 * system call of its own (the pings' `writeBuffer` 4.2 % of the server's busy time, issue 29); the events of a
 * round come every 1–3 s, so most pings can ride along.
 *
 * What does not change: one ping per socket per interval (an early ping stands for the visit's; the spacing of
 * two pings varies by up to `earlyMs` either way), and the dead-peer rule, checked at the visits only: a socket
 * whose `pingMaxRetries` pings went unanswered is terminated, never sooner after its latest ping than before
 * (a ping rides along only when the previous one was answered, `pingCount` 0; after that the sweep pings as it
 * always did). A socket not yet visited once gets no early ping. The per-socket state is two symbol-keyed
 * properties (no WeakMap: ephemerons cost every full collection, issue 29).
 */

/** the time (`performance.now()`) from which a ping may ride in an event's write; +Infinity before the first visit */
const EARLY_FROM = Symbol('early ping from');
/** a ping rode along since the last visit: the next visit sends none */
const PINGED_EARLY = Symbol('pinged early');

/** WebSocket.OPEN */
const OPEN = 1;

/** A socket as Colyseus' transport keeps it (a `ws` WebSocket): `pingCount` counts pings sent since the last pong. */
export interface HeartbeatSocket {
  pingCount: number;
  readonly readyState: number;
  /** (ws throws only for a socket still connecting, which the transport never holds; a closing one sends nothing) */
  ping(): void;
  terminate(): void;
  [EARLY_FROM]?: number;
  [PINGED_EARLY]?: boolean;
}

export class Heartbeat {
  /** how long before its due time a socket's ping may ride along: half the interval */
  readonly earlyMs: number;

  constructor(
    private readonly intervalMs: number,
    private readonly maxRetries: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.earlyMs = intervalMs / 2;
  }

  /** The sweep's visit of one socket, once per interval. */
  visit(socket: HeartbeatSocket): void {
    socket[EARLY_FROM] = this.now() + this.intervalMs - this.earlyMs;
    if (socket[PINGED_EARLY] === true) {
      // this interval's ping went out with an event; its pong has until the next visit
      socket[PINGED_EARLY] = false;
      return;
    }
    if (socket.pingCount >= this.maxRetries) {
      socket.terminate();
      return;
    }
    socket.pingCount += 1;
    socket.ping();
  }
}

/**
 * Gives a new socket its heartbeat state (no early ping before its first visit). Called once per socket as it
 * connects, so that every socket has the same properties in the same order: `pingIfDueSoon` runs for every
 * client of every room event, and a look-up of a property a socket lacks walks its prototypes (in a profile at
 * 10,000 players, ~1 % of the busy time before the sockets had them from the start).
 */
export function startHeartbeat(socket: object): void {
  const started = socket as HeartbeatSocket;
  started[EARLY_FROM] = Number.POSITIVE_INFINITY;
  started[PINGED_EARLY] = false;
}

/**
 * Sends a socket's ping now if it is due within the heartbeat's early window and the last one was answered; call
 * while the socket is corked for an event's frames (the ping then leaves in their write). `socket` is a room
 * client's `ref`; anything the heartbeat has not visited is left alone.
 */
export function pingIfDueSoon(socket: unknown, nowMs: number): void {
  const pinged = socket as HeartbeatSocket | undefined;
  // (false for a socket not started or not visited yet: undefined or +Infinity)
  if (typeof pinged !== 'object' || pinged === null || !(nowMs >= (pinged[EARLY_FROM] as number))) return;
  if (pinged[PINGED_EARLY] === true || pinged.pingCount !== 0 || pinged.readyState !== OPEN) return;
  pinged[PINGED_EARLY] = true;
  pinged.pingCount = 1;
  pinged.ping();
}
