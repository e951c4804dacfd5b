import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { engineOf } from './engine';

/*
 * A read-then-write (the commute state, then the record it allows) must see no other write of
 * the same member between the two. SQLite runs one write transaction at a time, so it does;
 * PostgreSQL runs transactions side by side (other connections of the pool, other instances),
 * so there the transaction first locks the member's row and the member's writes queue.
 */

/** Holds the member's `employees` row until the transaction ends (PostgreSQL; SQLite: no-op). */
export async function lockMember(trx: Transaction<Database>, userId: string): Promise<void> {
  if (engineOf<Database>(trx) !== 'postgres') return;
  await trx
    .selectFrom('employees')
    .select('user_id')
    .where('user_id', '=', userId)
    .forUpdate()
    .execute();
}

/** The start-up work that runs once however many instances start at once. */
export const STARTUP_LOCKS = { migrate: 0x6d617275, seed: 0x6d617276 } as const;

/**
 * Runs `work` alone among all the instances on one PostgreSQL database: a session advisory
 * lock on one connection, which `work` then uses. Instances starting at once on a new database
 * would otherwise both migrate (Kysely's own lock covers one step, and reading the catalogue
 * while another instance changes it can fail) and both seed (each part writes into a table it
 * found empty). SQLite: `work` runs on `db` as it is, one writer at a time already.
 */
export async function exclusively<DB, T>(
  db: Kysely<DB>,
  lock: number,
  work: (db: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (engineOf(db) !== 'postgres') return work(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${lock})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${lock})`.execute(connection);
    }
  });
}
