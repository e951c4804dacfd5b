import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { favouriteMenus, saveFavouriteOrder } from '@maru/api';
import { errorHandler, favouritesHandlers, loadingHandler } from '@maru/api/mocks';
import { favouritesFor, menuNames } from '@maru/api/fixtures';
import { widgetsDecorator } from '../testing/widgetsDecorator';
import { FavouritesWidget } from './FavouritesWidget';
import ko from './intl/ko.json';

const meta = {
  title: 'Widgets/FavouritesWidget',
  component: FavouritesWidget,
  args: { onNavigate: fn(), siteHosts: { ea: 'https://ea.maru.example' } },
  decorators: [widgetsDecorator({ maxWidth: 480 })],
  beforeEach({ msw }) {
    msw.use(...favouritesHandlers());
  },
  parameters: {
    docs: {
      description: {
        component:
          'The favourite quick-link portlet (spec 02 §2–§7): the first 5 shortcuts, the rest in an expandable panel, and the 840 px settings dialog with the menu chooser (at most 15) and the shortcut and panel lists (at most 9 shortcuts). Needs `MaruProvider` and `WidgetsProvider` above it.',
      },
    },
  },
} satisfies Meta<typeof FavouritesWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = (menuId: number) => menuNames[menuId]?.ko ?? '';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openSettings(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: ko.settings }));
  return page(canvasElement).findByRole('dialog', { name: ko.settings });
}

function shortcutNames(dialog: HTMLElement) {
  const list = within(dialog).getByRole('grid', { name: ko['list.shortcut'] });
  return within(list)
    .getAllByRole('row')
    .map((row) => row.textContent);
}

/** Focuses a shortcut and picks it up with Enter (react-aria's keyboard drag). */
async function pickUp(dialog: HTMLElement, label: string) {
  const item = await within(dialog).findByRole('row', { name: label });
  item.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() =>
    expect(dialog.ownerDocument.activeElement?.getAttribute('aria-label')).toMatch(/삽입$/),
  );
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const links = await within(canvasElement).findAllByRole('link');
    await expect(links).toHaveLength(5);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...favouritesHandlers({ favourites: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ko['empty.title'])).toBeVisible();
  },
};

/** A failed load falls back to the empty list silently (spec 02 §8), with a quiet retry. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(errorHandler(favouriteMenus, 500));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: ko.retryLoad }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingHandler(favouriteMenus));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

export const LoadedEnglish: Story = { globals: { locale: 'en' } };

/** The panel expands with the other favourites and closes on a click outside it. */
export const MorePanel: Story = {
  play: async ({ canvasElement }) => {
    const more = await within(canvasElement).findByRole('button', { name: /6/ });
    await userEvent.click(more);
    const panel = await page(canvasElement).findByRole('dialog', { name: ko.moreTitle });
    await expect(within(panel).getAllByRole('link')).toHaveLength(6);
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Settings: Story = {
  args: { defaultSettingsOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: ko.settings });
    await expect(await within(dialog).findByRole('checkbox', { name: name(10) })).toBeChecked();
  },
};

export const SettingsEnglish: Story = { ...Settings, globals: { locale: 'en' }, play: undefined };

/** Both limits reached: 15 selections and 9 shortcuts; a 16th check is flagged, not added. */
export const SelectionLimit: Story = {
  args: { defaultSettingsOpen: true },
  beforeEach({ msw }) {
    msw.use(...favouritesHandlers({ favourites: favouritesFor('U0002') }));
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: ko.settings });
    const extra = await within(dialog).findByRole('checkbox', { name: name(1115) });
    await userEvent.click(extra);
    await expect(extra).not.toBeChecked();
    await expect(
      await within(dialog).findByText(ko['chooser.overflow'].replace('{limit}', '15')),
    ).toBeVisible();
  },
};

/** Keyboard only (react-aria's keyboard drag): pick up, next gap, drop; saved at once. */
export const RearrangeByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSettings(canvasElement);
    await pickUp(dialog, name(10));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(await within(dialog).findByText(ko['save.saved'])).toBeVisible();
    await expect(shortcutNames(dialog).slice(0, 2)).toEqual([name(1114), name(10)]);
  },
};

/** A failed save keeps the new arrangement on screen and offers a retry. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(errorHandler(saveFavouriteOrder, 500));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSettings(canvasElement);
    await pickUp(dialog, name(10));
    // Tab takes the drag to the panel list, before its first item.
    await userEvent.tab();
    await waitFor(() =>
      expect(dialog.ownerDocument.activeElement?.getAttribute('aria-label')).toMatch(
        /(삽입|드롭 대상)$/,
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText(ko['save.failed'])).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: ko['save.retry'] })).toBeVisible();
    await expect(shortcutNames(dialog)).not.toContain(name(10));
  },
};
