import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { engineOf } from './dialect/engine';

/*
 * Auto-numbered keys, the one column type that differs: SQLite's INTEGER PRIMARY KEY
 * AUTOINCREMENT, PostgreSQL's identity column.
 */

/** An auto-numbered primary key (identity on PostgreSQL). */
export function identity(db: Kysely<unknown>) {
  const postgres = engineOf(db) === 'postgres';
  return (column: ColumnDefinitionBuilder) =>
    postgres
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}

/**
 * After rows were inserted with their ids given (the seed keeps the fixtures' ids), moves each
 * identity's sequence past the largest id, so the next row without one gets a new id: SQLite
 * always takes the largest id plus one; a PostgreSQL sequence knows only what it handed out.
 */
export async function advanceIdentities<DB>(db: Kysely<DB>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(db);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
      coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    );
  }
}
