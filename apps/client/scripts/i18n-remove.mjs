#!/usr/bin/env node
/**
 * Removes strings no screen uses any more from all 13 locales (each file rewritten atomically):
 *   node apps/client/scripts/i18n-remove.mjs shop.body errors.connectionLost …
 * A plural key's forms go together: `home.fee` removes `home.fee_one`, `home.fee_other`, ….
 */
import { LOCALE_CODES, pluralBase, readLocale, writeLocale } from './i18n-lib.mjs';

/** `table` without `dottedKey` (and its plural forms); parents left empty are removed too. */
function without(table, path) {
  const [head, ...rest] = path;
  const out = {};
  for (const [key, value] of Object.entries(table)) {
    if (rest.length === 0) {
      if (key === head || pluralBase(key) === head) continue;
      out[key] = value;
    } else if (key === head && value !== null && typeof value === 'object') {
      const inner = without(value, rest);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else out[key] = value;
  }
  return out;
}

const keys = process.argv.slice(2);
if (keys.length === 0) {
  console.error('usage: i18n-remove.mjs <dotted.key> [...]');
  process.exit(2);
}
for (const code of LOCALE_CODES) {
  let table = readLocale(code);
  for (const key of keys) table = without(table, key.split('.'));
  writeLocale(code, table);
}
console.log(`removed ${keys.length} key(s) from ${LOCALE_CODES.length} locales`);
