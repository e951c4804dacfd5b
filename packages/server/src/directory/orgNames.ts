import type { Locale } from '@maru/api';
import { orgNameOf } from '@maru/api/domain';
import type { MaruDb } from '../db/connection';

/*
 * Companies (`studios`) and departments carry the same name columns: Korean and English
 * always, Japanese and Chinese where known (nullable since `2026_11_27_301` and `_401`). One
 * rule names either for a reader, so a company and its departments never disagree: the
 * domain's `orgNameOf`, which the mocks answer through too. This module only reads the rows.
 */

/** The name columns of a `studios` or `departments` row (null: a left join found none). */
export interface OrgNameColumns {
  dl_name: string | null;
  dl_name_en: string | null;
  dl_name_ja: string | null;
  dl_name_zh: string | null;
}

/**
 * A company's or department's row named in `locale` by `orgNameOf`: Korean where the row has
 * no name in that language (spec 01 §9), never English; '' when a left join found no row.
 */
export function orgNameIn(row: OrgNameColumns, locale: Locale): string {
  return orgNameOf(
    {
      dlName: row.dl_name ?? '',
      dlNameEn: row.dl_name_en ?? '',
      dlNameJa: row.dl_name_ja,
      dlNameZh: row.dl_name_zh,
    },
    locale,
  );
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
