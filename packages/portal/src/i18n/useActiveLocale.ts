import { useTranslation } from 'react-i18next';
import { activeLocale } from './i18n';
import type { PortalLocale } from './locale';

/** The interface language; re-renders the caller when the language switch changes it. */
export function useActiveLocale(): PortalLocale {
  // Subscribing through useTranslation is what re-renders on `languageChanged`.
  useTranslation();
  return activeLocale();
}
