import type { Decorator } from '@storybook/react-vite';
import { toLocale } from '@maru/ui';
import { StoryWidgets } from './StoryWidgets';

export interface WidgetsDecoratorOptions {
  /** The portlet column's width in the home layout, so a story shows the widget as placed. */
  maxWidth?: number;
  /**
   * Ask the mock API in the story's locale (the `Lang` header), for widgets whose data the server
   * names per locale (boards, banners). Off by default: the mocks then answer in Korean.
   */
  localeData?: boolean;
}

/** The decorator every widget story uses: a fresh client and store, optionally a column width. */
export function widgetsDecorator({ maxWidth, localeData = false }: WidgetsDecoratorOptions = {}) {
  const decorator: Decorator = (Story, { globals }) => {
    const widgets = (
      <StoryWidgets {...(localeData ? { lang: toLocale(globals.locale) } : {})}>
        <Story />
      </StoryWidgets>
    );
    return maxWidth === undefined ? widgets : <div style={{ maxWidth }}>{widgets}</div>;
  };
  return decorator;
}
