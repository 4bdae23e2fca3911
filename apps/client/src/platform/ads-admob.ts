import { AdMob, RewardAdPluginEvents } from '@capacitor-community/admob';
import type { PluginListenerHandle } from '@capacitor/core';
import { Capacitor } from '@capacitor/core';

import type { AdsAdapter } from './ads';
import { ADMOB_CONFIG } from './ads-config';

let initialized: Promise<void> | null = null;

function ids() {
  return Capacitor.getPlatform() === 'ios' ? ADMOB_CONFIG.ios : ADMOB_CONFIG.android;
}

/**
 * The iOS App Tracking Transparency notice (spec §1), asked once, before the ad SDK starts; its text is
 * NSUserTrackingUsageDescription in Info.plist. Whatever the answer, or if asking fails, ads still run (untracked
 * when denied), so a failure is only logged.
 */
async function askTrackingTransparency(): Promise<void> {
  if (Capacitor.getPlatform() !== 'ios') return;
  try {
    const { status } = await AdMob.trackingAuthorizationStatus();
    if (status === 'notDetermined') await AdMob.requestTrackingAuthorization();
  } catch (error) {
    console.warn('Tracking transparency request failed', error);
  }
}

function initialize(): Promise<void> {
  initialized ??= askTrackingTransparency()
    .then(() => AdMob.initialize({ initializeForTesting: ADMOB_CONFIG.isTesting }))
    .catch((error: unknown) => {
      initialized = null;
      throw error;
    });
  return initialized;
}

/**
 * AdMob on Android and iOS. A reward counts only when AdMob reports `Rewarded` before the ad is dismissed, so
 * closing early gives nothing.
 */
export const admobAds: AdsAdapter = {
  async showRewarded() {
    const handles: PluginListenerHandle[] = [];
    try {
      await initialize();
      let rewarded = false;
      handles.push(await AdMob.addListener(RewardAdPluginEvents.Rewarded, () => (rewarded = true)));
      const dismissed = new Promise<void>((resolve) => {
        void AdMob.addListener(RewardAdPluginEvents.Dismissed, () => resolve()).then((h) => handles.push(h));
      });
      await AdMob.prepareRewardVideoAd({ adId: ids().rewarded, isTesting: ADMOB_CONFIG.isTesting });
      // showRewardVideoAd resolves on the reward; an early close ends it through Dismissed instead.
      await Promise.race([AdMob.showRewardVideoAd().then(() => (rewarded = true)), dismissed]);
      await dismissed;
      return rewarded ? 'watched' : 'not_fully_watched';
    } catch (error) {
      console.warn('Rewarded ad failed', error);
      return 'error';
    } finally {
      for (const handle of handles) void handle.remove();
    }
  },
  async showInterstitial() {
    try {
      await initialize();
      await AdMob.prepareInterstitial({ adId: ids().interstitial, isTesting: ADMOB_CONFIG.isTesting });
      await AdMob.showInterstitial();
    } catch (error) {
      console.warn('Interstitial failed', error);
    }
  },
};
