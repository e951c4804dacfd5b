// Server latency benchmark (GUIDE §6, issue 15): p99 under 50 ms for commute status at 500
// requests/s on SQLite; the home page's calls, and PostgreSQL's figures, are measured the same
// way and recorded beside it (no budget; an error fails the run on any engine).
// Builds the server (`pnpm --filter @maru/server build`, as `npm start` does) and, for each
// engine in turn, starts the built server (`node packages/server/dist/main.js`, demo mode) on a
// new database: a SQLite file in a temp folder, then a throw-away PostgreSQL cluster
// (scripts/postgres.mjs, which installs Debian's PostgreSQL when missing). It signs in a demo
// employee and sends two loads, each a fixed open-loop schedule (500/s for 5 s, 2,500 requests)
// over keep-alive connections on loopback: commute status alone, then the home page's calls in
// turn. Latency counts from each request's scheduled time, so a stalled server cannot hide its
// queue. `--engine=sqlite` or `--engine=postgres` runs one. Bounded in count and time.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './ensure.mjs';
import { startCluster } from './postgres.mjs';

const RATE = 500;
const SECONDS = 5;
const BUDGET_P99_MS = 50;
const PORT = Number(process.env.BENCH_PORT || 3901);

/**
 * The loads: commute status (the one GUIDE §6 budgets), and the GET calls the home page makes
 * after sign-in, in turn (recorded).
 */
const LOADS = [
  { name: 'commute status', budget: true, paths: ['/api/hr/commute/status?offset=540'] },
  {
    name: 'home page calls',
    budget: false,
    paths: [
      '/api/cloud/info/',
      '/api/gw/common/gw/user/myProfile',
      '/api/notification/msg/unreadCount',
      '/api/gw/common/top/menus',
      '/api/hr/commute/status?offset=540',
      '/api/hr/commute/hours?offset=540',
      '/api/hr/worktime/current-period-info?offset=540',
      '/api/portal/menu/fovorite',
      '/api/portal/portlet/notice?page=1&limit=5',
      '/api/portal/portlet/timeline?limit=5',
      '/api/ess/absentee?offset=540',
      '/api/hr/ess/employeeinfo/news',
    ],
  },
];

/** Each engine: how to get a new, empty database for one run, and whether the budget applies. */
const ENGINES = [
  {
    key: 'sqlite',
    name: 'SQLite',
    budget: true,
    async database() {
      const dir = mkdtempSync(join(tmpdir(), 'maru-bench-'));
      return {
        url: `sqlite:${join(dir, 'bench.db')}`,
        stop: () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    key: 'postgres',
    name: 'PostgreSQL',
    budget: false,
    database: startCluster,
  },
];

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function request(method, path, { body, cookie } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        agent,
        headers: {
          'content-type': 'application/json',
          'sec-fetch-site': 'same-origin',
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

/** Starts the built server on `url` and answers its stop(), once `/readyz` says ok. */
async function startServer(url) {
  const server = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      MARU_DB: url,
      MARU_DB_CREATE: '1',
      MARU_MODE: 'demo',
      MARU_PORT: String(PORT),
      MARU_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Its start-up text (the demo accounts) is shown only when it fails to start.
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 480; i += 1) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${stderr}`);
    const ready = await request('GET', '/readyz').catch(() => null);
    if (ready?.statusCode === 200) return stop;
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server did not become ready:\n${stderr}`);
}

/** Sends `paths` in turn at RATE for SECONDS; answers the latency percentiles and errors. */
async function measure(paths, cookie) {
  // Warm-up: every call a few times, so the first requests do not pay for compilation.
  for (let i = 0; i < 200; i += 1) await request('GET', paths[i % paths.length], { cookie });
  const total = RATE * SECONDS;
  const latencies = [];
  /** Failures by status (or error code) and path. */
  const errors = new Map();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: total }, (_, i) => {
      const due = started + (i * 1000) / RATE;
      return new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, due - performance.now())),
      ).then(async () => {
        const sent = performance.now();
        const path = paths[i % paths.length];
        const res = await request('GET', path, { cookie }).catch((error) => ({
          statusCode: error.code,
        }));
        if (res.statusCode !== 200) {
          const key = `${res.statusCode} ${path.split('?')[0]}`;
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
        latencies.push(performance.now() - Math.min(sent, due));
      });
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return {
    total,
    errors: [...errors.values()].reduce((a, b) => a + b, 0),
    failures: errors,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: latencies.at(-1),
  };
}

async function benchEngine(engine) {
  const database = await engine.database();
  try {
    const stop = await startServer(database.url);
    try {
      const signIn = await request('POST', '/api/auth/signin', {
        body: { loginId: 'minjun.kim', password: 'maru1234!' },
      });
      const cookie = String(signIn.headers['set-cookie']?.[0] ?? '').split(';')[0];
      if (!cookie) throw new Error('sign-in failed');
      const results = [];
      for (const load of LOADS) results.push({ load, ...(await measure(load.paths, cookie)) });
      return results;
    } finally {
      await stop();
    }
  } finally {
    database.stop();
  }
}

const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);
const only = process.argv.find((arg) => arg.startsWith('--engine='))?.slice('--engine='.length);
const engines = ENGINES.filter((engine) => !only || engine.key === only);
if (engines.length === 0) {
  console.error(`bench-server: --engine must be ${ENGINES.map((e) => e.key).join(' or ')}`);
  process.exit(2);
}

let ok = true;
try {
  const build = spawnSync('pnpm', ['--filter', '@maru/server', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('pnpm --filter @maru/server build failed');
  console.log(`server latency at ${RATE} requests/s for ${SECONDS} s per load (built server)`);
  for (const engine of engines) {
    for (const { load, total, errors, failures, p50, p95, p99, max } of await benchEngine(engine)) {
      const within = p99 < BUDGET_P99_MS && errors === 0;
      const budgeted = engine.budget && load.budget;
      const verdict = budgeted
        ? `${within ? 'within' : 'OVER'} the ${BUDGET_P99_MS} ms budget`
        : 'recorded, no budget';
      console.log(
        `  ${engine.name.padEnd(10)} ${load.name.padEnd(15)}  p50${ms(p50)}  p95${ms(p95)}  p99${ms(p99)}  max${ms(max)}  ${errors}/${total} errors  ${verdict}`,
      );
      for (const [failure, count] of failures) console.log(`    ${count} × ${failure}`);
      if (budgeted && !within) ok = false;
      if (errors > 0) ok = false;
    }
  }
} catch (error) {
  console.error(error);
  ok = false;
} finally {
  agent.destroy();
}
process.exitCode = ok ? 0 : 1;
