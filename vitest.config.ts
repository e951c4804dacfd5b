import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * A front-end package's tests as two projects: components (`*.test.tsx`) in jsdom, and rules,
 * atoms and helpers (`*.test.ts`) in Node as `<name>-node`. Building a jsdom costs about a
 * second per file on two busy cores and most `.ts` files never touch a DOM; one that does (a
 * hook rendered with `renderHook`, `document` read by a rule) says so on its first line with
 * `// @vitest-environment jsdom` and gets the same setup. `--project '<name>*'` runs both.
 */
function frontEnd(name: string, extra: { testTimeout?: number } = {}) {
  const src = `packages/${name}/src/**`;
  return [
    {
      test: {
        name,
        include: [`${src}/*.test.tsx`],
        environment: 'jsdom' as const,
        setupFiles: ['./vitest.setup.ts'],
        ...extra,
      },
    },
    {
      test: {
        name: `${name}-node`,
        include: [`${src}/*.test.ts`],
        environment: 'node' as const,
        setupFiles: ['./vitest.setup.ts'],
        ...extra,
      },
    },
  ];
}

/**
 * The server suite's engine: `MARU_TEST_ENGINE=postgres` runs it on PostgreSQL (`server-pg` in
 * `npm test`, see packages/server/src/testing/postgresSetup.ts), else on SQLite.
 */
const onPostgres = process.env.MARU_TEST_ENGINE === 'postgres';

/**
 * Server test files about SQLite itself (its file, FTS5 schema, online backup): they open
 * SQLite whatever the engine, so the PostgreSQL run leaves them to the SQLite one.
 */
const SQLITE_ONLY_TESTS = [
  'packages/server/src/admin/backup.test.ts',
  'packages/server/src/db/startupCheck.test.ts',
  'packages/server/src/search/migration.test.ts',
];

/** One project per layer, so the test command can run and count each layer on its own. */
export default defineConfig({
  test: {
    reporters: ['default'],
    // Vitest's default is one worker fewer than the cores: on the two-core CI machine that is a
    // single worker, and the unit layer took twice as long as with two (measured: widgets 57 s
    // with one worker, 37 s with two). The main process only collects results.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'api', include: ['packages/api/src/**/*.test.ts'], environment: 'node' } },
      ...frontEnd('ui'),
      ...frontEnd('widgets'),
      // The whole app renders in jsdom (shell, session, a dozen home widgets): on two busy
      // cores one such test can pass 5 s without anything being wrong.
      ...frontEnd('portal', { testTimeout: 20_000 }),
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          exclude: onPostgres ? SQLITE_ONLY_TESTS : [],
          environment: 'node',
          pool: 'forks',
          // Each query a round trip to another process: a test of hundreds of calls takes longer
          // on PostgreSQL than in SQLite's memory, above all on two busy cores.
          ...(onPostgres ? { testTimeout: 20_000, hookTimeout: 60_000 } : {}),
          // MARU_TEST_ENGINE=postgres: a PostgreSQL server and the run's template databases
          // (packages/server/src/testing/postgresSetup.ts); nothing on SQLite.
          globalSetup: ['packages/server/src/testing/postgresSetup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          // Fails any journey that saw a Content-Security-Policy violation.
          setupFiles: ['./e2e/cspGuard.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
