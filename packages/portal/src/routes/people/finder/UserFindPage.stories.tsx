import { PAGINATION_HEADERS, userPageFind } from '@maru/api';
import { endpointHandler, errorHandler } from '@maru/api/mocks';
import { useMessageBox } from '@maru/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { usePortalRuntime } from '../../../app/RuntimeContext';
import { ProfileDialogHost } from '../../../profile';
import { portalText, shellStoryMeta } from '../../../testing/storyShell';
import { UserFindPage } from './UserFindPage';

/** The portal frame's alert connection, so the error policy's alert shows in the ui's box. */
function AlertConnector() {
  const { alertBridge } = usePortalRuntime();
  const { alert } = useMessageBox();
  useEffect(() => alertBridge.connect((message) => alert({ message })), [alert, alertBridge]);
  return null;
}

const meta = {
  title: 'portal/UserFind',
  component: UserFindPage,
  ...shellStoryMeta,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <AlertConnector />
        <Story />
        <ProfileDialogHost />
      </div>
    ),
    ...shellStoryMeta.decorators,
  ],
  parameters: {
    ...shellStoryMeta.parameters,
    shell: { path: '/userFind' },
    docs: {
      description: {
        component:
          'The member finder (`/userFind`, spec 01 §2): the organisation tree (lazy, searchable, group-mail links), the search form (name, email, phone, rank), the member table and its paging read from the response headers. A row opens the profile dialog on click or Enter. See docs/people-finder.md.',
      },
    },
  },
} satisfies Meta<typeof UserFindPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const TIMEOUT = { timeout: 5000 };

/** Waits until the list has rows and the tree its divisions, so screenshots are whole. */
async function settled(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('tree', { name: portalText('finder.tree.label') }, TIMEOUT);
  await canvas.findAllByRole('rowheader', {}, TIMEOUT);
  await waitFor(
    () => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(),
    TIMEOUT,
  );
}

/** Brings the list into the screenshot (the tree sits above it below 960 px). */
function showResults(element: HTMLElement) {
  element.scrollIntoView({ block: 'start' });
}

/**
 * The whole current company, by name, 20 a page, with the count from the paging headers.
 * Play: ↓ moves between rows (roving focus) and Enter opens the member's profile dialog.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^구성원 \d+명$/)).toBeVisible();
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(20);
    rows[0]?.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', {}, TIMEOUT);
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), TIMEOUT);
    await waitFor(() => expect(rows[1]).toHaveFocus(), TIMEOUT);
    rows[1]?.blur();
  },
};

/**
 * Selecting a department in the tree lists its members, head first, with its group mail as a
 * mail link. Play (APG tree): ↓ to 개발본부, → opens it (children load lazily), ↓ to 플랫폼팀,
 * Enter selects it.
 */
export const TreeNodeSelected: Story = {
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('tree', { name: portalText('finder.tree.label') });
    tree.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowRight}');
    await within(tree).findByRole('treeitem', { name: /플랫폼팀/ }, TIMEOUT);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { name: '플랫폼팀 구성원' }, TIMEOUT);
    await expect(
      canvas.getByRole('link', { name: /^그룹 메일 platform@maru\.example/ }),
    ).toHaveAttribute('href', 'mailto:platform@maru.example');
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveTextContent('강서준'), TIMEOUT);
    tree.blur();
    showResults(heading);
  },
};

/** A search by name (only the filled fields are sent): Enter in the name field searches. */
export const SearchResults: Story = {
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: portalText('finder.form.name') });
    await userEvent.type(name, '민준{Enter}');
    const heading = await canvas.findByRole(
      'heading',
      { name: portalText('finder.results.search') },
      TIMEOUT,
    );
    await canvas.findByRole('rowheader', { name: /김민준/ }, TIMEOUT);
    await waitFor(() =>
      expect(
        canvas.getAllByRole('rowheader').every((cell) => /민준/.test(cell.textContent ?? '')),
      ).toBe(true),
    );
    name.blur();
    showResults(heading);
  },
};

/** No member matches: the table's empty state says so and suggests what to try. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      endpointHandler(userPageFind, () =>
        HttpResponse.json([], {
          headers: {
            [PAGINATION_HEADERS.count]: '0',
            [PAGINATION_HEADERS.limit]: '20',
            [PAGINATION_HEADERS.page]: '1',
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = await canvas.findByText(portalText('finder.table.empty'), {}, TIMEOUT);
    await canvas.findByRole('tree', { name: portalText('finder.tree.label') }, TIMEOUT);
    await expect(canvas.getByText(portalText('finder.results.count', { count: 0 }))).toBeVisible();
    empty.scrollIntoView({ block: 'center' });
  },
};

/**
 * The member list fails: the portal's alert says why (spec 01 §8), and once it is closed the
 * list offers to try again. Play: Enter closes the alert.
 */
export const Failed: Story = {
  name: 'Error',
  beforeEach: ({ msw }) => {
    msw.use(errorHandler(userPageFind, 500));
  },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const alert = await body.findByRole('alertdialog', {}, TIMEOUT);
    await expect(alert).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), TIMEOUT);
    const canvas = within(canvasElement);
    const failed = await canvas.findByText(portalText('finder.results.error'), {}, TIMEOUT);
    await expect(canvas.getByRole('button', { name: portalText('finder.retry') })).toBeVisible();
    await canvas.findByRole('tree', { name: portalText('finder.tree.label') }, TIMEOUT);
    await waitFor(() => expect(document.activeElement).toBe(document.body), TIMEOUT);
    failed.scrollIntoView({ block: 'center' });
  },
};

/** The page in English: names, departments and lookups answer in the request's language. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Find members');
    await canvas.findByRole('treeitem', { name: /Engineering Division/ }, TIMEOUT);
    showResults(canvas.getByRole('heading', { name: 'All members' }));
  },
};

/**
 * A phone-wide column (360 px): the form stacks, rows stay compact and the table scrolls
 * sideways in its frame. Play: Tab from the first row walks its links (mail, then chat), and the
 * frame scrolls so the focused chat link is in view.
 */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const [row] = canvas.getAllByRole('row').slice(1);
    if (!row) throw new Error('no member rows');
    const links = within(row).getAllByRole('link');
    row.focus();
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    const frame = row.closest('table')?.parentElement;
    await waitFor(() => expect(frame?.scrollLeft).toBeGreaterThan(0), TIMEOUT);
    showResults(canvas.getByRole('heading', { name: portalText('finder.results.everyone') }));
  },
};
