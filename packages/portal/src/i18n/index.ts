export {
  i18n,
  activeLocale,
  changeLocale,
  loadCatalogue,
  loadLaterTexts,
  restoreStoredLocale,
} from './i18n';
export { useActiveLocale } from './useActiveLocale';
export {
  PORTAL_LOCALES,
  DEFAULT_PORTAL_LOCALE,
  LOCALE_STORAGE_KEY,
  isPortalLocale,
  readStoredLocale,
  type PortalLocale,
  type MessageKey,
} from './locale';
