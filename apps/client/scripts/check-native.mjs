#!/usr/bin/env node
/**
 * CI check of the committed native shells (issue 8): builds the web app, runs `cap sync` for Android and
 * iOS (offline: no Gradle, CocoaPods or SDK needed), then verifies what the shells would ship. Exits non-zero
 * on the first problem. Run through npm (`npm run test:native -w apps/client`) so the Capacitor CLI gets
 * Node 24.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const APP_ID = 'com.goalguessr.app';
const APP_NAME = 'GoalGuessr';
const problems = [];
const check = (ok, message) => {
  if (!ok) problems.push(message);
};
const read = (...parts) => readFileSync(path.join(ROOT, ...parts), 'utf8');
const exists = (...parts) => existsSync(path.join(ROOT, ...parts));

function run(command, args, env = {}) {
  try {
    return execFileSync(command, args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
  } catch (error) {
    console.error(error.stdout ?? '', error.stderr ?? '');
    console.error(`check-native: "${command} ${args.join(' ')}" failed`);
    process.exit(1);
  }
}

/** Runs a command that must fail; returns its output. */
function runFailing(command, args, env) {
  try {
    execFileSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env });
    return null;
  } catch (error) {
    return `${error.stdout ?? ''}${error.stderr ?? ''}`;
  }
}

// A native build without a match server address, or a release with the development defaults, never builds.
const withoutServer = { ...process.env };
delete withoutServer.VITE_MATCH_SERVER_URL;
const nativeRefusal = runFailing(
  'npx',
  ['vite', 'build', '--mode', 'native', '--outDir', 'dist-refused'],
  withoutServer,
);
check(
  nativeRefusal !== null && nativeRefusal.includes('VITE_MATCH_SERVER_URL is not set'),
  `a native build without VITE_MATCH_SERVER_URL did not fail clearly:\n${nativeRefusal ?? 'it built'}`,
);
const releaseRefusal = runFailing('npx', ['vite', 'build', '--mode', 'release', '--outDir', 'dist-refused'], {
  ...withoutServer,
  VITE_MATCH_SERVER_URL: 'https://match.example.com',
});
check(
  releaseRefusal !== null && /VITE_REVENUECAT_ANDROID_KEY is a placeholder/.test(releaseRefusal),
  `a release build with placeholder keys did not fail:\n${releaseRefusal ?? 'it built'}`,
);

// What `npm run cap:sync` does, against a made-up server address.
run('npx', ['vite', 'build', '--mode', 'native', '--outDir', 'dist', '--logLevel', 'warn'], {
  VITE_MATCH_SERVER_URL: 'https://match.example.com',
});
check(
  readdirSync(path.join(ROOT, 'dist', 'assets')).some((file) =>
    readFileSync(path.join(ROOT, 'dist', 'assets', file), 'utf8').includes('https://match.example.com'),
  ),
  'the native build does not carry its match server address',
);
run('node', ['scripts/native-version.mjs', '--check']);
const syncLog = run('npx', ['cap', 'sync']);
check(!/\[error\]/i.test(syncLog), `cap sync reported an error:\n${syncLog}`);

const webIndex = read('dist', 'index.html');
for (const [platform, publicDir, configFile] of [
  [
    'android',
    ['android', 'app', 'src', 'main', 'assets', 'public'],
    ['android', 'app', 'src', 'main', 'assets'],
  ],
  ['ios', ['ios', 'App', 'App', 'public'], ['ios', 'App', 'App']],
]) {
  check(exists(...publicDir, 'index.html'), `${platform}: the web build was not copied`);
  if (exists(...publicDir, 'index.html')) {
    check(read(...publicDir, 'index.html') === webIndex, `${platform}: copied index.html differs from dist`);
  }
  check(exists(...publicDir, 'sounds', 'goalguessrmusic.mp3'), `${platform}: sounds were not copied`);
  const config = JSON.parse(read(...configFile, 'capacitor.config.json'));
  check(config.appId === APP_ID && config.appName === APP_NAME, `${platform}: wrong app id or name`);
}

// Every Capacitor plugin the app depends on is wired into both shells.
const dependencies = Object.keys(JSON.parse(read('package.json')).dependencies ?? {});
const plugins = dependencies.filter((name) => {
  const manifest = path.join(ROOT, '..', '..', 'node_modules', name, 'package.json');
  return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).capacitor !== undefined;
});
check(plugins.length >= 8, `expected the Capacitor plugins, found ${plugins.join(', ')}`);
const gradle = read('android', 'capacitor.settings.gradle');
const spm = read('ios', 'App', 'CapApp-SPM', 'Package.swift');
for (const name of plugins) {
  const gradleName = name.replace(/^@/, '').replace(/\//g, '-');
  check(
    gradle.includes(`include ':${gradleName}'`),
    `android: plugin ${name} is not in capacitor.settings.gradle`,
  );
  check(spm.includes(`node_modules/${name}"`), `ios: plugin ${name} is not in Package.swift`);
}

// Portrait lock, hidden status bar, app name and id in the native projects.
const manifest = read('android', 'app', 'src', 'main', 'AndroidManifest.xml');
check(/screenOrientation="portrait"/.test(manifest), 'android: the activity is not locked to portrait');
check(
  read('android', 'app', 'build.gradle').includes(`applicationId "${APP_ID}"`),
  'android: wrong applicationId',
);
check(
  read('android', 'app', 'src', 'main', 'res', 'values', 'strings.xml').includes(`>${APP_NAME}<`),
  'android: app name',
);
const plist = read('ios', 'App', 'App', 'Info.plist');
check(/<key>UIStatusBarHidden<\/key>\s*<true\/>/.test(plist), 'ios: the status bar is not hidden');
check(
  !/UISupportedInterfaceOrientations<\/key>\s*<array>[^/]*Landscape/.test(plist),
  'ios: landscape allowed',
);
check(
  read('ios', 'App', 'App.xcodeproj', 'project.pbxproj').includes(`PRODUCT_BUNDLE_IDENTIFIER = ${APP_ID};`),
  'ios: bundle id',
);

// Store compliance. Android: the merged manifest must not ask for exact alarms (Play restricts them to alarm
// apps). Gradle merges the plugins' manifests at build time (no SDK here), so apply its rule: a plugin's
// permission survives unless the app manifest removes it with tools:node="remove".
const permissionsOf = (xml) => [...xml.matchAll(/<uses-permission\b[^>]*android:name="([^"]+)"[^>]*>/g)];
const removed = new Set(
  permissionsOf(manifest)
    .filter((match) => /tools:node="remove"/.test(match[0]))
    .map((match) => match[1]),
);
check(
  /xmlns:tools="http:\/\/schemas.android.com\/tools"/.test(manifest),
  'android: manifest lacks xmlns:tools',
);
const merged = new Set(
  permissionsOf(manifest)
    .filter((m) => !removed.has(m[1]))
    .map((m) => m[1]),
);
for (const [, dir] of gradle.matchAll(/projectDir = new File\('([^']+)'\)/g)) {
  const pluginManifest = path.join(ROOT, 'android', dir, 'src', 'main', 'AndroidManifest.xml');
  if (!existsSync(pluginManifest)) continue;
  for (const [, name] of permissionsOf(readFileSync(pluginManifest, 'utf8'))) {
    if (!removed.has(name)) merged.add(name);
  }
}
for (const exact of ['android.permission.SCHEDULE_EXACT_ALARM', 'android.permission.USE_EXACT_ALARM']) {
  check(!merged.has(exact), `android: the merged manifest would ask for ${exact}`);
}
check(merged.has('android.permission.POST_NOTIFICATIONS'), 'android: the notification permission is gone');
const appGradle = read('android', 'app', 'build.gradle');
check(/minifyEnabled true/.test(appGradle), 'android: release minification is off');
check(/versionName clientPackage\.version/.test(appGradle), 'android: versionName is not package.json');
check(/signingConfig signingConfigs\.release/.test(appGradle), 'android: no release signing');
check(
  !exists('android', 'app', 'src', 'test') && !exists('android', 'app', 'src', 'androidTest'),
  'android: template tests',
);
check(
  read('android', '.gitignore').split('\n').includes('release.properties'),
  'android: release.properties is not git-ignored',
);
// iOS: the privacy manifest is in the app bundle's resources; export compliance is declared.
check(exists('ios', 'App', 'App', 'PrivacyInfo.xcprivacy'), 'ios: PrivacyInfo.xcprivacy is missing');
const pbxproj = read('ios', 'App', 'App.xcodeproj', 'project.pbxproj');
check(
  /PrivacyInfo\.xcprivacy in Resources \*\/,/.test(pbxproj),
  'ios: PrivacyInfo.xcprivacy is not a bundle resource',
);
check(
  /<key>ITSAppUsesNonExemptEncryption<\/key>\s*<false\/>/.test(plist),
  'ios: ITSAppUsesNonExemptEncryption is not declared',
);
if (exists('ios', 'App', 'App', 'PrivacyInfo.xcprivacy')) {
  const privacy = read('ios', 'App', 'App', 'PrivacyInfo.xcprivacy');
  check(/NSPrivacyAccessedAPICategoryUserDefaults/.test(privacy), 'ios: privacy manifest lacks UserDefaults');
}

// Icons and splash screens generated from assets/logo.svg.
for (const file of [
  ['android', 'app', 'src', 'main', 'res', 'mipmap-xxxhdpi', 'ic_launcher.png'],
  ['android', 'app', 'src', 'main', 'res', 'mipmap-xxxhdpi', 'ic_launcher_foreground.png'],
  ['android', 'app', 'src', 'main', 'res', 'drawable-xxxhdpi', 'ic_stat_goalguessr.png'],
  ['android', 'app', 'src', 'main', 'res', 'drawable-port-xxxhdpi', 'splash.png'],
  ['ios', 'App', 'App', 'Assets.xcassets', 'AppIcon.appiconset', 'AppIcon-512@2x.png'],
  ['ios', 'App', 'App', 'Assets.xcassets', 'Splash.imageset', 'splash-2732x2732.png'],
]) {
  check(exists(...file), `missing ${file.join('/')}`);
}

if (problems.length > 0) {
  console.error(`check-native: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`check-native: android and ios synced (${plugins.length} plugins, app ${APP_ID})`);
