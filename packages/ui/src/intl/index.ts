export type { Locale } from './locale';
export { locales, defaultLocale, localeTags, toLocale } from './locale';
export { useLocale } from './LocaleContext';
export { useIntl } from './useIntl';
export type { Translate } from './useIntl';
export { interpolate, translate } from './translate';
export type { Catalogue, MessageVars } from './translate';
export { MaruProvider } from './MaruProvider';
export type { MaruProviderProps } from './MaruProvider';
