import { HOUSE_AD_DURATION_MS } from '@goalguessr/game-core';

import type { AdsAdapter } from './ads';

export type HouseAdKind = 'rewarded' | 'interstitial';
/** `completed`: the countdown ran to its end; `closed_early`: the player closed it before. */
export type HouseAdEnd = 'completed' | 'closed_early';
export type HouseAdPresenter = (kind: HouseAdKind, durationMs: number) => Promise<HouseAdEnd>;

/**
 * Overrides the house ad's length in ms (whole number 100 … 60000) for quick end-to-end runs; set in
 * localStorage by the test, never by the app.
 */
export const HOUSE_AD_DURATION_OVERRIDE_KEY = 'test-house-ad.durationMs';

let presenter: HouseAdPresenter | null = null;

/** The app's house-ad player registers itself here; null when it unmounts. */
export function setHouseAdPresenter(next: HouseAdPresenter | null): void {
  presenter = next;
}

/** The house ad's length: HOUSE_AD_DURATION_MS unless a valid override is stored. */
export function houseAdDurationMs(): number {
  const raw = window.localStorage.getItem(HOUSE_AD_DURATION_OVERRIDE_KEY);
  const value = raw === null ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 100 && value <= 60_000 ? value : HOUSE_AD_DURATION_MS;
}

/** The web build's ads: a house ad with a countdown that must run to its end (no ad network on the web). */
export const houseAds: AdsAdapter = {
  async showRewarded() {
    if (presenter === null) return 'error';
    const end = await presenter('rewarded', houseAdDurationMs());
    return end === 'completed' ? 'watched' : 'not_fully_watched';
  },
  async showInterstitial() {
    if (presenter === null) return;
    await presenter('interstitial', houseAdDurationMs());
  },
};
