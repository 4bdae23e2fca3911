/**
 * AdMob ids. These are Google's public TEST ids (https://developers.google.com/admob/android/test-ads and
 * /ios/test-ads): they always serve test ads and never pay. Replace them with the app's own ids for a release;
 * the app ids also go into AndroidManifest.xml (com.google.android.gms.ads.APPLICATION_ID) and Info.plist
 * (GADApplicationIdentifier) once the native projects exist.
 */
export const ADMOB_CONFIG = {
  android: {
    appId: 'ca-app-pub-3940256099942544~3347511713',
    rewarded: 'ca-app-pub-3940256099942544/5224354917',
    interstitial: 'ca-app-pub-3940256099942544/1033173712',
  },
  ios: {
    appId: 'ca-app-pub-3940256099942544~1458002511',
    rewarded: 'ca-app-pub-3940256099942544/1712485313',
    interstitial: 'ca-app-pub-3940256099942544/4411468910',
  },
  /** ask AdMob for test ads as well (belt and braces while the ids above are test ids) */
  isTesting: true,
} as const;
