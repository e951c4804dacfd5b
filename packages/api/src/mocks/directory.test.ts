import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../client';
import {
  lookupValues,
  orgChildren,
  type Locale,
  orgUserFind,
  unionOrgChildren,
  userPageFind,
} from '../contract';
import { ApiError } from '../errors';
import { activeEmployees } from '../fixtures';
import { directoryHandlers } from './directory';
import { createMockSession } from './mockSession';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function api(lang: Locale = 'ko'): ApiClient {
  return createApiClient({ baseUrl: 'http://localhost/api', getLang: () => lang });
}

describe('directory mocks', () => {
  it('spec 01 §7: the tree starts at the current company’s top divisions, children lazily', async () => {
    server.use(...directoryHandlers());
    const roots = await api().call(orgChildren);
    expect(roots.map((node) => node.dlId)).toEqual(['D1000', 'D2000', 'D3000']);
    expect(roots.every((node) => node.children.length === 0 && node.childCount > 0)).toBe(true);
    const teams = await api('en').call(orgChildren, {
      query: { orgId: 'D2000', memberIncluedYn: 'Y' },
    });
    expect(teams.map((node) => node.dlName)).toEqual(['Platform Team', 'Infrastructure Team']);
    expect(teams[0]?.members?.length).toBe(teams[0]?.memberCount);
  });

  it('the union tree has one root per company of the user (main and concurrent posts)', async () => {
    server.use(...directoryHandlers({ session: createMockSession('U0008') }));
    const roots = await api().call(unionOrgChildren);
    expect(roots.map((node) => node.dlId)).toEqual(['ST100', 'ST300']);
    const tokyo = await api().call(unionOrgChildren, { query: { orgId: 'ST300' } });
    expect(tokyo.map((node) => node.dlId)).toEqual(['J1000', 'J2000']);
  });

  it('spec 01 §9: company roots and member rows name the company in ja and zh', async () => {
    server.use(...directoryHandlers({ session: createMockSession('U0008') }));
    const names = async (lang: Locale) =>
      (await api(lang).call(unionOrgChildren)).map((r) => r.dlName);
    expect(await names('ja')).toEqual(['マル株式会社', 'マルジャパン']);
    expect(await names('zh')).toEqual(['玛鲁股份有限公司', '玛鲁日本']);
    const { items } = await api('zh').call(userPageFind, { query: { userName: '한예준' } });
    expect(items.map((row) => row.companyName)).toEqual(['玛鲁股份有限公司']);
  });

  it('the word search answers the matches with the path above them', async () => {
    server.use(...directoryHandlers());
    const tree = await api().call(orgUserFind, { query: { searchWord: '프론트' } });
    expect(tree.map((node) => node.dlId)).toEqual(['ST100']);
    expect(tree[0]?.children[0]?.dlId).toBe('D2000');
    expect(tree[0]?.children[0]?.children[0]?.children.map((node) => node.dlId)).toEqual(['D2110']);
  });

  it('lookups answer in the request language', async () => {
    server.use(...directoryHandlers());
    const duties = await api('en').call(lookupValues, { query: { typeNumber: '1' } });
    expect(duties[0]).toMatchObject({ lookupCode: 'DT10', meaning: 'Associate' });
  });

  it('spec 01 §7: member search pages with pagination-* headers and only non-empty filters', async () => {
    server.use(...directoryHandlers());
    const all = await api().call(userPageFind, { query: { pageNumber: 2, limitNumber: 50 } });
    // Every active member with a post in the company, once: main posts and concurrent posts
    // from elsewhere (spec 01 §3: retired members are not counted).
    const inCompany = activeEmployees.filter(
      (employee) =>
        employee.studioId === 'ST100' ||
        employee.subDepartments.some((sub) => sub.studioId === 'ST100'),
    ).length;
    expect(all.page).toEqual({ count: inCompany, limit: 50, page: 2 });
    expect(all.items).toHaveLength(50);
    const found = await api().call(userPageFind, { query: { userName: '김민준', email: '' } });
    expect(found.items.map((row) => row.userId)).toContain('U0001');
  });

  it('spec 01 §9: a page size outside 20/50/100/200 is refused with the sizes named', async () => {
    server.use(...directoryHandlers());
    const error: unknown = await api()
      .call(userPageFind, { query: { limitNumber: 30 } })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).info.status).toBe(400);
  });
});
