import { AdMob, AdmobConsentStatus, RewardAdPluginEvents } from '@capacitor-community/admob';
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

/** Thrown when Google's consent flow has not (yet) allowed ads: no ad is requested then. */
class NoAdConsentError extends Error {
  constructor() {
    super('No ad consent: ads may not be requested');
  }
}

/**
 * Google's User Messaging Platform (UMP), required for AdMob in the EEA, the UK and Switzerland: refresh the
 * consent information on every launch, show Google's consent form when the answer is still needed, and request
 * ads only when UMP says they may be (`canRequestAds`). Outside those regions UMP answers NOT_REQUIRED at once.
 */
async function gatherConsent(): Promise<void> {
  let info = await AdMob.requestConsentInfo();
  if (info.status === AdmobConsentStatus.REQUIRED && info.isConsentFormAvailable === true) {
    info = await AdMob.showConsentForm();
  }
  if (!info.canRequestAds) throw new NoAdConsentError();
}

/**
 * Before the first ad: the tracking notice (iOS), then the consent flow, and only then the ad SDK. A failure or a
 * missing consent is not remembered, so the next ad asks again (UMP shows its form only while an answer is due).
 */
function initialize(): Promise<void> {
  initialized ??= askTrackingTransparency()
    .then(gatherConsent)
    .then(() => AdMob.initialize({ initializeForTesting: ADMOB_CONFIG.isTesting }))
    .catch((error: unknown) => {
      initialized = null;
      throw error;
    });
  return initialized;
}

/**
 * Whether the player must be able to change their ad consent from the app (UMP's privacy options entry point,
 * required wherever consent was asked). False until the consent flow has run, and when it fails.
 */
export async function adPrivacyOptionsRequired(): Promise<boolean> {
  try {
    const info = await AdMob.requestConsentInfo();
    // The plugin does not export this enum; its values are these strings.
    return String(info.privacyOptionsRequirementStatus) === 'REQUIRED';
  } catch (error) {
    console.warn('Consent information failed', error);
    return false;
  }
}

/** Shows Google's privacy options form, where the player changes their ad consent. */
export async function showAdPrivacyOptions(): Promise<void> {
  try {
    await AdMob.showPrivacyOptionsForm();
  } catch (error) {
    console.warn('Privacy options form failed', error);
  }
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
