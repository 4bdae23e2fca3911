/**
 * Shared helpers of the locale scripts and the completeness test: flattening nested string tables and the
 * plural forms each language needs (i18next suffixes `_zero`, `_one`, `_two`, `_few`, `_many`, `_other`).
 */
import { readFileSync, writeFileSync, renameSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/i18n/locales');
export const LOCALE_CODES = ['en', 'tr', 'de', 'es', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar', 'hi', 'uk'];
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
export function flatten(table, prefix = '') {
  const out = {};
  for (const [key, value] of Object.entries(table)) {
    if (value !== null && typeof value === 'object') Object.assign(out, flatten(value, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = value;
  }
  return out;
}

/** The key without its plural suffix, or null when it has none. */
export function pluralBase(key) {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? match[1] : null;
}

/**
 * The keys `code` must have, given the English keys: plain keys as they are; for every English plural group,
 * one key per plural category of the language (Intl.PluralRules), e.g. Arabic needs six, Japanese one.
 */
export function expectedKeys(enKeys, code) {
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const expected = new Set();
  for (const key of enKeys) {
    const base = pluralBase(key);
    if (base === null) expected.add(key);
    else for (const category of categories) expected.add(`${base}_${category}`);
  }
  return expected;
}

/** Keys a locale may carry beyond the expected ones without being "extra": other plural forms of a group. */
export function isTolerated(key, expected) {
  const base = pluralBase(key);
  return base !== null && PLURAL_SUFFIXES.some((s) => expected.has(`${base}_${s}`));
}

export function readLocale(code) {
  const path = join(LOCALES_DIR, `${code}.json`);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
}

/** Writes atomically (temp file + rename) so a concurrent reader never sees half a file. */
export function writeLocale(code, table) {
  const path = join(LOCALES_DIR, `${code}.json`);
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(table, null, 2)}\n`);
  renameSync(temp, path);
}

/** Deep-merges `patch` into `table` (patch wins on leaves), keeping the existing key order. */
export function deepMerge(table, patch) {
  const out = { ...table };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== null && typeof value === 'object' && typeof out[key] === 'object' && out[key] !== null) {
      out[key] = deepMerge(out[key], value);
    } else out[key] = value;
  }
  return out;
}

/** Missing and extra keys of every locale against English. */
export function localeReport() {
  const enKeys = Object.keys(flatten(readLocale('en')));
  const report = {};
  for (const code of LOCALE_CODES.filter((c) => c !== 'en')) {
    const expected = expectedKeys(enKeys, code);
    const keys = new Set(Object.keys(flatten(readLocale(code))));
    report[code] = {
      missing: [...expected].filter((k) => !keys.has(k)),
      extra: [...keys].filter((k) => !expected.has(k) && !isTolerated(k, expected)),
    };
  }
  return report;
}
