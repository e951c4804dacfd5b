import {
  allCommandMenus,
  favoriteCommandMenus,
  unifiedSearch,
  type UnifiedSearchResult,
} from '@maru/api';
import { endpointHandler, errorHandler } from '@maru/api/mocks';
import { Button } from '@maru/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { useTranslation } from 'react-i18next';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { portalText, shellStoryMeta, type ShellParameters } from '../../testing/storyShell';
import { useOpenSearch } from '../topbar/openSearch';
import { PaletteHost } from './PaletteHost';

/** The header's search button as the top bar has it, and the palette's host. */
function PaletteOpener() {
  const { t } = useTranslation();
  const openSearch = useOpenSearch();
  return (
    <div style={{ padding: 24, minHeight: 720 }}>
      <Button variant="secondary" onPress={openSearch}>
        {t('shell.search')}
      </Button>
      <PaletteHost />
    </div>
  );
}

const meta = {
  title: 'portal/CommandPalette',
  component: PaletteOpener,
  ...shellStoryMeta,
  parameters: {
    ...shellStoryMeta.parameters,
    shell: { path: '/' } satisfies ShellParameters,
    docs: {
      description: {
        component:
          'The command palette wired to Maru (spec 01 §2, issue 7): recents and favourites for an empty query; members and posts from the unified search; menus of Maru, approval, drafting, HR, finance, kanban and external services. Ctrl/⌘+D stars a menu, Shift+Delete removes a recent. See docs/portal-palette.md.',
      },
    },
  },
} satisfies Meta<typeof PaletteOpener>;

export default meta;
type Story = StoryObj<typeof meta>;

const TIMEOUT = { timeout: 5000 };

/** Members and posts (one a draft) the unified search answers in the result stories. */
const searchResult: UnifiedSearchResult = {
  userSearchResult: {
    users: [
      {
        userId: 'U0001',
        userName: '김민준',
        userNameEn: 'Minjun Kim',
        userPhoto: null,
        email: 'minjun.kim@maru.example',
        organizationId: 'D0000',
        organizationName: '프론트엔드파트',
        dutyDesc: '선임',
        highlights: [],
      },
    ],
    userTotalHits: 1,
  },
  postSearchResult: {
    posts: [
      { listId: 101, enabledFlag: 1, title: 'Team workshop notes' },
      { listId: 102, enabledFlag: 9, title: 'Draft: quarterly plan' },
    ].map((post) => ({
      ...post,
      enabledFlag: post.enabledFlag as 1 | 9,
      menuId: 11,
      menuName: 'Open Board',
      previewContentText: '',
      regUserId: 'U0001',
      regUserName: 'Minjun Kim',
      regUserOrganizationName: 'Frontend',
      regDate: 1_795_000_000,
      likeCount: 0,
      viewCount: 0,
      commentCount: 0,
      tags: [],
      attachmentNames: [],
      highlights: [],
    })),
    postTotalHits: 2,
  },
};

/** Opens the palette from the search button by keyboard (Enter), as a user would. */
async function openByKeyboard(canvasElement: HTMLElement): Promise<HTMLElement> {
  within(canvasElement).getByRole('button').focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('dialog', {}, TIMEOUT);
}

const optionTexts = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((option) => option.textContent ?? '');

/** Empty query: the recent visits (latest first) and the starred menus. */
export const EmptyQuery: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await waitFor(() => expect(optionTexts(dialog)).toHaveLength(6), TIMEOUT);
    const options = optionTexts(dialog);
    await expect(options[0]).toContain('자유게시판');
    await expect(options[1]).toContain('결재 대기 문서');
    await expect(options[3]).toContain('공지사항');
    await expect(options[3]).toContain(portalText('palette.starred'));
    await expect(within(dialog).getByRole('combobox')).toHaveFocus();
  },
};

/** The active option and the name of its group (options are described by their group). */
function active(dialog: HTMLElement): { text: string; group: string } {
  const input = within(dialog).getByRole('combobox');
  const option = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
  const group = document.getElementById(option?.getAttribute('aria-describedby') ?? '');
  return { text: option?.textContent ?? '', group: group?.textContent ?? '' };
}

/** The groups met by pressing Alt+↓ from the first option until the last group. */
async function walkGroups(dialog: HTMLElement, count: number): Promise<string[]> {
  const groups = [active(dialog).group];
  for (let step = 1; step < count; step += 1) {
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    groups.push(active(dialog).group);
  }
  return groups;
}

/**
 * Typing: members, posts (a draft marked) and the menus of every system, each its group, in
 * the spec's order. Play: Alt+↓ walks the groups by keyboard.
 */
export const ResultsInEveryGroup: Story = {
  globals: { locale: 'en' },
  beforeEach: ({ msw }) => {
    msw.use(
      endpointHandler(unifiedSearch, () => HttpResponse.json(searchResult), { base: '/api' }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await userEvent.keyboard('a');
    await waitFor(() => expect(active(dialog).text).toContain('김민준'), TIMEOUT);
    const groups = await walkGroups(dialog, 9);
    await expect(groups).toEqual(
      ['member', 'post', 'GW', 'EA', 'DRAFT', 'HR', 'FI', 'KANBAN', 'EXT'].map((key) =>
        portalText(`palette.groups.${key}` as never),
      ),
    );
    // Back to the first option for a stable screenshot of the top of the list.
    await userEvent.keyboard('{Home}');
  },
};

/** A Korean query: members, posts and the matching menus (approval documents among them). */
export const KoreanResults: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      endpointHandler(unifiedSearch, () => HttpResponse.json(searchResult), { base: '/api' }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await userEvent.keyboard('문서');
    await waitFor(() => expect(active(dialog).text).toContain('김민준'), TIMEOUT);
    const groups = await walkGroups(dialog, 4);
    await expect(groups).toContain(portalText('palette.groups.EA'));
    await userEvent.keyboard('{Home}');
  },
};

/** Star by keyboard: Ctrl+D on the active recent stars it; it joins the favourites. */
export const StarByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await waitFor(() => expect(optionTexts(dialog)).toHaveLength(6), TIMEOUT);
    await expect(optionTexts(dialog)[0]).not.toContain(portalText('palette.starred'));
    await userEvent.keyboard('{Control>}d{/Control}');
    await waitFor(() => expect(optionTexts(dialog)).toHaveLength(7), TIMEOUT);
    const options = optionTexts(dialog);
    await expect(options[0]).toContain(portalText('palette.starred'));
    await expect(options[options.length - 1]).toContain('자유게시판');
  },
};

/** The menu calls fail: swallowed (spec 01 §8), the palette still searches. */
export const MenusUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(errorHandler(allCommandMenus, 500), errorHandler(favoriteCommandMenus, 500));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await expect(within(dialog).getByRole('combobox')).toHaveFocus();
    await expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
  },
};
