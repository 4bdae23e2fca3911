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

/** What one player can score in a round: wrong (0), or right before the second clue … once the nation is out. */
const ROUND_SCORES: readonly (readonly [correct: number, points: number])[] = [
  [0, 0],
  ...[100, 125, 150, 175, 200].map((points) => [1, points] as const),
];

/**
 * Every final outcome for player 0 reachable from correct answers (a, b) and a points difference
 * `pointsLead` (player 0's points minus player 1's) with `remaining` rounds left, by brute force over every
 * round's scores of both players (memoised on the differences, which are all the outcome reads).
 */
function reachableOutcomes(a: number, b: number, remaining: number, pointsLead = 0): Set<string> {
  const memo = new Map<string, Set<string>>();
  const walk = (lead: number, points: number, left: number): Set<string> => {
    const key = `${lead}|${points}|${left}`;
    const known = memo.get(key);
    if (known) return known;
    const out = new Set<string>();
    if (left === 0) {
      out.add(
        matchOutcome(
          { correct: Math.max(0, lead), points: Math.max(0, points) },
          { correct: Math.max(0, -lead), points: Math.max(0, -points) },
        ),
      );
    } else {
      for (const [ca, pa] of ROUND_SCORES)
        for (const [cb, pb] of ROUND_SCORES)
          for (const o of walk(lead + ca - cb, points + pa - pb, left - 1)) out.add(o);
    }
    memo.set(key, out);
    return out;
  };
  return walk(a - b, pointsLead, remaining);
}
const outcomeFixed = (a: number, b: number, remaining: number, pointsLead = 0): boolean =>
  reachableOutcomes(a, b, remaining, pointsLead).size === 1;
/** Whether the correct answers alone are settled: no remaining rounds can bring the two level or reverse them. */
const correctLeadFixed = (a: number, b: number, remaining: number): boolean =>
  remaining === 0 || Math.abs(a - b) > remaining;

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
  ] as const)('%s vs %s correct, equal points → %s', (mine, theirs, expected) => {
    expect(matchOutcome({ correct: mine, points: 300 }, { correct: theirs, points: 300 })).toBe(expected);
  });

  it.each([
    // [my correct, my points, their correct, their points, outcome]
    [3, 300, 3, 475, 'lose'], // equal correct answers: more points wins
    [3, 475, 3, 300, 'win'],
    [3, 475, 3, 475, 'draw'], // equal points too: a draw
    [4, 400, 3, 600, 'win'], // more correct answers wins whatever the points
    [2, 400, 3, 300, 'lose'],
    [0, 0, 0, 0, 'draw'],
    [2, Number.NaN, 2, 100, 'lose'], // bad points read as 0
    [2, -50, 2, 0, 'draw'],
  ] as const)('%s correct %s points vs %s correct %s points → %s', (mc, mp, tc, tp, expected) => {
    expect(matchOutcome({ correct: mc, points: mp }, { correct: tc, points: tp })).toBe(expected);
  });

  it('is symmetric: my win is their loss, a draw is a draw for both', () => {
    const side = fc.record({
      correct: fc.integer({ min: 0, max: 5 }),
      points: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(side, side, (mine, theirs) => {
        const mirror = { win: 'lose', lose: 'win', draw: 'draw' } as const;
        expect(matchOutcome(theirs, mine)).toBe(mirror[matchOutcome(mine, theirs)]);
      }),
    );
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

  it('never ends a match whose outcome rounds could still change, whatever the points (brute force, 5 rounds)', () => {
    fc.assert(
      fc.property(
        matchState(QUESTIONS_PER_MATCH),
        fc.integer({ min: -40, max: 40 }).map((steps) => steps * 25),
        ([played, a, b], pointsLead) => {
          const remaining = QUESTIONS_PER_MATCH - played;
          if (isMatchDecided({ correct: [a, b], roundsPlayed: played }))
            expect(outcomeFixed(a, b, remaining, pointsLead)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('agrees with brute force on every reachable state of a 5-round match: decided exactly when the correct answers are settled', () => {
    let decidedEarly = 0;
    let openOnPoints = 0;
    for (let played = 0; played <= QUESTIONS_PER_MATCH; played++) {
      for (let a = 0; a <= played; a++) {
        for (let b = 0; b <= played; b++) {
          const remaining = QUESTIONS_PER_MATCH - played;
          const decided = isMatchDecided({ correct: [a, b], roundsPlayed: played });
          expect(decided).toBe(correctLeadFixed(a, b, remaining));
          // With equal points so far, the tie-break is still open: not decided means more than one outcome.
          expect(decided).toBe(outcomeFixed(a, b, remaining, 0));
          if (decided && remaining > 0) decidedEarly++;
          // Level on correct answers with rounds to go: points may still decide it either way.
          if (!decided && a === b && remaining > 0) openOnPoints++;
        }
      }
    }
    // Early ends exist (e.g. 3–0 after 3 rounds), so the property above is not vacuous.
    expect(decidedEarly).toBeGreaterThan(0);
    expect(openOnPoints).toBeGreaterThan(0);
  });

  it('plays on when only points have settled it (d = r with a points lead beyond r rounds), which cannot change the outcome', () => {
    // 2–1 with 1 round left and a 250-point lead: at best 2–2 on correct answers, and 200 points cannot close 250.
    expect(outcomeFixed(2, 1, 1, 250)).toBe(true);
    expect(isMatchDecided({ correct: [2, 1], roundsPlayed: 4 })).toBe(false);
    expect([...reachableOutcomes(2, 1, 1, 250)]).toEqual(['win']);
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

  it('matches brute force: trailing, not yet decided, and decided (the early end) after they are right and I am wrong', () => {
    fc.assert(
      fc.property(matchState(QUESTIONS_PER_MATCH), ([played, mine, theirs]) => {
        const remaining = QUESTIONS_PER_MATCH - played;
        const expected =
          remaining > 0 &&
          mine < theirs &&
          !correctLeadFixed(mine, theirs, remaining) &&
          correctLeadFixed(mine, theirs + 1, remaining - 1);
        expect(
          opponentMayEndMatchThisRound({ myCorrect: mine, theirCorrect: theirs, roundsPlayed: played }),
        ).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
