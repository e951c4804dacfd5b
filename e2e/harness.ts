import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
// @ts-expect-error plain ESM helper shared with the Storybook test-runner config
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/browser.mjs';

const root = join(import.meta.dirname, '..');

interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start within 60 s:\n${log()}`);
}

/** The server as deployed: its build, run with plain Node (`npm test` builds it before e2e). */
const SERVER_BUILD = join(root, 'packages/server/dist/main.js');

/** Starts the real reference server (built) on a temporary SQLite file and the built portal. */
async function startServer(): Promise<RunningServer> {
  if (!existsSync(SERVER_BUILD)) {
    throw new Error(`${SERVER_BUILD} is missing: build it with pnpm --filter @maru/server build`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'maru-e2e-'));
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [SERVER_BUILD], {
    cwd: root,
    env: {
      ...process.env,
      MARU_DB: join(dir, 'e2e.db'),
      // A new file: a non-default MARU_DB is created only when asked (docs/server.md).
      MARU_DB_CREATE: '1',
      MARU_PORT: String(port),
      MARU_HOST: '127.0.0.1',
      MARU_STATIC_DIR: join(root, 'packages/portal/dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(url, child, () => output);
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs, headless: true });
}

/** What the pages reported since the last check (`takeCspViolations`, e2e/cspGuard.ts). */
const cspViolations: string[] = [];

/** The CSP violations seen since the last call, emptying the list. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/**
 * Records every Content-Security-Policy violation of the context's pages: the page's own
 * `securitypolicyviolation` event (installed before any of its scripts run, so a refused
 * `<style>` of the first paint counts) and, for what fires no event in the page (a worker),
 * Chromium's console report.
 */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding('maruReportCspViolation', ({ page }, report: string) => {
    cspViolations.push(`${page.url()}: ${report}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { maruReportCspViolation(report: string): void })
      .maruReportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${where}` +
          (event.sample ? ` (${event.sample})` : ''),
      );
    });
  });
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) {
      cspViolations.push(`${message.page()?.url() ?? 'worker'}: console: ${message.text()}`);
    }
  });
}

/** A fresh browser profile (own cookies) in Seoul time, in the given interface language. */
async function newEmployeeContext(
  browser: Browser,
  baseURL: string,
  locale: 'ko' | 'en' = 'ko',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    timezoneId: 'Asia/Seoul',
    locale: locale === 'ko' ? 'ko-KR' : 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  await watchCsp(context);
  await context.addInitScript((lang) => {
    if (!window.localStorage.getItem('maru.locale'))
      window.localStorage.setItem('maru.locale', lang);
  }, locale);
  return context;
}

export async function signIn(page: Page, loginId: string, password = 'maru1234!'): Promise<void> {
  await page.goto('/');
  await page.waitForURL(/\/signin/);
  await page.getByLabel(/아이디|ID/).fill(loginId);
  await page.getByLabel(/비밀번호|Password/).fill(password);
  await page.getByRole('button', { name: /로그인|Sign in/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
}

/** What an e2e file's tests get from `serverAndBrowser`. */
export interface E2eRun {
  /** The running server's address (the portal and /api). */
  readonly url: string;
  /**
   * A fresh employee profile (own cookies, Seoul time, `locale`) for pages shared by several
   * tests; the caller closes it in its `afterAll`.
   */
  newContext(locale?: 'ko' | 'en'): Promise<BrowserContext>;
  /**
   * A page in a fresh employee profile, signed in as `signInAs` when given. Its context is
   * closed when the test ends, passed or failed (vitest's `onTestFinished`, the test's
   * `finally`), so a failing journey never leaves pages behind for the next test.
   */
  page(options?: { locale?: 'ko' | 'en'; signInAs?: string }): Promise<Page>;
}

/**
 * The server-and-browser lifecycle of one e2e file: the real server (temporary database) and
 * Chromium start before its first test and stop after its last. Call it once at the top level.
 */
export function serverAndBrowser(): E2eRun {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const running = () => {
    if (!server || !browser) throw new Error('serverAndBrowser() is used before its beforeAll ran');
    return { server, browser };
  };
  const newContext = (locale: 'ko' | 'en' = 'ko') =>
    newEmployeeContext(running().browser, running().server.url, locale);
  return {
    get url() {
      return running().server.url;
    },
    newContext,
    async page({ locale = 'ko', signInAs } = {}) {
      const context = await newContext(locale);
      onTestFinished(() => context.close());
      const page = await context.newPage();
      if (signInAs !== undefined) await signIn(page, signInAs);
      return page;
    },
  };
}
