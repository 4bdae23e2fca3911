import { describe, expect, it } from 'vitest';

import { deviceLanguage } from './device-language';

describe('deviceLanguage (the first run preselects it)', () => {
  it.each([
    [['de-DE'], 'de'],
    [['pt-BR', 'en-US'], 'pt'],
    [['fr-FR', 'ar-EG', 'en'], 'ar'],
    [['en-GB', 'tr-TR'], 'en'],
    [['zh_Hans_CN'], 'zh'],
    [['fr-FR', 'nl-NL'], 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (locales, expected) => {
    expect(deviceLanguage(locales)).toBe(expected);
  });
});
