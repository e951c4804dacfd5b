#!/usr/bin/env node
// The Storybook browser pipeline: build the static Storybook, serve it on 127.0.0.1, run every
// story in Debian Chromium with @storybook/test-runner (play function + axe + screenshot, see
// .storybook/test-runner.ts), then compare every screenshot pixel for pixel with its committed
// baseline in .storybook/baselines.
//
//   node scripts/storybook-test.mjs            build, test, compare
//   node scripts/storybook-test.mjs --no-build reuse storybook-static (warns when stale)
//   node scripts/storybook-test.mjs --update   rewrite baselines after a reviewed change
//   node scripts/storybook-test.mjs --only=packages/ui/src/Dialog [--update]
//                                              only the stories under one folder, built and run
//                                              in their own work folder under .cache/storybook-only
//                                              (several can run side by side; other baselines stay)
//
// Prints each failure, then `storybook: N passed, N failed` (one count per story for the runner
// and one per visual comparison), writes the same numbers to .cache/results/storybook.json and
// exits non-zero on any failure.

import { spawn } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import pngjs from 'pngjs';
import { CHROMIUM_PATH } from './browser.mjs';

const { PNG } = pngjs;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const args = new Set(process.argv.slice(2));
const update = args.has('--update');
const noBuild = args.has('--no-build');
const only = [...args].find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const onlyDir = only
  ? path.join(root, '.cache', 'storybook-only', only.replace(/[^\w.-]+/g, '_'))
  : null;

const dirs = {
  static: onlyDir ? path.join(onlyDir, 'static') : path.join(root, 'storybook-static'),
  actual: onlyDir ? path.join(onlyDir, 'actual') : path.join(root, '.cache', 'visual', 'actual'),
  baselines: path.join(root, '.storybook', 'baselines'),
  diff: path.join(root, 'visual-diff'),
  results: onlyDir ? path.join(onlyDir, 'results') : path.join(root, '.cache', 'results'),
};
const jestResultsFile = path.join(dirs.results, 'storybook-jest.json');
const summaryFile = path.join(dirs.results, 'storybook.json');

/** Environment for every child: no telemetry, no browser download, Debian Chromium. */
const childEnv = {
  ...process.env,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  CHROMIUM_PATH,
  MARU_VISUAL_DIR: dirs.actual,
  // Read by .storybook/main.ts: build only the stories under the --only folder.
  // The folder's MDX pages too: a docs page that clashes with its stories fails the build.
  ...(only ? { MARU_STORIES: `../${only}/**/*.mdx,../${only}/**/*.stories.@(ts|tsx)` } : {}),
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};

// ---------------------------------------------------------------------------------------------
// Child processes: each gets its own process group so that it, its jest workers and their
// browsers can be killed together if this script is interrupted or fails.

const running = new Set();

function run(command, commandArgs) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      env: childEnv,
      stdio: 'inherit',
      detached: true,
    });
    running.add(child);
    child.on('error', (error) => {
      running.delete(child);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(signal ? 128 : (code ?? 1));
    });
  });
}

function killChildren() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  running.clear();
}

process.on('exit', killChildren);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    killChildren();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------
// Build

/** Newest modification time under a folder (sources that feed the Storybook build). */
async function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    if (full.includes(`${path.sep}node_modules${path.sep}`)) continue;
    newest = Math.max(newest, (await stat(full)).mtimeMs);
  }
  return newest;
}

async function buildStorybook() {
  const indexFile = path.join(dirs.static, 'index.json');
  if (noBuild) {
    if (!existsSync(indexFile))
      throw new Error('--no-build: storybook-static/index.json is missing');
    const built = (await stat(indexFile)).mtimeMs;
    const sources = Math.max(
      await newestMtime(path.join(root, 'packages')),
      await newestMtime(path.join(root, 'stories')),
      await newestMtime(path.join(root, '.storybook')),
    );
    if (sources > built) console.warn('storybook: warning: sources changed since the last build');
    return;
  }
  console.log('storybook: building the static Storybook');
  const code = await run(bin('storybook'), [
    'build',
    '-o',
    dirs.static,
    '--quiet',
    '--disable-telemetry',
  ]);
  if (code !== 0) throw new Error(`storybook build exited with ${code}`);
}

// ---------------------------------------------------------------------------------------------
// A tiny static server for storybook-static (no extra dependency).

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

function serveStatic(dir) {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    let file = path.join(dir, path.normalize(decodeURIComponent(pathname)));
    // Never serve anything outside the build.
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    if (pathname.endsWith('/')) file = path.join(file, 'index.html');
    stat(file).then(
      (info) => {
        if (!info.isFile()) throw new Error('not a file');
        response.writeHead(200, {
          'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
          'content-length': info.size,
          'cache-control': 'no-store',
        });
        if (request.method === 'HEAD') response.end();
        else createReadStream(file).pipe(response);
      },
      () => response.writeHead(404, { 'content-type': 'text/plain' }).end('not found'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Port 0: the system picks a free port.
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

// ---------------------------------------------------------------------------------------------
// Runner results

/** One entry per story: the runner's verdict (play function, axe, screenshot taken). */
async function readRunnerResults() {
  if (!existsSync(jestResultsFile)) {
    return { passed: 0, failures: [{ name: 'test-storybook', message: 'wrote no results' }] };
  }
  const report = JSON.parse(await readFile(jestResultsFile, 'utf8'));
  let passed = 0;
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const assertions = suite.assertionResults ?? [];
    if (assertions.length === 0 && suite.status === 'failed') {
      failures.push({ name: path.basename(suite.name), message: suite.message ?? 'suite failed' });
    }
    for (const assertion of assertions) {
      const name = [...assertion.ancestorTitles].join(' › ');
      if (assertion.status === 'passed') passed += 1;
      else if (assertion.status === 'failed') {
        failures.push({ name, message: assertion.failureMessages.join('\n') });
      }
    }
  }
  return { passed, failures };
}

/** Story ids of the current build, to drop baselines of removed stories on --update. */
async function builtStoryIds() {
  const index = JSON.parse(await readFile(path.join(dirs.static, 'index.json'), 'utf8'));
  return new Set(
    Object.values(index.entries ?? {})
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.id),
  );
}

// ---------------------------------------------------------------------------------------------
// Visual comparison

/** Exact comparison: threshold 0 and not one differing pixel allowed. */
async function compareScreenshot(id) {
  const actualFile = path.join(dirs.actual, `${id}.png`);
  const baselineFile = path.join(dirs.baselines, `${id}.png`);
  if (!existsSync(baselineFile)) {
    return `no baseline .storybook/baselines/${id}.png (review the story, then run pnpm test:visual:update)`;
  }
  const [actualBytes, baselineBytes] = await Promise.all([
    readFile(actualFile),
    readFile(baselineFile),
  ]);
  // Chromium encodes the same pixels to the same bytes: equal files need no decoding (most
  // screenshots of a run), which keeps the comparison of ~1000 screenshots to seconds.
  if (actualBytes.equals(baselineBytes)) return null;
  const [actual, baseline] = [PNG.sync.read(actualBytes), PNG.sync.read(baselineBytes)];
  if (actual.width !== baseline.width || actual.height !== baseline.height) {
    return `size ${actual.width}×${actual.height} differs from the baseline's ${baseline.width}×${baseline.height}`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(baseline.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: 0,
    includeAA: true,
  });
  if (differing === 0) return null;
  await mkdir(dirs.diff, { recursive: true });
  const diffFile = path.join(dirs.diff, `${id}.png`);
  await writeFile(diffFile, PNG.sync.write(diff));
  return `${differing} pixel(s) differ from the baseline; diff: ${path.relative(root, diffFile)}`;
}

async function screenshotIds() {
  if (!existsSync(dirs.actual)) return [];
  return (await readdir(dirs.actual))
    .filter((name) => name.endsWith('.png'))
    .map((name) => name.slice(0, -'.png'.length))
    .sort();
}

async function updateBaselines(ids, storyIds) {
  await mkdir(dirs.baselines, { recursive: true });
  for (const id of ids) {
    await copyFile(path.join(dirs.actual, `${id}.png`), path.join(dirs.baselines, `${id}.png`));
  }
  let removed = 0;
  // A partial run does not know every story: it leaves the other baselines alone.
  for (const name of only ? [] : await readdir(dirs.baselines)) {
    if (name.endsWith('.png') && !storyIds.has(name.slice(0, -'.png'.length))) {
      await rm(path.join(dirs.baselines, name));
      removed += 1;
    }
  }
  console.log(`storybook: wrote ${ids.length} baseline(s), removed ${removed} of removed stories`);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  await buildStorybook();
  await Promise.all(
    [dirs.actual, dirs.diff].map((dir) => rm(dir, { recursive: true, force: true })),
  );
  // A crash must never leave the previous run's counts behind for scripts/test.mjs to read.
  await Promise.all([jestResultsFile, summaryFile].map((file) => rm(file, { force: true })));
  await mkdir(dirs.results, { recursive: true });

  const server = await serveStatic(dirs.static);
  const { port } = server.address();
  const url = `http://127.0.0.1:${port}`;
  console.log(`storybook: testing ${url} in ${CHROMIUM_PATH}`);
  try {
    await run(bin('test-storybook'), [
      '--index-json',
      '--url',
      url,
      '--maxWorkers=2',
      '--disable-telemetry',
      '--json',
      // Must stay last: the runner's CLI takes the file name as a trailing argument.
      '--outputFile',
      jestResultsFile,
    ]);
  } finally {
    server.close();
    server.closeAllConnections();
  }

  const runner = await readRunnerResults();
  const ids = await screenshotIds();
  const failures = runner.failures.map(({ name, message }) => `✗ ${name}\n${indent(message)}`);
  let passed = runner.passed;

  if (update) {
    await updateBaselines(ids, await builtStoryIds());
    passed += ids.length;
  } else {
    for (const id of ids) {
      const problem = await compareScreenshot(id);
      if (problem) failures.push(`✗ visual ${id}\n${indent(problem)}`);
      else passed += 1;
    }
  }

  for (const failure of failures) console.error(`\n${failure}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const verb = update ? 'recorded' : 'compared';
  console.log(`\nstorybook: ${ids.length} screenshot(s) ${verb}; pipeline took ${seconds} s`);
  console.log(`storybook: ${passed} passed, ${failures.length} failed`);
  await writeFile(summaryFile, `${JSON.stringify({ passed, failed: failures.length })}\n`);
  return failures.length === 0 ? 0 : 1;
}

/** The runner colours its messages even when asked not to; logs and CI want plain text. */
function stripAnsi(text) {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m|\u001b\]8;;[^\u0007\u001b]*(\u0007|\u001b\\)/g, '');
}

function indent(text) {
  return stripAnsi(text)
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

main().then(
  (code) => {
    killChildren();
    process.exit(code);
  },
  async (error) => {
    killChildren();
    console.error(`storybook: ${error instanceof Error ? error.message : String(error)}`);
    console.log('storybook: 0 passed, 1 failed');
    await mkdir(dirs.results, { recursive: true });
    await writeFile(summaryFile, `${JSON.stringify({ passed: 0, failed: 1 })}\n`);
    process.exit(1);
  },
);
