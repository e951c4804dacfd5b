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
