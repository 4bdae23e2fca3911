import { createInstance, type i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

import { LOCALE_CODES, flatten, pluralBase, readLocale } from '../../scripts/i18n-lib.mjs';

/**
 * Amounts of currency read right in every language (issue 16): each text with a count has the plural forms
 * Intl.PluralRules asks for in that language, and real i18next picks the right one for 0, 1, 2, 5, 21, 1000.
 */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 1000, 1_000_000];
/** The currency texts: each names one amount, passed as `count`. */
const CURRENCY_KEYS = [
  'home.rewardValue',
  'shop.price',
  'shop.confirmPowerUp',
  'shop.confirmShirt',
  'shop.confirmCleat',
  'buy.diamonds.amount',
  'buy.coins.amount',
  'buy.tickets.price',
  'buy.tickets.amount',
  'buy.blockAds.body',
  'buy.blockAds.cost',
  'buy.blockAds.confirm',
  'buy.blockAds.confirmBonus',
  'buy.rewarded.body',
  'buy.rewarded.success',
  'buy.state.confirmTickets',
  'daily.buyFreeze',
];

let i18n: I18n;
beforeAll(async () => {
  i18n = createInstance();
  await i18n.init({
    resources: Object.fromEntries(LOCALE_CODES.map((code) => [code, { translation: readLocale(code) }])),
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
});

describe('currency amounts in plural forms', () => {
  it.each(LOCALE_CODES)('%s: every currency text has exactly the plural forms its language needs', (code) => {
    const keys = Object.keys(flatten(readLocale(code)));
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    for (const base of CURRENCY_KEYS) {
      const forms = keys.filter((key) => pluralBase(key) === base).map((key) => key.slice(base.length + 1));
      expect([...forms].sort(), `${code} ${base}`).toEqual([...categories].sort());
      expect(keys, `${code} ${base} has no form without a plural suffix`).not.toContain(base);
    }
  });

  it.each(LOCALE_CODES)(
    '%s: every count resolves to a text of its own form, with the number in it',
    (code) => {
      // keys come from the list above as plain strings, so the typed key check of the app is set aside
      const t = i18n.getFixedT(code) as unknown as (key: string, options: Record<string, unknown>) => string;
      const rules = new Intl.PluralRules(code);
      const strings = flatten(readLocale(code));
      for (const base of CURRENCY_KEYS) {
        for (const count of COUNTS) {
          const text = t(base, { count, name: 'N', item: 'I' });
          expect(text, `${code} ${base} ${count}`).toBe(
            (strings[`${base}_${rules.select(count)}`] as string)
              .replace(/\{\{count, number\}\}/g, new Intl.NumberFormat(code).format(count))
              .replace(/\{\{count\}\}/g, String(count))
              .replace('{{name}}', 'N')
              .replace('{{item}}', 'I'),
          );
          // The number is read out except where the language says it in words (Arabic "none", "one", "two");
          // {{count}}, as the older ticket texts have it, prints plain digits.
          if (!(code === 'ar' && count <= 2)) {
            const shown = [new Intl.NumberFormat(code).format(count), String(count)];
            expect(
              shown.some((number) => text.includes(number)),
              `${code} ${base} ${count}: ${text}`,
            ).toBe(true);
          }
        }
      }
    },
  );

  it('reads right in Russian, Ukrainian and Arabic for 1, 2, 5, 21 and 0', () => {
    const ru = i18n.getFixedT('ru');
    expect([1, 2, 5, 21, 0].map((count) => ru('buy.coins.amount', { count }))).toEqual([
      '1 монета',
      '2 монеты',
      '5 монет',
      '21 монета',
      '0 монет',
    ]);
    expect(ru('shop.confirmShirt', { count: 21, name: 'X' })).toBe('Купить футболку «X» за 21 монету?');
    expect(ru('buy.diamonds.amount', { count: 2 })).toBe('2 алмаза');
    const uk = i18n.getFixedT('uk');
    expect([1, 3, 5, 21].map((count) => uk('buy.coins.amount', { count }))).toEqual([
      '1 монета',
      '3 монети',
      '5 монет',
      '21 монета',
    ]);
    const ar = i18n.getFixedT('ar');
    const arabic = (n: number) => new Intl.NumberFormat('ar').format(n);
    expect([1, 2, 5, 21].map((count) => ar('buy.coins.amount', { count }))).toEqual([
      'عملة واحدة',
      'عملتان',
      `${arabic(5)} عملات`,
      `${arabic(21)} عملة`,
    ]);
    const en = i18n.getFixedT('en');
    expect(en('buy.diamonds.amount', { count: 1 })).toBe('1 diamond');
    expect(en('buy.diamonds.amount', { count: 50 })).toBe('50 diamonds');
    expect(en('buy.coins.amount', { count: 5000 })).toBe('5,000 moneys');
  });
});
