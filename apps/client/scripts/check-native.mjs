#!/usr/bin/env node
/**
 * CI check of the committed native shells (issue 8): builds the web app, runs `cap sync` for Android and
 * iOS (offline: no Gradle, CocoaPods or SDK needed), then verifies what the shells would ship. Exits non-zero
 * on the first problem. Run through npm (`npm run test:native -w apps/client`) so the Capacitor CLI gets
 * Node 24.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

function run(command, args) {
  try {
    return execFileSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    console.error(error.stdout ?? '', error.stderr ?? '');
    console.error(`check-native: "${command} ${args.join(' ')}" failed`);
    process.exit(1);
  }
}

run('npx', ['vite', 'build', '--outDir', 'dist', '--logLevel', 'warn']);
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
