import {
  BLOCK_ADS_BONUS_COINS,
  BLOCK_ADS_PRICE_COINS,
  INTERSTITIAL_EVERY_CLICKS,
  MAX_SAVED_COUNT,
  MAX_WALLET_BALANCE,
  REWARDED_AD_COINS,
} from '../constants';
import { addCapped } from '../player/numbers';
import type { PlayerRecord } from '../player/types';
import type { Result } from '../result';
import { fail, ok } from '../result';
import { isValidTime, spendCurrency } from './currencies';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Real time zones lie within UTC−14:00 … UTC+14:00. */
const MAX_TZ_OFFSET_MINUTES = 14 * 60;

/**
 * The calendar day number of an instant, in the zone `tzOffsetMinutes` east of UTC (the client passes
 * `-new Date().getTimezoneOffset()`, so UTC+2 is 120). An offset that is not a whole number within ±14 h
 * counts as UTC.
 */
export function calendarDay(timeMs: number, tzOffsetMinutes = 0): number {
  const offset =
    Number.isInteger(tzOffsetMinutes) && Math.abs(tzOffsetMinutes) <= MAX_TZ_OFFSET_MINUTES
      ? tzOffsetMinutes
      : 0;
  return Math.floor((timeMs + offset * 60_000) / DAY_MS);
}

function isNewDay(record: PlayerRecord, nowMs: number, tzOffsetMinutes: number): boolean {
  const last = record.ads.adWatchStats.lastWatched;
  return (
    last === null || calendarDay(last.getTime(), tzOffsetMinutes) !== calendarDay(nowMs, tzOffsetMinutes)
  );
}

/**
 * Rewarded ads still available today (spec §4): the whole daily limit on a new calendar day (or before any
 * watch), else limit − count floored at 0. A different day in either direction counts as new. 0 for an
 * invalid nowMs.
 */
export function adsLeftToday(record: PlayerRecord, nowMs: number, tzOffsetMinutes = 0): number {
  if (!isValidTime(nowMs)) return 0;
  const { dailyAdLimit, adWatchStats } = record.ads;
  if (isNewDay(record, nowMs, tzOffsetMinutes)) return dailyAdLimit;
  return Math.max(0, dailyAdLimit - adWatchStats.count);
}

/**
 * Counts one watched ad (spec §4): the count resets to 1 on the first watch of a new calendar day, else
 * increments (saturating at MAX_SAVED_COUNT); lastWatched = nowMs. Does not check the limit: see
 * `claimRewardedAd`.
 */
export function recordAdWatch(
  record: PlayerRecord,
  nowMs: number,
  tzOffsetMinutes = 0,
): Result<PlayerRecord, 'invalid_time'> {
  if (!isValidTime(nowMs)) return fail('invalid_time');
  const { count } = record.ads.adWatchStats;
  const nextCount = isNewDay(record, nowMs, tzOffsetMinutes) ? 1 : addCapped(count, 1, MAX_SAVED_COUNT);
  return ok({
    ...record,
    ads: { ...record.ads, adWatchStats: { count: nextCount, lastWatched: new Date(nowMs) } },
  });
}

export type RewardedAdReason = 'daily_ad_limit_reached' | 'ad_not_fully_watched' | 'invalid_time';

/**
 * Ends a rewarded-ad watch (spec §4). With no ads left today: `daily_ad_limit_reached`. Not watched fully:
 * `ad_not_fully_watched`, no reward, and (ours) the watch does not count toward the daily limit, since the
 * player got nothing for it; the record is unchanged. Watched fully: counted by `recordAdWatch` and
 * REWARDED_AD_COINS added (saturating). Blocking ads removes interstitials only; rewarded ads stay available.
 */
export function claimRewardedAd(
  record: PlayerRecord,
  watch: { readonly watchedFully: boolean },
  nowMs: number,
  tzOffsetMinutes = 0,
): Result<PlayerRecord, RewardedAdReason> {
  if (!isValidTime(nowMs)) return fail('invalid_time');
  if (adsLeftToday(record, nowMs, tzOffsetMinutes) === 0) return fail('daily_ad_limit_reached');
  if (typeof watch !== 'object' || watch === null || watch.watchedFully !== true) {
    return fail('ad_not_fully_watched');
  }
  const counted = recordAdWatch(record, nowMs, tzOffsetMinutes);
  /* v8 ignore next -- nowMs was checked above */
  if (!counted.ok) return counted;
  const state = counted.state;
  const moneys = addCapped(state.currencies.moneys, REWARDED_AD_COINS, MAX_WALLET_BALANCE);
  return ok({ ...state, currencies: { ...state.currencies, moneys } });
}

/** Spec §4: an interstitial shows when the click count is above 0 and a multiple of INTERSTITIAL_EVERY_CLICKS. */
export function shouldShowInterstitial(count: number): boolean {
  return Number.isSafeInteger(count) && count > 0 && count % INTERSTITIAL_EVERY_CLICKS === 0;
}

/**
 * Counts one click that may trigger an interstitial; `showInterstitial` is true when the new count calls for
 * one (`shouldShowInterstitial`) and ads are not blocked. The counter keeps counting while ads are blocked.
 * At MAX_SAVED_COUNT it wraps to 1, so the every-5th rhythm goes on.
 */
export function registerInterstitialClick(record: PlayerRecord): {
  state: PlayerRecord;
  showInterstitial: boolean;
} {
  const current = record.ads.interstitialClickCount;
  const count = current >= MAX_SAVED_COUNT ? 1 : current + 1;
  const state = { ...record, ads: { ...record.ads, interstitialClickCount: count } };
  return { state, showInterstitial: !record.ads.adsBlocked && shouldShowInterstitial(count) };
}

/**
 * The permanent block-ads purchase (spec §1, §9): costs BLOCK_ADS_PRICE_COINS, then gives BLOCK_ADS_BONUS_COINS
 * back, and sets ads.adsBlocked for good. `already_blocked` if bought before; `insufficient_balance` when the
 * coins do not cover the price.
 */
export function buyBlockAds(
  record: PlayerRecord,
): Result<PlayerRecord, 'already_blocked' | 'insufficient_balance'> {
  if (record.ads.adsBlocked) return fail('already_blocked');
  const paid = spendCurrency(record, 'moneys', BLOCK_ADS_PRICE_COINS);
  if (!paid.ok) return fail('insufficient_balance');
  const moneys = addCapped(paid.state.currencies.moneys, BLOCK_ADS_BONUS_COINS, MAX_WALLET_BALANCE);
  return ok({
    ...paid.state,
    currencies: { ...paid.state.currencies, moneys },
    ads: { ...record.ads, adsBlocked: true },
  });
}
