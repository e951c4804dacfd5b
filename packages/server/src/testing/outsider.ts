import type { MaruDb } from '../db/connection';

/**
 * An active member of the seed whose only posts are in Maru (ST100), so `labs` (who works only
 * in Maru Labs, ST200) shares no company with them: the member the cross-company tests ask for.
 */
export async function memberOutsideLabs(db: MaruDb): Promise<string> {
  const outsider = await db
    .selectFrom('employees')
    .select('user_id')
    .where('studio_id', '=', 'ST100')
    .where('user_state', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('employee_sub_departments')
            .select('user_id')
            .whereRef('employee_sub_departments.user_id', '=', 'employees.user_id'),
        ),
      ),
    )
    .orderBy('user_id')
    .executeTakeFirstOrThrow();
  return outsider.user_id;
}
