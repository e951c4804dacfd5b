import type { Locale } from '@maru/api';
import type { MaruDb } from '../db/connection';

/*
 * Companies (`studios`) and departments carry the same name columns: Korean and English
 * always, Japanese and Chinese where known (nullable since `2026_11_27_301` and `_401`). One
 * rule names either for a reader, so a company and its departments never disagree.
 */

/** The name columns of a `studios` or `departments` row (null: a left join found none). */
export interface OrgNameColumns {
  dl_name: string | null;
  dl_name_en: string | null;
  dl_name_ja: string | null;
  dl_name_zh: string | null;
}

/**
 * A company's or department's name in `locale`; one without a name in that language (added
 * before it had one) is named in Korean, the fallback locale (spec 01 §9), never in English.
 */
export function orgNameIn(row: OrgNameColumns, locale: Locale): string {
  const names: Record<Locale, string | null> = {
    ko: row.dl_name,
    en: row.dl_name_en,
    ja: row.dl_name_ja,
    zh: row.dl_name_zh,
  };
  return (names[locale] || row.dl_name) ?? '';
}

/** The name columns of `table` to select for `orgNameIn`. */
export function orgNameColumns<T extends 'studios' | 'departments'>(table: T) {
  return [
    `${table}.dl_name`,
    `${table}.dl_name_en`,
    `${table}.dl_name_ja`,
    `${table}.dl_name_zh`,
  ] as const;
}

/** A name by id, already in the reader's language (undefined: no such row). */
export type OrgNameOf = (dlId: string) => string | undefined;

/**
 * The given companies' or departments' names from the server's own rows, each by `orgNameIn`.
 * One query for any number of them, so an answer naming many (member lists, profiles, news)
 * pays once.
 */
export async function orgNamesOf(
  db: MaruDb,
  table: 'studios' | 'departments',
  ids: readonly string[],
  locale: Locale,
): Promise<OrgNameOf> {
  const unique = [...new Set(ids)];
  // Both tables have these columns; naming one keeps the query typed.
  const rows =
    unique.length === 0
      ? []
      : await db
          .selectFrom(table as 'studios')
          .select(['dl_id', 'dl_name', 'dl_name_en', 'dl_name_ja', 'dl_name_zh'])
          .where('dl_id', 'in', unique)
          .execute();
  const names = new Map(rows.map((row) => [row.dl_id, orgNameIn(row, locale)]));
  return (dlId) => names.get(dlId);
}
