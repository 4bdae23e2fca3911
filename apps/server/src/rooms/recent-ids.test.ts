import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECENT_PLAYERS_LIMIT } from '@goalguessr/game-core';
import type { FootballerIndex } from '../match/types';
import { digitsPerIndex, fingerprintOf, packRecentIds, unpackRecentIds } from './recent-ids';

/** `size` made-up footballers "f0", "f1", … by their number, named as production names its dataset */
function footballersOf(size: number): FootballerIndex {
  const ids = Array.from({ length: size }, (_, i) => `f${i}`);
  const indexById = new Map(ids.map((id, index) => [id, index]));
  return { size, fingerprint: fingerprintOf(ids), indexOf: (id) => indexById.get(id) ?? -1 };
}

/** about the dataset's size (7,685 footballers): three digits an index */
const DATASET = footballersOf(7_700);

describe('recent ids across the seat reservation (issue 29)', () => {
  it('round-trips the ids the source knows as its indices, in the order sent, repeats kept, unknown ids dropped', () => {
    const ids = ['f12', 'nobody', 'f7699', 'f0', 'f12', '__proto__', 'f4096'];
    const packed = packRecentIds(ids, DATASET);
    expect(unpackRecentIds(packed, DATASET)).toEqual([12, 7699, 0, 12, 4096]);
    expect(packed).toBe(`${DATASET.fingerprint}:AAM B4T AAA AAM BAA`.replaceAll(' ', ''));
    // nothing known, nothing sent, or a source that knows no footballer: an empty string, no exclusions
    expect(packRecentIds(['nobody'], DATASET)).toBe('');
    expect(packRecentIds([], DATASET)).toBe('');
    expect(packRecentIds(['f1'], undefined)).toBe('');
    expect(unpackRecentIds('', DATASET)).toEqual([]);
  });

  it('packs a full list in a few characters a JSON copy leaves as they are', () => {
    const ids = Array.from({ length: RECENT_PLAYERS_LIMIT }, (_, i) => `f${(i * 7_919) % 7_700}`);
    const packed = packRecentIds(ids, DATASET);
    expect(packed).toHaveLength(DATASET.fingerprint.length + 1 + 3 * RECENT_PLAYERS_LIMIT);
    // no character JSON escapes (nor a space, a quote or a backslash): the copy is the string itself
    expect(packed).toMatch(/^[!-~]+$/);
    expect(JSON.stringify(packed)).toBe(`"${packed}"`);
    expect(unpackRecentIds(JSON.parse(JSON.stringify(packed)), DATASET)).toEqual(
      ids.map((id) => DATASET.indexOf(id)),
    );
  });

  it('round-trips any list at the bounds of each digit count', () => {
    expect([1, 64, 65, 4_096, 4_097, 262_144, 262_145].map(digitsPerIndex)).toEqual([1, 1, 2, 2, 3, 3, 4]);
    for (const size of [1, 64, 65, 4_096, 4_097, 262_145]) {
      const footballers = footballersOf(size);
      fc.assert(
        fc.property(
          fc.array(fc.oneof(fc.nat(size - 1), fc.constantFrom(0, size - 1, size)), {
            maxLength: RECENT_PLAYERS_LIMIT,
          }),
          (numbers) => {
            const packed = packRecentIds(
              numbers.map((n) => `f${n}`),
              footballers,
            );
            expect(unpackRecentIds(packed, footballers)).toEqual(numbers.filter((n) => n < size));
          },
        ),
        { numRuns: 50 },
      );
    }
  });

  it('reads none of a string another dataset build packed: the indices would name other footballers', () => {
    const packed = packRecentIds(['f1', 'f2'], DATASET);
    // one footballer more, or one id changed: another fingerprint
    expect(unpackRecentIds(packed, footballersOf(7_701))).toEqual([]);
    const renamed = Array.from({ length: 7_700 }, (_, i) => (i === 5_000 ? 'g5000' : `f${i}`));
    expect(fingerprintOf(renamed)).not.toBe(DATASET.fingerprint);
    expect(unpackRecentIds(packed, { ...DATASET, fingerprint: fingerprintOf(renamed) })).toEqual([]);
    // the same ids in another order index them differently too
    expect(fingerprintOf(['f1', 'f0'])).not.toBe(fingerprintOf(['f0', 'f1']));
    // a fingerprint that starts like this one's is another
    expect(unpackRecentIds(packed, { ...DATASET, fingerprint: `${DATASET.fingerprint}x` })).toEqual([]);
    expect(unpackRecentIds(packed, { ...DATASET, fingerprint: DATASET.fingerprint.slice(0, -1) })).toEqual(
      [],
    );
  });

  it('reads nothing of a string it could not have packed, and never throws', () => {
    const head = `${DATASET.fingerprint}:`;
    const packed = packRecentIds(['f1', 'f2'], DATASET);
    for (const garbage of [
      packed.slice(0, -1), // not a whole number of indices
      `${packed}A`,
      `${head}AA%`, // a character out of the alphabet
      `${head}AAé`,
      `${head}AA\u0100`,
      `${head}B5A`, // 7,744: no such footballer
      `${head}${'AAA'.repeat(RECENT_PLAYERS_LIMIT + 1)}`, // more than a join may send
      'f1 f2', // the ids themselves, as a process of an older version packed them
      DATASET.fingerprint,
      ':AAB',
      head.slice(0, -1),
    ])
      expect(unpackRecentIds(garbage, DATASET)).toEqual([]);
    for (const notAString of [undefined, null, 42, ['AAB'], { recentIds: packed }])
      expect(unpackRecentIds(notAString, DATASET)).toEqual([]);
    expect(unpackRecentIds(packed, undefined)).toEqual([]);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((tail) => head + tail),
          fc.jsonValue(),
        ),
        (value) => {
          const indices = unpackRecentIds(value, DATASET);
          expect(indices.length).toBeLessThanOrEqual(RECENT_PLAYERS_LIMIT);
          for (const index of indices)
            expect(Number.isInteger(index) && index >= 0 && index < 7_700).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
