import type { ParseKeys } from 'i18next';

/** The portal's interface languages, Korean first (GUIDE §1). */
export const PORTAL_LOCALES = ['ko', 'en', 'ja', 'zh'] as const;
export type PortalLocale = (typeof PORTAL_LOCALES)[number];

/** Korean is both the default and the fallback language. */
export const DEFAULT_PORTAL_LOCALE: PortalLocale = 'ko';

/** Where the chosen language survives reloads. */
export const LOCALE_STORAGE_KEY = 'maru.locale';

/** A key of the portal's own catalogue, e.g. `title.home`. */
export type MessageKey = ParseKeys<'translation'>;

export function isPortalLocale(value: unknown): value is PortalLocale {
  return typeof value === 'string' && (PORTAL_LOCALES as readonly string[]).includes(value);
}

/** The stored language, or Korean when nothing (or something unknown) was stored. */
export function readStoredLocale(storage: Pick<Storage, 'getItem'> | null): PortalLocale {
  try {
    const stored = storage?.getItem(LOCALE_STORAGE_KEY);
    return isPortalLocale(stored) ? stored : DEFAULT_PORTAL_LOCALE;
  } catch {
    // Storage can throw (privacy mode, sandboxed frames); the default language still works.
    return DEFAULT_PORTAL_LOCALE;
  }
}

export function writeStoredLocale(
  storage: Pick<Storage, 'setItem'> | null,
  locale: PortalLocale,
): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not persisting is acceptable; the switch still applies to this tab.
  }
}

/** localStorage when the environment has one and allows it. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
