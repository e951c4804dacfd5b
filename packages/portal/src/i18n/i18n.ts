import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import zh from './locales/zh.json';
import {
  DEFAULT_PORTAL_LOCALE,
  PORTAL_LOCALES,
  browserStorage,
  isPortalLocale,
  readStoredLocale,
  writeStoredLocale,
  type PortalLocale,
} from './locale';

/** The four catalogues, Korean first; every one has exactly Korean's keys (checked by a test). */
export const portalResources = {
  ko: { translation: ko },
  en: { translation: en },
  ja: { translation: ja },
  zh: { translation: zh },
} as const;

/**
 * The portal's one i18next instance. Annotated so declarations do not name i18next's internal
 * module path (TS2742 under `tsc -b`).
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: portalResources,
  lng: readStoredLocale(browserStorage()),
  fallbackLng: DEFAULT_PORTAL_LOCALE,
  supportedLngs: PORTAL_LOCALES,
  // Resources are bundled, so initialising synchronously avoids a first paint without text.
  initAsync: false,
  // React escapes output already.
  interpolation: { escapeValue: false },
  returnNull: false,
});

function reflectLocale(locale: PortalLocale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

reflectLocale(activeLocale());
i18n.on('languageChanged', (language: string) => {
  if (!isPortalLocale(language)) return;
  reflectLocale(language);
  writeStoredLocale(browserStorage(), language);
});

/** The language the interface shows now (one of the four; Korean when unsure). */
export function activeLocale(): PortalLocale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isPortalLocale(language) ? language : DEFAULT_PORTAL_LOCALE;
}

/** Switches the interface language, persists it and updates `<html lang>`. */
export async function changeLocale(locale: PortalLocale): Promise<void> {
  await i18n.changeLanguage(locale);
}
