import { describe, expect, it } from 'vitest';
import { createIdIndex } from './id-index';

describe('createIdIndex (a list’s positions by id, issue 29)', () => {
  const ids = Array.from({ length: 7_700 }, (_, i) => `footballer-${i}-${(i * 7919) % 10_007}`);

  it('finds every listed id at its position, as a Map does', () => {
    const indexOf = createIdIndex(ids);
    const map = new Map(ids.map((id, i) => [id, i]));
    for (const id of ids) expect(indexOf(id)).toBe(map.get(id));
    // fresh strings (as a join's JSON gives them), not the listed ones
    const fresh = JSON.parse(JSON.stringify(ids)) as string[];
    expect(fresh.map(indexOf)).toEqual(ids.map((_, i) => i));
  });

  it('gives -1 for ids it does not list', () => {
    const indexOf = createIdIndex(ids);
    for (const id of ['', 'messi', 'footballer-7700-0', 'footballer-1-7919 ', 'FOOTBALLER-1-7919', 'é'])
      expect(indexOf(id)).toBe(-1);
    expect(createIdIndex([])('anyone')).toBe(-1);
  });

  it('tells apart two listed ids with the same hash, and a third unlisted one beside them', () => {
    // "p-1dzz9sv" and "p-1my1y60" have the same 32-bit FNV-1a hash
    const colliding = ['p-1dzz9sv', 'p-1my1y60'];
    for (const list of [colliding, [...colliding].reverse(), ['a', ...colliding, 'b']]) {
      const indexOf = createIdIndex(list);
      expect(list.map(indexOf)).toEqual(list.map((_, i) => i));
    }
    // one listed, the other not: the unlisted one is taken for it (the documented chance, here forced)
    expect(createIdIndex(['p-1dzz9sv'])('p-1my1y60')).toBe(0);
  });

  it('keeps the last position of an id listed twice, as new Map does', () => {
    const indexOf = createIdIndex(['a', 'b', 'a', 'p-1dzz9sv', 'p-1my1y60', 'p-1dzz9sv']);
    expect(['a', 'b', 'p-1dzz9sv', 'p-1my1y60'].map(indexOf)).toEqual([2, 1, 5, 4]);
  });
});
