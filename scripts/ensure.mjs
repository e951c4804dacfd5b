// Installs what the README's commands need on a fresh machine: pnpm 10, the workspace's
// dependencies and, for the browser tests, Debian's Chromium with CJK fonts.
// Plain Node with no dependencies: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.9';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function quiet(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Returns the command (and leading arguments) that runs pnpm 10. */
export function ensurePnpm() {
  const version = quiet('pnpm', ['--version']);
  if (version?.startsWith('10.')) return ['pnpm'];
  console.log(`[maru] installing pnpm ${PNPM_VERSION} (found ${version ?? 'none'})`);
  if (run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]) === 0) {
    const installed = quiet('pnpm', ['--version']);
    if (installed?.startsWith('10.')) return ['pnpm'];
  }
  // No global install possible (not root, read-only prefix): run it through npx.
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** Installs the workspace's dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies(pnpm) {
  const marker = join(root, 'node_modules', '.pnpm', 'lock.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('[maru] installing dependencies (pnpm install --frozen-lockfile)');
  const [command, ...rest] = pnpm;
  const status = run(command, [...rest, 'install', '--frozen-lockfile'], {
    env: { ...process.env, CI: 'true' },
  });
  if (status !== 0) {
    console.error('[maru] pnpm install failed; see the output above.');
    process.exit(status);
  }
}

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function hasCjkFonts() {
  return existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
}

/** Browser tests need Debian's Chromium and fonts-noto-cjk (Hangul renders as boxes without). */
export function ensureBrowser() {
  if (existsSync(chromiumPath()) && hasCjkFonts()) return true;
  if (!isRoot()) {
    console.error(
      `[maru] The browser tests need Chromium at ${chromiumPath()} and the fonts-noto-cjk fonts.\n` +
        '       Install them as root: apt-get install -y chromium fonts-noto-cjk\n' +
        '       (or point CHROMIUM_PATH at a Chromium binary).',
    );
    return false;
  }
  console.log('[maru] installing Debian chromium and fonts-noto-cjk');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0) return false;
  const status = run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { env });
  return status === 0 && existsSync(chromiumPath());
}
