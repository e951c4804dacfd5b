import { DEFAULT_MIGRATION_TABLE, sql, type Kysely } from 'kysely';
import { migrations } from '../db/migrations';

/** How a database's migrations compare with the ones this build ships. */
export interface MigrationComparison {
  /** Shipped, not yet run on the database (start-up runs them). */
  pending: string[];
  /** Run on the database but unknown to this build: the database is from a newer release. */
  unknown: string[];
}

/** The migrations a database has run, by name (one query; throws when it cannot be read). */
export async function executedMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  return rows.map((row) => row.name);
}

export function compareMigrations(
  executed: readonly string[],
  shipped: readonly string[] = Object.keys(migrations),
): MigrationComparison {
  const ran = new Set(executed);
  const known = new Set(shipped);
  return {
    pending: shipped.filter((name) => !ran.has(name)),
    unknown: executed.filter((name) => !known.has(name)),
  };
}

/** Why the server is not ready for traffic. */
export type NotReadyReason = 'unreachable' | 'migrationsPending' | 'newerSchema' | 'draining';

/** How long `/readyz` waits for the database before calling it unreachable. */
export const READINESS_TIMEOUT_MS = 2000;

/**
 * Whether the database answers within the timeout and has run exactly the shipped migrations:
 * null when ready, else the reason. The reason is for the log, never for the answer.
 */
export async function databaseNotReady<DB>(
  db: Kysely<DB>,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<NotReadyReason | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const executed = await Promise.race([executedMigrations(db), timeout]);
    if (executed === 'timeout') return 'unreachable';
    const { pending, unknown } = compareMigrations(executed);
    if (unknown.length > 0) return 'newerSchema';
    return pending.length > 0 ? 'migrationsPending' : null;
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}
