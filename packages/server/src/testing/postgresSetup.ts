import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createTemplates, dropRun, type PostgresRun } from './postgresTemplates';

/*
 * The server project's global setup. On SQLite it does nothing. With MARU_TEST_ENGINE=postgres
 * it takes the server at MARU_TEST_PG, or starts a throw-away cluster (scripts/postgres.mjs,
 * installing Debian's PostgreSQL when missing), makes the run's templates, hands the test files
 * the URL, and at the end drops the run's databases and stops the cluster.
 */

interface Cluster {
  url: string;
  stop(): void;
}

/** scripts/postgres.mjs, outside this package's sources: imported by URL. */
async function startCluster(): Promise<Cluster> {
  const script = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../../scripts/postgres.mjs',
  );
  const module = (await import(pathToFileURL(script).href)) as { startCluster(): Promise<Cluster> };
  return module.startCluster();
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (process.env.MARU_TEST_ENGINE !== 'postgres') {
    project.provide('maruPostgres', null);
    return;
  }
  const external = process.env.MARU_TEST_PG;
  const cluster = external ? null : await startCluster();
  const run: PostgresRun = {
    url: external ?? (cluster as Cluster).url,
    prefix: `maru_${process.pid}_${Date.now().toString(36)}`,
  };
  try {
    await createTemplates(run);
  } catch (error) {
    await dropRun(run).catch(() => undefined);
    cluster?.stop();
    throw error;
  }
  project.provide('maruPostgres', run);
  return async () => {
    try {
      await dropRun(run);
    } finally {
      cluster?.stop();
    }
  };
}
