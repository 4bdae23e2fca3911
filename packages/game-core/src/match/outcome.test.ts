import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTIONS_PER_MATCH } from '../constants';
import {
  isMatchDecided,
  matchOutcome,
  opponentMayEndMatchThisRound,
  roundsNeededToCatchUp,
  roundsRemaining,
} from './outcome';

/** Every final outcome reachable from (a, b) with `remaining` rounds left, by brute force over 4^remaining. */
function reachableOutcomes(a: number, b: number, remaining: number): Set<string> {
  if (remaining === 0) return new Set([matchOutcome(a, b)]);
  const out = new Set<string>();
  for (const [da, db] of [
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
  ] as const) {
    for (const o of reachableOutcomes(a + da, b + db, remaining - 1)) out.add(o);
  }
  return out;
}
const outcomeFixed = (a: number, b: number, remaining: number): boolean =>
  reachableOutcomes(a, b, remaining).size === 1;

/** A reachable state of a match: roundsPlayed rounds and correct counts no larger than that. */
const matchState = (totalRounds: number) =>
  fc
    .integer({ min: 0, max: totalRounds })
    .chain((roundsPlayed) =>
      fc.tuple(
        fc.constant(roundsPlayed),
        fc.integer({ min: 0, max: roundsPlayed }),
        fc.integer({ min: 0, max: roundsPlayed }),
      ),
    );

describe('matchOutcome', () => {
  it.each([
    [3, 2, 'win'],
    [2, 3, 'lose'],
    [2, 2, 'draw'],
    [0, 0, 'draw'],
    [5, 0, 'win'],
    [Number.NaN, 1, 'lose'],
    [-4, 0, 'draw'],
    [2.9, 2, 'draw'],
    [Infinity, 1, 'lose'],
  ] as const)('%s vs %s → %s', (mine, theirs, expected) => {
    expect(matchOutcome(mine, theirs)).toBe(expected);
  });
});

describe('roundsRemaining and roundsNeededToCatchUp', () => {
  it.each([
    [0, 5, 5],
    [3, 5, 2],
    [5, 5, 0],
    [7, 5, 0],
    [-1, 5, 5],
    [2, Number.NaN, 0],
  ])('played %s of %s → %s left', (played, total, expected) => {
    expect(roundsRemaining(played, total)).toBe(expected);
  });

  it('defaults to QUESTIONS_PER_MATCH rounds', () => {
    expect(roundsRemaining(1)).toBe(QUESTIONS_PER_MATCH - 1);
  });

  it.each([
    [0, 3, 3],
    [2, 3, 1],
    [3, 3, 0],
    [4, 1, 0],
    [Number.NaN, 2, 2],
  ])('%s vs %s needs %s rounds to draw', (mine, theirs, expected) => {
    expect(roundsNeededToCatchUp(mine, theirs)).toBe(expected);
  });
});

describe('isMatchDecided', () => {
  it.each([
    // [a, b, roundsPlayed, decided]
    [0, 0, 0, false],
    [1, 0, 1, false],
    [2, 0, 2, false], // lead 2, 3 left
    [3, 0, 3, true], // lead 3, 2 left
    [2, 0, 3, false], // lead 2 = 2 left: a draw is still possible
    [0, 3, 3, true],
    [1, 3, 4, true], // lead 2, 1 left
    [2, 3, 4, false], // lead 1 = 1 left
    [2, 2, 5, true], // all rounds played
    [4, 1, 5, true],
    [0, 0, 9, true], // beyond the last round counts as over
  ])('%s–%s after %s rounds → %s', (a, b, played, expected) => {
    expect(isMatchDecided({ correct: [a, b], roundsPlayed: played })).toBe(expected);
  });

  it('honours totalRounds', () => {
    expect(isMatchDecided({ correct: [3, 0], roundsPlayed: 3, totalRounds: 7 })).toBe(false);
    expect(isMatchDecided({ correct: [5, 0], roundsPlayed: 5, totalRounds: 7 })).toBe(true);
    expect(isMatchDecided({ correct: [0, 0], roundsPlayed: 0, totalRounds: 0 })).toBe(true);
  });

  it('reads bad counts as 0 instead of throwing', () => {
    expect(isMatchDecided({ correct: [Number.NaN, -2], roundsPlayed: 1 })).toBe(false);
    expect(isMatchDecided({ correct: [0, 0], roundsPlayed: Number.NaN, totalRounds: Number.NaN })).toBe(true);
  });

  it('is decided exactly when no remaining rounds can change the outcome (brute force, 5 rounds)', () => {
    fc.assert(
      fc.property(matchState(QUESTIONS_PER_MATCH), ([played, a, b]) => {
        const remaining = QUESTIONS_PER_MATCH - played;
        expect(isMatchDecided({ correct: [a, b], roundsPlayed: played })).toBe(outcomeFixed(a, b, remaining));
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with brute force on every reachable state of a 5-round match', () => {
    let decidedEarly = 0;
    for (let played = 0; played <= QUESTIONS_PER_MATCH; played++) {
      for (let a = 0; a <= played; a++) {
        for (let b = 0; b <= played; b++) {
          const remaining = QUESTIONS_PER_MATCH - played;
          const decided = isMatchDecided({ correct: [a, b], roundsPlayed: played });
          expect(decided).toBe(outcomeFixed(a, b, remaining));
          if (decided && remaining > 0) decidedEarly++;
        }
      }
    }
    // Early ends exist (e.g. 3–0 after 3 rounds), so the property above is not vacuous.
    expect(decidedEarly).toBeGreaterThan(0);
  });
});

describe('opponentMayEndMatchThisRound', () => {
  it.each([
    // [mine, theirs, roundsPlayed, expected]
    [0, 0, 0, false],
    [0, 1, 1, false], // lead 1, 4 left: after a bad round lead 2 with 3 left
    [0, 2, 2, true], // lead 2, 3 left: after a bad round lead 3 with 2 left → decided
    [1, 2, 3, true], // lead 1, 2 left: after a bad round lead 2 with 1 left → decided
    [2, 3, 4, true], // last round, lead 1
    [2, 2, 4, false], // tied: not trailing
    [3, 2, 4, false], // leading
    [0, 3, 3, false], // already decided
    [1, 1, 5, false], // over
    [1, 2, 2, false], // lead 1, 3 left
  ])('%s vs %s after %s rounds → %s', (mine, theirs, played, expected) => {
    expect(
      opponentMayEndMatchThisRound({ myCorrect: mine, theirCorrect: theirs, roundsPlayed: played }),
    ).toBe(expected);
  });

  it('honours totalRounds and bad input', () => {
    expect(
      opponentMayEndMatchThisRound({ myCorrect: 0, theirCorrect: 2, roundsPlayed: 2, totalRounds: 9 }),
    ).toBe(false);
    expect(opponentMayEndMatchThisRound({ myCorrect: Number.NaN, theirCorrect: 1, roundsPlayed: 4 })).toBe(
      true,
    );
  });

  it('matches brute force: trailing, not yet fixed, and fixed after they are right and I am wrong', () => {
    fc.assert(
      fc.property(matchState(QUESTIONS_PER_MATCH), ([played, mine, theirs]) => {
        const remaining = QUESTIONS_PER_MATCH - played;
        const expected =
          remaining > 0 &&
          mine < theirs &&
          !outcomeFixed(mine, theirs, remaining) &&
          outcomeFixed(mine, theirs + 1, remaining - 1);
        expect(
          opponentMayEndMatchThisRound({ myCorrect: mine, theirCorrect: theirs, roundsPlayed: played }),
        ).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
