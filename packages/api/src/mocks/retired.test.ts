import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../client';
import {
  memberProfile,
  orgChildren,
  orgUserFind,
  unifiedSearch,
  unionOrgChildren,
  userPageFind,
  userSearch,
  type OrgNode,
} from '../contract';
import { activeEmployees, employees, retiredMembers } from '../fixtures';
import { createHandlers } from './index';
import { createMockSession } from './mockSession';

const BASE = 'http://localhost/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = (): ApiClient => createApiClient({ baseUrl: BASE });
const retiredIds = new Set(retiredMembers.map((member) => member.userId));

/** Every member the finder lists for the signed-in user's company, page by page. */
async function everyFinderRow(client: ApiClient) {
  const rows = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await client.call(userPageFind, { query: { pageNumber, limitNumber: 200 } });
    rows.push(...page.items);
    if (rows.length >= page.page.count || page.items.length === 0) return rows;
  }
}

const inCompany = (studioId: string) =>
  activeEmployees.filter(
    (e) => e.studioId === studioId || e.subDepartments.some((sub) => sub.studioId === studioId),
  );

describe('retired members in the MSW mocks (spec 01 §3: userState 2 is retired)', () => {
  it('the fixture company has retired members in every company to leave out', () => {
    for (const studioId of ['ST100', 'ST200', 'ST300']) {
      expect(
        retiredMembers.some((member) => member.studioId === studioId),
        studioId,
      ).toBe(true);
    }
  });

  it('spec 01 §3: the member finder neither lists nor counts a retired member', async () => {
    for (const userId of ['U0001', 'U0007', 'U0008']) {
      server.use(...createHandlers({ base: BASE, session: createMockSession(userId) }));
      const rows = await everyFinderRow(api());
      expect(rows.filter((row) => retiredIds.has(row.userId))).toEqual([]);
      const studioId = employees.find((e) => e.userId === userId)?.studioId ?? '';
      expect(rows).toHaveLength(inCompany(studioId).length);
    }
    server.use(...createHandlers({ base: BASE }));
    const byName = await api().call(userPageFind, { query: { userName: '서민재' } });
    expect(byName.page.count).toBe(0);
  });

  it('spec 01 §3: org tree counts and member lists leave retired members out', async () => {
    server.use(...createHandlers({ base: BASE }));
    const [company] = await api().call(unionOrgChildren);
    expect(company?.totalMemberCount).toBe(inCompany('ST100').length);
    // 서민재 (U0901) had a post in 프론트엔드파트 (D2110), 문하린 (U0902) in 영업팀 (D3100).
    const parts = await api().call(orgChildren, {
      query: { orgId: 'D2100', memberIncluedYn: 'Y' },
    });
    const sales = await api().call(orgChildren, {
      query: { orgId: 'D3000', memberIncluedYn: 'Y' },
    });
    const nodes: OrgNode[] = [...parts, ...sales];
    for (const node of nodes) {
      const listed = node.members ?? [];
      expect(
        listed.filter((row) => retiredIds.has(row.userId)),
        node.dlId,
      ).toEqual([]);
      expect(node.memberCount, node.dlId).toBe(listed.length);
    }
    const found = await api().call(orgUserFind, { query: { searchWord: '서민재' } });
    expect(JSON.stringify(found)).not.toContain('U0901');
  });

  it('spec 01 §3: search and the palette’s member source find no retired member, but their posts', async () => {
    server.use(...createHandlers({ base: BASE }));
    const unified = await api().call(unifiedSearch, { query: { searchText: '서민재' } });
    expect(unified.userSearchResult.users).toEqual([]);
    const users = await api().call(userSearch, { query: { keyword: '문하린' } });
    expect(users.totalHits).toBe(0);
    // A post keeps its author after they leave: opening it leads to the retired notice.
    const guide = await api().call(unifiedSearch, { query: { searchText: '온보딩 가이드' } });
    expect(guide.postSearchResult.posts.map((post) => post.regUserId)).toContain('U0901');
  });

  it('spec 01 §3: the profile of a retired member still opens, as retired', async () => {
    server.use(...createHandlers({ base: BASE }));
    const profile = await api().call(memberProfile, { params: { userId: 'U0902' } });
    expect(profile).toMatchObject({ userId: 'U0902', userName: '문하린', userState: 2 });
  });
});
