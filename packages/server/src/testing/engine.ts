import type { Engine } from '../db/dialect/engine';

/**
 * The engine this test run's databases are on: `MARU_TEST_ENGINE=postgres` (the `server-pg`
 * step of `npm test`), else SQLite. A test file that must differ by engine asks this.
 */
export const TEST_ENGINE: Engine = (() => {
  const raw = process.env.MARU_TEST_ENGINE ?? 'sqlite';
  if (raw !== 'sqlite' && raw !== 'postgres') {
    throw new Error(`MARU_TEST_ENGINE must be "sqlite" or "postgres", got "${raw}"`);
  }
  return raw;
})();
