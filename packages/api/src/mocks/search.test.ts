import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../client';
import {
  menuSearch,
  postSearch,
  postSearchCounts,
  unifiedSearch,
  userSearch,
  userSearchCounts,
  type PostSearchQuery,
} from '../contract';
import { createMockSession } from './mockSession';
import { searchHandlers } from './search';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function api(lang: 'ko' | 'en' = 'ko'): ApiClient {
  return createApiClient({ baseUrl: 'http://localhost/api', getLang: () => lang });
}
const listIds = (page: { items: { listId: number }[] }) => page.items.map((item) => item.listId);

describe('search mocks (same rules as the reference server)', () => {
  it('unified search answers the first members and posts with totals', async () => {
    server.use(...searchHandlers());
    const result = await api().call(unifiedSearch, { query: { searchText: '연말정산' } });
    expect(result.postSearchResult.posts.map((post) => post.listId)).toEqual([1]);
    expect(result.postSearchResult.postTotalHits).toBe(1);
    const people = await api().call(unifiedSearch, { query: { searchText: '민준' } });
    expect(people.userSearchResult.users[0]?.userId).toBe('U0001');
  });

  it('spec 01 §5: a backslash keyword is refused with the backslash text (400)', async () => {
    server.use(...searchHandlers());
    const response = await fetch('http://localhost/api/es/unified/search?searchText=a%5Cb');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { meta: { data: { message: string }[] } };
    expect(body.meta.data[0]?.message).toBe("'\\' 특수문자는 제외하고 검색해 주세요.");
  });

  it('scopes posts to readable boards, the current company and the user’s own drafts', async () => {
    server.use(...searchHandlers());
    const call = (keyword: string) => api().call(postSearch, { query: { keyword } });
    expect(listIds(await call('사업 계획'))).toEqual([]);
    expect(listIds(await call('음성인식'))).toEqual([]);
    expect(listIds(await call('배포 정리'))).toEqual([15]);
    const admin = createMockSession('U0003');
    server.use(...searchHandlers({ session: admin }));
    expect(listIds(await call('사업 계획'))).toEqual([21]);
  });

  it('spec 01 §5: attachment search with Hangul finds substrings; plain finds word starts', async () => {
    server.use(...searchHandlers());
    const call = (keyword: string) =>
      api().call(postSearch, { query: { keyword, searchTargets: 'attachment' } });
    expect(listIds(await call('회의록')).sort()).toEqual([19, 20]);
    expect(listIds(await call('train'))).toEqual([2]);
    expect(listIds(await call('raining'))).toEqual([]);
  });

  it('applies period, content, attachment filters and sorts like the server', async () => {
    server.use(...searchHandlers());
    const call = (query: Omit<PostSearchQuery, 'keyword'>) =>
      api().call(postSearch, { query: { keyword: 'Storybook', ...query } });
    expect(listIds(await call({ period: 'P1W' }))).toEqual([]);
    expect(listIds(await call({ period: 'P1M' }))).toEqual([25]);
    expect(listIds(await call({ attachFileType: 'video' }))).toEqual([25]);
    expect(listIds(await call({ contentEmbedType: 'photo' }))).toEqual([]);
    const liked = await api().call(postSearch, { query: { keyword: '안내', sort: 'like' } });
    const likes = liked.items.map((item) => item.likeCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
  });

  it('counts per board and per department, and finds menus the user may open', async () => {
    server.use(...searchHandlers());
    const boards = await api().call(postSearchCounts, { query: { keyword: '안내' } });
    expect(boards.map((board) => board.menuId)).toEqual([10, 11, 13, 14, 22, 15]);
    const total = (await api().call(postSearch, { query: { keyword: '안내' } })).totalHits;
    expect(boards.reduce((sum, board) => sum + board.searchCount, 0)).toBe(total);
    const tree = await api('en').call(userSearchCounts, { query: { keyword: 'minjun.kim@' } });
    expect(tree.map((node) => node.organizationName)).toEqual([
      'Management Support Division',
      'Engineering Division',
      'Business Division',
    ]);
    expect(tree[1]?.searchCount).toBe(1);
    const menus = await api().call(menuSearch, { query: { keyword: '출퇴근' } });
    expect(menus.items[0]).toMatchObject({ menuId: 1114, menuPath: '내 정보 > 출퇴근 관리' });
    const users = await api().call(userSearch, {
      query: { keyword: '김', userMenuSelectKey: 'L1100' },
    });
    expect(users.totalHits).toBe(0);
  });

  it('answers 500 for every call with fail (error states)', async () => {
    server.use(...searchHandlers({ fail: true }));
    const response = await fetch('http://localhost/api/es/search/users?keyword=abc');
    expect(response.status).toBe(500);
  });
});
