import { Protocol } from '@colyseus/core';
import { Packr, RESERVE_START_SPACE } from 'msgpackr';

/**
 * Colyseus 0.18's room protocol at the byte level, as far as the load bench's players need it: every frame
 * starts with a protocol code (`Protocol` in @colyseus/shared-types); a room message (ROOM_DATA) goes on with
 * its type as a msgpack-like string and a msgpack payload.
 */

const KIND_BY_CODE: Record<number, string> = {
  [Protocol.JOIN_ROOM]: 'join',
  [Protocol.ERROR]: 'room_error',
  [Protocol.LEAVE_ROOM]: 'leave_room',
  [Protocol.ROOM_STATE]: 'state',
  [Protocol.ROOM_STATE_PATCH]: 'patch',
  [Protocol.PING]: 'room_ping',
};

/** Reads a room message's type (Colyseus writes a name under 32 bytes as a fixstr, longer ones as str8). */
export function readMessageType(frame: Uint8Array): { type: string; bodyAt: number } {
  const prefix = frame[1] ?? 0;
  const bytes = Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength);
  if ((prefix & 0xe0) === 0xa0) {
    const end = 2 + (prefix & 0x1f);
    return { type: bytes.toString('utf8', 2, end), bodyAt: end };
  }
  if (prefix === 0xd9) {
    const end = 3 + (frame[2] ?? 0);
    return { type: bytes.toString('utf8', 3, end), bodyAt: end };
  }
  return { type: `#${prefix}`, bodyAt: 2 };
}

/**
 * The kind a frame is counted as: the message type of a room message (`match:round_start`…), else the name
 * of its protocol code (`join`, `state`, `patch`, …).
 */
export function frameKind(frame: Uint8Array): string {
  const code = frame[0] ?? 0;
  if (code === Protocol.ROOM_DATA) return readMessageType(frame).type;
  return KIND_BY_CODE[code] ?? `code:${code}`;
}

/** The header of a room message of `type`, as the SDK writes it: the code, then the type as a fixstr. */
export function messageHeader(type: string): Buffer {
  const name = Buffer.from(type, 'utf8');
  if (name.byteLength >= 32) throw new Error(`message type too long for a fixstr: ${type}`);
  return Buffer.concat([Uint8Array.of(Protocol.ROOM_DATA, 0xa0 | name.byteLength), name]);
}

const packr = new Packr();

/** A room message frame: `header` (from messageHeader) and the msgpack payload, packed as the SDK packs it. */
export function roomMessage(header: Buffer, payload: unknown): Uint8Array {
  const frame = packr.pack(payload, RESERVE_START_SPACE | header.byteLength);
  frame.set(header, 0);
  return frame;
}
