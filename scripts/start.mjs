// `npm start`: install what is missing, build the portal and the server, then run the built
// server with plain Node. It migrates and seeds its database (SQLite by default) and serves the
// portal at / and the API under /api. A supervisor's SIGTERM or SIGINT is passed on, so the
// server shuts down gracefully (docs/server.md, "Shutdown").
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, ensurePnpm, root, run } from './ensure.mjs';

const pnpm = ensurePnpm();
ensureDependencies(pnpm);

const [command, ...rest] = pnpm;
for (const pkg of ['@maru/portal', '@maru/server']) {
  console.log(`[maru] building ${pkg}`);
  if (run(command, [...rest, '--filter', pkg, 'run', 'build']) !== 0) process.exit(1);
}

const server = spawn(process.execPath, [join(root, 'packages', 'server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
