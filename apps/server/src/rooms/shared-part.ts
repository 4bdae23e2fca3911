import { getMessageBytes, Protocol } from '@colyseus/core';
import { Packr } from 'msgpackr';

/**
 * Colyseus' own msgpack settings (@colyseus/core's Protocol.mjs: `new Packr({ useRecords: false })`): a value
 * packed here is the bytes `getMessageBytes.raw` writes for it inside a message.
 */
const packr = new Packr({ useRecords: false });

/** A value several messages carry under one key, encoded once (`encodeWithSharedPart` splices it in). */
export interface SharedPart {
  readonly key: string;
  readonly value: unknown;
  /** `value` in msgpack, as Colyseus encodes it */
  readonly bytes: Uint8Array;
}

export function encodeSharedPart(key: string, value: unknown): SharedPart {
  // a copy: the packer writes its next messages into its own buffer
  return { key, value, bytes: Buffer.from(packr.pack(value)) };
}

/** `packed` (an array in msgpack) without its header (fixarray, array 16 or array 32): its items' bytes. */
function itemsOf(packed: Uint8Array): Uint8Array {
  const first = packed[0] ?? 0;
  return packed.subarray(first === 0xdc ? 3 : first === 0xdd ? 5 : 1);
}

/**
 * The frame `getMessageBytes.raw(Protocol.ROOM_DATA, type, payload)` builds, byte for byte, with the bytes of
 * `payload[shared.key]` taken from `shared` instead of encoded again when it holds that very value (otherwise
 * the whole payload is encoded). A match's result is ~5.9 KB of msgpack per player, most of it the round
 * summaries both players' results share: encoding them once per match instead of once per player saves ~1 % of
 * a busy server's CPU (issue 29).
 *
 * msgpackr (`useRecords: false`) writes an object as a map 16 (`0xde`, its size in two bytes), then each key it
 * owns and its value, in `for…in` order; the entries are written here the same way, those before and after the
 * shared value packed as arrays whose headers are left out (an array's items are encoded as a map's values are).
 */
export function encodeWithSharedPart(type: string, payload: object, shared: SharedPart): Buffer {
  const entries = payload as Readonly<Record<string, unknown>>;
  if (entries[shared.key] !== shared.value) return getMessageBytes.raw(Protocol.ROOM_DATA, type, payload);
  // the keys and values up to the shared one's key, then those after it
  const before: unknown[] = [];
  const after: unknown[] = [];
  let size = 0;
  let sharedSeen = false;
  for (const key in entries) {
    // the keys msgpackr writes: the object's own (every key, for an object without `hasOwnProperty`)
    if (typeof entries.hasOwnProperty === 'function' && !Object.prototype.hasOwnProperty.call(entries, key))
      continue;
    size++;
    if (key === shared.key) {
      before.push(key);
      sharedSeen = true;
    } else if (sharedSeen) after.push(key, entries[key]);
    else before.push(key, entries[key]);
  }
  // past a map 16: msgpackr refuses it, as Colyseus would
  if (size > 0xffff) return getMessageBytes.raw(Protocol.ROOM_DATA, type, payload);
  // ROOM_DATA's code and the type, as Colyseus writes them
  const head = getMessageBytes.raw(Protocol.ROOM_DATA, type);
  // a copy of the first part: the second is packed next
  const first = Buffer.from(itemsOf(packr.pack(before)));
  const last = itemsOf(packr.pack(after));
  const frame = Buffer.allocUnsafe(head.length + 3 + first.length + shared.bytes.length + last.length);
  let at = 0;
  for (const part of [head, Uint8Array.of(0xde, size >> 8, size & 0xff), first, shared.bytes, last]) {
    frame.set(part, at);
    at += part.length;
  }
  return frame;
}
