import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RATING_MAX, RATING_MIN, RATING_MIN_RD, TOURNAMENT_IDS } from '../constants';
import {
  clampRating,
  defaultRating,
  defaultTournamentRatings,
  glicko2Update,
  isRating,
  outcomeScore,
  rateMatch,
  rateRecordMatch,
  rateTournamentMatch,
  ratingDisplay,
  type Rating,
} from './glicko2';

describe('glicko2Update', () => {
  it("matches the worked example of Glickman's paper (Example of the Glicko-2 system, 2013)", () => {
    const player: Rating = { rating: 1500, rd: 200, volatility: 0.06 };
    const after = glicko2Update(
      player,
      [
        { opponent: { rating: 1400, rd: 30 }, score: 1 },
        { opponent: { rating: 1550, rd: 100 }, score: 0 },
        { opponent: { rating: 1700, rd: 300 }, score: 0 },
      ],
      0.5,
    );
    // The paper rounds its intermediate values (μ' = −0.2069) and prints 1464.06; exact arithmetic gives 1464.05.
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(after.rd).toBeCloseTo(151.52, 2);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });

  it('with no games only widens the deviation by the volatility (paper, step 6 without games)', () => {
    const player: Rating = { rating: 1500, rd: 200, volatility: 0.06 };
    const after = glicko2Update(player, []);
    expect(after.rating).toBe(1500);
    expect(after.volatility).toBe(0.06);
    // φ* = sqrt(φ² + σ²) on the Glicko-2 scale
    const phi = 200 / 173.7178;
    expect(after.rd).toBeCloseTo(Math.sqrt(phi * phi + 0.06 * 0.06) * 173.7178, 6);
  });

  it('takes the second branch of the volatility bracket when the surprise is small', () => {
    // A draw against an equal: Δ² is below φ² + v, so B is found by stepping down from ln σ².
    const after = glicko2Update({ rating: 1500, rd: 60, volatility: 0.06 }, [
      { opponent: { rating: 1500, rd: 60 }, score: 0.5 },
    ]);
    expect(after.rating).toBeCloseTo(1500, 6);
    expect(after.rd).toBeLessThan(glicko2Update({ rating: 1500, rd: 60, volatility: 0.06 }, []).rd);
    expect(after.volatility).toBeLessThan(0.06);
  });

  it('moves the rating the right way: a win never lowers it, a loss never raises it (property)', () => {
    const rating = fc.double({ min: 800, max: 2500, noNaN: true });
    const rd = fc.double({ min: 45, max: 350, noNaN: true });
    fc.assert(
      fc.property(rating, rd, rating, rd, (r, d, or, od) => {
        const me: Rating = { rating: r, rd: d, volatility: 0.06 };
        const win = glicko2Update(me, [{ opponent: { rating: or, rd: od }, score: 1 }]);
        const loss = glicko2Update(me, [{ opponent: { rating: or, rd: od }, score: 0 }]);
        expect(win.rating).toBeGreaterThanOrEqual(r);
        expect(loss.rating).toBeLessThanOrEqual(r);
        expect(win.rd).toBeLessThanOrEqual(Math.sqrt(d * d + 200));
        for (const x of [win, loss]) {
          expect(Number.isFinite(x.rating) && Number.isFinite(x.rd) && Number.isFinite(x.volatility)).toBe(
            true,
          );
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('rateMatch and ratings per tournament', () => {
  it('a new player starts at 1500 / 350 / 0.06 in every tournament', () => {
    expect(defaultRating()).toEqual({ rating: 1500, rd: 350, volatility: 0.06 });
    const all = defaultTournamentRatings();
    expect(Object.keys(all).sort()).toEqual([...TOURNAMENT_IDS].sort());
    for (const id of TOURNAMENT_IDS) expect(all[id]).toEqual(defaultRating());
  });

  it('scores win 1, draw ½, loss 0', () => {
    expect([outcomeScore('win'), outcomeScore('draw'), outcomeScore('lose')]).toEqual([1, 0.5, 0]);
  });

  it('a new player who beats an equal gains a lot, and the deviation shrinks', () => {
    const after = rateMatch(defaultRating(), { rating: 1500, rd: 350 }, 'win');
    expect(after.rating).toBeGreaterThan(1600);
    expect(after.rd).toBeLessThan(350);
  });

  it('changes only the tournament the match was played in', () => {
    const before = defaultTournamentRatings();
    const after = rateTournamentMatch(before, 'champions', { rating: 1500, rd: 350 }, 'lose');
    expect(after.rookie).toEqual(before.rookie);
    expect(after.legendary).toEqual(before.legendary);
    expect(after.champions.rating).toBeLessThan(1500);
    expect(before.champions).toEqual(defaultRating());
  });

  it('keeps results within bounds even against absurd opponents (a lying client)', () => {
    const strong = rateMatch(
      { rating: RATING_MAX - 1, rd: 350, volatility: 0.06 },
      { rating: 1e9, rd: 1 },
      'win',
    );
    expect(strong.rating).toBeLessThanOrEqual(RATING_MAX);
    const weak = rateMatch(
      { rating: RATING_MIN + 1, rd: 350, volatility: 0.06 },
      { rating: -1e9, rd: 1e9 },
      'lose',
    );
    expect(weak.rating).toBeGreaterThanOrEqual(RATING_MIN);
    expect(weak.rd).toBeGreaterThanOrEqual(RATING_MIN_RD);
    let settled = defaultRating();
    for (let i = 0; i < 500; i++)
      settled = rateMatch(settled, { rating: settled.rating, rd: 45 }, i % 2 ? 'win' : 'lose');
    expect(settled.rd).toBeGreaterThanOrEqual(RATING_MIN_RD);
  });

  it('clampRating bounds rating and deviation', () => {
    expect(clampRating({ rating: 9999, rd: 1, volatility: 0.06 })).toEqual({
      rating: RATING_MAX,
      rd: RATING_MIN_RD,
      volatility: 0.06,
    });
    expect(clampRating({ rating: -5, rd: 9999, volatility: 0.06 })).toEqual({
      rating: RATING_MIN,
      rd: 350,
      volatility: 0.06,
    });
  });
});

describe('isRating and ratingDisplay', () => {
  it.each<[unknown, boolean]>([
    [defaultRating(), true],
    [{ rating: 1500, rd: 45, volatility: 0.05 }, true],
    [{ rating: 50, rd: 100, volatility: 0.06 }, false],
    [{ rating: 1500, rd: 10, volatility: 0.06 }, false],
    [{ rating: 1500, rd: 100, volatility: 0 }, false],
    [{ rating: Number.NaN, rd: 100, volatility: 0.06 }, false],
    [{ rating: '1500', rd: 100, volatility: 0.06 }, false],
    [null, false],
    ['1500', false],
  ])('isRating(%j) is %s', (value, expected) => {
    expect(isRating(value)).toBe(expected);
  });

  it('shows the whole rating, ± twice the deviation, provisional while the deviation is high', () => {
    expect(ratingDisplay(defaultRating())).toEqual({ rating: 1500, plusMinus: 700, provisional: true });
    expect(ratingDisplay({ rating: 1634.6, rd: 60.2, volatility: 0.06 })).toEqual({
      rating: 1635,
      plusMinus: 120,
      provisional: false,
    });
  });
});

describe('rateRecordMatch', () => {
  it('replaces only the tournament rating of a record', () => {
    const record = { ratings: defaultTournamentRatings(), other: 7 };
    const after = rateRecordMatch(record, 'rookie', { rating: 1500, rd: 350 }, 'win');
    expect(after.other).toBe(7);
    expect(after.ratings.rookie.rating).toBeGreaterThan(1500);
    expect(after.ratings.champions).toEqual(defaultRating());
  });
});
