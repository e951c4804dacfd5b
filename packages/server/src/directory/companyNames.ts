import type { Locale } from '@maru/api';
import type { CompanyNameOf } from '@maru/api/domain';
import type { MaruDb } from '../db/connection';
import { orgNamesOf } from './orgNames';

/**
 * The given companies' names from the server's own rows: in `locale`, in Korean where a
 * company has no name in it (spec 01 §9). One query for any number of them.
 */
export function companyNamesOf(
  db: MaruDb,
  studioIds: readonly string[],
  locale: Locale,
): Promise<CompanyNameOf> {
  return orgNamesOf(db, 'studios', studioIds, locale);
}
