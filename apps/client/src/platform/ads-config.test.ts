import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { ADMOB_CONFIG } from './ads-config';

const CLIENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (relative: string) => readFileSync(path.join(CLIENT_DIR, relative), 'utf8');

describe('AdMob configuration', () => {
  it('without build variables: Google’s public test ids, with testing on (never real ad units)', () => {
    for (const platform of [ADMOB_CONFIG.android, ADMOB_CONFIG.ios]) {
      for (const id of Object.values(platform)) expect(id).toMatch(/^ca-app-pub-3940256099942544[~/]\d+$/);
    }
    expect(ADMOB_CONFIG.isTesting).toBe(true);
  });

  it('the native shells declare the AdMob app ids, defaulting to the same test ids (the SDK stops the app at launch without them)', () => {
    expect(read('android/app/src/main/AndroidManifest.xml')).toMatch(
      /android:name="com.google.android.gms.ads.APPLICATION_ID"\s+android:value="\$\{admobAppId\}"/,
    );
    expect(read('android/app/build.gradle')).toContain(
      `def admobTestAppId = '${ADMOB_CONFIG.android.appId}'`,
    );
    expect(read('ios/App/App/Info.plist')).toMatch(
      /<key>GADApplicationIdentifier<\/key>\s*<string>\$\(GAD_APPLICATION_IDENTIFIER\)<\/string>/,
    );
    const pbxproj = read('ios/App/App.xcodeproj/project.pbxproj');
    expect(pbxproj.match(/GAD_APPLICATION_IDENTIFIER = "([^"]+)";/g)).toEqual([
      `GAD_APPLICATION_IDENTIFIER = "${ADMOB_CONFIG.ios.appId}";`,
      `GAD_APPLICATION_IDENTIFIER = "${ADMOB_CONFIG.ios.appId}";`,
    ]);
  });

  it('Info.plist carries the tracking transparency text (iOS ends the app when asking without it)', () => {
    expect(read('ios/App/App/Info.plist')).toMatch(
      /<key>NSUserTrackingUsageDescription<\/key>\s*<string>[^<]*anonymous usage data[^<]*<\/string>/,
    );
  });
});
