import { describe, expect, it } from 'vitest';
import { StaggeredSweep } from './staggered-sweep';

describe('StaggeredSweep', () => {
  it('visits each member once per pass, a slice per step, one pass per `slices` steps', () => {
    const members = new Set(Array.from({ length: 25 }, (_, i) => i));
    const visits: number[] = [];
    const sweep = new StaggeredSweep(members, 10, (m) => visits.push(m));
    const perStep = Array.from({ length: 10 }, () => sweep.step());
    // ⌈25 / 10⌉ = 3 a step: the 25 members in 9 steps, none twice, then the pass waits for its 10th step
    expect(perStep).toEqual([3, 3, 3, 3, 3, 3, 3, 3, 1, 0]);
    expect(visits).toEqual([...members]);
    // the next pass starts from the first member
    expect(sweep.step()).toBe(3);
    expect(visits.slice(25)).toEqual([0, 1, 2]);
  });

  it('does not visit a small set more often than once per pass', () => {
    const visits: number[] = [];
    const sweep = new StaggeredSweep(new Set([1, 2]), 30, (m) => visits.push(m));
    const perStep = Array.from({ length: 90 }, () => sweep.step());
    // three passes of 30 steps: each member three times, and never within 30 steps of its last visit
    expect(visits).toEqual([1, 2, 1, 2, 1, 2]);
    const stepsOf = (member: number): number[] =>
      perStep.flatMap((count, step) => (count > 0 ? [step] : [])).filter((_, i) => visits[i] === member);
    expect(stepsOf(1)).toEqual([0, 30, 60]);
    expect(stepsOf(2)).toEqual([1, 31, 61]);
  });

  it('skips members removed mid-pass and reaches members added mid-pass', () => {
    const members = new Set(['a', 'b', 'c', 'd']);
    const visits: string[] = [];
    const sweep = new StaggeredSweep(members, 4, (m) => visits.push(m));
    expect(sweep.step()).toBe(1);
    members.delete('b');
    members.add('e');
    for (let i = 0; i < 3; i++) sweep.step();
    expect(visits).toEqual(['a', 'c', 'd', 'e']);
  });

  it('visits nothing in an empty set, and lets a visit remove the member it visits', () => {
    const empty = new StaggeredSweep(new Set<number>(), 30, () => {
      throw new Error('nothing to visit');
    });
    expect(empty.step()).toBe(0);
    const members = new Set([1, 2, 3, 4, 5, 6]);
    const sweep = new StaggeredSweep(members, 2, (m) => {
      if (m % 2 === 0) members.delete(m);
    });
    for (let i = 0; i < 3; i++) sweep.step();
    expect([...members]).toEqual([1, 3, 5]);
  });
});
