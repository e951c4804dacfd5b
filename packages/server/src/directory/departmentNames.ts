import type { Locale } from '@maru/api';
import {
  memberStudioIds,
  type DepartmentNameOf,
  type Employee,
  type ProfileNames,
} from '@maru/api/domain';
import type { MaruDb } from '../db/connection';
import { companyNamesOf } from './companyNames';
import { orgNamesOf } from './orgNames';

/**
 * The given departments' names from the server's own rows: in `locale`, in Korean where a
 * department has no name in it (spec 01 §9). One query for any number of them.
 */
export function departmentNamesOf(
  db: MaruDb,
  dlIds: readonly string[],
  locale: Locale,
): Promise<DepartmentNameOf> {
  return orgNamesOf(db, 'departments', dlIds, locale);
}

/** The names a profile of `employee` shows (its posts' companies and departments): two queries. */
export async function profileNamesOf(
  db: MaruDb,
  employee: Employee,
  locale: Locale,
): Promise<ProfileNames> {
  const dlIds = [
    employee.organizationId,
    ...employee.subDepartments.map((sub) => sub.organizationId),
  ];
  const [companyNameOf, departmentNameOf] = await Promise.all([
    companyNamesOf(db, memberStudioIds(employee), locale),
    departmentNamesOf(db, dlIds, locale),
  ]);
  return { companyNameOf, departmentNameOf };
}
