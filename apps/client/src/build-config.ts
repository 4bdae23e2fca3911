/**
 * Build-time configuration of the client: which match server a native app talks to, the AdMob ids and testing
 * switch, the RevenueCat keys. Everything comes from `VITE_*` variables (the shell environment or an
 * `apps/client/.env.<mode>.local` file, see the README's "Native builds"), with Google's public test ids and
 * placeholder store keys as the development default. `vite.config.ts` runs {@link buildConfigProblems} before a
 * native or release build and stops it with the problems listed; the app reads the values at run time through
 * {@link adMobConfig} and {@link revenueCatKeys}. Pure: the environment is a parameter.
 */

/** What a build is for: the web (`vite build`), a native app for testing, or a store release. */
export type BuildTarget = 'web' | 'native' | 'release';

export interface ClientBuildEnv {
  VITE_MATCH_SERVER_URL?: string;
  VITE_ADMOB_ANDROID_APP_ID?: string;
  VITE_ADMOB_ANDROID_REWARDED_ID?: string;
  VITE_ADMOB_ANDROID_INTERSTITIAL_ID?: string;
  VITE_ADMOB_IOS_APP_ID?: string;
  VITE_ADMOB_IOS_REWARDED_ID?: string;
  VITE_ADMOB_IOS_INTERSTITIAL_ID?: string;
  /** "true" or "false"; unset: testing exactly while the ids are Google's test ids */
  VITE_ADMOB_TESTING?: string;
  VITE_REVENUECAT_ANDROID_KEY?: string;
  VITE_REVENUECAT_IOS_KEY?: string;
}

/** Google's publisher id for its public test ads (https://developers.google.com/admob/android/test-ads). */
const ADMOB_TEST_PUBLISHER = 'ca-app-pub-3940256099942544';

/** Google's public test ids: they always serve test ads and never pay. */
export const ADMOB_TEST_IDS = {
  android: {
    appId: `${ADMOB_TEST_PUBLISHER}~3347511713`,
    rewarded: `${ADMOB_TEST_PUBLISHER}/5224354917`,
    interstitial: `${ADMOB_TEST_PUBLISHER}/1033173712`,
  },
  ios: {
    appId: `${ADMOB_TEST_PUBLISHER}~1458002511`,
    rewarded: `${ADMOB_TEST_PUBLISHER}/1712485313`,
    interstitial: `${ADMOB_TEST_PUBLISHER}/4411468910`,
  },
} as const;

/** Placeholder RevenueCat keys of a development build; the native product list fails to load with them. */
const REVENUECAT_PLACEHOLDER_KEYS = {
  android: 'goog_REPLACE_WITH_REVENUECAT_PUBLIC_KEY',
  ios: 'appl_REPLACE_WITH_REVENUECAT_PUBLIC_KEY',
} as const;

export interface AdUnitIds {
  appId: string;
  rewarded: string;
  interstitial: string;
}

export interface AdMobConfig {
  android: AdUnitIds;
  ios: AdUnitIds;
  /** ask AdMob for test ads */
  isTesting: boolean;
}

const value = (raw: string | undefined): string | undefined => {
  const trimmed = raw?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
};

/** The Vite mode names a target: `--mode native`, `--mode release`; anything else is a web build. */
export function buildTargetOfMode(mode: string): BuildTarget {
  return mode === 'native' || mode === 'release' ? mode : 'web';
}

/** The AdMob ids and testing switch of a build: the configured ones, else Google's test ids with testing on. */
export function adMobConfig(env: ClientBuildEnv): AdMobConfig {
  const android: AdUnitIds = {
    appId: value(env.VITE_ADMOB_ANDROID_APP_ID) ?? ADMOB_TEST_IDS.android.appId,
    rewarded: value(env.VITE_ADMOB_ANDROID_REWARDED_ID) ?? ADMOB_TEST_IDS.android.rewarded,
    interstitial: value(env.VITE_ADMOB_ANDROID_INTERSTITIAL_ID) ?? ADMOB_TEST_IDS.android.interstitial,
  };
  const ios: AdUnitIds = {
    appId: value(env.VITE_ADMOB_IOS_APP_ID) ?? ADMOB_TEST_IDS.ios.appId,
    rewarded: value(env.VITE_ADMOB_IOS_REWARDED_ID) ?? ADMOB_TEST_IDS.ios.rewarded,
    interstitial: value(env.VITE_ADMOB_IOS_INTERSTITIAL_ID) ?? ADMOB_TEST_IDS.ios.interstitial,
  };
  const switchValue = value(env.VITE_ADMOB_TESTING);
  const anyTestId = [android, ios].some((ids) => Object.values(ids).some(isAdMobTestId));
  return { android, ios, isTesting: switchValue === undefined ? anyTestId : switchValue !== 'false' };
}

/** The RevenueCat public SDK keys of a build: the configured ones, else placeholders. */
export function revenueCatKeys(env: ClientBuildEnv): { android: string; ios: string } {
  return {
    android: value(env.VITE_REVENUECAT_ANDROID_KEY) ?? REVENUECAT_PLACEHOLDER_KEYS.android,
    ios: value(env.VITE_REVENUECAT_IOS_KEY) ?? REVENUECAT_PLACEHOLDER_KEYS.ios,
  };
}

function isAdMobTestId(id: string): boolean {
  return id.startsWith(ADMOB_TEST_PUBLISHER);
}

const ADMOB_APP_ID = /^ca-app-pub-\d{16}~\d{10}$/;
const ADMOB_UNIT_ID = /^ca-app-pub-\d{16}\/\d{10}$/;

/**
 * Why a build for `target` must not go ahead with this environment (empty: it may). A native app has no page
 * origin to fall back on (its WebView runs at https://localhost or capacitor://localhost), so it needs
 * VITE_MATCH_SERVER_URL. A release must not ship a test or placeholder id, the testing switch, or a plain-text
 * match server address.
 */
export function buildConfigProblems(env: ClientBuildEnv, target: BuildTarget): string[] {
  if (target === 'web') return [];
  const problems: string[] = [];
  const server = value(env.VITE_MATCH_SERVER_URL);
  if (server === undefined) {
    problems.push(
      'VITE_MATCH_SERVER_URL is not set: a native app cannot reach a match server without it ' +
        '(e.g. VITE_MATCH_SERVER_URL=https://match.example.com).',
    );
  } else if (!/^(https?|wss?):\/\/[^/\s]+/.test(server)) {
    problems.push(`VITE_MATCH_SERVER_URL "${server}" is not an http(s):// or ws(s):// address.`);
  } else if (target === 'release' && !/^(https|wss):\/\//.test(server)) {
    problems.push(`VITE_MATCH_SERVER_URL "${server}" is not encrypted: a release needs https:// or wss://.`);
  }
  if (target !== 'release') return problems;

  const admob = adMobConfig(env);
  for (const platform of ['android', 'ios'] as const) {
    for (const kind of ['appId', 'rewarded', 'interstitial'] as const) {
      const id = admob[platform][kind];
      const name = `VITE_ADMOB_${platform.toUpperCase()}_${kind === 'appId' ? 'APP' : kind.toUpperCase()}_ID`;
      const format = kind === 'appId' ? ADMOB_APP_ID : ADMOB_UNIT_ID;
      if (isAdMobTestId(id)) problems.push(`${name} is Google's test id: set the app's own AdMob id.`);
      else if (!format.test(id)) problems.push(`${name} "${id}" is not an AdMob id.`);
    }
  }
  if (admob.isTesting) problems.push('VITE_ADMOB_TESTING is on: a release must show real ads.');
  const keys = revenueCatKeys(env);
  for (const [platform, prefix] of [
    ['android', 'goog_'],
    ['ios', 'appl_'],
  ] as const) {
    const key = keys[platform];
    const name = `VITE_REVENUECAT_${platform.toUpperCase()}_KEY`;
    if (key === REVENUECAT_PLACEHOLDER_KEYS[platform] || /REPLACE|PLACEHOLDER|TODO/i.test(key)) {
      problems.push(`${name} is a placeholder: set the RevenueCat project's public ${platform} key.`);
    } else if (!key.startsWith(prefix)) {
      problems.push(`${name} does not look like a RevenueCat ${platform} key (it starts with ${prefix}).`);
    }
  }
  return problems;
}
