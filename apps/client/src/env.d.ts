/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

/** The client's build variables (src/build-config.ts says what each means). */
interface ImportMetaEnv {
  readonly VITE_MATCH_SERVER_URL?: string;
  readonly VITE_ADMOB_ANDROID_APP_ID?: string;
  readonly VITE_ADMOB_ANDROID_REWARDED_ID?: string;
  readonly VITE_ADMOB_ANDROID_INTERSTITIAL_ID?: string;
  readonly VITE_ADMOB_IOS_APP_ID?: string;
  readonly VITE_ADMOB_IOS_REWARDED_ID?: string;
  readonly VITE_ADMOB_IOS_INTERSTITIAL_ID?: string;
  readonly VITE_ADMOB_TESTING?: string;
  readonly VITE_REVENUECAT_ANDROID_KEY?: string;
  readonly VITE_REVENUECAT_IOS_KEY?: string;
  /** the public web app, for "Play a friend" links (features/match/FriendCodePanel.tsx) */
  readonly VITE_WEB_APP_URL?: string;
  /** dev server only: the match server's port when not 2567 (`SERVER_PORT=… npm start` sets it; src/net/config.ts) */
  readonly VITE_DEV_MATCH_SERVER_PORT?: string;
}
