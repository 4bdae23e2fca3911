import { describe, expect, it } from 'vitest';
import {
  BLOCK_ADS_BONUS_COINS,
  BLOCK_ADS_PRICE_COINS,
  MAX_SAVED_COUNT,
  REWARDED_AD_COINS,
} from '../constants';
import { createNewPlayer } from '../player';
import type { PlayerRecord } from '../player';
import {
  adsLeftToday,
  buyBlockAds,
  calendarDay,
  claimRewardedAd,
  recordAdWatch,
  registerInterstitialClick,
  shouldShowInterstitial,
} from './index';

const NOON = Date.UTC(2030, 5, 15, 12, 0, 0);
const HOUR = 3_600_000;

function watched(
  count: number,
  lastWatchedMs: number | null,
  patch: Partial<PlayerRecord['ads']> = {},
): PlayerRecord {
  const base = createNewPlayer();
  return {
    ...base,
    ads: {
      ...base.ads,
      ...patch,
      adWatchStats: { count, lastWatched: lastWatchedMs === null ? null : new Date(lastWatchedMs) },
    },
  };
}

describe('calendarDay', () => {
  it.each([
    [Date.UTC(2030, 0, 1, 23, 59), 0, Date.UTC(2030, 0, 1) / 86_400_000],
    [Date.UTC(2030, 0, 1, 23, 0), 120, Date.UTC(2030, 0, 2) / 86_400_000],
    [Date.UTC(2030, 0, 1, 1, 0), -300, Date.UTC(2029, 11, 31) / 86_400_000],
    [Date.UTC(2030, 0, 1, 23, 0), 5000, Date.UTC(2030, 0, 1) / 86_400_000],
    [Date.UTC(2030, 0, 1, 23, 0), 1.5, Date.UTC(2030, 0, 1) / 86_400_000],
  ])('%i at offset %i → day %i', (ms, offset, day) => {
    expect(calendarDay(ms, offset)).toBe(day);
  });
});

describe('adsLeftToday (spec §4)', () => {
  it.each([
    ['never watched', watched(0, null), NOON, 0, 5],
    ['same day, 2 watched', watched(2, NOON - HOUR), NOON, 0, 3],
    ['same day, limit reached', watched(5, NOON - HOUR), NOON, 0, 0],
    ['same day, count above the limit floors at 0', watched(9, NOON - HOUR), NOON, 0, 0],
    ['new day resets', watched(5, NOON - 24 * HOUR), NOON, 0, 5],
    [
      'at UTC+14, 09:00 and 12:00 UTC fall on different local days',
      watched(5, NOON - 3 * HOUR),
      NOON,
      14 * 60,
      5,
    ],
    ['at UTC+14, 10:00 and 12:00 UTC are the same local day', watched(5, NOON - 2 * HOUR), NOON, 14 * 60, 0],
    ['a last watch on a later day (clock set back) counts as new', watched(5, NOON + 48 * HOUR), NOON, 0, 5],
    ['invalid time', watched(0, null), Number.NaN, 0, 0],
  ])('%s', (_name, record, now, tz, expected) => {
    expect(adsLeftToday(record, now, tz)).toBe(expected);
  });

  it('uses the daily limit of the record', () => {
    expect(adsLeftToday(watched(1, NOON, { dailyAdLimit: 3 }), NOON)).toBe(2);
  });
});

describe('recordAdWatch', () => {
  it.each([
    ['first watch ever', watched(0, null), 1],
    ['same day increments', watched(2, NOON - HOUR), 3],
    ['new day resets to 1', watched(4, NOON - 30 * HOUR), 1],
    ['saturates', watched(MAX_SAVED_COUNT, NOON), MAX_SAVED_COUNT],
  ])('%s', (_name, record, count) => {
    const result = recordAdWatch(record, NOON);
    expect(result).toEqual({
      ok: true,
      state: { ...record, ads: { ...record.ads, adWatchStats: { count, lastWatched: new Date(NOON) } } },
    });
  });

  it('rejects an invalid time', () => {
    expect(recordAdWatch(watched(0, null), -1)).toEqual({ ok: false, reason: 'invalid_time' });
  });
});

describe('claimRewardedAd', () => {
  it('rewards a full watch and counts it', () => {
    const record = watched(1, NOON - HOUR);
    const result = claimRewardedAd(record, { watchedFully: true }, NOON);
    expect(result.ok && result.state.currencies.moneys).toBe(record.currencies.moneys + REWARDED_AD_COINS);
    expect(result.ok && result.state.ads.adWatchStats.count).toBe(2);
  });

  it('still offers rewarded ads after ads were blocked', () => {
    expect(claimRewardedAd(watched(0, null, { adsBlocked: true }), { watchedFully: true }, NOON).ok).toBe(
      true,
    );
  });

  it.each([
    ['daily_ad_limit_reached', watched(5, NOON - HOUR), { watchedFully: true }, NOON],
    ['ad_not_fully_watched', watched(1, NOON - HOUR), { watchedFully: false }, NOON],
    ['ad_not_fully_watched', watched(1, NOON - HOUR), null as unknown as { watchedFully: boolean }, NOON],
    ['invalid_time', watched(1, NOON - HOUR), { watchedFully: true }, Number.NaN],
  ])('fails with %s, no reward, nothing counted', (reason, record, watch, now) => {
    const before = JSON.stringify(record);
    expect(claimRewardedAd(record, watch, now)).toEqual({ ok: false, reason });
    expect(JSON.stringify(record)).toBe(before);
  });

  it('allows exactly the daily limit of rewards per day', () => {
    let record = watched(0, null);
    let rewarded = 0;
    for (let i = 0; i < 8; i += 1) {
      const result = claimRewardedAd(record, { watchedFully: true }, NOON + i * 60_000);
      if (result.ok) {
        record = result.state;
        rewarded += 1;
      }
    }
    expect(rewarded).toBe(5);
    expect(claimRewardedAd(record, { watchedFully: true }, NOON + 24 * HOUR).ok).toBe(true);
  });
});

describe('interstitials', () => {
  it.each([
    [0, false],
    [1, false],
    [4, false],
    [5, true],
    [10, true],
    [-5, false],
    [5.5, false],
    [Number.NaN, false],
  ])('shouldShowInterstitial(%s) → %s', (count, expected) => {
    expect(shouldShowInterstitial(count)).toBe(expected);
  });

  it('shows on every 5th click unless ads are blocked', () => {
    let record = createNewPlayer();
    const shown: number[] = [];
    for (let click = 1; click <= 12; click += 1) {
      const next = registerInterstitialClick(record);
      if (next.showInterstitial) shown.push(click);
      record = next.state;
    }
    expect(shown).toEqual([5, 10]);
    expect(record.ads.interstitialClickCount).toBe(12);
    const blocked = { ...record, ads: { ...record.ads, adsBlocked: true, interstitialClickCount: 4 } };
    expect(registerInterstitialClick(blocked)).toMatchObject({ showInterstitial: false });
  });

  it('wraps the counter at its bound', () => {
    const base = createNewPlayer();
    const record = { ...base, ads: { ...base.ads, interstitialClickCount: MAX_SAVED_COUNT } };
    expect(registerInterstitialClick(record).state.ads.interstitialClickCount).toBe(1);
  });
});

describe('buyBlockAds', () => {
  it('charges the price, gives the bonus and blocks for good', () => {
    const record = createNewPlayer();
    const rich = { ...record, currencies: { ...record.currencies, moneys: BLOCK_ADS_PRICE_COINS } };
    const result = buyBlockAds(rich);
    expect(result.ok && result.state.currencies.moneys).toBe(BLOCK_ADS_BONUS_COINS);
    expect(result.ok && result.state.ads.adsBlocked).toBe(true);
    expect(result.ok && buyBlockAds(result.state)).toEqual({ ok: false, reason: 'already_blocked' });
  });

  it('refuses when coins do not cover the price', () => {
    const record = createNewPlayer();
    const poor = { ...record, currencies: { ...record.currencies, moneys: BLOCK_ADS_PRICE_COINS - 1 } };
    expect(buyBlockAds(poor)).toEqual({ ok: false, reason: 'insufficient_balance' });
  });
});
