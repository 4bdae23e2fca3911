import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  flagCode,
  getLanguage,
  isRtl,
  isSupportedLanguage,
  LANGUAGE_CODES,
  languageDisplayName,
  languageFromLocale,
  nextLanguage,
  resolveLanguage,
  SUPPORTED_LANGUAGES,
  textDirection,
  type LanguageCode,
} from './languages';

const EXPECTED: [LanguageCode, string, string][] = [
  ['en', 'English', 'gb'],
  ['tr', 'Türkçe', 'tr'],
  ['de', 'Deutsch', 'de'],
  ['es', 'Español', 'es'],
  ['it', 'Italiano', 'it'],
  ['pt', 'Português', 'pt'],
  ['ru', 'Русский', 'ru'],
  ['zh', '中文', 'cn'],
  ['ja', '日本語', 'jp'],
  ['ko', '한국어', 'kr'],
  ['ar', 'العربية', 'sa'],
  ['hi', 'हिन्दी', 'in'],
  ['uk', 'Українська', 'ua'],
];

describe('SUPPORTED_LANGUAGES', () => {
  it('lists the 13 spec languages in spec order with own-language labels and flag paths', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(
      EXPECTED.map(([code, label, flag]) => ({
        code,
        label,
        flagCode: flag,
        flag: `/flags/${flag}.svg`,
        rtl: code === 'ar',
      })),
    );
    expect(LANGUAGE_CODES).toEqual(EXPECTED.map(([code]) => code));
  });
});

describe('lookups', () => {
  it.each(EXPECTED)('%s is supported, labelled %s, flag %s', (code, label, flag) => {
    expect(isSupportedLanguage(code)).toBe(true);
    expect(resolveLanguage(code)).toBe(code);
    expect(getLanguage(code).code).toBe(code);
    expect(languageDisplayName(code)).toBe(label);
    expect(flagCode(code)).toBe(flag);
  });

  it.each([['xx'], ['EN'], ['en-GB'], [''], [null], [undefined], [42], ['toString'], ['constructor']])(
    'treats %j as unknown: English fallback, display name Unknown',
    (code) => {
      expect(isSupportedLanguage(code)).toBe(false);
      expect(resolveLanguage(code)).toBe('en');
      expect(getLanguage(code)).toEqual({
        code: 'en',
        label: 'English',
        flagCode: 'gb',
        flag: '/flags/gb.svg',
        rtl: false,
      });
      expect(languageDisplayName(code)).toBe('Unknown');
      expect(flagCode(code)).toBe('gb');
      expect(isRtl(code)).toBe(false);
    },
  );

  it.each([
    ['pt-BR', 'pt'],
    ['zh_Hans_CN', 'zh'],
    ['EN', 'en'],
    [' de-AT ', 'de'],
    ['uk-UA', 'uk'],
    ['fr-FR', 'en'],
    ['', 'en'],
    [null, 'en'],
  ])('languageFromLocale(%j) → %s', (locale, expected) => {
    expect(languageFromLocale(locale)).toBe(expected);
  });
});

describe('nextLanguage', () => {
  it.each([
    ['en', 'tr'],
    ['ko', 'ar'],
    ['hi', 'uk'],
    ['uk', 'en'], // wraps
    ['xx', 'tr'], // unknown reads as en
    [null, 'tr'],
  ])('%j → %s', (code, expected) => {
    expect(nextLanguage(code)).toBe(expected);
  });

  it('visits all 13 languages once and returns to the start, from any start', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGE_CODES), (start) => {
        const seen = new Set<LanguageCode>();
        let code: LanguageCode = start;
        for (let i = 0; i < LANGUAGE_CODES.length; i++) {
          seen.add(code);
          code = nextLanguage(code);
        }
        expect(seen.size).toBe(13);
        expect(code).toBe(start);
      }),
    );
  });
});

describe('direction', () => {
  it('only Arabic is right to left', () => {
    for (const { code } of SUPPORTED_LANGUAGES) {
      expect(isRtl(code)).toBe(code === 'ar');
      expect(textDirection(code)).toBe(code === 'ar' ? 'rtl' : 'ltr');
    }
    expect(textDirection('xx')).toBe('ltr');
    expect(SUPPORTED_LANGUAGES.filter((l) => l.rtl).map((l) => l.code)).toEqual(['ar']);
  });
});
