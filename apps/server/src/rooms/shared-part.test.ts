import { getMessageBytes, Protocol } from '@colyseus/core';
import { decode } from '@colyseus/schema';
import type { ResultPayload } from '@goalguessr/protocol';
import { unpack } from 'msgpackr';
import { describe, expect, it } from 'vitest';
import { playedMatchResults } from '../match/test-support';
import { createQuestionSource } from '../questions';
import { encodeSharedPart, encodeWithSharedPart } from './shared-part';

/** A ROOM_DATA frame read as the SDK reads it (`Room.onMessageCallback`): its type and its message. */
function readFrame(frame: Uint8Array): { code: number; type: string; message: unknown } {
  const it = { offset: 1 };
  const type = decode.string(frame, it);
  return { code: frame[0] ?? -1, type, message: unpack(frame, { start: it.offset }) };
}

describe('a message with a part encoded once (issue 29: a match result’s rounds, once for both players)', () => {
  // a whole match of the real dataset's questions: its results are what a server sends, ~5.9 KB each
  const results = playedMatchResults(createQuestionSource());

  it('gives each player’s result the bytes Colyseus gives it, with the rounds encoded once', () => {
    expect(results).toHaveLength(2);
    const [mine, theirs] = results as [ResultPayload, ResultPayload];
    // the two results differ, but share their rounds
    expect(mine.outcome).toBe('win');
    expect(theirs.outcome).toBe('lose');
    expect(theirs.rounds).toBe(mine.rounds);
    expect(mine.rounds).toHaveLength(5);
    const rounds = encodeSharedPart('rounds', mine.rounds);
    for (const result of results) {
      const frame = encodeWithSharedPart('match:result', result, rounds);
      const expected = getMessageBytes.raw(Protocol.ROOM_DATA, 'match:result', result);
      expect(expected.length).toBeGreaterThan(4_000);
      expect(Buffer.compare(frame, expected)).toBe(0);
      expect(readFrame(frame)).toEqual({ code: Protocol.ROOM_DATA, type: 'match:result', message: result });
    }
  });

  it('keeps the payload’s key order, wherever the shared key is, and any key a value holds', () => {
    const shared = { list: [1, 'two', { three: 3 }], ok: true };
    const byId = Object.assign(Object.create(null) as Record<string, unknown>, { b: 1, a: shared });
    const payloads: object[] = [
      { shared, a: 1 },
      { a: 'x', shared, b: [null, 2.5, -7], c: { d: 'é' } },
      { a: 1, b: 2, shared },
      { shared },
      // more keys than a fixmap holds (msgpackr writes every object as a map 16 anyway)
      Object.fromEntries<unknown>([
        ...Array.from({ length: 20 }, (_, i): [string, unknown] => [`k${i}`, i]),
        ['shared', shared],
      ]),
      // an object without a prototype (a round's option facts are such objects)
      Object.assign(Object.create(null) as object, { shared, byId }),
    ];
    const part = encodeSharedPart('shared', shared);
    for (const payload of payloads) {
      const frame = encodeWithSharedPart('test:shared', payload, part);
      expect(Buffer.compare(frame, getMessageBytes.raw(Protocol.ROOM_DATA, 'test:shared', payload))).toBe(0);
      expect(readFrame(frame).message).toEqual({ ...payload });
    }
  });

  it('encodes the whole payload when the key does not hold the shared value', () => {
    const part = encodeSharedPart('rounds', [1, 2, 3]);
    for (const payload of [{ rounds: [1, 2, 3] }, { other: 1 }, {}]) {
      const frame = encodeWithSharedPart('match:result', payload, part);
      expect(Buffer.compare(frame, getMessageBytes.raw(Protocol.ROOM_DATA, 'match:result', payload))).toBe(0);
    }
  });
});
