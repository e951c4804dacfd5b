import type { MenuAccessBody } from '@maru/api';
import type { MaruDb } from '../db/connection';

/** Appends one menu access (spec 01 §2: every navigation records the menu it opened). */
export async function recordMenuAccess(
  db: MaruDb,
  userId: string,
  access: MenuAccessBody,
  now: number,
): Promise<void> {
  await db
    .insertInto('menu_access_log')
    .values({
      user_id: userId,
      system: access.system,
      menu_path: access.menuPath,
      accessed_at: now,
    })
    .execute();
}
