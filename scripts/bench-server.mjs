// Server latency benchmark (GUIDE §6): p99 under 50 ms for commute status at 500 requests/s.
// Starts the reference server on a temporary database, signs in a demo employee, then sends
// a fixed open-loop schedule of requests (500/s for 5 s, 2,500 in all) over keep-alive
// connections on loopback and reports the latency percentiles. Bounded in count and time.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './ensure.mjs';

const RATE = 500;
const SECONDS = 5;
const BUDGET_P99_MS = 50;
const PORT = Number(process.env.BENCH_PORT || 3901);

const dir = mkdtempSync(join(tmpdir(), 'maru-bench-'));
const server = spawn(
  join(root, 'packages/server/node_modules/.bin/tsx'),
  ['packages/server/src/main.ts'],
  {
    cwd: root,
    env: {
      ...process.env,
      MARU_DB: join(dir, 'bench.db'),
      MARU_DB_CREATE: '1',
      MARU_PORT: String(PORT),
    },
    stdio: 'ignore',
  },
);
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
};

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

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      await request('GET', '/api/cloud/info/');
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error('server did not start');
}

try {
  await waitForServer();
  const signIn = await request('POST', '/api/auth/signin', {
    body: { loginId: 'minjun.kim', password: 'maru1234!' },
  });
  const cookie = String(signIn.headers['set-cookie']?.[0] ?? '').split(';')[0];
  if (!cookie) throw new Error('sign-in failed');

  const path = '/api/hr/commute/status?offset=540';
  for (let i = 0; i < 200; i += 1) await request('GET', path, { cookie }); // warm-up

  const total = RATE * SECONDS;
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: total }, (_, i) => {
      const due = started + (i * 1000) / RATE;
      return new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, due - performance.now())),
      ).then(async () => {
        const sent = performance.now();
        const res = await request('GET', path, { cookie }).catch(() => null);
        if (!res || res.statusCode !== 200) errors += 1;
        // Latency from the scheduled time, so a stalled server cannot hide queueing delay.
        latencies.push(performance.now() - Math.min(sent, due));
      });
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  const p99 = pct(99);
  console.log(
    `commute status at ${RATE} req/s for ${SECONDS} s (${total} requests, ${errors} errors)`,
  );
  console.log(
    `  p50 ${pct(50).toFixed(1)} ms  p90 ${pct(90).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  max ${latencies.at(-1).toFixed(1)} ms`,
  );
  const ok = p99 < BUDGET_P99_MS && errors === 0;
  console.log(`p99 ${p99.toFixed(1)} ms of ${BUDGET_P99_MS} ms budget: ${ok ? 'within' : 'OVER'}`);
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  agent.destroy();
  stop();
}
