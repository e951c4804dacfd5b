import { PostgresAdapter, type Kysely } from 'kysely';

/*
 * The two database engines Maru runs on (issue 15): SQLite (one file, the default) and
 * PostgreSQL (one database shared by any number of server instances). Almost every query is
 * written once with Kysely's builder; where the SQL differs, a module of `db/dialect/` (or the
 * feature's own, e.g. search's index) asks `engineOf` and says how for each.
 */

export type Engine = 'sqlite' | 'postgres';

/** The engine a connection (a `Kysely`, a transaction, a migration's `Kysely<unknown>`) talks to. */
export function engineOf<DB>(db: Kysely<DB>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
