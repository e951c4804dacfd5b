// Jest config for @storybook/test-runner: the default config, with Playwright pointed at Debian's
// Chromium (TOOLCHAIN.md) so no browser is ever downloaded.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './scripts/browser.mjs';

const base = getJestConfig();
const basePlaywright = base.testEnvironmentOptions?.['jest-playwright'] ?? {};

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  // .storybook/test-runner.ts imports its siblings as `./x.js` (Storybook's loader wants an
  // extension); jest has to find the `.ts` file behind it.
  moduleNameMapper: { ...base.moduleNameMapper, '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...basePlaywright,
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions(),
      // Screenshots are compared pixel for pixel: one viewport, device scale 1, light scheme,
      // reduced motion, fixed locale and time zone for Intl.
      contextOptions: {
        viewport: { width: 800, height: 600 },
        deviceScaleFactor: 1,
        colorScheme: 'light',
        reducedMotion: 'reduce',
        locale: 'ko-KR',
        timezoneId: 'Asia/Seoul',
      },
    },
  },
};
