import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './harness';

/*
 * Every journey runs under the server's real Content-Security-Policy (issue 13): a test whose
 * pages reported a violation fails with the reports, so a style or script the policy refuses
 * (and a user would see broken) cannot pass unnoticed. Registered as the e2e project's setup
 * file, so no test file has to remember it.
 */
afterEach(async () => {
  // The page's report crosses to this process asynchronously; let a late one arrive.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
