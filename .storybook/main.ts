import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for the design system, the widgets and the docs pages. The static build is what the
 * test pipeline (scripts/storybook-test.mjs) drives in Chromium, so nothing here may reach the
 * network: telemetry is off and MSW answers every API call from the shared fixtures.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // MARU_STORIES (set by `scripts/storybook-test.mjs --only=<folder>`, comma-separated globs)
  // narrows the build to one folder's stories and docs pages, so a component can be checked without building everything.
  stories: process.env['MARU_STORIES']
    ? process.env['MARU_STORIES'].split(',')
    : [
        '../stories/**/*.mdx',
        '../stories/**/*.stories.@(ts|tsx)',
        '../packages/*/src/**/*.mdx',
        '../packages/*/src/**/*.stories.@(ts|tsx)',
      ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // No telemetry, crash reports or "what's new" fetches: this machine has no internet.
  core: { disableTelemetry: true, enableCrashReports: false, disableWhatsNewNotifications: true },
  // Serves mockServiceWorker.js (from `msw init .storybook/public`) at the root of Storybook.
  staticDirs: ['./public'],
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    // The react-vite framework does not add the React plugin when the root has no Vite config;
    // add it once so JSX uses the automatic runtime and dev mode gets fast refresh.
    const { default: react } = await import('@vitejs/plugin-react');
    const plugins = (viteConfig.plugins ?? []).flat();
    const hasReact = plugins.some(
      (plugin) =>
        plugin &&
        typeof plugin === 'object' &&
        'name' in plugin &&
        plugin.name.startsWith('vite:react'),
    );
    return {
      ...viteConfig,
      plugins: hasReact ? viteConfig.plugins : [...(viteConfig.plugins ?? []), react()],
      // Keep the build log readable: the docs addon and the preview are big by nature.
      build: { ...viteConfig.build, chunkSizeWarningLimit: 4096 },
    };
  },
};

export default config;
