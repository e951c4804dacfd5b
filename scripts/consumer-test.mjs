// Proves @maru/api, @maru/ui and @maru/widgets work in a product outside this workspace (issue
// 14): packs the three packages as a registry would ship them, installs the tarballs into a
// fresh Vite + React app in a temp directory from the local pnpm store (no network), then
//   1. type-checks the app against the packed declarations,
//   2. follows @maru/ui's static imports to prove the message box stays a lazy module, builds
//      the app with Vite and renders a connected widget in Chromium, its calls answered by
//      MSW handlers from @maru/api/mocks,
//   3. imports every public entry in plain Node and server-renders a component
//      (`renderToString`, styles collected with styled-components' ServerStyleSheet),
//   4. measures what importing `Button` alone from the installed package costs.
// The app's files are scripts/consumer-app/. Exits 1 on the first failure.
//
//   node scripts/consumer-test.mjs           builds the three packages first
//   node scripts/consumer-test.mjs --built   uses their dist/ as it is (npm test builds before)
//   add --keep to leave the app in the temp directory for a look
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './browser.mjs';
import { consumerLockfile } from './consumer-lockfile.mjs';
import { ensurePnpm, root } from './ensure.mjs';

const PACKAGES = ['api', 'ui', 'widgets'];
const started = Date.now();
const pnpm = ensurePnpm();

function fail(message) {
  console.error(`consumer-test: ${message}`);
  process.exit(1);
}

/** Runs a command; its output is shown only when it fails, so a passing run stays short. */
function run(what, command, args, cwd, env = {}) {
  const t0 = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    fail(`${what} failed (${command} ${args.join(' ')})`);
  }
  console.log(`  ${what} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return result.stdout;
}

const pnpmRun = (what, args, cwd) => run(what, pnpm[0], [...pnpm.slice(1), ...args], cwd);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

if (!process.argv.includes('--built')) {
  pnpmRun(
    'build @maru/api, @maru/ui, @maru/widgets',
    [...PACKAGES.flatMap((name) => ['--filter', `@maru/${name}`]), 'run', 'build'],
    root,
  );
}

// Outside /work/main: nothing may resolve through the workspace's node_modules.
const work = mkdtempSync(join(tmpdir(), 'maru-consumer-'));
const tarballs = join(work, 'tarballs');
const app = join(work, 'app');
if (process.argv.includes('--keep')) console.log(`  the app stays in ${app}`);
else process.on('exit', () => rmSync(work, { recursive: true, force: true }));

// `pnpm pack` applies publishConfig (exports → dist) and turns workspace:* into versions.
const packed = {};
for (const name of PACKAGES) {
  const dir = join(root, 'packages', name);
  pnpmRun(`pack @maru/${name}`, ['pack', '--pack-destination', tarballs], dir);
  const file = readdirSync(tarballs).find((f) => f.startsWith(`maru-${name}-`));
  if (!file) fail(`pnpm pack left no tarball for @maru/${name}`);
  // The packed manifest, as a registry would serve it: publishConfig applied, workspace:* gone.
  const manifest = spawnSync('tar', ['-xzOf', join(tarballs, file), 'package/package.json'], {
    encoding: 'utf8',
  });
  packed[`@maru/${name}`] = {
    file: join(tarballs, file),
    ref: `file:../tarballs/${file}`,
    importer: `packages/${name}`,
    manifest: JSON.parse(manifest.stdout),
  };
}

// React, styled-components, jotai, Vite and msw at the versions the workspace installed.
const { lockfile, dependencies } = consumerLockfile({
  workspaceLockfile: readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8'),
  direct: {
    react: '.',
    'react-dom': '.',
    'styled-components': '.',
    msw: '.',
    vite: '.',
    '@vitejs/plugin-react': '.',
    typescript: '.',
    '@types/react': '.',
    '@types/react-dom': '.',
    jotai: 'packages/widgets',
  },
  packed,
});
cpSync(join(root, 'scripts', 'consumer-app'), app, { recursive: true });
writeFileSync(join(app, 'pnpm-lock.yaml'), lockfile);
writeFileSync(
  join(app, 'package.json'),
  JSON.stringify({ name: 'maru-consumer', private: true, type: 'module', dependencies }, null, 2),
);

const store = spawnSync(pnpm[0], [...pnpm.slice(1), 'store', 'path'], {
  cwd: root,
  encoding: 'utf8',
});
pnpmRun(
  'pnpm install --offline --frozen-lockfile (local store)',
  [
    'install',
    '--offline',
    '--frozen-lockfile',
    '--ignore-scripts',
    '--store-dir',
    store.stdout.trim(),
  ],
  app,
);
const bin = (name) => join(app, 'node_modules', '.bin', name);
// The service worker comes from the installed msw package, not from the network.
run('msw init public', bin('msw'), ['init', 'public', '--no-save'], app);
run('tsc --noEmit against the packed declarations', bin('tsc'), ['-p', '.'], app);
run('vite build', bin('vite'), ['build'], app, { NODE_ENV: 'production' });

// The message box is fetched when first opened: importing @maru/ui (in Node, or in a browser
// without a bundler) must not load it. Follows the installed package's static imports from its
// entry; the dialog's module must be reached only by the dynamic import (positive control).
const uiDist = join(app, 'node_modules', '@maru', 'ui', 'dist');
const STATIC_IMPORT = /^(?:import|export)\b[^;]*?\bfrom\s*"(\.[^"]+)"|^import\s*"(\.[^"]+)"/gm;
const loadedAtImport = new Set();
for (const pending = [join(uiDist, 'index.js')]; pending.length > 0;) {
  const file = pending.pop();
  if (loadedAtImport.has(file)) continue;
  loadedAtImport.add(file);
  for (const [, from, bare] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    pending.push(resolve(dirname(file), from ?? bare));
  }
}
const messageBoxModule = join(uiDist, 'MessageBox', 'MessageBox.js');
if (loadedAtImport.has(messageBoxModule)) fail('importing @maru/ui loads the message box at once');
const loader = readFileSync(join(uiDist, 'MessageBox', 'loadMessageBox.js'), 'utf8');
if (!loader.includes('import("./MessageBox.js")')) fail('the message box is not loaded lazily');
console.log(`    importing @maru/ui loads ${loadedAtImport.size} modules, the message box lazily`);

// --- 2. The widget in Chromium, against MSW ----------------------------------------------------
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const apiRequestsReachingServer = [];
const dist = join(app, 'dist');
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  // Every /api call must be answered by the service worker; one arriving here is a failure.
  if (path.startsWith('/api/')) apiRequestsReachingServer.push(path);
  const file = normalize(join(dist, path === '/' ? 'index.html' : path));
  let body;
  try {
    body = file.startsWith(dist) ? readFileSync(file) : null;
  } catch {
    body = null;
  }
  response.writeHead(body ? 200 : 404, { 'content-type': TYPES[extname(file)] ?? 'text/plain' });
  response.end(body ?? 'not found');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const ko = readJson(join(root, 'packages', 'widgets', 'src', 'absentees', 'intl', 'ko.json'));
const browser = await chromium.launch(chromiumLaunchOptions());
let rendered;
const pageErrors = [];
try {
  const t0 = Date.now();
  const page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`${message.text()} ${message.location().url}`);
  });
  await page.goto(origin);
  const list = page.getByRole('list', { name: ko.list });
  await list.waitFor({ timeout: 20_000 });
  rendered = {
    heading: await page.getByRole('heading', { name: ko.title }).count(),
    rows: await list.getByRole('listitem').count(),
    controlled: await page.evaluate(() => navigator.serviceWorker.controller !== null),
  };
  console.log(`  Chromium: AbsenteesWidget rendered (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
} catch (error) {
  rendered = { error: String(error) };
} finally {
  await browser.close();
  server.close();
}
if (rendered.error) fail(`the widget did not render in Chromium: ${rendered.error}`);
if (rendered.heading !== 1)
  fail(`expected the heading "${ko.title}" once, found ${rendered.heading}`);
if (rendered.rows < 1) fail('the absentee list rendered no rows from the MSW fixtures');
if (!rendered.controlled) fail('the MSW service worker does not control the page');
if (apiRequestsReachingServer.length > 0) {
  fail(
    `API calls reached the static server instead of MSW: ${apiRequestsReachingServer.join(', ')}`,
  );
}
if (pageErrors.length > 0) fail(`the page logged errors:\n  ${pageErrors.join('\n  ')}`);
console.log(`    ${rendered.rows} absentee rows from MSW, no page errors`);

// --- 3. Plain Node: import every entry, server-render a Button ---------------------------------
const LABEL = '출근';
const ssr = JSON.parse(
  run('node ssr.mjs (renderToString)', process.execPath, ['ssr.mjs', LABEL], app),
);
if (!new RegExp(`<button[^>]*>(?:(?!</button>).)*${LABEL}`).test(ssr.html)) {
  fail(`renderToString gave no button labelled ${LABEL}: ${ssr.html}`);
}
// The marker is Button's own CSS variable: styled-components really ran in Node.
if (!ssr.css.includes('--maru-button-bg')) fail('the server render collected no Button styles');
if (ssr.widgetsProvider !== 'function') fail('@maru/widgets has no WidgetsProvider in Node');
const empty = Object.entries(ssr.exports).filter(([, count]) => count === 0);
if (empty.length > 0) fail(`entries without exports in Node: ${empty.map(([e]) => e).join(', ')}`);
console.log(
  `    ${Object.entries(ssr.exports)
    .map(([entry, count]) => `${entry} ${count}`)
    .join(', ')} exports; ${ssr.html.length} chars of HTML`,
);

// --- 4. What importing Button alone costs, from the installed package --------------------------
const bench = spawnSync(
  process.execPath,
  [join(root, 'scripts', 'bench-button.mjs'), `--from=${app}`],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (bench.status !== 0)
  fail('importing Button alone from the installed @maru/ui is over budget or not tree-shaken');

console.log(`consumer test passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
