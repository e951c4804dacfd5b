import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const browserLike = { environment: 'jsdom' as const, setupFiles: ['./vitest.setup.ts'] };

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
      { test: { name: 'ui', include: ['packages/ui/src/**/*.test.{ts,tsx}'], ...browserLike } },
      {
        test: {
          name: 'widgets',
          include: ['packages/widgets/src/**/*.test.{ts,tsx}'],
          ...browserLike,
        },
      },
      {
        test: {
          name: 'portal',
          include: ['packages/portal/src/**/*.test.{ts,tsx}'],
          ...browserLike,
          // The whole app renders in jsdom (shell, session, a dozen home widgets): on two busy
          // cores one such test can pass 5 s without anything being wrong.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
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
