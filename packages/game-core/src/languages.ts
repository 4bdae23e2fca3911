import { FALLBACK_LANGUAGE } from './constants';

/** The 13 interface languages, in the spec's order (§9). */
export const LANGUAGE_CODES = [
  'en',
  'tr',
  'de',
  'es',
  'it',
  'pt',
  'ru',
  'zh',
  'ja',
  'ko',
  'ar',
  'hi',
  'uk',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** One supported language (spec §3): its code, its name in itself, and its flag image. */
export interface SupportedLanguage {
  readonly code: LanguageCode;
  /** the language's name written in that language */
  readonly label: string;
  /** flag-icons ISO 3166 code of the flag shown for it */
  readonly flagCode: string;
  /** static image path of the flag, `/flags/<flagCode>.svg` */
  readonly flag: string;
  /** written right to left (only Arabic) */
  readonly rtl: boolean;
}

/** A flag stands for a country, a language for many: one representative country each (pt → Portugal). */
const LANGUAGE_FLAG_CODES: Readonly<Record<LanguageCode, string>> = {
  en: 'gb',
  tr: 'tr',
  de: 'de',
  es: 'es',
  it: 'it',
  pt: 'pt',
  ru: 'ru',
  zh: 'cn',
  ja: 'jp',
  ko: 'kr',
  ar: 'sa',
  hi: 'in',
  uk: 'ua',
};

const LANGUAGE_LABELS: Readonly<Record<LanguageCode, string>> = {
  en: 'English',
  tr: 'Türkçe',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
  ru: 'Русский',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
  ar: 'العربية',
  hi: 'हिन्दी',
  uk: 'Українська',
};

function languageEntry(code: LanguageCode): SupportedLanguage {
  const flag = LANGUAGE_FLAG_CODES[code];
  // spec §9: Arabic is the only right-to-left language.
  return {
    code,
    label: LANGUAGE_LABELS[code],
    flagCode: flag,
    flag: `/flags/${flag}.svg`,
    rtl: code === 'ar',
  };
}

const LANGUAGES_BY_CODE = Object.fromEntries(
  LANGUAGE_CODES.map((code) => [code, languageEntry(code)]),
) as Readonly<Record<LanguageCode, SupportedLanguage>>;

/** Every supported language, in the spec's order (§9). */
export const SUPPORTED_LANGUAGES: readonly SupportedLanguage[] = LANGUAGE_CODES.map(
  (code) => LANGUAGES_BY_CODE[code],
);

/** Shown for a code that is not supported (spec §4). */
const UNKNOWN_LANGUAGE_NAME = 'Unknown';

/** True for one of the 13 codes exactly (case-sensitive, no region: 'en-GB' is not a code). */
export function isSupportedLanguage(code: unknown): code is LanguageCode {
  return typeof code === 'string' && (LANGUAGE_CODES as readonly string[]).includes(code);
}

/** The code itself when supported, else the fallback language, English (spec §4, §9). */
export function resolveLanguage(code: unknown): LanguageCode {
  return isSupportedLanguage(code) ? code : FALLBACK_LANGUAGE;
}

/**
 * The supported language of a device locale such as 'pt-BR', 'zh_Hans_CN' or 'EN': its primary subtag,
 * case-insensitive; English when that is not supported. For picking a first-run default, not for saved codes.
 */
export function languageFromLocale(locale: unknown): LanguageCode {
  if (typeof locale !== 'string') return FALLBACK_LANGUAGE;
  const primary = locale.trim().split(/[-_]/, 1)[0]?.toLowerCase();
  return resolveLanguage(primary);
}

/** The entry of a code; the English entry for an unknown code. */
export function getLanguage(code: unknown): SupportedLanguage {
  return LANGUAGES_BY_CODE[resolveLanguage(code)];
}

/** The language's own name ('Deutsch' for de); 'Unknown' for an unsupported code (spec §4). */
export function languageDisplayName(code: unknown): string {
  return isSupportedLanguage(code) ? LANGUAGE_LABELS[code] : UNKNOWN_LANGUAGE_NAME;
}

/** flag-icons country code of a language's flag ('gb' for en); the English flag for an unknown code. */
export function flagCode(code: unknown): string {
  return LANGUAGE_FLAG_CODES[resolveLanguage(code)];
}

/**
 * The language after `code` in the spec order, wrapping from the last (uk) to the first (en). An unknown
 * code is read as English, so it gives the language after English (tr).
 */
export function nextLanguage(code: unknown): LanguageCode {
  const index = LANGUAGE_CODES.indexOf(resolveLanguage(code));
  return LANGUAGE_CODES[(index + 1) % LANGUAGE_CODES.length] ?? FALLBACK_LANGUAGE;
}

/** True when the language is written right to left (Arabic only); false for an unknown code. */
export function isRtl(code: unknown): boolean {
  return isSupportedLanguage(code) && LANGUAGES_BY_CODE[code].rtl;
}

/** The `dir` attribute value for a language. */
export function textDirection(code: unknown): 'ltr' | 'rtl' {
  return isRtl(code) ? 'rtl' : 'ltr';
}
