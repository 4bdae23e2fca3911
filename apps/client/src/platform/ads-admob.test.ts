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
  trackingAuthorizationStatus: vi.fn(() => Promise.resolve({ status: 'notDetermined' })),
  requestTrackingAuthorization: vi.fn(() => Promise.resolve()),
};
let platform = 'android';

vi.mock('@capacitor-community/admob', () => ({
  AdMob,
  RewardAdPluginEvents: { Rewarded: 'onRewardedVideoAdReward', Dismissed: 'onRewardedVideoAdDismissed' },
}));
vi.mock('@capacitor/core', () => ({ Capacitor: { getPlatform: () => platform } }));

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

  it('never asks for tracking transparency on Android', async () => {
    AdMob.showInterstitial.mockResolvedValueOnce(undefined);
    await admobAds.showInterstitial();
    expect(AdMob.trackingAuthorizationStatus).not.toHaveBeenCalled();
    expect(AdMob.requestTrackingAuthorization).not.toHaveBeenCalled();
  });
});

describe('AdMob adapter on iOS: the App Tracking Transparency notice (spec §1)', () => {
  beforeEach(() => {
    platform = 'ios';
    vi.resetModules();
  });

  it('is asked once, before the ad SDK starts, while undetermined', async () => {
    const order: string[] = [];
    AdMob.requestTrackingAuthorization.mockImplementation(() => Promise.resolve(void order.push('ask')));
    AdMob.initialize.mockImplementation(() => Promise.resolve(void order.push('init')));
    const ios = (await import('./ads-admob')).admobAds;
    await ios.showInterstitial();
    await ios.showInterstitial();
    expect(order).toEqual(['ask', 'init']);
    expect(AdMob.prepareInterstitial).toHaveBeenCalledWith({
      adId: ADMOB_CONFIG.ios.interstitial,
      isTesting: true,
    });
  });

  it('is not asked again once answered, and a failing request still lets the ads run', async () => {
    AdMob.trackingAuthorizationStatus.mockResolvedValueOnce({ status: 'denied' });
    await (await import('./ads-admob')).admobAds.showInterstitial();
    expect(AdMob.requestTrackingAuthorization).not.toHaveBeenCalled();

    vi.resetModules();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    AdMob.requestTrackingAuthorization.mockRejectedValueOnce(new Error('no plist key'));
    await (await import('./ads-admob')).admobAds.showInterstitial();
    expect(AdMob.initialize).toHaveBeenCalledTimes(2);
    expect(AdMob.showInterstitial).toHaveBeenCalledTimes(2);
  });
});
