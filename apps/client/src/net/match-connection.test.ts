import { describe, expect, it } from 'vitest';

import { RECONNECTION_WINDOW_MS } from '@goalguessr/game-core';

import { RECONNECT_FIRST_DELAY_MS, RECONNECT_MAX_DELAY_MS, reconnectDelayMs } from './match-connection';

describe('reconnectDelayMs: the pause between two attempts to get the seat back', () => {
  it('starts at a few hundred ms and grows to at most 2 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelayMs)).toEqual([
      300, 480, 768, 1229, 1966, 2000, 2000, 2000,
    ]);
    expect(reconnectDelayMs(0)).toBe(RECONNECT_FIRST_DELAY_MS);
    expect(reconnectDelayMs(-1)).toBe(RECONNECT_FIRST_DELAY_MS);
  });

  it('keeps trying often across the whole window: a blip of any length inside it is met within 2 s', () => {
    let elapsedMs = 0;
    let attempts = 0;
    while (elapsedMs < RECONNECTION_WINDOW_MS) elapsedMs += reconnectDelayMs(attempts++);
    // 5 attempts in the first 2.8 s, then one every 2 s: about 14 over the 20 s window
    expect(attempts).toBeGreaterThanOrEqual(12);
    expect(RECONNECT_MAX_DELAY_MS).toBeLessThanOrEqual(2_000);
  });
});
