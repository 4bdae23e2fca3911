import type en from './locales/en.json';

// English is the source of keys: every `t('…')` call is checked against en.json at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
