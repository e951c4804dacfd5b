import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getStoryContext, type TestHook, type TestRunnerConfig } from '@storybook/test-runner';
import { getViolations, injectAxe } from 'axe-playwright';
import { axeRunOptions } from './a11y.js';
import type { ImeStep } from '../packages/ui/src/internal/realIme.js';

/**
 * Per-story checks of the browser pipeline (scripts/storybook-test.mjs runs this on the static
 * build): after the story rendered and its play function passed, axe must report no WCAG 2.2 AA
 * violation, and a screenshot is saved for the pixel comparison with the committed baseline.
 */

type Page = Parameters<TestHook>[0];
type Violation = Awaited<ReturnType<typeof getViolations>>[number];

/** The frame every screenshot is taken in (device scale 1 comes from test-runner-jest.config.js). */
const viewport = { width: 800, height: 600 };

/** Where screenshots go; the pipeline script passes an absolute path. */
const actualDir = path.resolve(process.env['MARU_VISUAL_DIR'] ?? '.cache/visual/actual');

/**
 * Storybook's own chrome in iframe.html (hidden docs root, loading and error screens). Axe runs on
 * the whole document minus these, because dialogs and toasts portal to <body>, outside
 * #storybook-root.
 */
const storybookChrome = [
  '#storybook-docs',
  '.sb-preparing-story',
  '.sb-preparing-docs',
  '.sb-nopreview',
  '.sb-errordisplay',
];

/**
 * Requests in flight per page, counted from the start of the current story's visit: the
 * test-runner reuses one page for all stories of a file, and a loading story's request that
 * never answers must not hold up the stories after it.
 */
const inFlight = new WeakMap<Page, { pending: Set<object>; changedAt: number }>();

function trackRequests(page: Page): void {
  const known = inFlight.get(page);
  if (known) {
    known.pending.clear();
    known.changedAt = Date.now();
    return;
  }
  const state = { pending: new Set<object>(), changedAt: Date.now() };
  inFlight.set(page, state);
  const started = (request: object) => {
    state.pending.add(request);
    state.changedAt = Date.now();
  };
  const ended = (request: object) => {
    if (state.pending.delete(request)) state.changedAt = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Waits until no request has been in flight for a moment. Bounded, because a story may show a
 * loading state on purpose with a request that never answers.
 */
async function waitForNetworkQuiet(page: Page, quietMs = 150, maxMs = 3000): Promise<void> {
  const state = inFlight.get(page);
  const deadline = Date.now() + maxMs;
  while (state && Date.now() < deadline) {
    if (state.pending.size === 0 && Date.now() - state.changedAt >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

function describeViolations(storyId: string, violations: Violation[]): string {
  const lines = violations.flatMap((violation) => [
    `  ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}`,
    `    ${violation.helpUrl}`,
    ...violation.nodes.map(
      (node) =>
        `    - ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
    ),
  ]);
  return [`axe found ${violations.length} WCAG violation(s) in ${storyId}:`, ...lines].join('\n');
}

/**
 * Takes screenshots until two in a row are identical, so a late re-render (data arriving, a
 * font swap) is never frozen into a baseline; a story that never settles fails loudly instead
 * of producing a flaky baseline.
 */
async function stableScreenshot(page: Page, storyId: string): Promise<Buffer> {
  const shoot = () =>
    page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: false, scale: 'css' });
  let previous = await shoot();
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.waitForTimeout(100);
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error(
    `the screenshot of ${storyId} never settled (a timer, an animation or a clock keeps changing it)`,
  );
}

/** Pages that already carry `__maruIme` (the runner reuses one page for a file's stories). */
const imePages = new WeakSet<Page>();

/**
 * Exposes `__maruIme` to play functions (packages/ui/src/internal/realIme.ts): real Korean
 * composition through the DevTools protocol, as TOOLCHAIN.md "Simulating a Korean IME" measured.
 */
async function exposeRealIme(page: Page): Promise<void> {
  if (imePages.has(page)) return;
  imePages.add(page);
  const cdp = await page.context().newCDPSession(page);
  await page.exposeFunction('__maruIme', async (steps: readonly ImeStep[]) => {
    for (const step of steps) {
      if ('compose' in step) {
        const end = step.compose.length;
        await cdp.send('Input.imeSetComposition', {
          text: step.compose,
          selectionStart: end,
          selectionEnd: end,
        });
      } else if ('commit' in step) {
        await cdp.send('Input.insertText', { text: step.commit });
      } else {
        const key = { key: step.composingKey, code: step.composingKey, windowsVirtualKeyCode: 229 };
        await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key });
        await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
      }
    }
  });
}

const config: TestRunnerConfig = {
  async preVisit(page) {
    trackRequests(page);
    await exposeRealIme(page);
    await page.setViewportSize(viewport);
    await injectAxe(page);
    // Chromium decides whether a programmatically focused element (a dialog's first button)
    // shows :focus-visible from the page's last trusted input, which the previous story in
    // this worker left behind. One trusted key press before every story makes it the same
    // (keyboard modality, as on a fresh page), so screenshots do not depend on story order.
    await page.keyboard.press('Shift');
  },

  async postVisit(page, context) {
    // The play function already failed; that failure is the story's report.
    if (context.hasFailure) return;
    const storyContext = await getStoryContext(page, context);

    await waitForNetworkQuiet(page);
    const violations = await getViolations(page, { exclude: storybookChrome }, axeRunOptions);

    // `parameters: { visual: false }` opts a story out of the pixel comparison only (see
    // docs/storybook.md); axe still runs on it.
    if (storyContext.parameters['visual'] !== false) {
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const png = await stableScreenshot(page, context.id);
      await mkdir(actualDir, { recursive: true });
      await writeFile(path.join(actualDir, `${context.id}.png`), png);
    }

    if (violations.length > 0) throw new Error(describeViolations(context.id, violations));
  },
};

export default config;
