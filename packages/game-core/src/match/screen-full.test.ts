import { describe, expect, it } from 'vitest';
import { SCREEN_FULL_THRESHOLD_MS } from '../constants';
import { screenFullMsLeft, screenFullStatus } from './screen-full';

const NOW = 5_000_000;

describe('screenFullStatus', () => {
  it.each([
    [null, NOW, 'ok'],
    [Number.NaN, NOW, 'ok'],
    [NOW, NOW, 'warning'],
    [NOW - 9_999, NOW, 'warning'],
    [NOW - 10_000, NOW, 'game_over'], // full for exactly 10 s ends the game
    [NOW - 60_000, NOW, 'game_over'],
    [NOW + 5_000, NOW, 'warning'], // clock went backwards
    [NOW, Number.NaN, 'warning'],
  ] as const)('full since %s at %s → %s', (fullSinceMs, nowMs, expected) => {
    expect(screenFullStatus({ fullSinceMs, nowMs })).toBe(expected);
  });

  it('uses the 10 s spec threshold', () => {
    expect(SCREEN_FULL_THRESHOLD_MS).toBe(10_000);
  });
});

describe('screenFullMsLeft', () => {
  it.each([
    [null, NOW, 10_000],
    [NOW, NOW, 10_000],
    [NOW - 2_500, NOW, 7_500],
    [NOW - 10_000, NOW, 0],
    [NOW - 99_000, NOW, 0],
    [NOW + 3_000, NOW, 10_000],
    [NOW, Infinity, 10_000],
  ] as const)('full since %s at %s → %s ms left', (fullSinceMs, nowMs, expected) => {
    expect(screenFullMsLeft({ fullSinceMs, nowMs })).toBe(expected);
  });
});
