import pg from 'pg';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrations';
import { seed } from '../db/seed';

/*
 * The PostgreSQL run's databases (issue 15). Every test database is a copy of a template made
 * once per run (`CREATE DATABASE … TEMPLATE`, a file copy: far quicker than migrating and
 * seeding again), named `<run>_<state>`; the test databases are `<run>_t<random>`. All of a
 * run's databases share its prefix, so the end of the run drops exactly its own.
 */

/** How far a template is brought, as `openTempDatabase`'s `state`. */
export type TemplateState = 'empty' | 'migrated' | 'seeded';

/** What the global setup hands every test file (vitest `provide`/`inject`). */
export interface PostgresRun {
  /** A URL of the server (any database of it: the maintenance one). */
  url: string;
  /** Every database of this run starts with it. */
  prefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    maruPostgres: PostgresRun | null;
  }
}

/** The URL of database `name` on the server `url` points at. */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

export const templateName = (run: PostgresRun, state: TemplateState) => `${run.prefix}_${state}`;

/** Runs `statements` one by one on a single connection to the server's maintenance database. */
export async function onServer<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A new database `name` as a copy of `template`: UTF-8, with SQLite's byte-order collation and
 * a Unicode ctype when the template is `template0` (Hangul must be letters for ILIKE, regular
 * expressions and pg_trgm; docs/server.md says so for production too).
 */
export async function createDatabase(client: pg.Client, name: string, template: string) {
  if (template !== 'template0') {
    await client.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template)}`);
    return;
  }
  await client.query(
    `CREATE DATABASE ${quoted(name)} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C.UTF-8'`,
  );
}

/**
 * Drops database `name` once the connections a closed pool was still ending are gone (waiting
 * up to a second; FORCE then ends what is left, which its client would report as an error).
 */
export async function dropDatabase(client: pg.Client, name: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
}

/** The three templates of a run: empty, migrated, migrated and seeded (the demo company). */
export async function createTemplates(run: PostgresRun): Promise<void> {
  await onServer(run.url, async (client) => {
    await createDatabase(client, templateName(run, 'empty'), 'template0');
    await createDatabase(client, templateName(run, 'migrated'), templateName(run, 'empty'));
  });
  const migrated = openDatabase({
    engine: 'postgres',
    url: databaseUrl(run.url, templateName(run, 'migrated')),
    poolSize: 1,
  });
  try {
    await migrateToLatest(migrated);
  } finally {
    await migrated.destroy();
  }
  await onServer(run.url, (client) =>
    createDatabase(client, templateName(run, 'seeded'), templateName(run, 'migrated')),
  );
  const seeded = openDatabase({
    engine: 'postgres',
    url: databaseUrl(run.url, templateName(run, 'seeded')),
    poolSize: 1,
  });
  try {
    await seed(seeded);
  } finally {
    await seeded.destroy();
  }
}

/** Drops every database of the run (what a crashed test file left behind too). */
export async function dropRun(run: PostgresRun): Promise<void> {
  await onServer(run.url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`${run.prefix}_`],
    );
    for (const { datname } of rows) await dropDatabase(client, datname);
  });
}
