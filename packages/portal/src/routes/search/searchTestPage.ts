import {
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
import { cleanup, screen } from '@testing-library/react';
import { HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import ko from '../../i18n/locales/ko';
import { renderPortal } from '../../testing/renderPortal';

/*
 * The search pages' test bench: the whole portal at `/search…` over MSW handlers that record
 * each query they were asked. Importing it sets up the mock server for the test file.
 */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => server.close());
// The whole portal on a busy two-core machine: a cold first test can take half a minute.
vi.setConfig({ testTimeout: 60_000 });

// The first render loads the search layout and page lazily; cold, that takes seconds.
export const LAZY = { timeout: 15_000 };
const EMPLOYEE = 'U0001';

export const user: UserSearchItem = {
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

export const post: PostSearchItem = {
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
  highlights: [
    { field: 'title', start: 3, end: 5 },
    { field: 'regUserName', start: 1, end: 3 },
  ],
};

export const menu: MenuSearchItem = {
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

export function openSearch(entry: string, overrides: RequestHandler[] = []) {
  const calls = searchHandlers();
  server.use(...overrides, ...calls.handlers, ...createHandlers({ session: { userId: EMPLOYEE } }));
  return { ...renderPortal(entry), asked: calls.asked };
}

export const keywordBox = () =>
  screen.findByRole('searchbox', { name: ko.search.form.keyword }, LAZY);
