import { FALLBACK_LANGUAGE, languageFromLocale, type LanguageCode } from '@goalguessr/game-core';

/** The device's preferred locales, most preferred first (the WebView reports the phone's own on native). */
function deviceLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** 'en', 'en-GB', 'en_US': English asked for, not English as the fallback. */
const ENGLISH = /^\s*en(?:[-_]|\s*$)/i;

/**
 * The language a first run preselects: the first of the device's locales that is one of the 13 (pt-BR → pt;
 * fr-FR then de-DE → de), else English.
 */
export function deviceLanguage(locales: readonly string[] = deviceLocales()): LanguageCode {
  for (const locale of locales) {
    const code = languageFromLocale(locale);
    if (code !== FALLBACK_LANGUAGE || ENGLISH.test(locale)) return code;
  }
  return FALLBACK_LANGUAGE;
}
