import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { resolveLanguage, textDirection, type LanguageCode } from '@goalguessr/game-core';
import en from './locales/en.json';

/** Every locale except English is a separate chunk, fetched when first chosen. */
const LAZY_LOCALES = import.meta.glob<{ default: typeof en }>(['./locales/*.json', '!./locales/en.json']);

/** Loads the strings of `code` (English is bundled; a missing string falls back to English). */
async function loadLocale(code: LanguageCode): Promise<void> {
  if (i18next.hasResourceBundle(code, 'translation')) return;
  const loader = LAZY_LOCALES[`./locales/${code}.json`];
  if (!loader) return;
  const strings = await loader();
  i18next.addResourceBundle(code, 'translation', strings.default, true, true);
}

/** Starts i18next with English; call once before the first render. */
export async function initI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
}

/**
 * Switches the whole interface to `code` (unknown codes fall back to English, spec §4): loads its strings,
 * then sets `lang` and `dir` on <html> so Arabic flips the layout to right-to-left.
 */
export async function applyLanguage(code: string): Promise<LanguageCode> {
  const language = resolveLanguage(code);
  await loadLocale(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  return language;
}

/** Formats a whole number for the current interface language (e.g. 2,500 / 2.500 / ٢٬٥٠٠). */
export function formatNumber(value: number, language: string = i18next.language): string {
  return new Intl.NumberFormat(language).format(value);
}

export { i18next };
