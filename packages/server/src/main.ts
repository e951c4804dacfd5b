import { serve } from '@hono/node-server';
import { demoAccounts } from '@maru/api/fixtures';
import { createApp } from './app';
import { deleteExpiredSessions } from './auth/sessions';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrations';
import { seed } from './db/seed';

/** `npm start` ends here: migrate, seed an empty database, serve the API and the portal. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.databaseFile);
  await migrateToLatest(db);
  const seeded = await seed(db);
  await deleteExpiredSessions(db, Math.floor(Date.now() / 1000));

  const app = createApp({ db, allowedOrigins: config.allowedOrigins, staticDir: config.staticDir });
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    const url = `http://${config.host}:${info.port}/`;
    console.log(`Maru reference server: ${url}`);
    console.log(
      `database: ${config.databaseFile}${seeded ? ' (seeded with the demo company)' : ''}`,
    );
    console.log('demo accounts:');
    for (const account of demoAccounts) {
      console.log(`  ${account.loginId} / ${account.password}  ${account.description}`);
    }
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing`);
    // Stop accepting connections, let running requests finish, then close the database.
    server.close(() => {
      void db.destroy().finally(() => process.exit(0));
    });
    // Idle keep-alive sockets would hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => process.exit(1), 5000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
