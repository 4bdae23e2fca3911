import type { IncomingMessage } from 'node:http';
import { WebSocketTransport, type TransportOptions } from '@colyseus/ws-transport';
import type WebSocket from 'ws';
import { StaggeredSweep } from '../transport/staggered-sweep';
import { addressKey } from './address-guard';
import type { RefusalLog } from './refusal-log';

/** The ping sweep runs a slice this many times per ping interval (every 100 ms at Colyseus' 3 s default). */
export const PING_SLICES = 30;

/** A socket as Colyseus' transport keeps it: `pingCount` counts pings sent since the last pong. */
type PingedSocket = WebSocket & { pingCount: number };

function noop(): void {}

/**
 * The WebSocket transport with three additions: each socket knows the client address it was opened from (the
 * rooms need it for the flood cool-down); a socket error caused by the client (a frame over the size limit, a
 * malformed frame) becomes one short refusal line instead of Colyseus' stack trace per socket; and the ping
 * sweep is spread over its interval instead of walking every socket at once.
 */
export class GuardedTransport extends WebSocketTransport {
  private readonly requestAddresses = new WeakMap<IncomingMessage, string>();
  private readonly socketAddresses = new WeakMap<object, string>();

  constructor(options: TransportOptions, refusals: RefusalLog) {
    super(options);
    // before Colyseus' own listener, which may seat the client (`onJoin`) before it first yields: a room reads
    // the address of a joining client (the ladder's one-address rule)
    this.wss.prependListener('connection', (socket: WebSocket, req: IncomingMessage) => {
      const address = this.requestAddresses.get(req) ?? addressKey(req.socket.remoteAddress ?? 'unknown');
      this.socketAddresses.set(socket, address);
    });
    this.wss.on('connection', (socket: WebSocket) => {
      const address = this.addressOf(socket);
      // Colyseus attached its own listener (a stack trace per error) just before this one ran.
      socket.removeAllListeners('error');
      socket.on('error', (error: Error & { code?: string }) => {
        refusals.refused(`address ${address}`, 'frame', error.code ?? error.message);
      });
    });
  }

  /**
   * Colyseus' heartbeat, staggered: each socket is still pinged about once per `pingInterval` and terminated
   * after `pingMaxRetries` pings without a pong (Colyseus' own pong handler resets `pingCount`), but
   * 1/PING_SLICES of the sockets at a time. Colyseus pings them all in one loop, which stalled the event loop
   * for 115–295 ms every 3 s at 4,000 players.
   */
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    const sockets = this.wss.clients as Set<PingedSocket>;
    const sweep = new StaggeredSweep(sockets, PING_SLICES, (socket) => {
      if (socket.pingCount >= pingMaxRetries) {
        socket.terminate();
        return;
      }
      socket.pingCount += 1;
      socket.ping(noop);
    });
    this.pingInterval = setInterval(() => sweep.step(), pingInterval / PING_SLICES);
  }

  /** Called by the upgrade guard with the address it resolved (proxy-aware). */
  rememberAddress(req: IncomingMessage, address: string): void {
    this.requestAddresses.set(req, address);
  }

  /** The client address of a room client's socket (`client.ref`). */
  addressOf(socket: unknown): string {
    return (typeof socket === 'object' && socket !== null && this.socketAddresses.get(socket)) || 'unknown';
  }
}
