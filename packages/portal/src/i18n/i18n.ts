import { loadErrorTexts } from '@maru/api';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type ko from './locales/ko';
import koFirst from './locales/koFirst';
import {
  DEFAULT_PORTAL_LOCALE,
  PORTAL_LOCALES,
  browserStorage,
  isPortalLocale,
  readStoredLocale,
  writeStoredLocale,
  type PortalLocale,
} from './locale';

type PortalCatalogue = typeof ko;

/**
 * Korean ships in the first load (default and fallback); the other catalogues are fetched
 * when chosen, which keeps the home route's first load lean (GUIDE §6).
 */
const catalogueLoaders: Record<Exclude<PortalLocale, 'ko'>, () => Promise<PortalCatalogue>> = {
  en: () => import('./locales/en').then((module) => module.default),
  ja: () => import('./locales/ja').then((module) => module.default),
  zh: () => import('./locales/zh').then((module) => module.default),
};

/**
 * The portal's one i18next instance. Annotated so declarations do not name i18next's internal
 * module path (TS2742 under `tsc -b`).
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // The rest of Korean comes with the first lazily loaded part (`loadLaterTexts`).
  resources: { ko: { translation: koFirst } },
  lng: DEFAULT_PORTAL_LOCALE,
  fallbackLng: DEFAULT_PORTAL_LOCALE,
  supportedLngs: PORTAL_LOCALES,
  // Korean is bundled, so initialising synchronously avoids a first paint without text.
  initAsync: false,
  // React escapes output already.
  interpolation: { escapeValue: false },
  returnNull: false,
});

function reflectLocale(locale: PortalLocale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

reflectLocale(DEFAULT_PORTAL_LOCALE);
i18n.on('languageChanged', (language: string) => {
  if (!isPortalLocale(language)) return;
  reflectLocale(language);
  writeStoredLocale(browserStorage(), language);
});

let laterTexts: Promise<void> | null = null;

/**
 * Adds the Korean texts the first load leaves out (`locales/koLater.ts`: people, profile,
 * search, palette), once. Every lazily loaded part of the portal waits for it beside its own
 * code (`lazy/`), so no page shows a key; Korean is also every language's fallback. A failed
 * load is asked for again by the next caller.
 */
export function loadLaterTexts(): Promise<void> {
  laterTexts ??= import('./locales/koLater').then(
    (module) => {
      // Not deep: the areas own their top-level keys, and a deep merge would write into koFirst.
      i18n.addResourceBundle('ko', 'translation', module.default, false, false);
    },
    (error: unknown) => {
      laterTexts = null;
      throw error;
    },
  );
  return laterTexts;
}

/** Makes a locale's catalogue available (fetching it the first time). */
export async function loadCatalogue(locale: PortalLocale): Promise<void> {
  if (locale === 'ko') return loadLaterTexts();
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  // The API's error texts (alerts of the error policy) come in the same language.
  const [catalogue] = await Promise.all([catalogueLoaders[locale](), loadErrorTexts(locale)]);
  i18n.addResourceBundle(locale, 'translation', catalogue);
}

/** The language the interface shows now (one of the four; Korean when unsure). */
export function activeLocale(): PortalLocale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isPortalLocale(language) ? language : DEFAULT_PORTAL_LOCALE;
}

/** Switches the interface language, persists it and updates `<html lang>`. */
export async function changeLocale(locale: PortalLocale): Promise<void> {
  await loadCatalogue(locale);
  await i18n.changeLanguage(locale);
}

/**
 * Switches to the language stored in `maru.locale`, if any. `main.tsx` awaits it before the
 * first render so a Japanese user never sees a flash of Korean.
 */
export async function restoreStoredLocale(): Promise<PortalLocale> {
  const stored = readStoredLocale(browserStorage());
  if (stored !== activeLocale()) {
    // A catalogue that fails to load leaves the interface in Korean rather than blank.
    await changeLocale(stored).catch(() => undefined);
  }
  return activeLocale();
}
