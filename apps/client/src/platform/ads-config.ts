import { adMobConfig } from '../build-config';

/**
 * AdMob ids and the testing switch of this build, from the VITE_ADMOB_* build variables (src/build-config.ts).
 * Without them: Google's public TEST ids (https://developers.google.com/admob/android/test-ads and
 * /ios/test-ads), which always serve test ads and never pay, with testing on. A release build refuses them.
 * The app ids also reach the native projects: android/app/build.gradle (manifest placeholder `admobAppId`,
 * from ADMOB_ANDROID_APP_ID or android/release.properties) and the iOS build setting GAD_APPLICATION_IDENTIFIER.
 */
export const ADMOB_CONFIG = adMobConfig(import.meta.env);
