import { describe, expect, it } from 'vitest';
import { STREAK_FREEZE_PRICE_COINS } from '../constants';
import { createNewPlayer } from '../player/defaults';
import type { PlayerRecord } from '../player/types';
import type { DailyPlay } from './daily';
import { buyStreakFreezeWithCoins, saveDailyPlay } from './daily-record';

const play = (date: string, outcome: DailyPlay['outcome'], cluesShown = 2): DailyPlay => ({
  date,
  cluesShown,
  pickedIndex: outcome === 'playing' ? null : 1,
  outcome,
});

function saved(record: PlayerRecord, p: DailyPlay): PlayerRecord {
  const result = saveDailyPlay(record, p);
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

describe('saveDailyPlay', () => {
  it('keeps a card in play without touching the streak', () => {
    const record = saved(createNewPlayer(), play('2026-11-24', 'playing'));
    expect(record.daily.play).toEqual(play('2026-11-24', 'playing'));
    expect(record.daily.streak).toEqual(createNewPlayer().daily.streak);
  });

  it('counts a finished card in the streak exactly once', () => {
    const once = saved(createNewPlayer(), play('2026-11-24', 'solved'));
    expect(once.daily.streak).toEqual({ current: 1, best: 1, lastDate: '2026-11-24', freezes: 0 });
    const twice = saved(once, play('2026-11-24', 'solved'));
    expect(twice.daily.streak).toEqual(once.daily.streak);
    const next = saved(twice, play('2026-11-25', 'missed'));
    expect(next.daily.streak).toEqual({ current: 0, best: 1, lastDate: '2026-11-25', freezes: 0 });
  });

  it('refuses a play older than the last counted day (a clock set back)', () => {
    const record = saved(createNewPlayer(), play('2026-11-24', 'solved'));
    expect(saveDailyPlay(record, play('2026-11-23', 'solved'))).toEqual({
      ok: false,
      reason: 'already_counted',
    });
    expect(saveDailyPlay(record, play('2026-11-23', 'playing'))).toEqual({
      ok: false,
      reason: 'already_counted',
    });
    expect(saveDailyPlay(record, play('2026-13-01', 'solved'))).toEqual({
      ok: false,
      reason: 'invalid_date',
    });
  });
});

describe('buyStreakFreezeWithCoins', () => {
  it('takes the price from the coins and adds a freeze', () => {
    const before = createNewPlayer();
    const after = buyStreakFreezeWithCoins(before);
    expect(after.ok && after.state.currencies.moneys).toBe(
      before.currencies.moneys - STREAK_FREEZE_PRICE_COINS,
    );
    expect(after.ok && after.state.daily.streak.freezes).toBe(1);
  });

  it('changes nothing when short of coins', () => {
    const poor = { ...createNewPlayer(), currencies: { moneys: 10, diamonds: 0, tickets: 0 } };
    expect(buyStreakFreezeWithCoins(poor)).toEqual({ ok: false, reason: 'not_enough_coins' });
  });
});
