import type { MaruDb } from '../db/connection';

/**
 * Runs `check` while the companies `dlIds` have no name in `locale` (as companies added before
 * they had one), then gives the names back, so a test file's other tests see the seeded data.
 */
export async function withoutStudioNames(
  db: MaruDb,
  locale: 'ja' | 'zh',
  dlIds: readonly string[],
  check: () => Promise<void>,
): Promise<void> {
  const saved = await db
    .selectFrom('studios')
    .select(['dl_id', 'dl_name_ja', 'dl_name_zh'])
    .where('dl_id', 'in', dlIds)
    .execute();
  const cleared = locale === 'ja' ? { dl_name_ja: null } : { dl_name_zh: null };
  await db.updateTable('studios').set(cleared).where('dl_id', 'in', dlIds).execute();
  try {
    await check();
  } finally {
    for (const { dl_id, ...names } of saved) {
      await db.updateTable('studios').set(names).where('dl_id', '=', dl_id).execute();
    }
  }
}
