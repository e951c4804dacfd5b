import path from 'node:path';
import type { DatabaseConfig } from './connection';

/** Connections per server instance when `MARU_DB_POOL_SIZE` is not set. */
export const DEFAULT_POOL_SIZE = 10;

function parsePoolSize(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_POOL_SIZE;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1) {
    throw new Error(
      `MARU_DB_POOL_SIZE must be a whole number of connections (1 or more), got "${raw}"`,
    );
  }
  return size;
}

/**
 * `MARU_DB`: `sqlite:<file>` (a bare path too, as before engines had a prefix), or a
 * PostgreSQL URL (`postgres://…` or `postgresql://…`) with `MARU_DB_POOL_SIZE` connections at
 * most. Unset: `defaultFile`. A relative file is taken from the working directory.
 */
export function parseDatabaseConfig(env: NodeJS.ProcessEnv, defaultFile: string): DatabaseConfig {
  const raw = env.MARU_DB?.trim();
  if (raw === undefined || raw === '') return { engine: 'sqlite', file: path.resolve(defaultFile) };
  if (/^postgres(ql)?:\/\//i.test(raw)) {
    try {
      new URL(raw);
    } catch {
      throw new Error(
        'MARU_DB is not a valid PostgreSQL URL (postgres://user:password@host:port/database)',
      );
    }
    return { engine: 'postgres', url: raw, poolSize: parsePoolSize(env.MARU_DB_POOL_SIZE) };
  }
  const file = raw.startsWith('sqlite:') ? raw.slice('sqlite:'.length) : raw;
  if (file === '') throw new Error('MARU_DB=sqlite: needs a file (sqlite:data/maru.db)');
  return { engine: 'sqlite', file: path.resolve(file) };
}
