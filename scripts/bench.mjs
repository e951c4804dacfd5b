// `pnpm bench`: the budgets of GUIDE.md §6. First the gzipped JavaScript the portal's home
// route loads first (the entry chunk, the lazily loaded home route module and everything they
// import statically) against 170 KiB, and, for the record, what its widgets below the first
// row add after the first paint; then what importing Button alone adds to an app
// (scripts/bench-button.mjs, 10 KiB: proof that @maru/ui tree-shakes), the built server's
// latency at 500 requests/s on SQLite (budget p99 50 ms) and PostgreSQL (recorded beside it;
// scripts/bench-server.mjs), member finder pages and unified search over a
// 100,000-member company (scripts/bench-directory.mjs, scripts/bench-search.mjs: 50 ms) and the org tree with 10,000 nodes in Chromium
// (scripts/bench-tree.mjs: no long task over 50 ms), the command palette's script time
// per keystroke with 10,000 commands in Chromium (scripts/bench-palette.mjs: 16 ms) and the
// home page's web vitals after sign-in with a cold cache in Chromium, desktop and mobile
// profiles (scripts/bench-vitals.mjs: LCP ≤ 2.5 s and CLS ≤ 0.1 on both, TBT ≤ 200 ms on
// mobile).
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
/** The JavaScript files `keys` load statically (themselves and their imports), once each. */
function staticClosure(keys, seen = new Set()) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return files;
}
const gzipKib = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;
function report(title, files) {
  let total = 0;
  console.log(title);
  for (const file of [...files].sort()) {
    const size = gzipKib(file);
    total += size;
    console.log(`  ${size.toFixed(1).padStart(7)} KiB  ${file}`);
  }
  return total;
}

// The home route module is the routes/home/ module the route table imports lazily; what that
// module imports lazily in turn (the widgets below the first row, see HomePage.tsx) loads
// after the first paint and is reported on its own.
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const homeRoutes = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && /routes\/home\/HomePage/.test(manifest[key].src ?? key),
);
if (homeRoutes.length === 0) console.warn('bench: no lazily loaded routes/home/ module found');
const seen = new Set();
const firstLoad = staticClosure([...entries, ...homeRoutes], seen);
const kib = report('home route first load (gzipped JavaScript)', firstLoad);
console.log(
  `total ${kib.toFixed(1)} KiB of ${BUDGET_KIB} KiB budget: ${kib <= BUDGET_KIB ? 'within' : 'OVER'}`,
);
const deferred = homeRoutes.flatMap((key) => manifest[key].dynamicImports ?? []);
const afterPaint = report(
  '\nhome widgets loaded after the first paint (gzipped JavaScript, not in the budget)',
  staticClosure(deferred, seen),
);
console.log(
  `total ${afterPaint.toFixed(1)} KiB; the whole home page ${(kib + afterPaint).toFixed(1)} KiB`,
);

const others = [
  'scripts/bench-button.mjs',
  'scripts/bench-server.mjs',
  'scripts/bench-directory.mjs',
  'scripts/bench-search.mjs',
  'scripts/bench-tree.mjs',
  'scripts/bench-palette.mjs',
  'scripts/bench-vitals.mjs',
].map((script) => {
  console.log('');
  return spawnSync(process.execPath, [join(root, script)], { stdio: 'inherit' }).status;
});
process.exit(kib <= BUDGET_KIB && others.every((status) => status === 0) ? 0 : 1);
