import { describe, expect, it } from 'vitest';

import {
  ADMOB_TEST_IDS,
  adMobConfig,
  buildConfigProblems,
  buildTargetOfMode,
  revenueCatKeys,
  type ClientBuildEnv,
} from './build-config';

/** A complete release configuration (made-up ids of the right shape). */
const RELEASE: ClientBuildEnv = {
  VITE_MATCH_SERVER_URL: 'https://match.goalguessr.example',
  VITE_ADMOB_ANDROID_APP_ID: 'ca-app-pub-1234567890123456~1234567890',
  VITE_ADMOB_ANDROID_REWARDED_ID: 'ca-app-pub-1234567890123456/1111111111',
  VITE_ADMOB_ANDROID_INTERSTITIAL_ID: 'ca-app-pub-1234567890123456/2222222222',
  VITE_ADMOB_IOS_APP_ID: 'ca-app-pub-1234567890123456~3333333333',
  VITE_ADMOB_IOS_REWARDED_ID: 'ca-app-pub-1234567890123456/4444444444',
  VITE_ADMOB_IOS_INTERSTITIAL_ID: 'ca-app-pub-1234567890123456/5555555555',
  VITE_REVENUECAT_ANDROID_KEY: 'goog_AbCdEfGhIjKlMnOp',
  VITE_REVENUECAT_IOS_KEY: 'appl_AbCdEfGhIjKlMnOp',
};

describe('build targets', () => {
  it('only the native and release modes are native builds', () => {
    expect(buildTargetOfMode('production')).toBe('web');
    expect(buildTargetOfMode('development')).toBe('web');
    expect(buildTargetOfMode('native')).toBe('native');
    expect(buildTargetOfMode('release')).toBe('release');
  });
});

describe('native builds need a match server address', () => {
  it('a web build needs nothing (it falls back to its own origin)', () => {
    expect(buildConfigProblems({}, 'web')).toEqual([]);
  });

  it('a native build without VITE_MATCH_SERVER_URL fails and says which variable to set', () => {
    for (const env of [{}, { VITE_MATCH_SERVER_URL: '   ' }]) {
      const problems = buildConfigProblems(env, 'native');
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/VITE_MATCH_SERVER_URL is not set/);
    }
  });

  it('a native build with an address that is not a URL fails', () => {
    expect(buildConfigProblems({ VITE_MATCH_SERVER_URL: 'match.example.com' }, 'native')[0]).toMatch(
      /not an http\(s\):\/\/ or ws\(s\):\/\/ address/,
    );
  });

  it('a native test build may use the test ids and a plain-text server on the local network', () => {
    expect(buildConfigProblems({ VITE_MATCH_SERVER_URL: 'http://192.168.1.20:2567' }, 'native')).toEqual([]);
  });
});

describe('release builds refuse test and placeholder values', () => {
  it('a complete release configuration passes', () => {
    expect(buildConfigProblems(RELEASE, 'release')).toEqual([]);
    expect(adMobConfig(RELEASE).isTesting).toBe(false);
  });

  it('a release with the development defaults lists every test id, the testing switch and both placeholder keys', () => {
    const problems = buildConfigProblems({ VITE_MATCH_SERVER_URL: 'https://m.example' }, 'release');
    expect(problems.filter((p) => p.includes("Google's test id"))).toHaveLength(6);
    expect(problems).toContain('VITE_ADMOB_TESTING is on: a release must show real ads.');
    expect(problems.filter((p) => /VITE_REVENUECAT_(ANDROID|IOS)_KEY is a placeholder/.test(p))).toHaveLength(
      2,
    );
  });

  it('one placeholder key is enough to refuse a release', () => {
    const problems = buildConfigProblems(
      { ...RELEASE, VITE_REVENUECAT_IOS_KEY: 'appl_REPLACE_WITH_REVENUECAT_PUBLIC_KEY' },
      'release',
    );
    expect(problems).toEqual([
      "VITE_REVENUECAT_IOS_KEY is a placeholder: set the RevenueCat project's public ios key.",
    ]);
  });

  it('a key of the wrong store, a malformed ad id, testing left on or an unencrypted server is refused', () => {
    expect(buildConfigProblems({ ...RELEASE, VITE_REVENUECAT_ANDROID_KEY: 'appl_x' }, 'release')[0]).toMatch(
      /starts with goog_/,
    );
    expect(
      buildConfigProblems({ ...RELEASE, VITE_ADMOB_IOS_REWARDED_ID: 'ca-app-pub-1~2' }, 'release')[0],
    ).toMatch(/VITE_ADMOB_IOS_REWARDED_ID "ca-app-pub-1~2" is not an AdMob id/);
    expect(buildConfigProblems({ ...RELEASE, VITE_ADMOB_TESTING: 'true' }, 'release')).toEqual([
      'VITE_ADMOB_TESTING is on: a release must show real ads.',
    ]);
    expect(
      buildConfigProblems({ ...RELEASE, VITE_MATCH_SERVER_URL: 'http://match.example.com' }, 'release')[0],
    ).toMatch(/not encrypted/);
    expect(buildConfigProblems({ ...RELEASE, VITE_MATCH_SERVER_URL: undefined }, 'release')[0]).toMatch(
      /VITE_MATCH_SERVER_URL is not set/,
    );
  });
});

describe('run-time values', () => {
  it('default to Google’s public test ids with testing on, and placeholder store keys', () => {
    const admob = adMobConfig({});
    expect(admob.android).toEqual(ADMOB_TEST_IDS.android);
    expect(admob.ios).toEqual(ADMOB_TEST_IDS.ios);
    expect(admob.isTesting).toBe(true);
    expect(revenueCatKeys({}).android).toMatch(/^goog_REPLACE/);
  });

  it('take the configured values, and the testing switch when it is set', () => {
    expect(adMobConfig(RELEASE).android.rewarded).toBe('ca-app-pub-1234567890123456/1111111111');
    expect(revenueCatKeys(RELEASE)).toEqual({
      android: 'goog_AbCdEfGhIjKlMnOp',
      ios: 'appl_AbCdEfGhIjKlMnOp',
    });
    expect(adMobConfig({ ...RELEASE, VITE_ADMOB_TESTING: 'true' }).isTesting).toBe(true);
    expect(adMobConfig({ VITE_ADMOB_TESTING: 'false' }).isTesting).toBe(false);
  });
});
