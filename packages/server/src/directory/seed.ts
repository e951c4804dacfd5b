import { directoryFactsOf, directoryLookups, employees } from '@maru/api/fixtures';
import type { MaruDb } from '../db/connection';
import { rebuildDirectoryEntries } from './entries';

/** Rows per insert statement: far below SQLite's 32,766 bound variables. */
export const INSERT_CHUNK = 500;

export async function insertInChunks<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insert(rows.slice(start, start + INSERT_CHUNK));
  }
}

/**
 * The directory's lookups and the members' facts from the fixtures (for the employees that
 * exist), then the search entries. Skipped when the lookups are there already; deterministic.
 * Returns whether it wrote.
 */
export async function seedDirectory(db: MaruDb, _now?: () => Date): Promise<boolean> {
  const any = await db
    .selectFrom('directory_lookups')
    .select('lookup_value_id')
    .limit(1)
    .executeTakeFirst();
  if (any) return false;
  await db
    .insertInto('directory_lookups')
    .values(
      directoryLookups.map((lookup, index) => ({
        lookup_value_id: lookup.lookupValueId,
        type_number: lookup.typeNumber,
        lookup_code: lookup.lookupCode,
        sort_no: index + 1,
        meaning_ko: lookup.names.ko,
        meaning_en: lookup.names.en,
        meaning_ja: lookup.names.ja,
        meaning_zh: lookup.names.zh,
      })),
    )
    .execute();
  const existing = new Set(
    (await db.selectFrom('employees').select('user_id').execute()).map((row) => row.user_id),
  );
  const facts = employees
    .filter((employee) => existing.has(employee.userId))
    .map((employee) => factRowOf(directoryFactsOf(employee)));
  await insertInChunks(facts, (chunk) => db.insertInto('member_facts').values(chunk).execute());
  await rebuildDirectoryEntries(db);
  return true;
}

export function factRowOf(facts: ReturnType<typeof directoryFactsOf>) {
  return {
    user_id: facts.userId,
    job_group_code: facts.jobGroupCode,
    google_auth_id: facts.googleAuthId,
    slack_link: facts.slackLink,
    microsoft: facts.microsoft ? 1 : 0,
    naver: facts.naver ? 1 : 0,
    dispatched: facts.dispatched ? 1 : 0,
    on_leave: facts.onLeave ? 1 : 0,
  };
}
