import {
  errorCatalogue,
  menuSearch,
  postSearch,
  postSearchCounts,
  unifiedSearch,
  userSearch,
  userSearchCounts,
  type MenuSearchItem,
  type PostSearchItem,
  type UserSearchItem,
} from '@maru/api';
import { createHandlers, endpointHandler } from '@maru/api/mocks';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ko from '../../i18n/locales/ko';
import { profileDialogAtom } from '../../profile';
import { renderPortal } from '../../testing/renderPortal';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => server.close());
vi.setConfig({ testTimeout: 30_000 });

// The first render loads the search layout and page lazily; cold, that takes seconds.
const LAZY = { timeout: 15_000 };
const EMPLOYEE = 'U0001';

const user: UserSearchItem = {
  userId: 'U0042',
  userName: '김회의',
  userNameEn: 'Hoeui Kim',
  userPhoto: null,
  email: 'hoeui@maru.example',
  organizationId: 'ORG-7',
  organizationName: '회의실운영팀',
  dutyDesc: '매니저',
  highlights: [{ field: 'userName', start: 1, end: 3 }],
};

const post: PostSearchItem = {
  listId: 40,
  menuId: 3,
  menuName: '자유게시판',
  title: '주간 회의록',
  previewContentText: '이번 주 회의에서는 예산을 다뤘습니다.',
  regUserId: 'U0002',
  regUserName: '이서연',
  regUserOrganizationName: '기획팀',
  regDate: 1_790_000_000,
  enabledFlag: 1,
  likeCount: 2,
  viewCount: 30,
  commentCount: 1,
  tags: ['주간회의'],
  attachmentNames: [],
  highlights: [{ field: 'title', start: 3, end: 5 }],
};

const menu: MenuSearchItem = {
  menuId: 9,
  menuName: '회의실 예약',
  menuPath: '총무 > 회의실 예약',
  system: 'GW',
  urlPath: '/ess/myWorkStatus',
  linkType: 'internal',
  linkUrl: '/ess/myWorkStatus',
  highlights: [{ field: 'menuName', start: 0, end: 2 }],
};

/** The search calls, recording each query they were asked. */
function searchHandlers() {
  const asked: Record<string, URLSearchParams[]> = {};
  const record = (name: string, request: Request) =>
    (asked[name] ??= []).push(new URL(request.url).searchParams);
  const handlers: RequestHandler[] = [
    endpointHandler(unifiedSearch, ({ request }) => {
      record('unified', request);
      return HttpResponse.json({
        userSearchResult: { users: [user], userTotalHits: 1 },
        postSearchResult: { posts: [post], postTotalHits: 1 },
      });
    }),
    endpointHandler(menuSearch, ({ request }) => {
      record('menus', request);
      return HttpResponse.json({ items: [menu], totalHits: 1, page: 1, limit: 10 });
    }),
    endpointHandler(userSearch, ({ request }) => {
      record('users', request);
      return HttpResponse.json({ items: [user], totalHits: 25, page: 1, limit: 10 });
    }),
    endpointHandler(userSearchCounts, ({ request }) => {
      record('userCounts', request);
      return HttpResponse.json([
        {
          organizationId: 'ORG-7',
          organizationName: '회의실운영팀',
          searchCount: 25,
          children: [],
        },
      ]);
    }),
    endpointHandler(postSearch, ({ request }) => {
      record('posts', request);
      return HttpResponse.json({ items: [post], totalHits: 1, page: 1, limit: 10 });
    }),
    endpointHandler(postSearchCounts, ({ request }) => {
      record('postCounts', request);
      return HttpResponse.json([{ menuId: 3, menuName: '자유게시판', searchCount: 1 }]);
    }),
  ];
  return { asked, handlers };
}

function openSearch(entry: string, overrides: RequestHandler[] = []) {
  const calls = searchHandlers();
  server.use(...overrides, ...calls.handlers, ...createHandlers({ session: { userId: EMPLOYEE } }));
  return { ...renderPortal(entry), asked: calls.asked };
}

const keywordBox = () => screen.findByRole('searchbox', { name: ko.search.form.keyword }, LAZY);

describe('unified search page (spec 01 §2)', () => {
  it('spec 01 §3: shows members, posts and menus with the matches marked', async () => {
    openSearch('/search?keyword=%ED%9A%8C%EC%9D%98');
    const users = await screen.findByRole('region', { name: /구성원/ }, LAZY);
    const name = await within(users).findByRole('button', { name: '김회의' }, LAZY);
    expect(name.querySelector('mark')).toHaveTextContent('회의');
    expect(within(users).getByText('회의실운영팀')).toBeVisible();
    const posts = screen.getByRole('region', { name: /게시글/ });
    const title = within(posts).getByRole('link', { name: '주간 회의록' });
    expect(title).toHaveAttribute('href', '/community/board/3/view/40');
    expect(title.querySelector('mark')).toHaveTextContent('회의');
    expect(within(posts).getByText('이서연')).toBeVisible();
    expect(within(posts).getByText('기획팀')).toBeVisible();
    const menus = screen.getByRole('region', { name: /메뉴/ });
    expect(within(menus).getByRole('link', { name: '회의실 예약' })).toHaveAttribute(
      'href',
      '/ess/myWorkStatus',
    );
    expect(within(menus).getByText('총무 > 회의실 예약')).toBeVisible();
  });

  it('spec 01 §2: clicking a member opens the profile dialog', async () => {
    const { user: pointer, runtime } = openSearch('/search?keyword=%ED%9A%8C%EC%9D%98');
    await pointer.click(await screen.findByRole('button', { name: '김회의' }, LAZY));
    expect(runtime.store.get(profileDialogAtom)).toMatchObject({ status: 'open', userId: 'U0042' });
  });

  it('spec 01 §2: a post goes to its board view and a tag opens the tag search', async () => {
    const { user: pointer, location } = openSearch('/search?keyword=%ED%9A%8C%EC%9D%98');
    await pointer.click(await screen.findByRole('link', { name: '#주간회의' }, LAZY));
    // react-router navigates in a transition: the address commits once the lazy page loaded.
    await waitFor(() => expect(location().pathname).toBe('/search/detail'), LAZY);
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      keyword: '주간회의',
      type: 'plain',
      title: '주간회의',
      searchType: 'tag',
    });
    await screen.findByRole('heading', { name: '#주간회의 태그 검색 결과' }, LAZY);
    await pointer.click(await screen.findByRole('link', { name: '주간 회의록' }, LAZY));
    await waitFor(() => expect(location().pathname).toBe('/community/board/3/view/40'), LAZY);
  });

  it('spec 01 §5: an empty keyword does nothing', async () => {
    const { user: pointer, location, asked } = openSearch('/search');
    await screen.findByText(ko.search.state.prompt, {}, LAZY);
    await pointer.type(await keywordBox(), '   ');
    const form = screen.getByRole('search', { name: ko.search.form.label });
    await pointer.click(within(form).getByRole('button', { name: ko.search.form.submit }));
    expect(location().search).toBe('');
    expect(asked).toEqual({});
  });

  it('spec 01 §5: a keyword with a backslash is refused with the backslash alert', async () => {
    const { location } = openSearch('/search');
    const box = await keywordBox();
    // Plain DOM events: user-event fires its own change-on-blur when React moves focus into
    // the alert mid-commit, which re-enters React (a test-library artefact, not the page's).
    fireEvent.change(box, { target: { value: 'C:\\temp' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const alert = await screen.findByRole('alertdialog', {}, LAZY);
    expect(alert).toHaveTextContent(errorCatalogue.ko['error.backslash']);
    expect(location().search).toBe('');
  });

  it('spec 01 §4: switching mode runs the matching search and pushes its address', async () => {
    const { user: pointer, location, asked } = openSearch('/search?keyword=%ED%9A%8C%EC%9D%98');
    const modes = await screen.findByRole('navigation', { name: ko.search.mode.label }, LAZY);
    await pointer.click(within(modes).getByRole('link', { name: ko.search.mode.user }));
    await waitFor(() => expect(location().pathname).toBe('/search/detail'), LAZY);
    expect(new URLSearchParams(location().search).get('type')).toBe('user');
    const tree = await screen.findByRole('tree', { name: ko.search.tree.departments }, LAZY);
    expect(within(tree).getByRole('treeitem', { name: /회의실운영팀/ })).toHaveTextContent('25');
    await waitFor(() => expect(asked['users']?.at(-1)?.get('keyword')).toBe('회의'));
    // Choosing a department lists its members.
    await pointer.click(within(tree).getByRole('treeitem', { name: /회의실운영팀/ }));
    await waitFor(() =>
      expect(new URLSearchParams(location().search).get('userMenuSelectKey')).toBe('ORG-7'),
    );
    await waitFor(() => expect(asked['users']?.at(-1)?.get('userMenuSelectKey')).toBe('ORG-7'));
    // 25 members at 10 a page: the pagination pushes page 2.
    const pages = screen.getByRole('navigation', { name: /구성원 검색 결과 페이지/ });
    await pointer.click(within(pages).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('page')).toBe('2'));
  });

  it('spec 01 §2: a URL copied from detail search restores the same search', async () => {
    const params = new URLSearchParams({
      type: 'post',
      keyword: '계약서',
      period: 'custom',
      startYmd: '2026-01-01',
      endYmd: '2026-01-31',
      searchTargets: 'attachment',
      contentEmbedType: 'photo',
      attachFileType: 'other',
      sort: 'view',
      menuIdField: '3',
      page: '2',
      limit: '10',
    });
    const { asked } = openSearch(`/search/detail?${params.toString()}`);
    await waitFor(() => expect(asked['posts']).toHaveLength(1), LAZY);
    expect(Object.fromEntries(asked['posts']![0]!)).toEqual({
      keyword: '계약서',
      period: 'custom',
      startYmd: '2026-01-01',
      endYmd: '2026-01-31',
      // Spec 01 §5: a Hangul keyword searches attachment names with the Korean analyser.
      searchTargets: 'attachmentKo',
      contentEmbedType: 'photo',
      attachFileType: 'other',
      sort: 'view',
      menuIdField: '3',
      page: '2',
      limit: '10',
    });
    const options = await screen.findByRole('region', { name: ko.search.options.label }, LAZY);
    expect(within(options).getByRole('radio', { name: /직접|custom/i })).toBeChecked();
  });

  it('spec 01 §4: a custom period without both dates makes no post call', async () => {
    const { asked } = openSearch(
      '/search/detail?type=post&keyword=abc&period=custom&startYmd=2026-01-01',
    );
    await screen.findByText(ko.search.state.periodIncomplete, {}, LAZY);
    expect(asked['posts']).toBeUndefined();
  });
});
