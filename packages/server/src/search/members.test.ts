import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepartmentSearchCount, UnifiedSearchResult, UserSearchPage } from '@maru/api';
import { createHarness, type Harness } from '../testing/harness';
import { withoutDepartmentNames } from '../testing/orgNames';
import { searchCall } from './testing';

let harness: Harness;
let minjun: string;
let labs: string;

beforeAll(async () => {
  harness = await createHarness();
  minjun = await harness.signIn('minjun.kim');
  labs = await harness.signIn('labs');
});
afterAll(() => harness.close());

const users = (cookie: string, query: Record<string, string | number>, lang?: string) =>
  searchCall<UserSearchPage>(harness, cookie, '/es/search/users', query, lang);
const ids = (page: UserSearchPage) => page.items.map((item) => item.userId);

describe('member search (issue 7 reference server)', () => {
  it('finds a Korean name by a substring inside it (trigram)', async () => {
    const { status, body } = await users(minjun, { keyword: '김민준' });
    expect(status).toBe(200);
    expect(ids(body)[0]).toBe('U0001');
    expect(body.items[0]?.highlights).toContainEqual({ field: 'userName', start: 0, end: 3 });
  });

  it('finds a two-character given name through the short-gram index', async () => {
    const { body } = await users(minjun, { keyword: '민준' });
    expect(ids(body)).toContain('U0001');
    expect(body.items.every((item) => item.userName.includes('민준'))).toBe(true);
    expect(body.items.find((item) => item.userId === 'U0001')?.highlights).toContainEqual({
      field: 'userName',
      start: 1,
      end: 3,
    });
  });

  it('finds a short word with punctuation by scanning (LIKE), e.g. part of an email', async () => {
    const { body } = await users(minjun, { keyword: 'n.', limit: 100 });
    expect(ids(body)).toContain('U0001');
    expect(body.items.every((item) => item.email.includes('n.'))).toBe(true);
  });

  it('finds by English name and email, case-insensitive', async () => {
    expect(ids((await users(minjun, { keyword: 'minjun kim' })).body)).toContain('U0001');
    expect(ids((await users(minjun, { keyword: 'MINJUN.KIM@' })).body)).toEqual(['U0001']);
  });

  it('finds the members of a department by its name, in the request language', async () => {
    const ko = (await users(minjun, { keyword: '프론트엔드파트', limit: 100 })).body;
    expect(ko.totalHits).toBeGreaterThan(0);
    expect(ids(ko)).toContain('U0001');
    const en = (await users(minjun, { keyword: 'Frontend Part', limit: 100 }, 'en')).body;
    expect(en.totalHits).toBe(ko.totalHits);
    expect(en.items[0]?.organizationName).toBe('Frontend Part');
  });

  it('is scoped to the current company: another company’s members are not found', async () => {
    // 윤지아 (U0007, labs) works at Maru Labs (ST200); minjun.kim at Maru Corp. (ST100).
    expect(ids((await users(minjun, { keyword: '윤지아' })).body)).not.toContain('U0007');
    expect(ids((await users(labs, { keyword: '윤지아' })).body)).toContain('U0007');
  });

  it('narrows to a department and everything below it (userMenuSelectKey)', async () => {
    const all = (await users(minjun, { keyword: '김', limit: 100 })).body;
    const platform = (
      await users(minjun, { keyword: '김', userMenuSelectKey: 'D2100', limit: 100 })
    ).body;
    expect(platform.totalHits).toBeGreaterThan(0);
    expect(platform.totalHits).toBeLessThan(all.totalHits);
    expect(
      platform.items.every((item) => ['D2100', 'D2110', 'D2120'].includes(item.organizationId)),
    ).toBe(true);
    // A department of another company finds nobody, whatever the client sent.
    const foreign = (await users(minjun, { keyword: '김', userMenuSelectKey: 'L1100' })).body;
    expect(foreign).toMatchObject({ items: [], totalHits: 0 });
  });

  it('pages without overlap and reports the same total on every page', async () => {
    const first = (await users(minjun, { keyword: '김', limit: 3, page: 1 })).body;
    const second = (await users(minjun, { keyword: '김', limit: 3, page: 2 })).body;
    expect(first.items).toHaveLength(3);
    expect(second.totalHits).toBe(first.totalHits);
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
    expect(second).toMatchObject({ page: 2, limit: 3 });
  });

  it('a page past the end is empty but still reports the total', async () => {
    const total = (await users(minjun, { keyword: '김' })).body.totalHits;
    const beyond = (await users(minjun, { keyword: '김', limit: 100, page: 50 })).body;
    expect(beyond).toMatchObject({ items: [], totalHits: total, page: 50 });
  });

  it('puts a member named exactly the keyword first, then orders by name', async () => {
    const { body } = await users(minjun, { keyword: '김민준', limit: 100 });
    expect(body.items[0]?.userName).toBe('김민준');
    const rest = body.items.filter((item) => item.userName !== '김민준').map((i) => i.userName);
    expect(rest).toEqual([...rest].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('lists each member once even with several posts in the company', async () => {
    const { body } = await users(minjun, { keyword: '김', limit: 100 });
    expect(new Set(ids(body)).size).toBe(body.items.length);
  });

  it('answers 400 for a page size over 100 or page 0', async () => {
    expect((await users(minjun, { keyword: '김', limit: 101 })).status).toBe(400);
    expect((await users(minjun, { keyword: '김', page: 0 })).status).toBe(400);
  });
});

describe('department names in the reader’s language (spec 01 §9)', () => {
  it('spec 01 §9: member results name the department in Japanese and Chinese, else in Korean', async () => {
    const department = async (lang: string) =>
      (await users(minjun, { keyword: 'minjun.kim@' }, lang)).body.items.map(
        (item) => item.organizationName,
      );
    expect(await department('ja')).toEqual(['フロントエンドパート']);
    expect(await department('zh')).toEqual(['前端小组']);
    await withoutDepartmentNames(harness.db, 'ja', ['D2110'], async () => {
      expect(await department('ja')).toEqual(['프론트엔드파트']);
    });
  });

  it('spec 01 §9: the unified search’s members too', async () => {
    const { body } = await searchCall<UnifiedSearchResult>(
      harness,
      minjun,
      '/es/unified/search',
      { searchText: 'minjun.kim@' },
      'zh',
    );
    expect(body.userSearchResult.users.map((item) => item.organizationName)).toEqual(['前端小组']);
  });

  it('spec 01 §9: department counts name the tree in Japanese and Chinese, else in Korean', async () => {
    const tops = async (lang: string) =>
      (
        await searchCall<DepartmentSearchCount[]>(
          harness,
          minjun,
          '/es/search/users/counts',
          { keyword: 'minjun.kim@' },
          lang,
        )
      ).body.map((node) => node.organizationName);
    expect(await tops('ja')).toEqual(['経営支援本部', '開発本部', '事業本部']);
    expect(await tops('zh')).toEqual(['经营支持本部', '研发本部', '业务本部']);
    await withoutDepartmentNames(harness.db, 'zh', ['D3000'], async () => {
      expect(await tops('zh')).toEqual(['经营支持本部', '研发本部', '사업본부']);
    });
  });
});

describe('member counts per department (spec 01 §3)', () => {
  const find = (nodes: DepartmentSearchCount[], id: string): DepartmentSearchCount | undefined =>
    nodes
      .flatMap((node) => (node.organizationId === id ? [node] : [find(node.children, id)]))
      .find(Boolean);

  it('gives the company’s tree with each department counting its subtree', async () => {
    const { status, body } = await searchCall<DepartmentSearchCount[]>(
      harness,
      minjun,
      '/es/search/users/counts',
      { keyword: '김' },
    );
    expect(status).toBe(200);
    expect(body.map((node) => node.organizationId)).toEqual(['D1000', 'D2000', 'D3000']);
    const platform = find(body, 'D2100');
    const sum = (platform?.children ?? []).reduce((total, child) => total + child.searchCount, 0);
    expect(platform?.searchCount).toBeGreaterThanOrEqual(sum);
    expect(find(body, 'D2110')?.searchCount).toBeGreaterThan(0);
    const total = (await users(minjun, { keyword: '김' })).body.totalHits;
    expect(body.reduce((n, node) => n + node.searchCount, 0)).toBeGreaterThanOrEqual(total);
  });

  it('counts zero where nobody matches and names departments in English for en', async () => {
    const { body } = await searchCall<DepartmentSearchCount[]>(
      harness,
      minjun,
      '/es/search/users/counts',
      { keyword: 'minjun.kim@' },
      'en',
    );
    expect(body[0]?.organizationName).toBe('Management Support Division');
    expect(find(body, 'D2110')?.searchCount).toBe(1);
    expect(find(body, 'D1100')?.searchCount).toBe(0);
  });
});

describe('unified search (spec 01 §7 GET /es/unified/search)', () => {
  it('answers the first members and posts with their totals', async () => {
    const { status, body } = await searchCall<UnifiedSearchResult>(
      harness,
      minjun,
      '/es/unified/search',
      { searchText: '김' },
    );
    expect(status).toBe(200);
    expect(body.userSearchResult.users.length).toBeLessThanOrEqual(5);
    expect(body.userSearchResult.userTotalHits).toBeGreaterThan(5);
    const posts = await searchCall<UnifiedSearchResult>(harness, minjun, '/es/unified/search', {
      searchText: '연말정산',
      size: 20,
    });
    expect(posts.body.postSearchResult.posts.map((post) => post.listId)).toEqual([1]);
    expect(posts.body.postSearchResult.postTotalHits).toBe(1);
    expect(posts.body.postSearchResult.posts[0]).toMatchObject({
      title: '2026년 연말정산 일정 안내',
      menuId: 10,
      enabledFlag: 1,
    });
  });

  it('spec 01 §5: a keyword with a backslash is refused with the backslash message (400)', async () => {
    const { status, body } = await searchCall<{
      meta: { data: { field: string; message: string }[] };
    }>(harness, minjun, '/es/unified/search', { searchText: '연말\\정산' });
    expect(status).toBe(400);
    expect(body.meta.data).toEqual([
      { field: 'searchText', message: "'\\' 특수문자는 제외하고 검색해 주세요." },
    ]);
  });

  it('spec 01 §5: an empty or blank keyword is refused (400)', async () => {
    for (const searchText of ['', '   ']) {
      const { status } = await searchCall(harness, minjun, '/es/unified/search', { searchText });
      expect(status).toBe(400);
    }
    expect((await searchCall(harness, minjun, '/es/unified/search', {})).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const response = await harness.call('GET', '/api/es/unified/search?searchText=abc');
    expect(response.status).toBe(401);
  });
});
