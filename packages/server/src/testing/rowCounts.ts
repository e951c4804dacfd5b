import { sql } from 'kysely';
import type { MaruDb } from '../db/connection';

/**
 * Rows in every table of the database, to prove a refused call wrote nothing anywhere (not
 * only in the tables the test author thought of).
 */
export async function tableRowCounts(db: MaruDb): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    SELECT name FROM sqlite_master
    WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_fts%'
    ORDER BY name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(db);
    counts[name] = Number(row.rows[0]?.n ?? 0);
  }
  return counts;
}
