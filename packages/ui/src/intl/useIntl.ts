import { useCallback } from 'react';
import { useLocale } from './LocaleContext';
import { translate } from './translate';
import type { Catalogue, MessageVars } from './translate';

/** Translates a key of the given catalogue in the active locale. */
export type Translate = (key: string, vars?: MessageVars) => string;

/**
 * Returns `t(key, vars?)` over a component's or widget's own catalogue, with `{name}`
 * interpolation and Korean fallback for keys missing in the active locale.
 */
export function useIntl(catalogue: Catalogue): {
  t: Translate;
  locale: ReturnType<typeof useLocale>;
} {
  const locale = useLocale();
  const t = useCallback<Translate>(
    (key, vars) => translate(catalogue, locale, key, vars),
    [catalogue, locale],
  );
  return { t, locale };
}
