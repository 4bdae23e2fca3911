import { SchemaSerializer } from '@colyseus/core';
import { Encoder, Reflection, Schema, type } from '@colyseus/schema';
import { describe, expect, it } from 'vitest';
import { DuelState } from '../rooms/duel-state';
import { SharedHandshakeSerializer } from './shared-handshake-serializer';

function sharedHandshakeSerializer<T extends Schema>(state: T): SharedHandshakeSerializer<T> {
  const serializer = new SharedHandshakeSerializer<T>();
  serializer.reset(state);
  return serializer;
}

class OtherState extends Schema {
  @type('string') label = '';
}

function freshHandshake(state: Schema): Uint8Array {
  const serializer = new SchemaSerializer();
  serializer.reset(state);
  return serializer.handshake();
}

describe('sharedHandshakeSerializer', () => {
  it("sends the same bytes as Colyseus' own serializer", () => {
    const state = new DuelState();
    expect([...sharedHandshakeSerializer(state).handshake()]).toEqual([...freshHandshake(state)]);
    expect([...freshHandshake(new DuelState())]).toEqual([
      ...Reflection.encode(new Encoder(new DuelState())),
    ]);
  });

  it('encodes the handshake once per state class, not once per room', () => {
    const first = sharedHandshakeSerializer(new DuelState()).handshake();
    const later = new DuelState();
    later.estimatedWaitMs = 12_345;
    expect(sharedHandshakeSerializer(later).handshake()).toBe(first);
    expect(freshHandshake(new DuelState())).not.toBe(first);
  });

  it('keeps one handshake per class', () => {
    const duel = sharedHandshakeSerializer(new DuelState()).handshake();
    const other = sharedHandshakeSerializer(new OtherState()).handshake();
    expect([...other]).toEqual([...freshHandshake(new OtherState())]);
    expect([...other]).not.toEqual([...duel]);
  });
});
