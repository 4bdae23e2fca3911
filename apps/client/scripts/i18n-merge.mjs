#!/usr/bin/env node
/**
 * Adds or replaces strings in several locale files at once, safely while others edit other keys:
 *   node apps/client/scripts/i18n-merge.mjs fragment.json
 * where fragment.json is `{ "en": { "shop": { "title": "Shop" } }, "de": { "shop": { "title": "Shop" } }, … }`.
 * Each locale file is read, deep-merged and written atomically right away (no long-held copy).
 */
import { readFileSync } from 'node:fs';
import { LOCALE_CODES, deepMerge, readLocale, writeLocale } from './i18n-lib.mjs';

const fragmentPath = process.argv[2];
if (!fragmentPath) {
  console.error('usage: i18n-merge.mjs <fragment.json>');
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(fragmentPath, 'utf8'));
for (const [code, patch] of Object.entries(fragment)) {
  if (!LOCALE_CODES.includes(code)) {
    console.error(`unknown locale ${code}`);
    process.exit(2);
  }
  writeLocale(code, deepMerge(readLocale(code), patch));
  console.log(`${code}: merged`);
}
