import { describe, expect, it } from 'vitest';
import {
  guardFirstNavigation,
  isRefreshDetected,
  shouldRedirectHome,
  type GamePageActivity,
} from './page-active';

const NOW = 1_700_000_000_000;
const active = (lastActiveTime: number | null): GamePageActivity => ({
  isGamePageActive: true,
  lastActiveTime,
});
const inactive = (lastActiveTime: number | null): GamePageActivity => ({
  isGamePageActive: false,
  lastActiveTime,
});

describe('isRefreshDetected', () => {
  it.each([
    ['flag set, last active missing', active(null), true],
    ['flag set, 5 min + 1 ms ago', active(NOW - 300_001), true],
    ['flag set, exactly 5 min ago', active(NOW - 300_000), false],
    ['flag set, 10 s ago', active(NOW - 10_000), false],
    ['flag set, in the future', active(NOW + 60_000), false],
    ['flag set, NaN time', active(Number.NaN), true],
    ['flag clear, long ago', inactive(NOW - 3_600_000), false],
    ['flag clear, missing', inactive(null), false],
    ['no record', null, false],
    ['undefined record', undefined, false],
  ])('%s → %s', (_label, activity, expected) => {
    expect(isRefreshDetected(activity, NOW)).toBe(expected);
  });

  it('reads an unusable clock as unknown time (refresh)', () => {
    expect(isRefreshDetected(active(NOW), Number.NaN)).toBe(true);
  });
});

describe('shouldRedirectHome', () => {
  it.each([
    ['active, 30 s + 1 ms idle', active(NOW - 30_001), true],
    ['active, exactly 30 s idle', active(NOW - 30_000), false],
    ['active, 1 s idle', active(NOW - 1_000), false],
    ['active, 10 min idle', active(NOW - 600_000), true],
    ['active, last time unknown', active(null), true],
    ['active, clock skew (future)', active(NOW + 5_000), false],
    ['not active, 10 min idle', inactive(NOW - 600_000), false],
    ['no record', null, false],
  ])('%s → %s', (_label, activity, expected) => {
    expect(shouldRedirectHome(activity, NOW)).toBe(expected);
  });
});

describe('guardFirstNavigation', () => {
  const home = { redirectTo: '/', clearGamePageFlags: true };
  const pass = { redirectTo: null, clearGamePageFlags: false };

  it.each([
    [null, 'Adventure', home],
    [null, 'Map', home],
    [null, 'Endless', home],
    [null, 'adventure', home],
    [null, 'ENDLESS', home],
    ['', 'Map', home],
    [null, '/map', home],
    [null, '/Endless/3', home],
    [null, '/adventure?level=2', home],
    [null, 'Home', pass],
    [null, '/game', pass],
    [null, '/mapping', pass],
    [null, '', pass],
    ['/', 'Adventure', pass], // not the first navigation
    ['Home', 'Map', pass],
  ] as const)('from %j to %j', (previousRoute, routeName, expected) => {
    expect(guardFirstNavigation({ previousRoute, routeName })).toEqual(expected);
  });

  it('does not throw on a missing route name', () => {
    expect(guardFirstNavigation({ previousRoute: null, routeName: undefined as unknown as string })).toEqual(
      pass,
    );
  });
});
