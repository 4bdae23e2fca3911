import { request } from 'node:http';
import { encode } from '@colyseus/schema';
import { Protocol } from '@colyseus/core';
import { pack, unpack } from 'msgpackr';
import WebSocket from 'ws';
import { DUEL_ROOM_NAME } from '@goalguessr/protocol';
import { joinOptions } from './duel-client';

/** The answer of a matchmaking POST, as an attacker's plain HTTP client sees it. */
export interface HttpAnswer {
  status: number;
  body: unknown;
}

export interface RawOptions {
  /** the source address of the socket (127.0.0.2 … on loopback), so a test can be "another household" */
  localAddress?: string;
  headers?: Record<string, string>;
  /** false: the socket never answers the server's pings (a dead peer); default true, as every WebSocket */
  autoPong?: boolean;
}

/** POSTs `body` (a string is sent as is) to `path` on `port`, from `localAddress` when given. */
export function httpPost(
  port: number,
  path: string,
  body: unknown,
  options: RawOptions = {},
): Promise<HttpAnswer> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: options.localAddress,
        headers: { 'content-type': 'application/json', ...options.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = raw;
          try {
            parsed = JSON.parse(raw);
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

interface SeatReservation {
  sessionId: string;
  roomId: string;
  processId: string;
}

function isSeatReservation(value: unknown): value is SeatReservation {
  const v = value as Partial<SeatReservation> | null;
  return typeof v?.sessionId === 'string' && typeof v.roomId === 'string' && typeof v.processId === 'string';
}

/** A room message frame exactly as the SDK builds it: code, type, msgpack payload. */
export function roomDataFrame(type: string | number, payload?: unknown): Uint8Array {
  const header = new Uint8Array(1 + 10 + Buffer.byteLength(String(type)) * 2);
  header[0] = Protocol.ROOM_DATA;
  const it = { offset: 1 };
  if (typeof type === 'string') encode.string(header, type, it);
  else encode.number(header, type, it);
  const body = payload === undefined ? new Uint8Array() : pack(payload);
  return Buffer.concat([header.subarray(0, it.offset), body]);
}

/**
 * A duel player speaking the Colyseus wire protocol over a plain `ws` socket (no SDK): joins through the
 * matchmaking route, connects, and can then send any frame. Used as the attacker, and as an honest player
 * on another source address.
 */
export class RawDuelSocket {
  readonly messages: { type: string; payload: unknown; atMs: number }[] = [];
  closeCode: number | null = null;
  private joined = false;

  private constructor(
    readonly ws: WebSocket,
    readonly sessionId: string,
    readonly roomId: string,
  ) {
    ws.on('message', (data: Buffer) => this.onFrame(data));
    ws.on('close', (code) => {
      this.closeCode = code;
    });
    ws.on('error', () => {
      // closed by the server (oversized frame…): the close code says what happened
    });
  }

  /** Joins a duel (POST then WebSocket); rejects with the HTTP answer when the server refuses. */
  static async join(
    port: number,
    overrides: Record<string, unknown> = {},
    options: RawOptions = {},
  ): Promise<RawDuelSocket> {
    const answer = await httpPost(
      port,
      `/matchmake/joinOrCreate/${DUEL_ROOM_NAME}`,
      { ...joinOptions(), ...overrides },
      options,
    );
    if (answer.status !== 200 || !isSeatReservation(answer.body)) {
      throw Object.assign(new Error(`join refused: ${answer.status} ${JSON.stringify(answer.body)}`), {
        answer,
      });
    }
    const seat = answer.body;
    const ws = new WebSocket(
      `ws://127.0.0.1:${port}/${seat.processId}/${seat.roomId}?sessionId=${seat.sessionId}`,
      { localAddress: options.localAddress, headers: options.headers, autoPong: options.autoPong ?? true },
    );
    const socket = new RawDuelSocket(ws, seat.sessionId, seat.roomId);
    await new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const timer = setInterval(() => {
        if (socket.joined) done();
        else if (socket.closeCode !== null) done(new Error(`closed while joining (${socket.closeCode})`));
        else if (Date.now() - started > 10_000) done(new Error('join timed out'));
      }, 5);
      function done(error?: Error): void {
        clearInterval(timer);
        if (error === undefined) resolve();
        else reject(error);
      }
    });
    return socket;
  }

  private onFrame(data: Buffer): void {
    const code = data[0];
    if (code === Protocol.JOIN_ROOM && !this.joined) {
      this.joined = true;
      // acknowledge, as the SDK does: the server then sends the full state and starts routing messages
      this.ws.send(Uint8Array.from([Protocol.JOIN_ROOM]));
      return;
    }
    if (code === Protocol.ROOM_DATA) {
      const it = { offset: 1 };
      const type = readType(data, it);
      const payload: unknown = data.byteLength > it.offset ? unpack(data.subarray(it.offset)) : undefined;
      this.messages.push({ type, payload, atMs: Date.now() });
    }
  }

  send(type: string | number, payload?: unknown): void {
    this.raw(roomDataFrame(type, payload));
  }

  raw(frame: Uint8Array | string): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(frame);
  }

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  all(type: string): unknown[] {
    return this.messages.filter((m) => m.type === type).map((m) => m.payload);
  }

  close(): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) {
      this.ws.terminate();
    }
  }
}

function readType(data: Buffer, it: { offset: number }): string {
  // Colyseus writes the type as a msgpack-like string (fixstr / str8 / str16) or a number
  const prefix = data[it.offset] ?? 0;
  let length: number;
  if ((prefix & 0xe0) === 0xa0) {
    length = prefix & 0x1f;
    it.offset += 1;
  } else if (prefix === 0xd9) {
    length = data[it.offset + 1] ?? 0;
    it.offset += 2;
  } else if (prefix === 0xda) {
    length = data.readUInt16LE(it.offset + 1);
    it.offset += 3;
  } else {
    it.offset += 1;
    return String(prefix);
  }
  const text = data.subarray(it.offset, it.offset + length).toString('utf8');
  it.offset += length;
  return text;
}
