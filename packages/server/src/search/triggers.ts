import { sql, type Kysely } from 'kysely';
import { refreshPostDocsSql } from './documents';

/*
 * The triggers that keep search's documents and indexes in step with the base tables, built
 * from one list per migration: a table, and the statements each of its events runs. A
 * migration creates them with `createTriggers` and drops them with `dropTriggers`, so the
 * names are never written twice.
 */

type TriggerEvent = 'insert' | 'update' | 'delete';

const SUFFIX: Record<TriggerEvent, string> = { insert: 'ai', update: 'au', delete: 'ad' };

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

export async function createTriggers(
  db: Kysely<unknown>,
  tables: readonly SyncTable[],
): Promise<void> {
  for (const entry of tables) {
    for (const event of EVENTS) {
      const statements = entry[event];
      if (statements) await sql.raw(triggerSql(entry, event, statements)).execute(db);
    }
  }
}

export async function dropTriggers(
  db: Kysely<unknown>,
  tables: readonly SyncTable[],
): Promise<void> {
  for (const name of triggerNames(tables)) {
    await sql.raw(`drop trigger if exists ${name}`).execute(db);
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
  options: Pick<SyncTable, 'indent'> & { body: string; onDelete?: readonly string[] },
): SyncTable {
  const refresh = (row: 'new' | 'old') =>
    refreshPostDocsSql(`p.list_id = ${row}.${listId}`, `list_id = ${row}.${listId}`, options.body);
  return {
    table,
    insert: refresh('new'),
    update: [...refresh('old'), ...refresh('new')],
    delete: options.onDelete ?? refresh('old'),
    ...(options.indent ? { indent: options.indent } : {}),
  };
}
