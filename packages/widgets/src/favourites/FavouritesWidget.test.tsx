import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { createStore } from 'jotai';
import { MaruProvider } from '@maru/ui';
import { createApiClient, favouriteMenus, saveFavouriteOrder } from '@maru/api';
import { errorHandler, favouritesHandlers, type FavouritesMockOptions } from '@maru/api/mocks';
import { favouritesFor, menuNames } from '@maru/api/fixtures';
import { WidgetsProvider } from '../client/WidgetsProvider';
import { FavouritesWidget } from './FavouritesWidget';
import { favouritesTestServer, TEST_API_BASE } from './testServer';
import ko from './intl/ko.json';

const { server, orders } = favouritesTestServer();

/** Renders the widget over the favourites mocks; `failing` handlers take precedence. */
function renderWidget(options: FavouritesMockOptions = {}, failing: HttpHandler[] = []) {
  server.use(...failing, ...favouritesHandlers(options));
  const extra = vi.fn();
  const client = createApiClient({ baseUrl: TEST_API_BASE });
  const user = userEvent.setup();
  render(
    <MaruProvider>
      <WidgetsProvider client={client} store={createStore()}>
        <FavouritesWidget onNavigate={extra} siteHosts={{ ea: 'https://ea.maru.example' }} />
      </WidgetsProvider>
    </MaruProvider>,
  );
  return { user, onNavigate: extra };
}

const name = (menuId: number) => menuNames[menuId]?.ko ?? '';

describe('FavouritesWidget', () => {
  it('spec 02 §2: shows the first 5 shortcuts as links; internal ones navigate in the app', async () => {
    const { user, onNavigate } = renderWidget();
    const list = await screen.findByRole('list');
    const links = await within(list).findAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAccessibleName(name(10));
    await user.click(links[0] as HTMLElement);
    expect(onNavigate).toHaveBeenCalledWith('/community/board/10');
  });

  it('GUIDE §7: an external favourite opens in a new tab with noopener noreferrer', async () => {
    renderWidget();
    const wiki = await screen.findByRole('link', { name: new RegExp(name(21)) });
    expect(wiki).toHaveAttribute('target', '_blank');
    expect(wiki).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('spec 02 §4: the panel expands, lists the rest and closes on an outside click', async () => {
    const { user } = renderWidget();
    const more = await screen.findByRole('button', { name: ko.more.replace('{count}', '6') });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    const panel = await screen.findByRole('dialog', { name: ko.moreTitle });
    expect(within(panel).getAllByRole('link')).toHaveLength(6);
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('spec 02 §8: a failed load falls back to the empty list silently, with a quiet retry', async () => {
    const { user } = renderWidget({}, [errorHandler(favouriteMenus, 500)]);
    await screen.findByText(ko['empty.title']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    server.resetHandlers();
    server.use(...favouritesHandlers());
    await user.click(screen.getByRole('button', { name: ko.retryLoad }));
    expect(await screen.findAllByRole('link')).not.toHaveLength(0);
  });

  it('spec 02 §6: a fixed menu is checked and cannot be unchecked in the chooser', async () => {
    const { user } = renderWidget();
    await user.click(await screen.findByRole('button', { name: ko.settings }));
    const dialog = await screen.findByRole('dialog', { name: ko.settings });
    const fixed = await within(dialog).findByRole('checkbox', { name: name(10) });
    expect(fixed).toBeChecked();
    await user.click(fixed);
    expect(fixed).toBeChecked();
  });

  it('spec 02 §9: the 16th selection is refused and flagged, nothing is saved', async () => {
    const { user } = renderWidget({ favourites: favouritesFor('U0002') });
    await user.click(await screen.findByRole('button', { name: ko.settings }));
    const dialog = await screen.findByRole('dialog', { name: ko.settings });
    const board = await within(dialog).findByRole('checkbox', { name: name(1115) });
    expect(board).not.toBeChecked();
    await user.click(board);
    expect(board).not.toBeChecked();
    expect(
      await within(dialog).findByText(ko['chooser.overflow'].replace('{limit}', '15')),
    ).toBeVisible();
  });

  it('spec 02 §4: a keyboard move saves the full order; a failed save keeps it and retries', async () => {
    const { user } = renderWidget({}, [errorHandler(saveFavouriteOrder, 500)]);
    await user.click(await screen.findByRole('button', { name: ko.settings }));
    const dialog = await screen.findByRole('dialog', { name: ko.settings });
    const shortcuts = await within(dialog).findByRole('grid', { name: ko['list.shortcut'] });
    const first = within(shortcuts).getByRole('row', { name: name(10) });
    first.focus();
    // react-aria's keyboard drag: Enter picks up, the arrow chooses the next gap, Enter drops.
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(/삽입$/),
    );
    await user.keyboard('{ArrowRight}{Enter}');
    await within(dialog).findByText(ko['save.failed']);
    const names = () =>
      within(shortcuts)
        .getAllByRole('row')
        .map((row) => row.textContent);
    expect(names().slice(0, 2)).toEqual([name(1114), name(10)]);

    server.resetHandlers();

    server.use(...favouritesHandlers());
    await user.click(within(dialog).getByRole('button', { name: ko['save.retry'] }));
    await within(dialog).findByText(ko['save.saved']);
    expect(orders.at(-1)?.slice(0, 2)).toEqual([
      { menuId: 1114, shortcutLinkFlag: 1, sortNo: 1 },
      { menuId: 10, shortcutLinkFlag: 1, sortNo: 2 },
    ]);
    expect(names().slice(0, 2)).toEqual([name(1114), name(10)]);
  });
});
