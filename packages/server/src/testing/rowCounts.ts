import { sql } from 'kysely';
import type { MaruDb } from '../db/connection';

/**
 * Rows in every table (FTS5 virtual tables through their shadow tables), by table: proof that
 * a refused call wrote nothing anywhere, not only in the tables the test author thought of.
 */
export async function tableRowCounts(db: MaruDb): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%' and sql not like 'CREATE VIRTUAL TABLE%'
    order by name`.execute(db);
  const counts = sql.join(
    tables.rows.map(
      ({ name }) => sql`select ${name} as name, count(*) as n from ${sql.table(name)}`,
    ),
    sql` union all `,
  );
  const rows = await sql<{ name: string; n: number }>`${counts}`.execute(db);
  return Object.fromEntries(rows.rows.map(({ name, n }) => [name, Number(n)]));
}
