import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { demoAccounts } from '@maru/api/fixtures';
import { createApp } from './app';
import { deleteExpiredSessions } from './auth/sessions';
import { loadConfig, type ServerConfig } from './config';
import { describeStartupProblem, STARTUP_EXIT_CODES } from './db/startupCheck';
import { describeDatabase, type MaruDb } from './db/connection';
import { listeningOrigins } from './http/hostCheck';
import { createLogger, installLogger, logger } from './log/logger';
import { prepareDatabase } from './startup';

/*
 * `npm start` ends here (`node packages/server/dist/main.js`, built by tsup; `tsx src/main.ts`
 * in development). Two outputs: the JSON log on stdout (`log/logger.ts`, for a log shipper) and
 * a few lines of text on stderr for the person at the terminal (the URL, the demo accounts, why
 * start-up failed).
 */

/** Text for the person at the terminal, kept off stdout so the log stays one JSON per line. */
function tell(lines: readonly string[]): void {
  process.stderr.write(`${lines.join('\n')}\n`);
}

/** What start-up prints about the database: the demo's accounts, or none in production. */
async function banner(config: ServerConfig, db: MaruDb, seeded: boolean): Promise<string[]> {
  if (config.mode === 'demo') {
    return [
      `database: ${describeDatabase(config.database)}${seeded ? ' (seeded with the demo company)' : ''}`,
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
    `database: ${describeDatabase(config.database)} (production mode)`,
    ...(admins.length === 0
      ? ['no administrator yet: create one with `pnpm maru create-admin --help`']
      : []),
  ];
}

/** Once the connections are closed or cut, how long the database may take to close. */
const CLOSE_GRACE_MS = 5000;
/** How often a draining server closes the keep-alive connections that have fallen idle. */
const IDLE_SWEEP_MS = 100;

/**
 * SIGTERM/SIGINT: stop accepting connections and answer `/readyz` 503 (`draining`), let the
 * requests in flight finish for up to `timeoutMs`, then cut the connections still open, close
 * the database and exit 0. A database that will not close exits 1. A repeated signal changes
 * nothing: a terminal's Ctrl+C reaches `npm start` and the server alike, which passes it on
 * too, and a supervisor may signal every process of the group; the wait is bounded anyway.
 */
function closeOnSignals(
  server: Server,
  db: MaruDb,
  timeoutMs: number,
  onDraining: () => void,
): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    const log = logger();
    if (closing) return;
    closing = true;
    onDraining();
    log.info({ event: 'shutdownStarted', signal, timeoutMs });
    const started = performance.now();
    const cut = setTimeout(() => {
      log.warn({ event: 'shutdownTimedOut', timeoutMs });
      server.closeAllConnections();
    }, timeoutMs);
    cut.unref();
    setTimeout(() => {
      log.error({ event: 'shutdownFailed', reason: 'the database did not close' });
      process.exit(1);
    }, timeoutMs + CLOSE_GRACE_MS).unref();
    server.close(() => {
      clearTimeout(cut);
      void db
        .destroy()
        .then(() => {
          log.info({
            event: 'shutdownFinished',
            durationMs: Math.round(performance.now() - started),
          });
          process.exit(0);
        })
        .catch((error: unknown) => {
          log.error({ event: 'shutdownFailed', err: error });
          process.exit(1);
        });
    });
    // A keep-alive connection that falls idle after its last answer would hold close() open
    // until the client hung up: close each soon after it has nothing in flight.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function main(): Promise<void> {
  const config = loadConfig();
  installLogger(createLogger(config.logLevel));
  const prepared = await prepareDatabase(config);
  if (!prepared.ok) {
    const exitCode = STARTUP_EXIT_CODES[prepared.problem.kind];
    logger().fatal({ event: 'startupFailed', problem: prepared.problem.kind, exitCode });
    tell([describeStartupProblem(prepared.problem)]);
    process.exit(exitCode);
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
  let draining = false;
  const app = createApp({
    db,
    allowedOrigins: config.allowedOrigins,
    staticDir: config.staticDir,
    publicOrigins: () => publicOrigins,
    trustProxy: config.trustProxy,
    draining: () => draining,
  });
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    if (!configured) publicOrigins = listeningOrigins(config.host, info.port);
    const url = `http://${config.host}:${info.port}/`;
    logger().info({ event: 'serverListening', url, publicOrigins, mode: config.mode });
    tell([
      `Maru reference server: ${url}`,
      `answers to: ${publicOrigins.join(', ')} (MARU_PUBLIC_ORIGIN)`,
      ...lines,
    ]);
  }) as Server;
  closeOnSignals(server, db, config.shutdownTimeoutMs, () => {
    draining = true;
  });
}

main().catch((error: unknown) => {
  logger().fatal({ event: 'startupFailed', err: error });
  tell([`Maru cannot start: ${error instanceof Error ? error.message : String(error)}`]);
  process.exit(1);
});
