// The one place that says which Chromium the tests drive and how it is launched, shared by the
// Storybook test-runner (test-runner-jest.config.js) and the end-to-end tests. Measured facts:
// /work/shared/TOOLCHAIN.md, "Browser".

/** Debian's Chromium; override with CHROMIUM_PATH. Playwright never downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Launch flags: no sandbox (CI runs as root), no GPU (software rendering is deterministic), no
 * background network traffic (this machine has no internet), and hinting, colour profile,
 * scrollbars and rasterisation pinned so screenshots are identical to the pixel from run to run.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
  // Measured here: with partial raster, re-painting only the changed tiles after an interaction
  // left anti-aliased rounded corners off by one colour step from run to run; full raster makes
  // every screenshot identical to the pixel.
  '--disable-partial-raster',
];

/** Options for playwright-core's `chromium.launch()`. */
export function chromiumLaunchOptions() {
  return { headless: true, executablePath: CHROMIUM_PATH, args: [...chromiumArgs] };
}
