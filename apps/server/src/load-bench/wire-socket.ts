import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/** WebSocket opcodes (RFC 6455 §5.2). */
const OP_CONTINUATION = 0x0;
const OP_BINARY = 0x2;
const OP_CLOSE = 0x8;
const OP_PING = 0x9;
const OP_PONG = 0xa;

/** What the server sent on a socket, by WebSocket frame kind (counted for the bench's per-frame figures). */
export interface WireCounters {
  /** data frames (binary or text) */
  dataFrames: number;
  /** ping frames (the server's heartbeat) */
  pings: number;
  /** close frames */
  closes: number;
  /** bytes received after the HTTP upgrade: frame headers and payloads */
  bytes: number;
  /** frames sent by this side (messages, pongs, closes) */
  sent: number;
  /** TCP reads after the upgrade (on loopback, about one per socket write of the server) */
  reads: number;
  /** pings read together with a data frame (the server sent them in one write: a ping riding with an event) */
  pingsWithData: number;
}

/** Counters at zero. */
export function noWireCounts(): WireCounters {
  return { dataFrames: 0, pings: 0, closes: 0, bytes: 0, sent: 0, reads: 0, pingsWithData: 0 };
}

export interface WireSocketEvents {
  /** the upgrade succeeded; frames may be sent */
  open(): void;
  /** one whole data message (the payload of a final frame, continuations joined) */
  message(payload: Buffer): void;
  /** the socket is gone: the server's close code, or 1006 when it closed without one (or never opened) */
  close(code: number, reason: string): void;
}

/**
 * A minimal WebSocket client over a plain TCP socket, for the load bench's lean players: the HTTP upgrade, then
 * frames read in place (the server's frames are never masked) and sent with a zero masking key (the server
 * unmasks every frame the same way whatever the key; a zero key spares this side the XOR). Answers pings with
 * pongs and a close frame with a close frame, as every WebSocket client does; no extensions (the server sets
 * `perMessageDeflate: false`), no UTF-8 checks, nothing it does not need. Not for production: it trusts the
 * server (the 101's accept key is not checked).
 */
export class WireSocket {
  readonly counters: WireCounters;
  private readonly socket: Socket;
  private upgraded = false;
  private closed = false;
  /** a close frame went out: nothing more may be sent */
  private closing = false;
  private closeCode = 1006;
  private closeReason = '';
  /** bytes of a frame (or of the upgrade answer) not complete yet */
  private pending: Buffer | null = null;
  /** earlier frames of a fragmented message */
  private fragments: Buffer[] = [];

  constructor(
    url: string,
    private readonly events: WireSocketEvents,
    counters?: WireCounters,
  ) {
    this.counters = counters ?? noWireCounts();
    const target = new URL(url);
    const port = Number(target.port || 80);
    this.socket = connect({ host: target.hostname, port, noDelay: true });
    this.socket.on('connect', () => {
      this.socket.write(
        `GET ${target.pathname}${target.search} HTTP/1.1\r\n` +
          `Host: ${target.host}\r\n` +
          'Upgrade: websocket\r\nConnection: Upgrade\r\n' +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
          'Sec-WebSocket-Version: 13\r\n\r\n',
      );
    });
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('error', () => {
      // 'close' follows and reports it (1006)
    });
    this.socket.on('close', () => this.finish());
  }

  get isOpen(): boolean {
    return this.upgraded && !this.closing && !this.closed;
  }

  /** Sends one binary message (a single final frame). */
  send(payload: Uint8Array): void {
    if (!this.isOpen) return;
    this.writeFrame(OP_BINARY, payload);
  }

  /** Starts the closing handshake (the server answers with its close frame, then the TCP socket ends). */
  close(code = 1000): void {
    if (!this.isOpen) return this.destroy();
    const body = Buffer.allocUnsafe(2);
    body.writeUInt16BE(code, 0);
    this.writeFrame(OP_CLOSE, body);
    this.closing = true;
  }

  /** Drops the TCP connection at once (no closing handshake). */
  destroy(): void {
    this.socket.destroy();
  }

  private writeFrame(opcode: number, payload: Uint8Array): void {
    const length = payload.byteLength;
    // header + 4-byte masking key (zeros: XOR with it leaves the payload as it is)
    const headerBytes = length < 126 ? 6 : length < 65_536 ? 8 : 14;
    const frame = Buffer.allocUnsafe(headerBytes + length);
    frame[0] = 0x80 | opcode;
    if (length < 126) {
      frame[1] = 0x80 | length;
    } else if (length < 65_536) {
      frame[1] = 0x80 | 126;
      frame.writeUInt16BE(length, 2);
    } else {
      frame[1] = 0x80 | 127;
      frame.writeUInt32BE(0, 2);
      frame.writeUInt32BE(length, 6);
    }
    frame.writeUInt32BE(0, headerBytes - 4);
    frame.set(payload, headerBytes);
    this.counters.sent += 1;
    this.socket.write(frame);
  }

  private onData(chunk: Buffer): void {
    let buffer = this.pending === null ? chunk : Buffer.concat([this.pending, chunk]);
    this.pending = null;
    if (!this.upgraded) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) {
        this.pending = buffer;
        return;
      }
      // "HTTP/1.1 101 Switching Protocols": anything else is a refused upgrade
      if (buffer.toString('latin1', 9, 12) !== '101') {
        this.closeReason = buffer.toString('latin1', 0, Math.min(end, 120));
        return this.destroy();
      }
      this.upgraded = true;
      buffer = buffer.subarray(end + 4);
      this.events.open();
    }
    this.counters.bytes += buffer.byteLength;
    if (buffer.byteLength > 0) this.counters.reads += 1;
    const dataFramesBefore = this.counters.dataFrames;
    const pingsBefore = this.counters.pings;
    let offset = 0;
    while (buffer.byteLength - offset >= 2) {
      const first = buffer[offset] ?? 0;
      const second = buffer[offset + 1] ?? 0;
      let length = second & 0x7f;
      let headerBytes = 2;
      if (length === 126) {
        if (buffer.byteLength - offset < 4) break;
        length = buffer.readUInt16BE(offset + 2);
        headerBytes = 4;
      } else if (length === 127) {
        if (buffer.byteLength - offset < 10) break;
        length = buffer.readUInt32BE(offset + 6);
        headerBytes = 10;
      }
      if (buffer.byteLength - offset < headerBytes + length) break;
      const payload = buffer.subarray(offset + headerBytes, offset + headerBytes + length);
      offset += headerBytes + length;
      this.onFrame((first & 0x80) !== 0, first & 0x0f, payload);
      if (this.closed) return;
    }
    if (this.counters.dataFrames > dataFramesBefore) {
      this.counters.pingsWithData += this.counters.pings - pingsBefore;
    }
    if (offset < buffer.byteLength) {
      // the partial frame is kept and counted again once whole: count its bytes once
      this.counters.bytes -= buffer.byteLength - offset;
      this.pending = buffer.subarray(offset);
    }
  }

  private onFrame(final: boolean, opcode: number, payload: Buffer): void {
    switch (opcode) {
      case OP_PING:
        this.counters.pings += 1;
        if (this.isOpen) this.writeFrame(OP_PONG, payload);
        return;
      case OP_PONG:
        return;
      case OP_CLOSE:
        this.counters.closes += 1;
        this.closeCode = payload.byteLength >= 2 ? payload.readUInt16BE(0) : 1005;
        this.closeReason = payload.toString('utf8', 2);
        // answer the closing handshake (unless this side started it); the server then ends the connection
        if (this.isOpen) this.writeFrame(OP_CLOSE, payload.subarray(0, 2));
        this.closing = true;
        this.socket.end();
        return;
      default:
        break;
    }
    if (opcode !== OP_CONTINUATION) this.counters.dataFrames += 1;
    if (!final) {
      this.fragments.push(payload);
      return;
    }
    if (this.fragments.length > 0) {
      this.fragments.push(payload);
      payload = Buffer.concat(this.fragments);
      this.fragments = [];
    }
    this.events.message(payload);
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.events.close(this.closeCode, this.closeReason);
  }
}
