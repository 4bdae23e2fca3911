import { houseAds } from './ads-house';
import { isNativePlatform } from './device';

/** How a rewarded ad ended: watched to the end, closed before the end, or it could not load or show. */
export type RewardedAdEnd = 'watched' | 'not_fully_watched' | 'error';

/**
 * Ads. Native builds use AdMob (@capacitor-community/admob); the web build plays a house ad in the app. The
 * rules (daily limit, rewards, interstitial rhythm, block ads) are game-core's; this only shows the ads.
 */
export interface AdsAdapter {
  /** Shows one rewarded ad; never rejects. */
  showRewarded(): Promise<RewardedAdEnd>;
  /** Shows one interstitial and resolves when it is closed; never rejects. */
  showInterstitial(): Promise<void>;
}

/** The AdMob adapter, loaded on first use so its plugin code stays out of the web build's main chunk. */
const loadNative = () => import('./ads-admob').then((m) => m.admobAds);
const nativeAds: AdsAdapter = {
  showRewarded: async () => (await loadNative()).showRewarded(),
  showInterstitial: async () => (await loadNative()).showInterstitial(),
};

/**
 * The ad-consent choices of a native build (Google UMP): whether the privacy screen must offer them, and the form
 * that changes them. The web build's house ad needs no consent (nothing is tracked or sent).
 */
export async function adPrivacyOptionsRequired(): Promise<boolean> {
  if (!isNativePlatform()) return false;
  return (await import('./ads-admob')).adPrivacyOptionsRequired();
}

export async function showAdPrivacyOptions(): Promise<void> {
  if (!isNativePlatform()) return;
  await (await import('./ads-admob')).showAdPrivacyOptions();
}

let current: AdsAdapter | null = null;

/** The ads used by the app. */
export function ads(): AdsAdapter {
  current ??= isNativePlatform() ? nativeAds : houseAds;
  return current;
}

/** Tests swap in fake ads. */
export function setAdsForTests(next: AdsAdapter | null): void {
  current = next;
}
