import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze';

describe('deepFreeze', () => {
  it('freezes objects and arrays at every depth and returns the same value', () => {
    const value = { a: [{ b: 1 }, [2, { c: 'x' }]], d: { e: { f: null } } };
    const frozen = deepFreeze(value);
    expect(frozen).toBe(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.a)).toBe(true);
    expect(Object.isFrozen(value.a[0])).toBe(true);
    expect(Object.isFrozen(value.a[1])).toBe(true);
    expect(Object.isFrozen((value.a[1] as unknown[])[1])).toBe(true);
    expect(Object.isFrozen(value.d.e)).toBe(true);
    expect(() => {
      (value.a[0] as { b: number }).b = 2;
    }).toThrow(TypeError);
    expect(value).toEqual({ a: [{ b: 1 }, [2, { c: 'x' }]], d: { e: { f: null } } });
  });

  it('leaves primitives alone', () => {
    expect(deepFreeze(3)).toBe(3);
    expect(deepFreeze(null)).toBe(null);
    expect(deepFreeze('s')).toBe('s');
  });
});
