import { describe, expect, it } from 'vitest';
import { createSeededRng, pick, randomInt, shuffle } from './rng';

describe('seeded rng', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createSeededRng(42);
    const b = createSeededRng(42);
    const c = createSeededRng(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });

  it('randomInt stays in range and shuffle keeps every item', () => {
    const rng = createSeededRng(7);
    for (let i = 0; i < 1000; i++) {
      const n = randomInt(rng, 4);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(4);
    }
    const items = [1, 2, 3, 4, 5, 6];
    expect(shuffle(rng, items).sort()).toEqual(items);
    expect(pick(rng, [])).toBeUndefined();
    expect(items).toContain(pick(rng, items));
  });
});
