#!/usr/bin/env node
/**
 * Copies the client's package.json version into the iOS project (MARKETING_VERSION = x.y.z,
 * CURRENT_PROJECT_VERSION = the same build number Android derives in app/build.gradle: major*10000 + minor*100
 * + patch), so both stores show the version of package.json. Run by `npm run cap:sync`; `--check` only reports
 * a difference (used by check-native.mjs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const PBXPROJ = path.join(ROOT, 'ios', 'App', 'App.xcodeproj', 'project.pbxproj');

/** The store version pair of a package.json version. */
export function nativeVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (match === null) throw new Error(`apps/client/package.json version "${version}" is not x.y.z`);
  const [major, minor, patch] = match.slice(1).map(Number);
  return { name: `${major}.${minor}.${patch}`, code: major * 10000 + minor * 100 + patch };
}

export function iosProjectWithVersion(pbxproj, { name, code }) {
  return pbxproj
    .replace(/MARKETING_VERSION = [^;]+;/g, `MARKETING_VERSION = ${name};`)
    .replace(/CURRENT_PROJECT_VERSION = [^;]+;/g, `CURRENT_PROJECT_VERSION = ${code};`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const version = nativeVersion(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version);
  const current = readFileSync(PBXPROJ, 'utf8');
  const wanted = iosProjectWithVersion(current, version);
  if (process.argv.includes('--check')) {
    if (current !== wanted) {
      console.error(
        `ios: MARKETING_VERSION/CURRENT_PROJECT_VERSION differ from package.json ${version.name}`,
      );
      process.exit(1);
    }
  } else if (current !== wanted) {
    writeFileSync(PBXPROJ, wanted);
    console.log(`ios: version ${version.name} (${version.code})`);
  }
}
