import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MaruProvider } from '@maru/ui';
import { axeRunOptions } from './a11y';
import { storyLocales, toLocale } from './locales';

/** Every story renders inside the same providers as the portal, in the toolbar's locale. */
const withMaruProvider: Decorator = (Story, context) => (
  <MaruProvider locale={toLocale(context.globals['locale'])}>
    <Story />
  </MaruProvider>
);

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Locale / 언어',
      toolbar: { title: 'Locale', icon: 'globe', items: [...storyLocales], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'ko' },
  decorators: [withMaruProvider],
  // Starts the MSW worker once and resets its handlers before each story; stories add theirs
  // with `beforeEach({ msw }) { msw.use(...) }` or `parameters.msw`.
  loaders: [mswLoader()],
  beforeEach({ globals }) {
    // Screen readers and CJK font selection both read <html lang>.
    document.documentElement.lang = toLocale(globals['locale']);
  },
  parameters: {
    // A fixed frame so screenshots only change when the component does.
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error', options: axeRunOptions },
  },
};

export default preview;
