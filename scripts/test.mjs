// `npm test`: installs what is missing, then runs every check of the project and ends with the
// line `N passed, N failed`. Each step runs even when an earlier one failed, so one run shows
// everything that is wrong; steps that need a build are skipped (and counted failed) without it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBrowser, ensureDependencies, ensurePnpm, root } from './ensure.mjs';
import { ensurePostgres } from './postgres.mjs';

const results = join(root, '.cache', 'results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const pnpm = ensurePnpm();
ensureDependencies(pnpm);
const browserReady = ensureBrowser();

const bin = (name) => join(root, 'node_modules', '.bin', name);
const steps = [];

function exec(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

function banner(name) {
  console.log(`\n=== ${name} ${'='.repeat(Math.max(0, 70 - name.length))}`);
}

/** A step that is one check: it passes or fails as a whole. */
function check(name, command, args, env) {
  banner(name);
  const { ok, seconds } = exec(command, args, env);
  steps.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
  return ok;
}

/** A vitest run whose tests are counted one by one from its JSON report. */
function vitest(name, projects, env) {
  banner(name);
  const report = join(results, `${name}.json`);
  const args = ['run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  const { ok, seconds } = exec(bin('vitest'), args, env);
  let passed = 0;
  let failed = ok ? 0 : 1;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests;
    // A file whose tests fail is a failed suite too: count only the files that failed without
    // a failing test (an error while loading or in a hook), so one failure counts once.
    const brokenFiles = (json.testResults ?? []).filter(
      (file) =>
        file.status === 'failed' &&
        !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
    ).length;
    failed = json.numFailedTests + brokenFiles;
    if (!ok && failed === 0) failed = 1; // a crash outside any test still fails the step
    if (json.numTotalTests === 0) failed += 1; // a layer that ran no test is a defect
  }
  steps.push({ name, passed, failed, seconds });
  return failed === 0;
}

function skipped(name, why) {
  banner(name);
  console.log(`skipped: ${why}`);
  steps.push({ name, passed: 0, failed: 1, seconds: 0, note: `skipped: ${why}` });
}

/** Runs a check with its output kept, to be printed whole once it ends (see `sideBySide`). */
function captured(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (ok) =>
      resolve({ name, ok, seconds: (Date.now() - started) / 1000, output: Buffer.concat(output) });
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

/**
 * The static checks run side by side: each is one single-threaded process, so on two cores
 * they take about half as long together as in a row. Each one's output is printed under its
 * own banner, in order, once all have ended.
 */
async function sideBySide(checks) {
  const runs = await Promise.all(
    checks.map(([name, command, args]) => captured(name, command, args)),
  );
  for (const { name, ok, seconds, output } of runs) {
    banner(name);
    process.stdout.write(output);
    steps.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
  }
}

await sideBySide([
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level=warn']],
  ['i18n', process.execPath, ['scripts/check-i18n.mjs']],
  ['typecheck', bin('tsc'), ['-b']],
]);
vitest('unit', ['api*', 'ui*', 'widgets*', 'portal*']);
vitest('server', ['server'], { MARU_TEST_ENGINE: 'sqlite' });
// The same server suite on PostgreSQL (issue 15): a throw-away cluster, or MARU_TEST_PG.
if (!process.env.MARU_TEST_PG && !ensurePostgres()) skipped('server-pg', 'PostgreSQL missing');
else vitest('server-pg', ['server'], { MARU_TEST_ENGINE: 'postgres' });
const [command, ...rest] = pnpm;
const built = check('build', command, [...rest, '-r', '--filter', './packages/**', 'run', 'build']);
// The packed @maru/api, ui and widgets installed into an app outside the workspace (issue 14).
if (!built) skipped('consumer', 'the build failed');
else if (!browserReady) skipped('consumer', 'Chromium or fonts-noto-cjk missing');
else check('consumer', process.execPath, ['scripts/consumer-test.mjs', '--built']);

if (!browserReady) {
  skipped('storybook', 'Chromium or fonts-noto-cjk missing');
  skipped('e2e', 'Chromium or fonts-noto-cjk missing');
} else {
  banner('storybook');
  const sb = exec(process.execPath, ['scripts/storybook-test.mjs']);
  const sbReport = join(results, 'storybook.json');
  const counts = existsSync(sbReport) ? JSON.parse(readFileSync(sbReport, 'utf8')) : null;
  steps.push({
    name: 'storybook',
    passed: counts?.passed ?? 0,
    failed: counts ? counts.failed + (sb.ok || counts.failed ? 0 : 1) : 1,
    seconds: sb.seconds,
  });
  if (built) vitest('e2e', ['e2e']);
  else skipped('e2e', 'the build failed');
}

console.log('\n=== summary ' + '='.repeat(60));
for (const s of steps) {
  const line = `${s.name.padEnd(10)} ${String(s.passed).padStart(5)} passed ${String(s.failed).padStart(4)} failed  ${s.seconds.toFixed(0).padStart(4)} s`;
  console.log(s.note ? `${line}  (${s.note})` : line);
}
const passed = steps.reduce((n, s) => n + s.passed, 0);
const failed = steps.reduce((n, s) => n + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
