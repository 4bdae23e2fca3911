import { describe, expect, it } from 'vitest';
import { WaitEstimator } from './wait-estimator';

describe('WaitEstimator', () => {
  it('starts at the bot wait, then follows the mean of recent waits per tournament', () => {
    const estimator = new WaitEstimator(8_000);
    expect(estimator.estimateMs('rookie')).toBe(8_000);
    estimator.record('rookie', 1_000);
    estimator.record('rookie', 2_000);
    expect(estimator.estimateMs('rookie')).toBe(1_500);
    expect(estimator.estimateMs('legendary')).toBe(8_000);
  });

  it('never exceeds the bot wait and forgets old samples', () => {
    const estimator = new WaitEstimator(8_000);
    estimator.record('champions', 60_000);
    expect(estimator.estimateMs('champions')).toBe(8_000);
    for (let i = 0; i < 20; i++) estimator.record('champions', 100);
    expect(estimator.estimateMs('champions')).toBe(100);
    estimator.record('champions', -5);
    expect(estimator.estimateMs('champions')).toBe(100);
  });
});
