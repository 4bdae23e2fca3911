import { describe, expect, it } from 'vitest';

import { RECONNECTION_WINDOW_MS } from '@goalguessr/game-core';

import { serverBusyMessage } from '@goalguessr/protocol';

import {
  BUSY_RETRY_LIMIT_MS,
  JoinFailure,
  RECONNECT_FIRST_DELAY_MS,
  RECONNECT_MAX_DELAY_MS,
  joinUntilAdmitted,
  reconnectDelayMs,
  type BusyRetry,
} from './match-connection';

/** The SDK's error for a shed join: a MatchMakeError with the HTTP status and the server's message. */
function busy(retryAfterMs: number): Error {
  return Object.assign(new Error(serverBusyMessage(retryAfterMs)), { name: 'MatchMakeError', code: 503 });
}

/** A fake clock the retry's sleeps advance; records each pause. */
function fakeRetry(overrides: Partial<BusyRetry> = {}): BusyRetry & { pauses: number[] } {
  let nowMs = 1_000;
  const pauses: number[] = [];
  return {
    pauses,
    now: () => nowMs,
    sleep: (ms) => {
      pauses.push(ms);
      nowMs += ms;
      return Promise.resolve();
    },
    stillWanted: () => true,
    limitMs: BUSY_RETRY_LIMIT_MS,
    ...overrides,
  };
}

describe('joinUntilAdmitted: a join the server sheds under overload is retried, the search going on', () => {
  it('waits the hinted delay after each server_busy and returns the seat once admitted', async () => {
    const answers: (Error | string)[] = [busy(1_200), busy(2_750), 'seat'];
    let attempts = 0;
    const retry = fakeRetry();
    const seat = await joinUntilAdmitted(() => {
      const next = answers[attempts++];
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    }, retry);
    expect(seat).toBe('seat');
    expect(attempts).toBe(3);
    expect(retry.pauses).toEqual([1_200, 2_750]);
  });

  it('passes any other error on at once, unretried', async () => {
    let attempts = 0;
    const refused = Object.assign(new Error('server_draining'), { code: 503 });
    await expect(
      joinUntilAdmitted(() => {
        attempts++;
        return Promise.reject(refused);
      }, fakeRetry()),
    ).rejects.toBe(refused);
    expect(attempts).toBe(1);
  });

  it('gives up as server_unavailable once the next wait would pass the limit from the first attempt', async () => {
    const retry = fakeRetry({ limitMs: 5_000 });
    const failure = await joinUntilAdmitted(() => Promise.reject(busy(2_000)), retry).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(JoinFailure);
    expect((failure as JoinFailure).code).toBe('server_unavailable');
    expect(retry.pauses).toEqual([2_000, 2_000]);
  });

  it('stops retrying once the player cancelled the search', async () => {
    let wanted = true;
    let attempts = 0;
    const retry = fakeRetry({ stillWanted: () => wanted });
    const failure = joinUntilAdmitted(() => {
      attempts++;
      wanted = false;
      return Promise.reject(busy(1_000));
    }, retry).catch((e: unknown) => e);
    expect(await failure).toBeInstanceOf(JoinFailure);
    expect(attempts).toBe(1);
    expect(retry.pauses).toEqual([]);
  });
});

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
