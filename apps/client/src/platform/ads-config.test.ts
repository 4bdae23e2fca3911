import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { ADMOB_CONFIG } from './ads-config';

const CLIENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (relative: string) => readFileSync(path.join(CLIENT_DIR, relative), 'utf8');

describe('AdMob configuration', () => {
  it('uses Google’s public test ids (never real ad units in this build)', () => {
    for (const platform of [ADMOB_CONFIG.android, ADMOB_CONFIG.ios]) {
      for (const id of Object.values(platform)) expect(id).toMatch(/^ca-app-pub-3940256099942544[~/]\d+$/);
    }
    expect(ADMOB_CONFIG.isTesting).toBe(true);
  });

  it('the native shells declare the same AdMob app ids (the SDK stops the app at launch without them)', () => {
    expect(read('android/app/src/main/AndroidManifest.xml')).toMatch(
      new RegExp(
        `android:name="com.google.android.gms.ads.APPLICATION_ID"\\s+android:value="${ADMOB_CONFIG.android.appId}"`,
      ),
    );
    expect(read('ios/App/App/Info.plist')).toMatch(
      new RegExp(`<key>GADApplicationIdentifier</key>\\s*<string>${ADMOB_CONFIG.ios.appId}</string>`),
    );
  });

  it('Info.plist carries the tracking transparency text (iOS ends the app when asking without it)', () => {
    expect(read('ios/App/App/Info.plist')).toMatch(
      /<key>NSUserTrackingUsageDescription<\/key>\s*<string>[^<]*anonymous usage data[^<]*<\/string>/,
    );
  });
});
