import { loadConfig } from '../config';
import { describeDatabase } from './connection';
import { prepareDatabase } from '../startup';
import { tableCounts } from './seed';
import { describeStartupProblem, STARTUP_EXIT_CODES } from './startupCheck';

/**
 * `pnpm --filter @maru/server seed`: the server's start-up without the listener (the same
 * database check, migrations and seeding by MARU_MODE), then the row counts.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const prepared = await prepareDatabase(config);
  if (!prepared.ok) {
    console.error(describeStartupProblem(prepared.problem));
    process.exitCode = STARTUP_EXIT_CODES[prepared.problem.kind];
    return;
  }
  const { db, seeded } = prepared;
  try {
    const what = config.mode === 'demo' ? 'the demo company' : 'reference data (production)';
    const where = describeDatabase(config.database);
    console.log(seeded ? `seeded ${where} with ${what}` : `${where} already has data`);
    console.table(await tableCounts(db));
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
