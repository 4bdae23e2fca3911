/** Types of i18n-lib.mjs for the TypeScript tests that reuse it. */
export const LOCALES_DIR: string;
export const LOCALE_CODES: readonly string[];
export type LocaleTable = { [key: string]: string | LocaleTable };
export function flatten(table: LocaleTable, prefix?: string): Record<string, string>;
export function pluralBase(key: string): string | null;
export function expectedKeys(enKeys: readonly string[], code: string): Set<string>;
export function isTolerated(key: string, expected: Set<string>): boolean;
export function readLocale(code: string): LocaleTable;
export function writeLocale(code: string, table: LocaleTable): void;
export function deepMerge(table: LocaleTable, patch: LocaleTable): LocaleTable;
export function localeReport(): Record<string, { missing: string[]; extra: string[] }>;
