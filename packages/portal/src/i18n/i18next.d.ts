import type ko from './locales/ko';

// Korean is the reference catalogue: typing keys from it makes a misspelt key a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ko };
  }
}
