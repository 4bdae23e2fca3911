import type { IncomingMessage } from 'node:http';
import { CloseCode, Room, matchMaker } from '@colyseus/core';
import { WebSocketTransport, type TransportOptions } from '@colyseus/ws-transport';
import type WebSocket from 'ws';
import { Heartbeat, startHeartbeat, type HeartbeatSocket } from '../transport/heartbeat';
import { quietFinishedEnds } from '../transport/receiver-end';
import { StaggeredSweep } from '../transport/staggered-sweep';
import { addressKey } from './address-guard';
import type { RefusalLog } from './refusal-log';

/** The ping sweep runs a slice this many times per ping interval (every 100 ms at Colyseus' 3 s default). */
export const PING_SLICES = 30;

/** The room id of a room connection's URL (`/<processId>/<roomId>?…`), as Colyseus reads it; else null. */
function roomIdOf(url: string | undefined): string | null {
  const path = (url ?? '').split('?')[0] ?? '';
  return /\/[a-zA-Z0-9_-]+\/([a-zA-Z0-9_-]+)$/.exec(path)?.[1] ?? null;
}

/**
 * Where the transport notes the client address of an upgrade request and of its socket: a property of each, not
 * a WeakMap entry (an ephemeron, which every full garbage collection processes apart: with the client gate's,
 * ~15 ms of its pause at 10,000 sockets, issue 29).
 */
const ADDRESS = Symbol('client address');
type Addressed = { [ADDRESS]?: string };

/**
 * The WebSocket transport with five additions (the fifth: a closed connection builds no errors it drops,
 * `quietFinishedEnds`): each socket knows the client address it was opened from (the rooms need it for the flood
 * cool-down and the report quota); a socket error caused by the client (a frame over the size limit, a malformed
 * frame) becomes one short refusal line instead of Colyseus' stack trace per socket; a connection to a room that is
 * not here is one short line (and one to a room id such as `constructor` never reaches Colyseus' lookup); and the
 * ping sweep is spread over its interval instead of walking every socket at once, each ping riding in a room
 * event's write when one comes shortly before it is due (`Heartbeat`).
 */
export class GuardedTransport extends WebSocketTransport {
  constructor(options: TransportOptions, refusals: RefusalLog) {
    super(options);
    quietFinishedEnds();
    // Colyseus' own listener (its `onConnection`, called with the server as `this`) is replaced by one that
    // notes the client address first (a room reads it while seating the client: the ladder's one-address rule),
    // looks at the URL, and then hands the socket on
    this.wss.removeAllListeners('connection');
    this.wss.on('connection', (socket: WebSocket, req: IncomingMessage, upgrade?: unknown) => {
      const address = (req as Addressed)[ADDRESS] ?? addressKey(req.socket.remoteAddress ?? 'unknown');
      (socket as Addressed)[ADDRESS] = address;
      startHeartbeat(socket);
      const roomId = roomIdOf(req.url);
      if (roomId !== null && matchMaker.getLocalRoomById(roomId) instanceof Room === false) {
        refusals.refused(`address ${address}`, 'connection', 'unknown_room');
        // Colyseus keeps its rooms in a plain object: a room id such as `constructor` finds something that is
        // not a room and throws `room.hasReservedSeat is not a function` (a stack trace per attempt)
        if (roomId in Object.prototype) {
          socket.on('error', () => {});
          socket.close(CloseCode.WITH_ERROR);
          return;
        }
      }
      // an unknown room: Colyseus answers "seat reservation expired" (and prints nothing for it)
      void this.onConnection(socket as never, req, upgrade as never);
      // Colyseus attached its own listener (a stack trace per error) as it began: one short line instead
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
   * for 115–295 ms every 3 s at 4,000 players. A ping due soon rides in a room event's write instead
   * (`Heartbeat`, `batchWrites`).
   */
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    const heartbeat = new Heartbeat(pingInterval, pingMaxRetries);
    const sweep = new StaggeredSweep(
      this.wss.clients as Set<WebSocket & HeartbeatSocket>,
      PING_SLICES,
      (socket) => heartbeat.visit(socket),
    );
    this.pingInterval = setInterval(() => sweep.step(), pingInterval / PING_SLICES);
  }

  /** Called by the upgrade guard with the address it resolved (proxy-aware). */
  rememberAddress(req: IncomingMessage, address: string): void {
    (req as Addressed)[ADDRESS] = address;
  }

  /** The client address of a room client's socket (`client.ref`). */
  addressOf(socket: unknown): string {
    return (typeof socket === 'object' && socket !== null && (socket as Addressed)[ADDRESS]) || 'unknown';
  }
}
