import type { Engine } from './engine';

/*
 * A page read in two steps (the page's keys from an index, then only those rows joined) needs a
 * key that names a row cheaply. SQLite's `rowid` is in every index, so the first step never
 * reads the table; PostgreSQL has no such column (`ctid` cannot be joined on by index), so
 * there the table's primary key is the row's name.
 */

/** The columns naming one row of a table whose primary key is `primaryKey`. */
export function rowKeyColumns(engine: Engine, primaryKey: readonly string[]): readonly string[] {
  return engine === 'sqlite' ? ['rowid'] : primaryKey;
}
