import type { ServerConfig } from './config';
import { describeDatabase, openDatabase, type MaruDb } from './db/connection';
import { migrateToLatest } from './db/migrations';
import { demoAccountsIn, seed, seedReference } from './db/seed';
import {
  checkDatabase,
  nodeFileProbe,
  type FileProbe,
  type StartupProblem,
} from './db/startupCheck';

export type PreparedDatabase =
  | { ok: true; db: MaruDb; /** whether this start wrote seed data */ seeded: boolean }
  | { ok: false; problem: StartupProblem };

export interface PrepareOptions {
  /** The seed's clock (tests pin it). */
  now?: () => Date;
  probe?: FileProbe;
}

/**
 * Everything before the server listens, shared by `main.ts`, the seed CLI and `maru
 * create-admin`: check the database (a missing, empty, read-only or corrupt one is a problem,
 * not a new demo database), open it, migrate, then by mode: `demo` seeds the demo company
 * into an empty database; `production` seeds only the reference data and refuses a database
 * that holds any demo account. A problem closes what was opened.
 */
export async function prepareDatabase(
  config: Pick<ServerConfig, 'database' | 'createDatabase' | 'mode'>,
  { now, probe = nodeFileProbe }: PrepareOptions = {},
): Promise<PreparedDatabase> {
  const problem = checkDatabase(config, probe);
  if (problem) return { ok: false, problem };
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    if (config.mode === 'demo') return { ok: true, db, seeded: await seed(db, now) };
    const demo = await demoAccountsIn(db);
    if (demo.length > 0) {
      await db.destroy();
      return {
        ok: false,
        problem: {
          kind: 'demoAccountsInProduction',
          target: describeDatabase(config.database),
          detail: `demo accounts present: ${demo.join(', ')}`,
        },
      };
    }
    return { ok: true, db, seeded: await seedReference(db) };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
