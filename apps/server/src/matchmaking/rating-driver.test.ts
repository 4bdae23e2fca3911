import type { IRoomCache } from '@colyseus/core';
import { BOT_WAIT_MS } from '@goalguessr/game-core';
import { describe, expect, it } from 'vitest';
import { pairingWaitScale, pickRoomForRating } from './rating-driver';

const T0 = 1_700_000_000_000;

function room(roomId: string, rating: number | undefined, createdAtMs: number): IRoomCache {
  return {
    name: 'duel',
    roomId,
    processId: 'p',
    clients: 1,
    maxClients: 2,
    createdAt: new Date(createdAtMs),
    metadata: rating === undefined ? { tournament: 'rookie' } : { tournament: 'rookie', rating },
  };
}

describe('pickRoomForRating', () => {
  it('takes the closest acceptable rating, then the longest waiter', () => {
    const rooms = [room('far', 1580, T0), room('near-new', 1510, T0 + 500), room('near-old', 1490, T0 + 100)];
    expect(pickRoomForRating(rooms, 1500, T0 + 600)?.roomId).toBe('near-old');
    expect(pickRoomForRating([rooms[0] as IRoomCache], 1500, T0 + 600)?.roomId).toBe('far');
  });

  it("widens with the waiter's wait: ±100, ±200 from 2 s, ±400 from 4 s, anyone from 6 s (before the bot at 8 s)", () => {
    const waiting = [room('w', 1500, T0)];
    const at = (rating: number, waitedMs: number) =>
      pickRoomForRating(waiting, rating, T0 + waitedMs)?.roomId;
    expect(at(1600, 0)).toBe('w');
    expect(at(1650, 1_999)).toBeUndefined();
    expect(at(1650, 2_000)).toBe('w');
    expect(at(1850, 3_999)).toBeUndefined();
    expect(at(1850, 4_000)).toBe('w');
    expect(at(3400, 5_999)).toBeUndefined();
    expect(at(3400, 6_000)).toBe('w');
    expect(6_000).toBeLessThan(BOT_WAIT_MS);
  });

  it('a listing without a rating counts as 1500; an unreadable creation time as just created', () => {
    expect(pickRoomForRating([room('old-client', undefined, T0)], 1550, T0)?.roomId).toBe('old-client');
    const broken = { ...room('b', 1500, T0), createdAt: new Date(Number.NaN) };
    expect(pickRoomForRating([broken], 1650, T0 + 10_000)).toBeUndefined();
  });

  it('scales the waits to a shorter bot wait, and keeps production waits when bots are off', () => {
    expect(pairingWaitScale(BOT_WAIT_MS)).toBe(1);
    expect(pairingWaitScale(Number.POSITIVE_INFINITY)).toBe(1);
    expect(pairingWaitScale(2_000)).toBe(BOT_WAIT_MS / 2_000);
    const waiting = [room('w', 1500, T0)];
    expect(pickRoomForRating(waiting, 3400, T0 + 1_500, pairingWaitScale(2_000))?.roomId).toBe('w');
    expect(pickRoomForRating(waiting, 3400, T0 + 1_400, pairingWaitScale(2_000))).toBeUndefined();
  });
});
