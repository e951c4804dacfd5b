// PostgreSQL for the server suite's second engine (issue 15): Debian's server binaries (installed
// with apt-get when missing, as root, as ensure.mjs does for Chromium) and a throw-away cluster
// in a temp folder on a free local port, removed when the tests end, fail or are interrupted.
// Plain Node with no dependencies. `MARU_TEST_PG=postgres://…` skips all of this (an existing
// server); see docs/server.md, "Engines".
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest installed server's bin folder (Debian keeps one per major version), or null. */
function installedBinDir() {
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => existsSync(join(DEBIAN_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(DEBIAN_ROOT, versions[0], 'bin') : null;
}

/**
 * The folder holding `initdb`, `pg_ctl` and `postgres`; installs Debian's `postgresql` and
 * `postgresql-contrib` (pg_trgm) first when there is none. Null, with what to do printed, when
 * it cannot.
 */
export function ensurePostgres() {
  const found = installedBinDir();
  if (found) return found;
  if (!isRoot()) {
    console.error(
      '[maru] The PostgreSQL tests need a PostgreSQL server.\n' +
        '       Install it as root: apt-get install -y postgresql postgresql-contrib\n' +
        '       (or point MARU_TEST_PG at an existing server: postgres://user:password@host:port/db).',
    );
    return null;
  }
  console.log('[maru] installing Debian postgresql and postgresql-contrib');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  // Debian's packages may also create a `main` cluster: the tests never use it (their own
  // cluster, on its own port).
  if (!apt(['update', '-qq'])) return null;
  if (
    !apt(['install', '-y', '-qq', '--no-install-recommends', 'postgresql', 'postgresql-contrib'])
  ) {
    return null;
  }
  return installedBinDir();
}

/** A port nobody listens on now (the OS picks it), for the cluster to take. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs a server binary as the cluster's owner: `postgres` when we are root (initdb and the
 * server refuse to run as root), ourselves otherwise.
 */
function asOwner(binary, args) {
  const [command, prefix] = isRoot() ? ['runuser', ['-u', 'postgres', '--', binary]] : [binary, []];
  const result = spawnSync(command, [...prefix, ...args], { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${binary} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`,
    );
  }
}

// Settings for a cluster whose data is thrown away: no durability, nothing to tune.
const THROW_AWAY_SETTINGS = [
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'max_connections=200',
  'shared_buffers=64MB',
];

/**
 * Creates and starts a throw-away cluster: initdb in a new temp folder (UTF-8, byte-order
 * collation as SQLite's, a Unicode-aware ctype so ILIKE and pg_trgm know Hangul), listening on
 * 127.0.0.1 at a free port and on a unix socket in the folder. Answers its URL and `stop()`,
 * which stops it and removes the folder; also run on exit and on SIGINT/SIGTERM.
 */
export async function startCluster() {
  const bin = ensurePostgres();
  if (!bin) throw new Error('PostgreSQL is not installed (see the message above)');
  const dir = mkdtempSync(join(tmpdir(), 'maru-pg-'));
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      if (existsSync(join(dir, 'data', 'postmaster.pid'))) {
        asOwner(join(bin, 'pg_ctl'), ['stop', '-D', join(dir, 'data'), '-m', 'immediate', '-w']);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const onSignal = (signal) => {
    stop();
    process.kill(process.pid, signal);
  };
  process.once('exit', stop);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (isRoot()) {
      const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      chownSync(dir, Number(owner.stdout), Number(group.stdout));
    }
    const data = join(dir, 'data');
    asOwner(join(bin, 'initdb'), [
      '-D',
      data,
      '--username=postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--lc-collate=C',
      '--lc-ctype=C.UTF-8',
      '--no-sync',
    ]);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      ...THROW_AWAY_SETTINGS.map((setting) => `-c ${setting}`),
    ].join(' ');
    asOwner(join(bin, 'pg_ctl'), [
      'start',
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      options,
    ]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
