import { SchemaSerializer, type Serializer } from '@colyseus/core';
import type { Schema } from '@colyseus/schema';

/** The handshake of each state class, worked out by the first room of the class. */
const handshakes = new WeakMap<object, Uint8Array>();

/**
 * Colyseus' schema serializer with one join handshake per state class instead of one per room.
 *
 * Each join sends the handshake: the state's type reflection, which depends only on the state's class (the
 * types it declares), never on the values. Colyseus caches it per serializer, so per room, and a duel room
 * lives for one match: every pair paid for encoding the same bytes again (4.4 % of a join burst's CPU in the
 * 3,000-player pairing profile). Here the first room of a class encodes it and the others reuse the bytes.
 */
export class SharedHandshakeSerializer<T extends Schema> extends SchemaSerializer<T> {
  override handshake(): Uint8Array {
    const stateClass = this.encoder.state.constructor;
    let bytes = handshakes.get(stateClass);
    if (bytes === undefined) {
      bytes = super.handshake();
      handshakes.set(stateClass, bytes);
    }
    return bytes;
  }
}

/**
 * What a room passes to Colyseus' `setSerializer`: Colyseus' own schema serializer is swapped for the sharing
 * one, anything else is kept. Colyseus sets a fresh schema serializer each time a room's state is set and only
 * then builds its encoder (`reset`), so the swap happens before anything is encoded: a state must never get a
 * second encoder (its references would be numbered twice and clients would decode garbage).
 */
export function sharingHandshake<T>(serializer: Serializer<T>): Serializer<T> {
  if (serializer instanceof SharedHandshakeSerializer || !(serializer instanceof SchemaSerializer)) {
    return serializer;
  }
  return new SharedHandshakeSerializer();
}
