import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  POINTS_PER_CORRECT,
  TOURNAMENTS,
  XP_FOR_DRAW,
  XP_FOR_LOSS,
  XP_FOR_WIN,
  XP_PER_CORRECT_ANSWER,
  type TournamentId,
} from '../constants';
import { MAX_ROUND_POINTS } from '../questions/clues';
import type { MatchOutcome } from './outcome';
import { goldenShotPoints, matchExperience, matchRewardCoins, roundPoints } from './scoring';

const START = 1_000_000;
const ROUND = 15_000;

describe('roundPoints', () => {
  it.each([
    // [correct, answered ms after the start, points]: 200 / 175 / 150 / 125 / 100 as the clue stages come out
    [false, 1_000, 0],
    [true, 0, 200],
    [true, 2_999, 200],
    [true, 3_000, 175],
    [true, 7_500, 150],
    [true, 9_000, 125],
    [true, 12_000, 100],
    [true, 20_000, 100], // an energy drink's extra time: the base, never negative
    [true, -5_000, 200], // stamped before the start: the first stage
    [true, Number.NaN, 200],
  ])('correct=%s answered at +%s ms → %s', (correct, afterMs, points) => {
    expect(
      roundPoints({ correct, answeredAtMs: START + afterMs, roundStartMs: START, roundDurationMs: ROUND }),
    ).toBe(points);
  });

  it('counts a golden shot as correct with no clue bonus', () => {
    expect(goldenShotPoints()).toBe(POINTS_PER_CORRECT);
    expect(
      roundPoints({
        correct: false,
        answeredAtMs: START,
        roundStartMs: START,
        roundDurationMs: ROUND,
        goldenShot: true,
      }),
    ).toBe(POINTS_PER_CORRECT);
    expect(
      roundPoints({
        correct: true,
        answeredAtMs: START,
        roundStartMs: START,
        roundDurationMs: ROUND,
        goldenShot: false,
      }),
    ).toBe(MAX_ROUND_POINTS);
  });

  it('is always an integer within [0, MAX_ROUND_POINTS]', () => {
    const anyNumber = fc.oneof(fc.double(), fc.integer({ min: -1e12, max: 1e12 }));
    fc.assert(
      fc.property(fc.boolean(), anyNumber, anyNumber, anyNumber, fc.boolean(), (correct, a, s, d, golden) => {
        const points = roundPoints({
          correct,
          answeredAtMs: a,
          roundStartMs: s,
          roundDurationMs: d,
          goldenShot: golden,
        });
        expect(Number.isInteger(points)).toBe(true);
        expect(points).toBeGreaterThanOrEqual(0);
        expect(points).toBeLessThanOrEqual(MAX_ROUND_POINTS);
        if (!correct && !golden) expect(points).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('never rewards a slower answer (more clues out) more than a faster one', () => {
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
              roundDurationMs: windowMs,
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
