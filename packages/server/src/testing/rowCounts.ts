import { sql } from 'kysely';
import type { MaruDb } from '../db/connection';
import { engineOf } from '../db/dialect/engine';

/** Every table of the database (on SQLite the FTS5 shadow tables, not the virtual ones). */
async function tableNames(db: MaruDb): Promise<string[]> {
  const { rows } =
    engineOf(db) === 'sqlite'
      ? await sql<{ name: string }>`
          select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%' and sql not like 'CREATE VIRTUAL TABLE%'
          order by name`.execute(db)
      : await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'
          order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Rows in every table (FTS5 virtual tables through their shadow tables), by table: proof that
 * a refused call wrote nothing anywhere, not only in the tables the test author thought of.
 */
export async function tableRowCounts(db: MaruDb): Promise<Record<string, number>> {
  const counts = sql.join(
    (await tableNames(db)).map(
      (name) => sql`select ${name} as name, count(*) as n from ${sql.table(name)}`,
    ),
    sql` union all `,
  );
  const rows = await sql<{ name: string; n: number }>`${counts}`.execute(db);
  return Object.fromEntries(rows.rows.map(({ name, n }) => [name, Number(n)]));
}
