// Web vitals of the home page (GUIDE §6): the home page after sign-in with a cold cache, in
// Debian's Chromium (scripts/browser.mjs), under two of Lighthouse's profiles set through the
// DevTools protocol (Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate):
//
//   desktop  10 Mbit/s, 40 ms round trip, CPU as is,   1350×940 at 1×
//   mobile   1.6 Mbit/s, 150 ms round trip, CPU 4× slower, 412×823 at 1.75×, touch
//
// Budgets: largest contentful paint ≤ 2.5 s and cumulative layout shift ≤ 0.1 on both, total
// blocking time ≤ 200 ms on mobile. Builds the portal (with its precompressed assets) into
// .cache/bench/vitals, serves it with the reference server on a temporary database (as the e2e
// tests do), signs a demo employee in through the API in a fresh browser profile (so nothing is
// cached), then opens `/` and reads the page's own PerformanceObserver entries (buffered):
// `largest-contentful-paint`, `layout-shift` (CLS as web-vitals counts it: the worst session
// window, shifts at most 1 s apart within 5 s) and `longtask` after the first contentful paint
// (TBT: each task's time over 50 ms), once every widget is drawn and the network is quiet.
// Three cold loads per profile; the median is the verdict. The mobile profile keeps Chromium's
// desktop user agent: the portal sends a phone's browser to the mobile site (spec 01 §2), and
// what is measured here is the portal on a slow device and network.
//
//   node scripts/bench-vitals.mjs [--runs=3] [--verbose]
//   (--verbose: each run's figures, its requests in order, its long tasks and every layout
//   shift's sources)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './browser.mjs';
import { root } from './ensure.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
const VERBOSE = args.includes('--verbose');
const LOGIN = { loginId: 'minjun.kim', password: 'maru1234!' };

/** Mbit/s (as Lighthouse counts them, 1,024 kbit each) in bytes per second, as CDP takes it. */
const mbits = (megabits) => (megabits * 1024 * 1024) / 8;
const PROFILES = [
  {
    name: 'desktop',
    network: { latency: 40, downloadThroughput: mbits(10), uploadThroughput: mbits(10) },
    cpu: 1,
    device: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
    budget: { lcp: 2500, cls: 0.1 },
  },
  {
    name: 'mobile',
    network: { latency: 150, downloadThroughput: mbits(1.6), uploadThroughput: mbits(0.75) },
    cpu: 4,
    device: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    },
    budget: { lcp: 2500, cls: 0.1, tbt: 200 },
  },
];

const outDir = join(root, '.cache', 'bench', 'vitals');
const build = spawnSync(
  join(root, 'node_modules/.bin/vite'),
  ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  { cwd: join(root, 'packages/portal'), stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The reference server on a temporary database, serving the portal built above. */
async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), 'maru-vitals-'));
  const port = await freePort();
  const child = spawn(
    join(root, 'packages/server/node_modules/.bin/tsx'),
    [join(root, 'packages/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        MARU_DB: join(dir, 'vitals.db'),
        MARU_DB_CREATE: '1',
        MARU_PORT: String(port),
        MARU_HOST: '127.0.0.1',
        MARU_STATIC_DIR: outDir,
      },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/api/cloud/info/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error('the reference server did not start');
}

/** Runs in the page before its scripts: every entry the verdict needs, from the start. */
function observeVitals() {
  const vitals = { fcp: 0, lcp: 0, lcpElement: '', shifts: [], longTasks: [] };
  window.__maruVitals = vitals;
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
    const label = node.getAttribute('aria-label') || node.getAttribute('role') || '';
    const cls = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
    const text = (node.textContent ?? '').trim().slice(0, 24);
    return `${node.localName}${label ? `[${label}]` : ''}${cls ? `.${cls}` : ''} "${text}"`;
  };
  const observe = (type, handle) =>
    new PerformanceObserver((list) => list.getEntries().forEach(handle)).observe({
      type,
      buffered: true,
    });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    vitals.lcp = entry.startTime;
    vitals.lcpElement = `${describe(entry.element)} ${entry.size}px²`;
  });
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput) return;
    vitals.shifts.push({
      time: entry.startTime,
      value: entry.value,
      sources: (entry.sources ?? []).map((source) => {
        const [a, b] = [source.previousRect, source.currentRect];
        return `${describe(source.node)} ${Math.round(a.y)}→${Math.round(b.y)} h${Math.round(a.height)}→${Math.round(b.height)}`;
      }),
    });
  });
  observe('longtask', (entry) => {
    vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
  });
}

/** CLS as web-vitals counts it: the largest sum of a session window (gaps < 1 s, span ≤ 5 s). */
function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const { time, value } of [...shifts].sort((a, b) => a.time - b.time)) {
    if (time - last < 1000 && time - first < 5000) {
      sum += value;
    } else {
      sum = value;
      first = time;
    }
    last = time;
    worst = Math.max(worst, sum);
  }
  return worst;
}

/** TBT: what each long task spends over 50 ms after the first contentful paint. */
function totalBlockingTime(longTasks, fcp) {
  return longTasks.reduce((total, { start, duration }) => {
    const after = start + duration - Math.max(start, fcp);
    return total + Math.max(0, after - 50);
  }, 0);
}

/** One cold load of `/` for a signed-in employee under `profile`. */
async function measure(browser, url, profile) {
  const context = await browser.newContext({
    ...profile.device,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  try {
    const signIn = await context.request.post(`${url}/api/auth/signin`, {
      data: LOGIN,
      headers: { Origin: url },
    });
    if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`);
    await context.addInitScript(observeVitals);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let bytes = 0;
    let requests = 0;
    const started = new Map();
    const waterfall = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      started.set(event.requestId, { url: event.request.url, at: event.timestamp });
    });
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      requests += 1;
      const request = started.get(event.requestId);
      if (request) {
        waterfall.push({ ...request, end: event.timestamp, bytes: event.encodedDataLength });
      }
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    await page.goto(`${url}/`, { waitUntil: 'load', timeout: 120_000 });
    // Loaded: the widgets are drawn and none is loading (a busy portlet, a loading status).
    // The network going quiet alone is not enough: a slow CPU parses for longer than that.
    await page.waitForFunction(
      () =>
        document.querySelectorAll('main section').length > 0 &&
        !document.querySelector('[aria-busy="true"], [role="status"]'),
      null,
      { timeout: 120_000, polling: 200 },
    );
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(1000);
    if (new URL(page.url()).pathname !== '/') throw new Error(`ended at ${page.url()}`);
    const vitals = await page.evaluate(() => window.__maruVitals);
    const origin = Math.min(...waterfall.map((request) => request.at));
    return {
      lcp: vitals.lcp,
      lcpElement: vitals.lcpElement,
      cls: cumulativeLayoutShift(vitals.shifts),
      tbt: totalBlockingTime(vitals.longTasks, vitals.fcp),
      fcp: vitals.fcp,
      shifts: vitals.shifts,
      longTasks: vitals.longTasks,
      kib: bytes / 1024,
      requests,
      waterfall: waterfall.map((request) => ({
        url: request.url.replace(url, ''),
        start: (request.at - origin) * 1000,
        end: (request.end - origin) * 1000,
        kib: request.bytes / 1024,
      })),
    };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch(chromiumLaunchOptions());
const server = await startServer().catch(async (error) => {
  await browser.close();
  throw error;
});
let over = false;
try {
  console.log(
    `home page after sign-in, cold cache, Chromium ${browser.version()}, median of ${RUNS}`,
  );
  for (const profile of PROFILES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const run = await measure(browser, server.url, profile);
      runs.push(run);
      if (VERBOSE) {
        console.log(
          `  ${profile.name} run ${i + 1}: LCP ${run.lcp.toFixed(0)} ms (${run.lcpElement}), ` +
            `CLS ${run.cls.toFixed(3)}, TBT ${run.tbt.toFixed(0)} ms, FCP ${run.fcp.toFixed(0)} ms`,
        );
        for (const request of run.waterfall.sort((a, b) => a.start - b.start)) {
          console.log(
            `    ${request.start.toFixed(0).padStart(5)}–${request.end.toFixed(0).padStart(5)} ms ` +
              `${request.kib.toFixed(1).padStart(6)} KiB ${request.url.slice(0, 90)}`,
          );
        }
        for (const task of run.longTasks) {
          console.log(
            `    long task at ${task.start.toFixed(0)} ms: ${task.duration.toFixed(0)} ms`,
          );
        }
        for (const shift of run.shifts) {
          console.log(`    shift ${shift.value.toFixed(4)} at ${shift.time.toFixed(0)} ms`);
          for (const source of shift.sources) console.log(`      ${source}`);
        }
      }
    }
    const result = {
      lcp: median(runs.map((run) => run.lcp)),
      cls: median(runs.map((run) => run.cls)),
      tbt: median(runs.map((run) => run.tbt)),
      fcp: median(runs.map((run) => run.fcp)),
      kib: median(runs.map((run) => run.kib)),
      requests: median(runs.map((run) => run.requests)),
    };
    const { budget } = profile;
    const checks = [
      ['LCP', `${result.lcp.toFixed(0)} ms`, budget.lcp, `${budget.lcp} ms`, result.lcp],
      ['CLS', result.cls.toFixed(3), budget.cls, String(budget.cls), result.cls],
      ['TBT', `${result.tbt.toFixed(0)} ms`, budget.tbt, `${budget.tbt} ms`, result.tbt],
    ];
    const verdicts = checks.map(([name, shown, limit, limitShown, value]) => {
      if (limit === undefined) return `${name} ${shown}`;
      const within = value <= limit;
      over = over || !within;
      return `${name} ${shown} of ${limitShown} ${within ? 'within' : 'OVER'}`;
    });
    console.log(
      `  ${profile.name.padEnd(8)} ${verdicts.join(', ')}; FCP ${result.fcp.toFixed(0)} ms, ` +
        `${result.kib.toFixed(0)} KiB over the wire in ${result.requests} requests`,
    );
  }
  const [load] = loadavg();
  if (load > availableParallelism()) {
    console.log(
      `  note: load average ${load.toFixed(1)} on ${availableParallelism()} cores: times include ` +
        'waiting for a core',
    );
  }
  console.log(`web vitals: ${over ? 'OVER' : 'within'} budget`);
} catch (error) {
  console.error(error);
  over = true;
} finally {
  await browser.close();
  server.stop();
}
process.exit(over ? 1 : 0);
