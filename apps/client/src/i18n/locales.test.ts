import { LANGUAGE_CODES } from '@goalguessr/game-core';
import { describe, expect, it } from 'vitest';

import { LOCALE_CODES, expectedKeys, flatten, localeReport, readLocale } from '../../scripts/i18n-lib.mjs';

/** The {{placeholders}} of a text by name: "{{count, number}}" (an i18next format) counts as {{count}}. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => `{{${m[1] ?? ''}}}`);
}

describe('locales', () => {
  it('cover exactly the 13 languages of game-core', () => {
    expect([...LOCALE_CODES].sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LOCALE_CODES.filter((code) => code !== 'en'))(
    '%s has every English key (in its own plural forms) and no extra key',
    (code) => {
      expect(localeReport()[code]).toEqual({ missing: [], extra: [] });
    },
  );

  it.each(LOCALE_CODES)('%s has no empty string and keeps every {{placeholder}} of English', (code) => {
    const english = flatten(readLocale('en'));
    const strings = flatten(readLocale(code));
    const problems: string[] = [];
    for (const [key, text] of Object.entries(strings)) {
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${key}: empty`);
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      const source = english[key] ?? english[`${base}_other`];
      if (source === undefined || typeof text !== 'string') continue;
      const wanted = new Set(placeholders(source));
      const found = new Set(placeholders(text));
      // {{count}} may be dropped where a language writes the number as a word (e.g. Arabic "two").
      for (const p of wanted) if (!found.has(p) && p !== '{{count}}') problems.push(`${key}: lost ${p}`);
      for (const p of found) if (!wanted.has(p)) problems.push(`${key}: unknown ${p}`);
    }
    expect(problems).toEqual([]);
  });

  it('the check itself notices a missing plural form (Arabic needs six)', () => {
    const arabic = expectedKeys(['home.entryFeeValue_one', 'home.entryFeeValue_other'], 'ar');
    expect([...arabic].sort()).toEqual(
      ['few', 'many', 'one', 'other', 'two', 'zero'].map((c) => `home.entryFeeValue_${c}`),
    );
    expect([...expectedKeys(['home.entryFeeValue_one'], 'ja')]).toEqual(['home.entryFeeValue_other']);
  });
});
