import type { Locale, StudioItem } from '@maru/api';
import type { MaruDb } from '../db/connection';
import { orgNameColumns, orgNameIn } from '../directory/orgNames';

/** The company cloud info and the logo answer for when nobody is signed in. */
export const DEFAULT_STUDIO_ID = 'ST100';

/**
 * The companies a user belongs to: the main post's first, then those of the concurrent posts,
 * each once, named in `locale`.
 */
export async function userStudiosOf(
  db: MaruDb,
  userId: string,
  locale: Locale,
): Promise<StudioItem[]> {
  const main = await db
    .selectFrom('employees')
    .innerJoin('studios', 'studios.dl_id', 'employees.studio_id')
    .select(['studios.dl_id', ...orgNameColumns('studios')])
    .where('employees.user_id', '=', userId)
    .execute();
  const subs = await db
    .selectFrom('employee_sub_departments')
    .innerJoin('studios', 'studios.dl_id', 'employee_sub_departments.studio_id')
    .select(['studios.dl_id', ...orgNameColumns('studios')])
    .where('employee_sub_departments.user_id', '=', userId)
    .orderBy('employee_sub_departments.sort_no')
    .execute();
  const seen = new Set<string>();
  return [...main, ...subs].flatMap((studio) => {
    if (seen.has(studio.dl_id)) return [];
    seen.add(studio.dl_id);
    return [{ dlId: studio.dl_id, dlName: orgNameIn(studio, locale) }];
  });
}

/**
 * The company the user currently works in: the one chosen last while the user still holds a
 * post there, else the main post's (issue 13: a concurrent post that has ended no longer opens
 * that company's directory, search or feed, whatever the stored choice says).
 */
export async function currentStudioOf(
  db: MaruDb,
  userId: string,
): Promise<{ dlId: string; code: string } | null> {
  const row = await db
    .selectFrom('employees')
    .leftJoin('current_studios', (join) =>
      join
        .onRef('current_studios.user_id', '=', 'employees.user_id')
        .on((eb) =>
          eb.or([
            eb('current_studios.studio_id', '=', eb.ref('employees.studio_id')),
            eb.exists(
              eb
                .selectFrom('employee_sub_departments')
                .select('employee_sub_departments.user_id')
                .whereRef('employee_sub_departments.user_id', '=', 'employees.user_id')
                .whereRef('employee_sub_departments.studio_id', '=', 'current_studios.studio_id'),
            ),
          ]),
        ),
    )
    .innerJoin('studios', (join) =>
      join.on((eb) =>
        eb(
          'studios.dl_id',
          '=',
          eb.fn.coalesce('current_studios.studio_id', 'employees.studio_id'),
        ),
      ),
    )
    .select(['studios.dl_id', 'studios.code'])
    .where('employees.user_id', '=', userId)
    .executeTakeFirst();
  return row ? { dlId: row.dl_id, code: row.code } : null;
}

/**
 * Makes `studioId` the user's current company. Refuses (returns false, writes nothing) when the
 * user does not belong to that company: the portal only offers the user's own, but the server
 * must not trust that.
 */
export async function switchCurrentStudio(
  db: MaruDb,
  userId: string,
  studioId: string,
  now: number,
): Promise<boolean> {
  const own = await userStudiosOf(db, userId, 'ko');
  if (!own.some((studio) => studio.dlId === studioId)) return false;
  await db
    .insertInto('current_studios')
    .values({ user_id: userId, studio_id: studioId, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ studio_id: studioId, updated_at: now }))
    .execute();
  return true;
}
