import { sql, type Kysely } from 'kysely';
import type { MaruDb } from '../db/connection';
import { engineOf } from '../db/dialect/engine';

/*
 * A database's schema as tests compare it, on either engine: the tables with their columns
 * (types in one spelling: `varchar(32)`, `integer`, `bigint`, `text`, `double precision`), and
 * every other object by name. Search's index structures are each engine's own (FTS5 virtual
 * tables and their shadow tables on SQLite, GIN indexes on PostgreSQL) and are listed apart.
 */

export interface SchemaSnapshot {
  /** `table` → its columns in order, each `name type`. */
  tables: Record<string, string[]>;
  /** Indexes and triggers, `kind name on table`, in name order. */
  objects: string[];
  /** The migrations recorded as run, in name order. */
  ran: string[];
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  type: string;
}

async function sqliteSnapshot(db: MaruDb): Promise<Omit<SchemaSnapshot, 'ran'>> {
  const virtual = (
    await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'`.execute(
      db,
    )
  ).rows.map((row) => row.name);
  const ftsOwned = (name: string) =>
    virtual.some((table) => name === table || name.startsWith(`${table}_`));
  const columns = await sql<ColumnRow>`
    select m.name as table_name, p.name as column_name, lower(p.type) as type
    from sqlite_master m join pragma_table_info(m.name) p
    where m.type = 'table' and m.name not like 'sqlite_%'
    order by m.name, p.cid`.execute(db);
  const objects = await sql<{ type: string; name: string; tbl_name: string }>`
    select type, name, tbl_name from sqlite_master
    where type in ('index', 'trigger') and name not like 'sqlite_%' order by name`.execute(db);
  return {
    tables: byTable(columns.rows.filter((row) => !ftsOwned(row.table_name))),
    objects: objects.rows
      .filter((row) => !ftsOwned(row.tbl_name))
      .map((row) => `${row.type} ${row.name} on ${row.tbl_name}`),
  };
}

async function postgresSnapshot(db: MaruDb): Promise<Omit<SchemaSnapshot, 'ran'>> {
  const columns = await sql<ColumnRow>`
    select c.table_name, c.column_name,
      case when c.data_type = 'character varying'
        then 'varchar(' || c.character_maximum_length || ')' else c.data_type end as type
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const objects = await sql<{ object: string }>`
    select 'index ' || indexname || ' on ' || tablename as object from pg_indexes
    where schemaname = current_schema()
    union all
    select distinct 'trigger ' || trigger_name || ' on ' || event_object_table
    from information_schema.triggers where trigger_schema = current_schema()
    order by object`.execute(db);
  return { tables: byTable(columns.rows), objects: objects.rows.map((row) => row.object) };
}

function byTable(rows: readonly ColumnRow[]): Record<string, string[]> {
  const tables: Record<string, string[]> = {};
  for (const row of rows) (tables[row.table_name] ??= []).push(`${row.column_name} ${row.type}`);
  return tables;
}

/** The schema of `db` (see the module comment). */
export async function schemaSnapshot(db: MaruDb): Promise<SchemaSnapshot> {
  const shape = engineOf(db) === 'sqlite' ? await sqliteSnapshot(db) : await postgresSnapshot(db);
  const ran =
    'kysely_migration' in shape.tables
      ? (
          await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
        ).rows.map((row) => row.name)
      : [];
  return { ...shape, ran };
}

/** Whether `db` has a table named `name`. */
export async function hasTable<DB>(db: Kysely<DB>, name: string): Promise<boolean> {
  const { rows } =
    engineOf(db) === 'sqlite'
      ? await sql<{ n: number }>`
          select count(*) as n from sqlite_master where type = 'table' and name = ${name}`.execute(
          db,
        )
      : await sql<{ n: number }>`
          select count(*) as n from information_schema.tables
          where table_schema = current_schema() and table_name = ${name}`.execute(db);
  return Number(rows[0]?.n) > 0;
}
