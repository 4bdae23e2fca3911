import type { IncomingMessage } from 'node:http';
import { WebSocketTransport, type TransportOptions } from '@colyseus/ws-transport';
import type WebSocket from 'ws';
import type { RefusalLog } from './refusal-log';

/**
 * The WebSocket transport with two additions: each socket knows the client address it was opened from (the
 * rooms need it for the flood cool-down), and a socket error caused by the client (a frame over the size
 * limit, a malformed frame) becomes one short refusal line instead of Colyseus' stack trace per socket.
 */
export class GuardedTransport extends WebSocketTransport {
  private readonly requestAddresses = new WeakMap<IncomingMessage, string>();
  private readonly socketAddresses = new WeakMap<object, string>();

  constructor(options: TransportOptions, refusals: RefusalLog) {
    super(options);
    this.wss.on('connection', (socket: WebSocket, req: IncomingMessage) => {
      const address = this.requestAddresses.get(req) ?? req.socket.remoteAddress ?? 'unknown';
      this.socketAddresses.set(socket, address);
      // Colyseus attached its own listener (a stack trace per error) just before this one ran.
      socket.removeAllListeners('error');
      socket.on('error', (error: Error & { code?: string }) => {
        refusals.refused(`address ${address}`, 'frame', error.code ?? error.message);
      });
    });
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
