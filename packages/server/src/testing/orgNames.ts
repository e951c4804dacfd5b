import type { MaruDb } from '../db/connection';

type Check = () => Promise<void>;

/**
 * Runs `check` while the rows `dlIds` of `table` have no name in `locale` (as rows added
 * before they had one), then gives the names back, so a test file's other tests see the
 * seeded data.
 */
async function withoutNames(
  db: MaruDb,
  table: 'studios' | 'departments',
  locale: 'ja' | 'zh',
  dlIds: readonly string[],
  check: Check,
): Promise<void> {
  // Both tables have these columns; naming one keeps the queries typed.
  const typed = table as 'studios';
  const saved = await db
    .selectFrom(typed)
    .select(['dl_id', 'dl_name_ja', 'dl_name_zh'])
    .where('dl_id', 'in', dlIds)
    .execute();
  const cleared = locale === 'ja' ? { dl_name_ja: null } : { dl_name_zh: null };
  await db.updateTable(typed).set(cleared).where('dl_id', 'in', dlIds).execute();
  try {
    await check();
  } finally {
    for (const { dl_id, ...names } of saved) {
      await db.updateTable(typed).set(names).where('dl_id', '=', dl_id).execute();
    }
  }
}

/** `check` while the companies `dlIds` have no name in `locale`. */
export function withoutStudioNames(
  db: MaruDb,
  locale: 'ja' | 'zh',
  dlIds: readonly string[],
  check: Check,
): Promise<void> {
  return withoutNames(db, 'studios', locale, dlIds, check);
}

/** `check` while the departments `dlIds` have no name in `locale`. */
export function withoutDepartmentNames(
  db: MaruDb,
  locale: 'ja' | 'zh',
  dlIds: readonly string[],
  check: Check,
): Promise<void> {
  return withoutNames(db, 'departments', locale, dlIds, check);
}
