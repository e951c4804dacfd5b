import { postSearch, postSearchCounts, type ErrorMessageKey } from '@maru/api';
import { errorCatalogue } from '@maru/api';
import { errorHandler, loadingHandler } from '@maru/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ProfileDialogHost } from '../../profile';
import { sessionAtom } from '../../session/sessionState';
import { PageLayout } from '../../shell/layouts/PageLayout';
import {
  portalText,
  shellStoryMeta,
  topBarSettled,
  type ShellParameters,
} from '../../testing/storyShell';
import { SearchView } from './SearchView';

/** The search page in the search layout, as the portal frame renders `/search`. */
function SearchStoryPage() {
  const session = useAtomValue(sessionAtom);
  const user = session.status === 'ready' ? session.user : null;
  return (
    <PageLayout layout="search" user={user}>
      <SearchView />
      {user ? <ProfileDialogHost /> : null}
    </PageLayout>
  );
}

const meta = {
  title: 'portal/Search',
  component: SearchStoryPage,
  ...shellStoryMeta,
  parameters: {
    ...shellStoryMeta.parameters,
    docs: {
      description: {
        component:
          'Unified and detail search (spec 01 §2, issue 7): the keyword header, the aside with the modes (unified, members, community posts), the department and board trees with counts, the post options (period, scope, content, attachment), and the results with the matches marked. The address is the state. See docs/search-pages.md.',
      },
    },
  },
} satisfies Meta<typeof SearchStoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const TIMEOUT = { timeout: 8000 };
const at = (path: string) => ({ shell: { path } satisfies ShellParameters });
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Waits for the layout, the top bar and the results' heading. */
async function pageReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('search', { name: portalText('search.form.label') }, TIMEOUT);
  await topBarSettled(canvasElement);
  return canvas;
}

/** Waits until no result group or tree is loading any more. */
async function settled(canvasElement: HTMLElement) {
  await waitFor(
    () =>
      expect(within(canvasElement).queryAllByText(portalText('search.state.loading'))).toHaveLength(
        0,
      ),
    TIMEOUT,
  );
  await waitFor(
    () =>
      expect(within(canvasElement).queryAllByText(portalText('search.tree.loading'))).toHaveLength(
        0,
      ),
    TIMEOUT,
  );
}

/** The settled result group named by `section`. */
async function settledGroup(canvasElement: HTMLElement, section: string) {
  const canvas = await pageReady(canvasElement);
  const group = await canvas.findByRole('region', { name: new RegExp(section) }, TIMEOUT);
  await settled(canvasElement);
  return group;
}

/** Unified mode: members, posts and menus for one keyword, the matches marked. */
export const Unified: Story = {
  parameters: at(`/search?${query({ keyword: '김' })}`),
  play: async ({ canvasElement }) => {
    const members = await settledGroup(canvasElement, portalText('search.results.users'));
    await expect(members.querySelector('mark')).not.toBeNull();
  },
};

/** Keyboard: a post's author opens the author's profile dialog (spec 01 §3). */
export const PostAuthorProfile: Story = {
  parameters: at(`/search?${query({ keyword: '김' })}`),
  play: async ({ canvasElement }) => {
    const posts = await settledGroup(canvasElement, portalText('search.results.posts'));
    // The posts group's only buttons are the authors (titles and tags are links).
    const [author] = within(posts).getAllByRole('button');
    if (!author) throw new Error('no post author');
    const name = author.textContent ?? '';
    author.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole(
      'dialog',
      { name: portalText('profile.title') },
      TIMEOUT,
    );
    await within(dialog).findByRole('heading', { level: 3, name: new RegExp(name) }, TIMEOUT);
  },
};

/** User mode: the department tree with counts; choosing a department lists its members. */
export const UserMode: Story = {
  parameters: at(`/search/detail?${query({ type: 'user', keyword: '김' })}`),
  play: async ({ canvasElement }) => {
    const canvas = await pageReady(canvasElement);
    const tree = await canvas.findByRole(
      'tree',
      { name: portalText('search.tree.departments') },
      TIMEOUT,
    );
    await settled(canvasElement);
    await expect(within(tree).getAllByRole('treeitem').length).toBeGreaterThan(0);
    await expect(
      canvas.getByRole('link', { name: portalText('search.mode.user') }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** Post mode: the board tree with counts, the option boxes and the sort, with filters set. */
export const PostModeWithFilters: Story = {
  parameters: at(
    `/search/detail?${query({ type: 'post', keyword: '안내', searchTargets: 'title', sort: 'view' })}`,
  ),
  play: async ({ canvasElement }) => {
    const canvas = await pageReady(canvasElement);
    await canvas.findByRole('tree', { name: portalText('search.tree.boards') }, TIMEOUT);
    await settled(canvasElement);
    const options = canvas.getByRole('region', { name: portalText('search.options.label') });
    await expect(within(options).getByText(portalText('search.scope.title'))).toBeVisible();
  },
};

/** A custom period from the address: both dates shown, the posts of that range listed. */
export const CustomPeriod: Story = {
  parameters: at(
    `/search/detail?${query({
      type: 'post',
      keyword: '안내',
      period: 'custom',
      startYmd: '2026-11-01',
      endYmd: '2026-11-21',
    })}`,
  ),
  play: async ({ canvasElement }) => {
    const canvas = await pageReady(canvasElement);
    await canvas.findByRole('tree', { name: portalText('search.tree.boards') }, TIMEOUT);
    await settled(canvasElement);
    const options = canvas.getByRole('region', { name: portalText('search.options.label') });
    await expect(
      within(options)
        .getAllByRole('radio')
        .find((radio) => (radio as HTMLInputElement).checked),
    ).toBeDefined();
  },
};

/** Nothing found: every group says so. */
export const Empty: Story = {
  parameters: at(`/search?${query({ keyword: 'zzqxj' })}`),
  play: async ({ canvasElement }) => {
    const canvas = await pageReady(canvasElement);
    await settled(canvasElement);
    await expect(
      (await canvas.findAllByText(portalText('search.state.empty'), {}, TIMEOUT)).length,
    ).toBe(3);
  },
};

/** The post search fails: the error state with a retry. */
export const ErrorState: Story = {
  parameters: at(`/search/detail?${query({ type: 'post', keyword: '안내' })}`),
  beforeEach: async ({ msw }) => {
    msw.use(errorHandler(postSearch, 500), errorHandler(postSearchCounts, 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = await pageReady(canvasElement);
    await expect(
      await canvas.findByText(portalText('search.state.error'), {}, TIMEOUT),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: portalText('search.state.retry') }),
    ).toBeVisible();
  },
};

/** Loading: the result groups say they are searching. */
export const Loading: Story = {
  parameters: at(`/search/detail?${query({ type: 'post', keyword: '안내' })}`),
  beforeEach: async ({ msw }) => {
    msw.use(loadingHandler(postSearch), loadingHandler(postSearchCounts));
  },
  play: async ({ canvasElement }) => {
    const canvas = await pageReady(canvasElement);
    await expect(
      await canvas.findByText(portalText('search.state.loading'), {}, TIMEOUT),
    ).toBeVisible();
  },
};

const backslash: ErrorMessageKey = 'error.backslash';

/** Keyboard only: a keyword with a backslash is refused with the backslash alert (spec 01 §5). */
export const BackslashAlert: Story = {
  parameters: at('/search'),
  play: async ({ canvasElement }) => {
    const canvas = await pageReady(canvasElement);
    const box = canvas.getByRole('searchbox', { name: portalText('search.form.keyword') });
    box.focus();
    await userEvent.keyboard('C:\\\\temp{Enter}');
    const alert = await screen.findByRole('alertdialog', {}, TIMEOUT);
    await expect(alert).toHaveTextContent(errorCatalogue.ko[backslash]);
  },
};

/** The unified results in English. */
export const English: Story = {
  ...Unified,
  globals: { locale: 'en' },
  parameters: at(`/search?${query({ keyword: 'Kim' })}`),
};
