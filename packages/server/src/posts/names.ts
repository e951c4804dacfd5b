import type { Locale } from '@maru/api';

/** The columns a localised menu name is kept in. */
export interface MenuNameColumns {
  name_ko: string;
  name_en: string;
  name_ja: string;
  name_zh: string;
}

/** A menu's name in the request's language. */
export function menuNameIn(row: MenuNameColumns, locale: Locale): string {
  return { ko: row.name_ko, en: row.name_en, ja: row.name_ja, zh: row.name_zh }[locale];
}

/** A department's name: Korean for `ko`, English otherwise (the profile's rule). */
export function departmentNameIn(
  row: { dl_name: string | null; dl_name_en: string | null },
  locale: Locale,
): string {
  return (locale === 'ko' ? row.dl_name : row.dl_name_en) ?? '';
}
