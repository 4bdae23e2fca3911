import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  POINTS_PER_CORRECT,
  SPEED_BONUS_MAX_POINTS,
  TOURNAMENTS,
  XP_FOR_DRAW,
  XP_FOR_LOSS,
  XP_FOR_WIN,
  XP_PER_CORRECT_ANSWER,
  type TournamentId,
} from '../constants';
import type { MatchOutcome } from './outcome';
import { goldenShotPoints, matchExperience, matchRewardCoins, roundPoints } from './scoring';

const START = 1_000_000;
const DEADLINE = START + 15_000;

describe('roundPoints', () => {
  it.each([
    // [correct, answeredAtMs, roundStartMs, deadlineMs, points]
    [false, START + 1_000, START, DEADLINE, 0],
    [true, START, START, DEADLINE, POINTS_PER_CORRECT + SPEED_BONUS_MAX_POINTS],
    [true, START + 7_500, START, DEADLINE, POINTS_PER_CORRECT + SPEED_BONUS_MAX_POINTS / 2],
    [true, START + 5_000, START, DEADLINE, POINTS_PER_CORRECT + Math.floor((SPEED_BONUS_MAX_POINTS * 2) / 3)],
    [true, DEADLINE, START, DEADLINE, POINTS_PER_CORRECT],
    [true, DEADLINE + 5_000, START, DEADLINE, POINTS_PER_CORRECT], // late: no bonus, never negative
    [true, START - 5_000, START, DEADLINE, POINTS_PER_CORRECT + SPEED_BONUS_MAX_POINTS], // clamped
    [true, START + 1, START, START, POINTS_PER_CORRECT], // empty window
    [true, START + 1, DEADLINE, START, POINTS_PER_CORRECT], // negative window
    [true, Number.NaN, START, DEADLINE, POINTS_PER_CORRECT],
    [true, START, START, Infinity, POINTS_PER_CORRECT],
  ])('correct=%s answered %s in [%s, %s] → %s', (correct, answeredAtMs, roundStartMs, deadlineMs, points) => {
    expect(roundPoints({ correct, answeredAtMs, roundStartMs, deadlineMs })).toBe(points);
  });

  it('gives the energy-drink window its own proportion', () => {
    // 20 s window, 10 s left → half the bonus.
    expect(
      roundPoints({
        correct: true,
        answeredAtMs: START + 10_000,
        roundStartMs: START,
        deadlineMs: START + 20_000,
      }),
    ).toBe(POINTS_PER_CORRECT + SPEED_BONUS_MAX_POINTS / 2);
  });

  it('counts a golden shot as correct with no speed bonus', () => {
    expect(goldenShotPoints()).toBe(POINTS_PER_CORRECT);
    expect(
      roundPoints({
        correct: false,
        answeredAtMs: START,
        roundStartMs: START,
        deadlineMs: DEADLINE,
        goldenShot: true,
      }),
    ).toBe(POINTS_PER_CORRECT);
    expect(
      roundPoints({
        correct: true,
        answeredAtMs: START,
        roundStartMs: START,
        deadlineMs: DEADLINE,
        goldenShot: false,
      }),
    ).toBe(POINTS_PER_CORRECT + SPEED_BONUS_MAX_POINTS);
  });

  it('is always an integer within [0, POINTS_PER_CORRECT + SPEED_BONUS_MAX_POINTS]', () => {
    const anyNumber = fc.oneof(fc.double(), fc.integer({ min: -1e12, max: 1e12 }));
    fc.assert(
      fc.property(fc.boolean(), anyNumber, anyNumber, anyNumber, fc.boolean(), (correct, a, s, d, golden) => {
        const points = roundPoints({
          correct,
          answeredAtMs: a,
          roundStartMs: s,
          deadlineMs: d,
          goldenShot: golden,
        });
        expect(Number.isInteger(points)).toBe(true);
        expect(points).toBeGreaterThanOrEqual(0);
        expect(points).toBeLessThanOrEqual(POINTS_PER_CORRECT + SPEED_BONUS_MAX_POINTS);
        if (!correct && !golden) expect(points).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('never rewards a slower answer more than a faster one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60_000 }),
        fc.integer({ min: -10_000, max: 70_000 }),
        fc.integer({ min: -10_000, max: 70_000 }),
        (windowMs, t1, t2) => {
          const [fast, slow] = t1 <= t2 ? [t1, t2] : [t2, t1];
          const at = (t: number) =>
            roundPoints({
              correct: true,
              answeredAtMs: START + t,
              roundStartMs: START,
              deadlineMs: START + windowMs,
            });
          expect(at(fast)).toBeGreaterThanOrEqual(at(slow));
        },
      ),
    );
  });
});

describe('matchRewardCoins', () => {
  it.each(
    Object.values(TOURNAMENTS).flatMap((t) => [
      [t.id, 'win', t.rewardCoins],
      [t.id, 'draw', t.drawRewardCoins],
      [t.id, 'lose', 0],
    ]) as [TournamentId, MatchOutcome, number][],
  )('%s %s → %s coins', (id, outcome, coins) => {
    expect(matchRewardCoins(id, outcome)).toBe(coins);
  });

  it('pays the spelled-out rookie amounts', () => {
    expect(matchRewardCoins('rookie', 'win')).toBe(100);
    expect(matchRewardCoins('legendary', 'draw')).toBe(250);
  });

  it('pays nothing for an unknown tournament or outcome', () => {
    expect(matchRewardCoins('nope' as TournamentId, 'win')).toBe(0);
    expect(matchRewardCoins('toString' as TournamentId, 'win')).toBe(0);
    expect(matchRewardCoins('rookie', 'forfeit' as MatchOutcome)).toBe(0);
  });
});

describe('matchExperience', () => {
  it.each([
    ['win', 5, XP_FOR_WIN + 5 * XP_PER_CORRECT_ANSWER],
    ['win', 3, XP_FOR_WIN + 3 * XP_PER_CORRECT_ANSWER],
    ['draw', 2, XP_FOR_DRAW + 2 * XP_PER_CORRECT_ANSWER],
    ['lose', 0, XP_FOR_LOSS],
    ['lose', 1, XP_FOR_LOSS + XP_PER_CORRECT_ANSWER],
    ['win', 99, XP_FOR_WIN + 5 * XP_PER_CORRECT_ANSWER], // capped at the match length
    ['draw', -3, XP_FOR_DRAW],
    ['lose', Number.NaN, XP_FOR_LOSS],
    ['lose', 2.7, XP_FOR_LOSS + 2 * XP_PER_CORRECT_ANSWER],
  ] as [MatchOutcome, number, number][])('%s with %s correct → %s XP', (outcome, correct, xp) => {
    expect(matchExperience(outcome, correct)).toBe(xp);
  });

  it('uses the current constants (win 50, draw 25, loss 10, 10 per answer)', () => {
    expect(matchExperience('win', 4)).toBe(90);
    expect(matchExperience('draw', 2)).toBe(45);
    expect(matchExperience('lose', 1)).toBe(20);
  });
});
