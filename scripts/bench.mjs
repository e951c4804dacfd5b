// `pnpm bench`: the budgets of GUIDE.md §6. First the gzipped JavaScript the portal's home
// route loads first (the entry chunk, the lazily loaded home route module and everything they
// import statically) against 170 KiB; then what importing Button alone adds to an app
// (scripts/bench-button.mjs, 10 KiB: proof that @maru/ui tree-shakes), the server's
// latency (scripts/bench-server.mjs) and the org tree with 10,000 nodes in Chromium
// (scripts/bench-tree.mjs: no long task over 50 ms) and the command palette's script time
// per keystroke with 10,000 commands in Chromium (scripts/bench-palette.mjs: 16 ms).
// Exits non-zero when anything is over budget.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './ensure.mjs';

const BUDGET_KIB = 170;
const outDir = join(root, '.cache', 'bench', 'portal');
const build = spawnSync(
  join(root, 'node_modules/.bin/vite'),
  [
    'build',
    '--manifest',
    'manifest.json',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  { cwd: join(root, 'packages/portal'), stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8'));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  (chunk.imports ?? []).forEach(visit);
};
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const homeRoutes = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && /routes\/home\//.test(manifest[key].src ?? key),
);
if (homeRoutes.length === 0) console.warn('bench: no lazily loaded routes/home/ module found');
[...entries, ...homeRoutes].forEach(visit);

let total = 0;
console.log('home route first load (gzipped JavaScript)');
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  total += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KiB  ${file}`);
}
const kib = total / 1024;
console.log(
  `total ${kib.toFixed(1)} KiB of ${BUDGET_KIB} KiB budget: ${kib <= BUDGET_KIB ? 'within' : 'OVER'}`,
);

const others = [
  'scripts/bench-button.mjs',
  'scripts/bench-server.mjs',
  'scripts/bench-tree.mjs',
  'scripts/bench-palette.mjs',
].map((script) => {
  console.log('');
  return spawnSync(process.execPath, [join(root, script)], { stdio: 'inherit' }).status;
});
process.exit(kib <= BUDGET_KIB && others.every((status) => status === 0) ? 0 : 1);
