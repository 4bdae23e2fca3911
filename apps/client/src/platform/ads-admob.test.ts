import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ADMOB_CONFIG } from './ads-config';

type Listener = (payload?: unknown) => void;
const listeners = new Map<string, Listener>();
const emit = (event: string) => listeners.get(event)?.();

const AdMob = {
  initialize: vi.fn(() => Promise.resolve()),
  addListener: vi.fn((event: string, listener: Listener) => {
    listeners.set(event, listener);
    return Promise.resolve({ remove: () => Promise.resolve(listeners.delete(event)) });
  }),
  prepareRewardVideoAd: vi.fn(() => Promise.resolve({ adUnitId: 'x' })),
  showRewardVideoAd: vi.fn<() => Promise<{ type: string; amount: number }>>(),
  prepareInterstitial: vi.fn(() => Promise.resolve({ adUnitId: 'y' })),
  showInterstitial: vi.fn(() => Promise.resolve()),
};

vi.mock('@capacitor-community/admob', () => ({
  AdMob,
  RewardAdPluginEvents: { Rewarded: 'onRewardedVideoAdReward', Dismissed: 'onRewardedVideoAdDismissed' },
}));
vi.mock('@capacitor/core', () => ({ Capacitor: { getPlatform: () => 'android' } }));

const { admobAds } = await import('./ads-admob');

beforeEach(() => {
  vi.clearAllMocks();
  listeners.clear();
});

describe('AdMob adapter (native)', () => {
  it('a rewarded ad watched to the end (reward, then dismissed) is watched, with the Android test unit id', async () => {
    AdMob.showRewardVideoAd.mockImplementation(() => {
      emit('onRewardedVideoAdReward');
      setTimeout(() => emit('onRewardedVideoAdDismissed'), 0);
      return Promise.resolve({ type: 'coins', amount: 1 });
    });
    await expect(admobAds.showRewarded()).resolves.toBe('watched');
    expect(AdMob.initialize).toHaveBeenCalledWith({ initializeForTesting: true });
    expect(AdMob.prepareRewardVideoAd).toHaveBeenCalledWith({
      adId: ADMOB_CONFIG.android.rewarded,
      isTesting: true,
    });
    expect(listeners.size).toBe(0);
  });

  it('dismissed before the reward is not fully watched', async () => {
    AdMob.showRewardVideoAd.mockImplementation(() => {
      setTimeout(() => emit('onRewardedVideoAdDismissed'), 0);
      return new Promise(() => undefined);
    });
    await expect(admobAds.showRewarded()).resolves.toBe('not_fully_watched');
  });

  it('a rewarded ad that fails to load is an error; an interstitial failure is only logged', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    AdMob.prepareRewardVideoAd.mockRejectedValueOnce(new Error('no fill'));
    await expect(admobAds.showRewarded()).resolves.toBe('error');
    AdMob.showInterstitial.mockRejectedValueOnce(new Error('no fill'));
    await expect(admobAds.showInterstitial()).resolves.toBeUndefined();
    expect(AdMob.prepareInterstitial).toHaveBeenCalledWith({
      adId: ADMOB_CONFIG.android.interstitial,
      isTesting: true,
    });
  });
});
