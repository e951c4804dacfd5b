import { serve } from '@hono/node-server';
import { demoAccounts } from '@maru/api/fixtures';
import { createApp } from './app';
import { deleteExpiredSessions } from './auth/sessions';
import { loadConfig, type ServerConfig } from './config';
import { describeStartupProblem, STARTUP_EXIT_CODES } from './db/startupCheck';
import type { MaruDb } from './db/connection';
import { listeningOrigins } from './http/hostCheck';
import { prepareDatabase } from './startup';

/** What start-up prints about the database: the demo's accounts, or none in production. */
async function banner(config: ServerConfig, db: MaruDb, seeded: boolean): Promise<string[]> {
  if (config.mode === 'demo') {
    return [
      `database: ${config.databaseFile}${seeded ? ' (seeded with the demo company)' : ''}`,
      'DEMO MODE: a demo database whose accounts have a published password. Not for production',
      '(MARU_MODE=production seeds no demo data; see docs/security.md).',
      'demo accounts:',
      ...demoAccounts.map(
        (account) => `  ${account.loginId} / ${account.password}  ${account.description}`,
      ),
    ];
  }
  const admins = await db
    .selectFrom('accounts')
    .innerJoin('employees', 'employees.user_id', 'accounts.user_id')
    .select('accounts.login_id')
    .where('employees.admin_flag', '=', '1')
    .where('employees.user_state', '<>', 2)
    .execute();
  return [
    `database: ${config.databaseFile} (production mode)`,
    ...(admins.length === 0
      ? ['no administrator yet: create one with `pnpm maru create-admin --help`']
      : []),
  ];
}

/** `npm start` ends here: check and migrate the database, seed by mode, serve API and portal. */
async function main(): Promise<void> {
  const config = loadConfig();
  const prepared = await prepareDatabase(config);
  if (!prepared.ok) {
    console.error(describeStartupProblem(prepared.problem));
    process.exit(STARTUP_EXIT_CODES[prepared.problem.kind]);
  }
  const { db, seeded } = prepared;
  await deleteExpiredSessions(db, Math.floor(Date.now() / 1000));
  const lines = await banner(config, db, seeded);

  // The hosts the server answers to (DNS rebinding): MARU_PUBLIC_ORIGIN, else the address it
  // listens on, whose port is only known once it listens when MARU_PORT=0.
  const configured = config.publicOrigins.length > 0;
  let publicOrigins: readonly string[] = configured
    ? config.publicOrigins
    : listeningOrigins(config.host, config.port);
  const app = createApp({
    db,
    allowedOrigins: config.allowedOrigins,
    staticDir: config.staticDir,
    publicOrigins: () => publicOrigins,
    trustProxy: config.trustProxy,
  });
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    if (!configured) publicOrigins = listeningOrigins(config.host, info.port);
    console.log(`Maru reference server: http://${config.host}:${info.port}/`);
    console.log(`answers to: ${publicOrigins.join(', ')} (MARU_PUBLIC_ORIGIN)`);
    for (const line of lines) console.log(line);
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
