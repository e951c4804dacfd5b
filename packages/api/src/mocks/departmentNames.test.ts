import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../client';
import {
  myArticlePortlet,
  orgChildren,
  orgUserFind,
  postSearch,
  userSearch,
  userSearchCounts,
  type Locale,
} from '../contract';
import { findDepartment, findEmployee, postFixtures } from '../fixtures';
import { directoryHandlers } from './directory';
import { feedHandlers } from './feed';
import { createMockSession } from './mockSession';
import { searchHandlers } from './search';

/* The mocks name departments as the server does: the reader's language, Korean fallback. */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function api(lang: Locale): ApiClient {
  return createApiClient({ baseUrl: 'http://localhost/api', getLang: () => lang });
}

describe('department names in the mocks (spec 01 §9)', () => {
  it('spec 01 §9: the org tree and its word search name departments in ja and zh', async () => {
    server.use(...directoryHandlers({ session: createMockSession('U0001') }));
    const tops = async (lang: Locale) =>
      (await api(lang).call(orgChildren, { query: {} })).map((node) => node.dlName);
    expect(await tops('ja')).toEqual(['経営支援本部', '開発本部', '事業本部']);
    expect(await tops('zh')).toEqual(['经营支持本部', '研发本部', '业务本部']);
    const found = await api('ja').call(orgUserFind, { query: { searchWord: 'マーケティング' } });
    expect(found[0]?.children[0]?.children.map((node) => node.dlName)).toEqual([
      'マーケティングチーム',
    ]);
  });

  it('spec 01 §9: search names members’ departments, the counts tree and post authors’ in ja and zh', async () => {
    server.use(...searchHandlers());
    const members = await api('ja').call(userSearch, { query: { keyword: 'minjun.kim@' } });
    expect(members.items.map((item) => item.organizationName)).toEqual(['フロントエンドパート']);
    const counts = await api('zh').call(userSearchCounts, { query: { keyword: 'minjun.kim@' } });
    expect(counts.map((node) => node.organizationName)).toEqual([
      '经营支持本部',
      '研发本部',
      '业务本部',
    ]);
    const posts = await api('ja').call(postSearch, { query: { keyword: '연말정산' } });
    const author = findEmployee(postFixtures.find((post) => post.listId === 1)?.regUserId ?? '');
    const written = findDepartment(author?.organizationId ?? '');
    expect(posts.items.map((item) => item.regUserOrganizationName)).toEqual([written?.dlNameJa]);
  });

  it('spec 01 §9: feed posts name the author’s department in ja and zh', async () => {
    server.use(...feedHandlers({ session: createMockSession('U0001') }));
    const departments = async (lang: Locale) =>
      new Set(
        (await api(lang).call(myArticlePortlet, { query: { limit: 50 } })).list.map(
          (post) => post.regUserOrganizationName,
        ),
      );
    expect(await departments('ja')).toEqual(new Set(['フロントエンドパート']));
    expect(await departments('zh')).toEqual(new Set(['前端小组']));
  });
});
