#!/usr/bin/env node
/**
 * Lists, per locale, the keys missing against English (plural groups expanded to the language's own plural
 * categories) and the extra keys English no longer has. Exit code 1 when any locale is incomplete.
 *   node apps/client/scripts/i18n-missing.mjs [--json]
 */
import { localeReport } from './i18n-lib.mjs';

const report = localeReport();
if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
let incomplete = false;
for (const [code, { missing, extra }] of Object.entries(report)) {
  if (missing.length || extra.length) incomplete = true;
  if (!process.argv.includes('--json')) {
    console.log(`${code}: ${missing.length} missing, ${extra.length} extra`);
    for (const key of missing) console.log(`  - ${key}`);
    for (const key of extra) console.log(`  + ${key}`);
  }
}
process.exit(incomplete ? 1 : 0);
