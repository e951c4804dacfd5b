import { createContext, useContext } from 'react';
import { defaultLocale } from './locale';
import type { Locale } from './locale';

export const LocaleContext = createContext<Locale>(defaultLocale);

/** The active Maru locale (Korean outside a MaruProvider). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}
