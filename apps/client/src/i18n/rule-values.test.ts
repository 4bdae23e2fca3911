import {
  ENERGY_DRINK_BONUS_MS,
  FRIEND_CODE_LENGTH,
  QUESTIONS_PER_MATCH,
  REMATCH_WINDOW_MS,
} from '@goalguessr/game-core';
import { describe, expect, it } from 'vitest';

import { LOCALE_CODES, flatten, readLocale } from '../../scripts/i18n-lib.mjs';
import { RULE_TEXTS, RULE_VALUES } from './rule-values';
import { applyLanguage, i18next, initI18n } from './index';

describe('rule values reach the texts from game-core (issue 24)', () => {
  it('are the constants themselves', () => {
    expect(RULE_VALUES.questions).toBe(QUESTIONS_PER_MATCH);
    expect(RULE_VALUES.energySeconds * 1000).toBe(ENERGY_DRINK_BONUS_MS);
    expect(RULE_VALUES.codeLength).toBe(FRIEND_CODE_LENGTH);
    expect(RULE_VALUES.rematchSeconds * 1000).toBe(REMATCH_WINDOW_MS);
    for (const value of Object.values(RULE_VALUES)) expect(Number.isInteger(value) && value > 0).toBe(true);
  });

  it.each(LOCALE_CODES)('%s: every text that names a rule uses its placeholder, never the number', (code) => {
    const strings = flatten(readLocale(code));
    const problems: string[] = [];
    for (const [key, names] of Object.entries(RULE_TEXTS)) {
      const text = strings[key];
      if (typeof text !== 'string') {
        problems.push(`${key}: missing`);
        continue;
      }
      for (const name of names) if (!text.includes(`{{${name}}}`)) problems.push(`${key}: no {{${name}}}`);
    }
    expect(problems).toEqual([]);
  });

  it('English names no rule number of its own: a changed constant changes the text', async () => {
    const english = flatten(readLocale('en'));
    for (const [key, names] of Object.entries(RULE_TEXTS)) {
      const bare = String(english[key]).replace(/\{\{\w+\}\}/g, '');
      for (const name of names)
        expect(bare, key).not.toMatch(new RegExp(`(?<!\\d)${RULE_VALUES[name]}(?!\\d)`));
    }
    await initI18n();
    await applyLanguage('en');
    expect(i18next.t('match.tips.tip4', { ...RULE_VALUES, energySeconds: 7 })).toBe(
      'An energy drink gives you 7 more seconds.',
    );
  });
});
