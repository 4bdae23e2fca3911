import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ADMOB_CONFIG } from './ads-config';

type Listener = (payload?: unknown) => void;
interface ConsentInfo {
  status: string;
  isConsentFormAvailable?: boolean;
  canRequestAds: boolean;
  privacyOptionsRequirementStatus: string;
}
/** Outside the EEA/UK: no consent needed. */
const NOT_REQUIRED: ConsentInfo = {
  status: 'NOT_REQUIRED',
  canRequestAds: true,
  privacyOptionsRequirementStatus: 'NOT_REQUIRED',
};
/** In the EEA on first launch: consent needed, Google's form available. */
const REQUIRED: ConsentInfo = {
  status: 'REQUIRED',
  isConsentFormAvailable: true,
  canRequestAds: false,
  privacyOptionsRequirementStatus: 'REQUIRED',
};
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
  requestConsentInfo: vi.fn<() => Promise<ConsentInfo>>(() => Promise.resolve(NOT_REQUIRED)),
  showConsentForm: vi.fn<() => Promise<ConsentInfo>>(),
  showPrivacyOptionsForm: vi.fn(() => Promise.resolve()),
};
let platform = 'android';

vi.mock('@capacitor-community/admob', () => ({
  AdMob,
  RewardAdPluginEvents: { Rewarded: 'onRewardedVideoAdReward', Dismissed: 'onRewardedVideoAdDismissed' },
  AdmobConsentStatus: {
    REQUIRED: 'REQUIRED',
    NOT_REQUIRED: 'NOT_REQUIRED',
    OBTAINED: 'OBTAINED',
    UNKNOWN: 'UNKNOWN',
  },
}));
vi.mock('@capacitor/core', () => ({ Capacitor: { getPlatform: () => platform } }));

const { admobAds } = await import('./ads-admob');

beforeEach(() => {
  vi.clearAllMocks();
  listeners.clear();
  AdMob.requestConsentInfo.mockImplementation(() => Promise.resolve(NOT_REQUIRED));
});

/** Records the order of the plugin calls that matter for consent. */
function recordOrder(): string[] {
  const order: string[] = [];
  AdMob.requestTrackingAuthorization.mockImplementation(() => Promise.resolve(void order.push('tracking')));
  const consentInfo = AdMob.requestConsentInfo.getMockImplementation()!;
  AdMob.requestConsentInfo.mockImplementation(() => (order.push('consentInfo'), consentInfo()));
  const form = AdMob.showConsentForm.getMockImplementation();
  AdMob.showConsentForm.mockImplementation(() => (order.push('consentForm'), form!()));
  AdMob.initialize.mockImplementation(() => Promise.resolve(void order.push('initialize')));
  AdMob.prepareInterstitial.mockImplementation(
    () => (order.push('loadAd'), Promise.resolve({ adUnitId: 'y' })),
  );
  AdMob.prepareRewardVideoAd.mockImplementation(
    () => (order.push('loadAd'), Promise.resolve({ adUnitId: 'x' })),
  );
  return order;
}

describe('AdMob consent (Google UMP): no ad before consent', () => {
  beforeEach(() => {
    platform = 'android';
    vi.resetModules();
  });

  it('where consent is required, Google’s form is shown and answered before the ad SDK starts or any ad loads', async () => {
    AdMob.requestConsentInfo.mockImplementation(() => Promise.resolve(REQUIRED));
    AdMob.showConsentForm.mockImplementation(() =>
      Promise.resolve({ ...REQUIRED, status: 'OBTAINED', canRequestAds: true }),
    );
    const order = recordOrder();
    const fresh = (await import('./ads-admob')).admobAds;
    await fresh.showInterstitial();
    await fresh.showInterstitial();
    expect(order).toEqual(['consentInfo', 'consentForm', 'initialize', 'loadAd', 'loadAd']);
  });

  it('while the form is open no ad is requested; the ad waits for the answer', async () => {
    AdMob.requestConsentInfo.mockImplementation(() => Promise.resolve(REQUIRED));
    let answer!: (info: ConsentInfo) => void;
    AdMob.showConsentForm.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const fresh = (await import('./ads-admob')).admobAds;
    const shown = fresh.showInterstitial();
    await vi.waitFor(() => expect(AdMob.showConsentForm).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(AdMob.initialize).not.toHaveBeenCalled();
    expect(AdMob.prepareInterstitial).not.toHaveBeenCalled();
    answer({ ...REQUIRED, status: 'OBTAINED', canRequestAds: true });
    await shown;
    expect(AdMob.prepareInterstitial).toHaveBeenCalledTimes(1);
  });

  it('without consent (form closed unanswered, or consent info unavailable) no ad loads, a rewarded ad ends as an error, and the next ad asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    AdMob.requestConsentInfo.mockImplementation(() => Promise.resolve(REQUIRED));
    AdMob.showConsentForm.mockImplementation(() => Promise.resolve(REQUIRED));
    const fresh = (await import('./ads-admob')).admobAds;
    await expect(fresh.showRewarded()).resolves.toBe('error');
    await fresh.showInterstitial();
    expect(AdMob.showConsentForm).toHaveBeenCalledTimes(2);

    AdMob.requestConsentInfo.mockImplementation(() => Promise.reject(new Error('offline')));
    await expect(fresh.showRewarded()).resolves.toBe('error');
    expect(AdMob.initialize).not.toHaveBeenCalled();
    expect(AdMob.prepareRewardVideoAd).not.toHaveBeenCalled();
    expect(AdMob.prepareInterstitial).not.toHaveBeenCalled();
  });

  it('where consent is not required, no form is shown', async () => {
    const order = recordOrder();
    await (await import('./ads-admob')).admobAds.showInterstitial();
    expect(order).toEqual(['consentInfo', 'initialize', 'loadAd']);
    expect(AdMob.showConsentForm).not.toHaveBeenCalled();
  });

  it('offers the privacy options only where UMP requires them, and opens Google’s form', async () => {
    const module = await import('./ads-admob');
    await expect(module.adPrivacyOptionsRequired()).resolves.toBe(false);
    AdMob.requestConsentInfo.mockImplementation(() => Promise.resolve({ ...REQUIRED, status: 'OBTAINED' }));
    await expect(module.adPrivacyOptionsRequired()).resolves.toBe(true);
    await module.showAdPrivacyOptions();
    expect(AdMob.showPrivacyOptionsForm).toHaveBeenCalledTimes(1);
  });
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

  it('is asked once, before the consent flow and the ad SDK, while undetermined', async () => {
    const order = recordOrder();
    const ios = (await import('./ads-admob')).admobAds;
    await ios.showInterstitial();
    await ios.showInterstitial();
    expect(order).toEqual(['tracking', 'consentInfo', 'initialize', 'loadAd', 'loadAd']);
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
