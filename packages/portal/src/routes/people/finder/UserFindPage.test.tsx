import { userPageFind } from '@maru/api';
import { createHandlers, endpointHandler } from '@maru/api/mocks';
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ko from '../../../i18n/locales/ko';
import { profileDialogAtom } from '../../../profile';
import { renderPortal } from '../../../testing/renderPortal';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const text = ko.finder;
const TIMEOUT = { timeout: 10000 };

/** Records the query strings of every member search, then lets the mocks answer. */
function recordSearches(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.use(
    endpointHandler(userPageFind, ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return undefined;
    }),
    ...createHandlers(),
  );
  return seen;
}

async function listShown() {
  const table = await screen.findByRole('table', { name: text.results.everyone }, TIMEOUT);
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'), TIMEOUT);
  await within(table).findAllByRole('rowheader', {}, TIMEOUT);
  return table;
}

describe('member finder page (spec 01 §2)', { timeout: 30000 }, () => {
  it('spec 01 §9: starts with the whole company, 20 a page, the count read from the headers', async () => {
    const searches = recordSearches();
    renderPortal('/userFind');
    const table = await listShown();
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText(/^구성원 \d+명$/)).toBeVisible();
    expect(Object.fromEntries(searches[0] ?? [])).toEqual({ pageNumber: '1', limitNumber: '20' });
  });

  it('spec 01 §5: the search sends only the non-empty fields', async () => {
    const searches = recordSearches();
    const { user } = renderPortal('/userFind');
    await listShown();
    await user.type(screen.getByRole('textbox', { name: text.form.email }), 'minjun.kim');
    await user.type(screen.getByRole('textbox', { name: text.form.name }), ' 민준 {Enter}');
    await screen.findByRole('table', { name: text.results.search }, TIMEOUT);
    await waitFor(() =>
      expect(Object.fromEntries(searches.at(-1) ?? [])).toEqual({
        userName: '민준',
        email: 'minjun.kim',
        pageNumber: '1',
        limitNumber: '20',
      }),
    );
  });

  it('a Hangul composition’s Enter does not search (its default, the form submit, is stopped)', async () => {
    server.use(...createHandlers());
    renderPortal('/userFind');
    await listShown();
    const name = screen.getByRole('textbox', { name: text.form.name });
    const enter = (init: KeyboardEventInit & { keyCode?: number }) => {
      const event = createEvent.keyDown(name, { key: 'Enter', ...init });
      fireEvent(name, event);
      return event.defaultPrevented;
    };
    expect(enter({ keyCode: 229 })).toBe(true);
    expect(enter({ isComposing: true })).toBe(true);
    expect(enter({ keyCode: 13 })).toBe(false);
  });

  it('spec 01 §2: a row opens the member’s profile; Enter does too', async () => {
    server.use(...createHandlers());
    const { user, runtime } = renderPortal('/userFind');
    const table = await listShown();
    const rows = within(table).getAllByRole('row').slice(1);
    rows[0]?.focus();
    await user.keyboard('{Enter}');
    expect(runtime.store.get(profileDialogAtom)).toMatchObject({ status: 'open' });
  });

  it('spec 01 §9: a page size change asks page 1 at the new size', async () => {
    const searches = recordSearches();
    const { user } = renderPortal('/userFind');
    await listShown();
    await user.click(screen.getByRole('button', { name: /2 페이지/ }));
    await waitFor(() => expect(searches.at(-1)?.get('pageNumber')).toBe('2'));
    await user.selectOptions(screen.getByRole('combobox', { name: '페이지당 항목 수' }), '50');
    await waitFor(() =>
      expect(Object.fromEntries(searches.at(-1) ?? [])).toEqual({
        pageNumber: '1',
        limitNumber: '50',
      }),
    );
  });

  it('spec 01 §2: selecting a tree node lists that organisation’s members and shows its group mail', async () => {
    const searches = recordSearches();
    const { user } = renderPortal('/userFind');
    await listShown();
    const tree = screen.getByRole('tree', { name: text.tree.label });
    await user.click(within(tree).getByText('개발본부'));
    const heading = await screen.findByRole('heading', { name: '개발본부 구성원' }, TIMEOUT);
    expect(heading).toBeVisible();
    await waitFor(() =>
      expect(Object.fromEntries(searches.at(-1) ?? [])).toEqual({
        dlId: 'D2000',
        pageNumber: '1',
        limitNumber: '20',
      }),
    );
    expect(
      screen.getByRole('link', { name: /^그룹 메일 engineering@maru\.example$/ }),
    ).toHaveAttribute('href', 'mailto:engineering@maru.example');
  });
});
