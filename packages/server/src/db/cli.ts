import { loadConfig } from '../config';
import { openDatabase } from './connection';
import { migrateToLatest } from './migrations';
import { seed, tableCounts } from './seed';

/** `pnpm --filter @maru/server seed`: migrates and seeds MARU_DB, then prints the row counts. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.databaseFile);
  try {
    const migrated = await migrateToLatest(db);
    for (const step of migrated.results ?? []) {
      console.log(`migration ${step.migrationName}: ${step.status}`);
    }
    const seeded = await seed(db);
    console.log(
      seeded ? `seeded ${config.databaseFile}` : `${config.databaseFile} already has data`,
    );
    console.table(await tableCounts(db));
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
