import type { Locale } from '@maru/api';
import type { CompanyNameOf } from '@maru/api/fixtures';
import type { MaruDb } from '../db/connection';
import { STUDIO_NAME_COLUMNS, studioNameOf } from '../shell/studios';

/**
 * The given companies' names from the server's own rows, each by `studioNameOf`: in `locale`,
 * in Korean where a company has no name in it (spec 01 §9). One query for any number of them,
 * so an answer naming many companies (member lists, profiles, news) pays once.
 */
export async function companyNamesOf(
  db: MaruDb,
  studioIds: readonly string[],
  locale: Locale,
): Promise<CompanyNameOf> {
  const ids = [...new Set(studioIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('studios')
          .select(['studios.dl_id', ...STUDIO_NAME_COLUMNS])
          .where('studios.dl_id', 'in', ids)
          .execute();
  const names = new Map(rows.map((row) => [row.dl_id, studioNameOf(row, locale)]));
  return (studioId) => names.get(studioId);
}
