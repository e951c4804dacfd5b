// `npm start`: install what is missing, build the portal, then run the reference server, which
// migrates and seeds its SQLite database and serves the portal at / and the API under /api.
import { ensureDependencies, ensurePnpm, root, run } from './ensure.mjs';
import { join } from 'node:path';

const pnpm = ensurePnpm();
ensureDependencies(pnpm);

const [command, ...rest] = pnpm;
console.log('[maru] building the portal');
if (run(command, [...rest, '--filter', '@maru/portal', 'run', 'build']) !== 0) process.exit(1);

const tsx = join(root, 'packages', 'server', 'node_modules', '.bin', 'tsx');
process.exit(run(tsx, [join(root, 'packages', 'server', 'src', 'main.ts')]));
