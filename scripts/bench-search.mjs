// Unified search benchmark (issue 7, GUIDE §6): p50/p99 of `GET /es/unified/search` over a
// company scaled to 100,000 members (the directory's generator) plus 20,000 generated posts;
// budget under 50 ms a page. The work runs in packages/server/src/search/bench.ts (TypeScript,
// via tsx) on a temporary SQLite file that is removed afterwards. Bounded: 300 requests per kind.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './ensure.mjs';

const child = spawn(
  join(root, 'packages/server/node_modules/.bin/tsx'),
  ['packages/server/src/search/bench.ts'],
  { cwd: root, stdio: 'inherit', env: process.env },
);
child.on('exit', (code, signal) => {
  process.exitCode = signal ? 1 : (code ?? 1);
});
