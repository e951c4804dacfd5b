import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files that need a module graph of their own: every file that replaces a module with
 * `vi.mock` (found by reading the file), and these, which test a module's load-once state. The
 * other files of a package share one module graph per worker (`isolate: false`): importing the
 * app again for every file was more than half of the unit layer's time (issue 14).
 */
const OWN_MODULE_STATE = [
  // Which error-text catalogues were loaded so far.
  'packages/api/src/errors/texts.test.ts',
  // The lazily loaded message box: loaded once per module graph.
  'packages/ui/src/MessageBox/MessageBoxHost.lazy.test.tsx',
  // Counts the page's live regions: react-aria's own announcer (two more \`role="log"\`
  // regions, made once per module graph by \`announce()\`) stays in the body after the file that
  // announced.
  'packages/ui/src/Toast/Toast.test.tsx',
];

/** The test files under `dir` that must run isolated (see OWN_MODULE_STATE). */
function isolatedTests(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${dir}/${name}`)
    .filter(
      (file) => OWN_MODULE_STATE.includes(file) || readFileSync(file, 'utf8').includes('vi.mock('),
    );
}

/**
 * A front-end package's tests as three projects: components (`*.test.tsx`) in jsdom, and
 * rules, atoms and helpers (`*.test.ts`) in Node as `<name>-node`, each sharing its module
 * graph between files; and the files that must not share it (`isolatedTests`) as
 * `<name>-isolated`, in jsdom. Building a jsdom costs about a second per file on two busy cores
 * and most `.ts` files never touch a DOM; one that does (a hook rendered with `renderHook`,
 * `document` read by a rule) says so on its first line with `// @vitest-environment jsdom` and
 * gets the same setup. `--project '<name>*'` runs all three.
 */
function frontEnd(
  name: string,
  { setupFiles = [], ...extra }: { testTimeout?: number; setupFiles?: string[] } = {},
) {
  const src = `packages/${name}/src`;
  const isolated = isolatedTests(src);
  const setup = { setupFiles: ['./vitest.setup.ts', ...setupFiles], ...extra };
  const shared = { exclude: isolated, isolate: false, ...setup };
  return [
    { test: { name, include: [`${src}/**/*.test.tsx`], environment: 'jsdom' as const, ...shared } },
    {
      test: {
        name: `${name}-node`,
        include: [`${src}/**/*.test.ts`],
        environment: 'node' as const,
        ...shared,
      },
    },
    {
      test: {
        name: `${name}-isolated`,
        include: isolated,
        environment: 'jsdom' as const,
        ...setup,
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

/** The API package's tests that must run isolated (it has no jsdom tests). */
const apiIsolated = isolatedTests('packages/api/src');

/** One project per layer, so the test command can run and count each layer on its own. */
export default defineConfig({
  test: {
    reporters: ['default'],
    // Vitest's default is one worker fewer than the cores: on the two-core CI machine that is a
    // single worker, and the unit layer took twice as long as with two (measured: widgets 57 s
    // with one worker, 37 s with two). The main process only collects results.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'api',
          include: ['packages/api/src/**/*.test.ts'],
          exclude: apiIsolated,
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'api-isolated',
          include: apiIsolated,
          environment: 'node',
        },
      },
      ...frontEnd('ui'),
      ...frontEnd('widgets'),
      // The whole app renders in jsdom (shell, session, a dozen home widgets): on two busy
      // cores one such test can pass 5 s without anything being wrong.
      ...frontEnd('portal', {
        testTimeout: 20_000,
        setupFiles: ['./packages/portal/src/testing/laterTexts.setup.ts'],
      }),
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          exclude: onPostgres ? SQLITE_ONLY_TESTS : [],
          environment: 'node',
          pool: 'forks',
          // Each test file opens its own databases; the modules are shared between files.
          isolate: false,
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
