import { Protocol } from '@colyseus/core';
import { decode } from '@colyseus/schema';
import { unpack } from 'msgpackr';

/** The bits of a frame's first byte that name its protocol code (Colyseus' PROTOCOL_CODE_MASK). */
const PROTOCOL_CODE_MASK = 0x1f;

/** Why a frame from a client cannot be decoded. */
export type FrameProblem = 'empty_frame' | 'bad_message_type' | 'bad_request_id' | 'bad_payload';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Checks a client frame the way Colyseus is about to decode it (message type as a msgpack-like string or
 * number, then a msgpack payload), without decoding anything for real. Colyseus answers an undecodable frame
 * by printing a stack trace per frame (and @colyseus/schema prints a line per bad UTF-8 type): the room asks
 * here first and refuses such a frame itself, with one short log line. Frames of other kinds pass through.
 */
export function frameProblem(frame: Uint8Array): FrameProblem | null {
  if (frame.byteLength === 0) return 'empty_frame';
  // Colyseus dispatches on the low 5 bits (its modifier bits sit above them): so must the gate, or a frame with
  // a modifier bit set passes here as "another kind" and reaches the decoder (msgpackr's stack trace per frame)
  const code = (frame[0] ?? 0) & PROTOCOL_CODE_MASK;
  const it = { offset: 1 };
  if (code === Protocol.ROOM_REQUEST) {
    if (!readNumber(frame, it)) return 'bad_request_id';
  } else if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_DATA_BYTES) {
    return null;
  }
  if (!readMessageType(frame, it)) return 'bad_message_type';
  if (code === Protocol.ROOM_DATA_BYTES || it.offset >= frame.byteLength) return null;
  try {
    unpack(frame.subarray(it.offset));
    return null;
  } catch {
    return 'bad_payload';
  }
}

function readMessageType(frame: Uint8Array, it: { offset: number }): boolean {
  return decode.stringCheck(frame, it) ? readString(frame, it) : readNumber(frame, it);
}

function readString(frame: Uint8Array, it: { offset: number }): boolean {
  const prefix = frame[it.offset] ?? 0;
  const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
  const headerBytes = prefix === 0xd9 ? 2 : prefix === 0xda ? 3 : prefix === 0xdb ? 5 : 1;
  if (it.offset + headerBytes > frame.byteLength) return false;
  const length =
    prefix === 0xd9
      ? view.getUint8(it.offset + 1)
      : prefix === 0xda
        ? view.getUint16(it.offset + 1, true)
        : prefix === 0xdb
          ? view.getUint32(it.offset + 1, true)
          : prefix & 0x1f;
  const start = it.offset + headerBytes;
  if (start + length > frame.byteLength) return false;
  try {
    utf8.decode(frame.subarray(start, start + length));
  } catch {
    return false;
  }
  it.offset = start + length;
  return true;
}

function readNumber(frame: Uint8Array, it: { offset: number }): boolean {
  try {
    const value = decode.number(frame, it);
    return Number.isFinite(value) && it.offset <= frame.byteLength;
  } catch {
    return false;
  }
}
