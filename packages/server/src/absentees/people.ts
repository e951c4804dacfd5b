import type { PersonCard } from '@maru/api/domain';
import type { MaruDb } from '../db/connection';
import { orgNameColumns } from '../directory/orgNames';

/**
 * The active members (main posts, not retired) of a company as the people widgets show them,
 * by user id: the absentee and news lists are scoped to the caller's current company.
 */
export async function peopleOfStudio(
  db: MaruDb,
  studioId: string,
): Promise<Map<string, PersonCard>> {
  const rows = await db
    .selectFrom('employees')
    .innerJoin('departments', 'departments.dl_id', 'employees.organization_id')
    .select([
      'employees.user_id',
      'employees.user_name',
      'employees.user_name_en',
      'employees.photo',
      'employees.duty_desc',
      ...orgNameColumns('departments'),
    ])
    .where('employees.studio_id', '=', studioId)
    .where('employees.user_state', '=', 1)
    .execute();
  return new Map(
    rows.map((row) => [
      row.user_id,
      {
        userId: row.user_id,
        userName: row.user_name,
        userNameEn: row.user_name_en,
        photo: row.photo,
        dutyDesc: row.duty_desc,
        dlName: row.dl_name,
        dlNameEn: row.dl_name_en,
        dlNameJa: row.dl_name_ja,
        dlNameZh: row.dl_name_zh,
      },
    ]),
  );
}
