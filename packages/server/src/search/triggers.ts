import { sql, type Kysely } from 'kysely';
import { engineOf, type Engine } from '../db/dialect/engine';
import { refreshPostDocsSql } from './documents';

/*
 * The triggers that keep search's documents and indexes in step with the base tables, built
 * from one list per migration: a table, and the statements each of its events runs. A
 * migration creates them with `createTriggers` and drops them with `dropTriggers`, so the
 * names are never written twice. SQLite writes a trigger's statements into the trigger;
 * PostgreSQL runs a function (PL/pgSQL, of the same name) from it.
 */

type TriggerEvent = 'insert' | 'update' | 'delete';

const SUFFIX: Record<TriggerEvent, string> = { insert: 'ai', update: 'au', delete: 'ad' };

/**
 * A trigger's condition that `column` of the row really changed: SQLite's `is not` (frozen in
 * the shipped triggers), PostgreSQL's `is distinct from`; both treat nulls as values.
 */
export function columnChanged(column: string, engine: Engine): string {
  return engine === 'sqlite'
    ? `new.${column} is not old.${column}`
    : `new.${column} is distinct from old.${column}`;
}

/** One watched table: the body statements (no semicolons) of each event it follows. */
export interface SyncTable {
  table: string;
  insert?: readonly string[];
  update?: readonly string[];
  delete?: readonly string[];
  /** Fire on updates of these columns only (`after update of …`). */
  updateOf?: readonly string[];
  /** Fire on updates only when this holds (`when …`), e.g. a value really changed. */
  updateWhen?: string;
  /**
   * Spaces before the body and before `end`. sqlite_master keeps a trigger's text verbatim,
   * so the first search migration's triggers keep the layout its databases were made with.
   */
  indent?: readonly [body: number, end: number];
}

const EVENTS: readonly TriggerEvent[] = ['insert', 'update', 'delete'];

/** A trigger is named for its table, with `search_` in front unless the table is search's. */
const triggerName = (table: string, event: TriggerEvent) =>
  `${table.startsWith('search_') ? table : `search_${table}`}_${SUFFIX[event]}`;

/** Every trigger name of the list, in creation order. */
export function triggerNames(tables: readonly SyncTable[]): string[] {
  return tables.flatMap((entry) =>
    EVENTS.filter((event) => entry[event]).map((event) => triggerName(entry.table, event)),
  );
}

function triggerSql(entry: SyncTable, event: TriggerEvent, statements: readonly string[]) {
  const [bodyIndent, endIndent] = entry.indent ?? [2, 0];
  const columns = event === 'update' && entry.updateOf ? ` of ${entry.updateOf.join(', ')}` : '';
  const when = event === 'update' && entry.updateWhen ? ` when ${entry.updateWhen}` : '';
  const body = statements.map((statement) => `${statement};`).join('\n');
  return `create trigger ${triggerName(entry.table, event)} after ${event}${columns} on ${entry.table}${when} begin
${' '.repeat(bodyIndent)}${body}
${' '.repeat(endIndent)}end`;
}

/** The same trigger on PostgreSQL: a function of the trigger's name holding the statements. */
function postgresTriggerSql(entry: SyncTable, event: TriggerEvent, statements: readonly string[]) {
  const name = triggerName(entry.table, event);
  const columns = event === 'update' && entry.updateOf ? ` of ${entry.updateOf.join(', ')}` : '';
  const when = event === 'update' && entry.updateWhen ? ` when (${entry.updateWhen})` : '';
  const body = statements.map((statement) => `  ${statement};`).join('\n');
  return [
    `create function ${name}() returns trigger language plpgsql as $$
begin
${body}
  return null;
end $$`,
    `create trigger ${name} after ${event}${columns} on ${entry.table} for each row${when}
  execute function ${name}()`,
  ];
}

export async function createTriggers(
  db: Kysely<unknown>,
  tables: readonly SyncTable[],
): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  for (const entry of tables) {
    for (const event of EVENTS) {
      const statements = entry[event];
      if (!statements) continue;
      const ddl = postgres
        ? postgresTriggerSql(entry, event, statements)
        : [triggerSql(entry, event, statements)];
      for (const statement of ddl) await sql.raw(statement).execute(db);
    }
  }
}

export async function dropTriggers(
  db: Kysely<unknown>,
  tables: readonly SyncTable[],
): Promise<void> {
  if (engineOf(db) === 'sqlite') {
    for (const name of triggerNames(tables)) {
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
    }
    return;
  }
  for (const entry of tables) {
    for (const event of EVENTS.filter((e) => entry[e])) {
      const name = triggerName(entry.table, event);
      await sql.raw(`drop trigger if exists ${name} on ${entry.table}`).execute(db);
      await sql.raw(`drop function if exists ${name}()`).execute(db);
    }
  }
}

/**
 * A table whose rows are part of a post's document: any change rebuilds the document of the
 * post the row belongs to (both posts, when an update moves the row), its body from `body`
 * (refreshPostDocsSql). `onDelete` replaces the rebuild when the row's removal needs
 * something else.
 */
export function followedByPost(
  table: string,
  listId: string,
  options: Pick<SyncTable, 'indent'> & {
    body: string;
    engine: Engine;
    onDelete?: readonly string[];
  },
): SyncTable {
  const refresh = (row: 'new' | 'old') =>
    refreshPostDocsSql(
      `p.list_id = ${row}.${listId}`,
      `list_id = ${row}.${listId}`,
      options.body,
      options.engine,
    );
  return {
    table,
    insert: refresh('new'),
    update: [...refresh('old'), ...refresh('new')],
    delete: options.onDelete ?? refresh('old'),
    ...(options.indent ? { indent: options.indent } : {}),
  };
}
