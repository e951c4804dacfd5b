import type { Locale } from '../contract';
import type { Studio } from './organisation';

/**
 * The names a company or department carries. Japanese and Chinese may be missing (null or
 * empty): the server's rows added before they had one, a person card built from them.
 */
export interface OrgNames {
  dlName: string;
  dlNameEn: string;
  dlNameJa: string | null;
  dlNameZh: string | null;
}

/**
 * A company's or department's name in `locale`; a name missing in that language falls back to
 * Korean, the portal's fallback locale (spec 01 §9), never to English.
 */
export function orgNameOf(names: OrgNames, locale: Locale): string {
  const byLocale: Record<Locale, string | null> = {
    ko: names.dlName,
    en: names.dlNameEn,
    ja: names.dlNameJa,
    zh: names.dlNameZh,
  };
  return byLocale[locale] || names.dlName;
}

/** A department's name in `locale` (Korean fallback). */
export function departmentNameOf(department: OrgNames, locale: Locale): string {
  return orgNameOf(department, locale);
}

/** A company's name in `locale` (Korean fallback). */
export function studioNameOf(studio: Studio, locale: Locale): string {
  return orgNameOf(studio, locale);
}
