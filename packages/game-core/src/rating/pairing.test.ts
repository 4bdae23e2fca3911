import { describe, expect, it } from 'vitest';
import { BOT_ACCURACY, BOT_ACCURACY_MAX, BOT_ACCURACY_MIN, BOT_WAIT_MS, PAIRING_WINDOWS } from '../constants';
import {
  botStrengthFor,
  canPair,
  pairingOpenToAllAfterMs,
  pairingWindow,
  pairWaiters,
  type Waiter,
} from './pairing';

describe('pairingWindow', () => {
  it.each<[number, number | null]>([
    [0, 100],
    [-50, 100],
    [Number.NaN, 100],
    [1_999, 100],
    [2_000, 200],
    [3_999, 200],
    [4_000, 400],
    [5_999, 400],
    [6_000, null],
    [60_000, null],
  ])('after %d ms the window is %s', (waitedMs, expected) => {
    expect(pairingWindow(waitedMs)).toBe(expected);
  });

  it('widens monotonically and opens to everyone before the bot arrives', () => {
    let last = 0;
    for (const step of PAIRING_WINDOWS) {
      if (step.maxDiff === null) break;
      expect(step.maxDiff).toBeGreaterThan(last);
      last = step.maxDiff;
    }
    expect(pairingOpenToAllAfterMs()).toBeLessThan(BOT_WAIT_MS);
    expect(pairingWindow(BOT_WAIT_MS - 1)).toBeNull();
  });
});

const w = (id: string, rating: number, sinceMs = 0): Waiter => ({ id, rating, sinceMs });

describe('canPair and pairWaiters', () => {
  it('pairs close ratings at once and far ones only after waiting', () => {
    expect(canPair(w('a', 1500), w('b', 1590), 0)).toBe(true);
    expect(canPair(w('a', 1500), w('b', 1700), 0)).toBe(false);
    expect(canPair(w('a', 1500), w('b', 1700, 2_000), 2_000)).toBe(true); // b still fresh, a waited 2 s
    expect(canPair(w('a', 1500), w('b', 2500, 5_000), 5_000)).toBe(false);
    expect(canPair(w('a', 1500), w('b', 2500, 6_000), 6_000)).toBe(true); // anyone rather than the bot
  });

  it('gives the longest waiter the closest acceptable partner', () => {
    const waiters = [w('old', 1500, 0), w('far', 1600, 500), w('near', 1520, 900), w('other', 1610, 950)];
    expect(pairWaiters(waiters, 1_000)).toEqual([
      ['old', 'near'],
      ['far', 'other'],
    ]);
  });

  it('leaves a lone or out-of-range waiter waiting', () => {
    expect(pairWaiters([w('a', 1500)], 0)).toEqual([]);
    expect(pairWaiters([w('a', 1000, 0), w('b', 2000, 0)], 1_000)).toEqual([]);
    expect(pairWaiters([w('a', 1000, 0), w('b', 2000, 0)], 6_000)).toEqual([['a', 'b']]);
  });

  it('is deterministic for equal waits and never uses a player twice', () => {
    const waiters = [w('c', 1500), w('a', 1500), w('b', 1500)];
    const pairs = pairWaiters(waiters, 0);
    expect(pairs).toEqual([['a', 'b']]);
  });
});

describe('botStrengthFor', () => {
  it('a 1500 player meets the tournament base accuracy at an even rating', () => {
    expect(botStrengthFor('rookie', 1500)).toEqual({ rating: 1500, rd: 110, accuracy: BOT_ACCURACY.rookie });
  });

  it('gets stronger against stronger players and weaker against weaker ones, within bounds', () => {
    const strong = botStrengthFor('champions', 2000);
    const weak = botStrengthFor('champions', 1000);
    expect(strong.rating).toBe(2000);
    // ±500 rating points move the tournament's base rate by ±0.15.
    expect(strong.accuracy).toBeCloseTo(BOT_ACCURACY.champions + 0.15, 10);
    expect(weak.accuracy).toBeCloseTo(BOT_ACCURACY.champions - 0.15, 10);
    expect(botStrengthFor('rookie', 3500).accuracy).toBe(BOT_ACCURACY_MAX);
    expect(botStrengthFor('legendary', 100).accuracy).toBe(BOT_ACCURACY_MIN);
  });

  it('treats a nonsense rating as 1500 and clamps extremes', () => {
    expect(botStrengthFor('rookie', Number.NaN).rating).toBe(1500);
    expect(botStrengthFor('rookie', 1e9).rating).toBe(3500);
    expect(botStrengthFor('rookie', -1e9).rating).toBe(100);
  });
});
