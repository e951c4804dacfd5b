import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  changeCurrentStudio,
  cloudInfo,
  cloudLogo,
  financeCheck,
  gaPrivilegedCheck,
  HIDDEN_TOP_MENU_ID,
  menuAccess,
  menuEvents,
  menuEventsByUrl,
  myProfile,
  sideMenu,
  signIn,
  signOut,
  topMenus,
  unreadCount,
  userStudios,
  type Locale,
  type MenuNode,
} from '../contract';
import { createApiClient, type ApiClient } from '../client';
import { ApiError, errorCatalogue } from '../errors';
import { flattenMenus } from '../domain';
import {
  cloudInfoByStudio,
  cloudInfoFixture,
  cloudLogos,
  DEMO_PASSWORD,
  unreadCountsFor,
} from '../fixtures';
import { createHandlers, createMockSession, sessionHandlers, shellHandlers } from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function api(lang: Locale = 'ko'): ApiClient {
  return createApiClient({ baseUrl: 'http://localhost/api', getLang: () => lang });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Signs a demo account in on fresh shared handlers. */
async function signedInAs(loginId: string, lang: Locale = 'ko'): Promise<ApiClient> {
  server.use(...createHandlers({ session: { userId: null } }));
  const client = api(lang);
  await client.call(signIn, { body: { loginId, password: DEMO_PASSWORD } });
  return client;
}

/** A raw request, for inputs the typed client refuses to send. */
async function raw(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`http://localhost/api${path}`, {
    ...init,
    headers: { Lang: 'en', 'content-type': 'application/json' },
  });
}

async function expectValidation(response: Response, field: string): Promise<void> {
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    meta: {
      errorType: 'validation',
      message: errorCatalogue.en['error.invalidRequest'],
      data: [expect.objectContaining({ field })],
    },
  });
}

const ids = (tree: MenuNode[]) => flattenMenus(tree).map((node) => node.menuId);

describe('shell handlers: session checks (spec 01 §6)', () => {
  it('answer the finance and GA checks from the signed-in employee flags', async () => {
    server.use(...createHandlers());
    await expect(api().call(financeCheck)).resolves.toBe(false);
    await expect(api().call(gaPrivilegedCheck)).resolves.toBe(false);
    const finance = await signedInAs('finance');
    await expect(finance.call(financeCheck)).resolves.toBe(true);
    await expect(finance.call(gaPrivilegedCheck)).resolves.toBe(false);
    const ga = await signedInAs('ga');
    await expect(ga.call(gaPrivilegedCheck)).resolves.toBe(true);
    await expect(ga.call(financeCheck)).resolves.toBe(false);
  });

  it('answer cloud info of the signed-in user company: the labs account sees its free trial', async () => {
    const labs = await signedInAs('labs');
    await expect(labs.call(cloudInfo)).resolves.toEqual(cloudInfoByStudio.ST200);
    await labs.call(signOut);
    // Before sign-in the tenant's main company answers.
    await expect(labs.call(cloudInfo)).resolves.toEqual(cloudInfoFixture);
  });

  it('a cloudInfo option overrides the answer (a blocked tenant)', async () => {
    const blocked = {
      ...cloudInfoFixture,
      isBlocked: true,
      blockedUrl: 'https://maru.example/blocked',
    };
    server.use(...createHandlers({ session: { cloudInfo: blocked } }));
    await expect(api().call(cloudInfo)).resolves.toEqual(blocked);
  });

  it('every shell call answers 401 when nobody is signed in', async () => {
    server.use(...createHandlers({ session: { userId: null } }));
    const client = api();
    const calls: Promise<unknown>[] = [
      client.call(financeCheck),
      client.call(gaPrivilegedCheck),
      client.call(cloudLogo),
      client.call(userStudios),
      client.call(changeCurrentStudio, { query: { orgId: 'ST100' } }),
      client.call(topMenus),
      client.call(sideMenu, { params: { menuKey: '1' } }),
      client.call(menuEvents, { params: { menuId: 11 }, query: { checkEvent: 'R' } }),
      client.call(menuEventsByUrl, { query: { url: '/userFind' } }),
      client.call(menuAccess, { body: { system: 'GW', menuPath: '/userFind' } }),
      client.call(unreadCount, { query: {} }),
    ];
    for (const call of calls) expect((await failure(call)).status).toBe(401);
  });
});

describe('shell handlers: companies (spec 01 §4 change company)', () => {
  it("list the user companies in the request language and those companies' logos only", async () => {
    const admin = await signedInAs('admin', 'en');
    await expect(admin.call(userStudios)).resolves.toEqual([
      { dlId: 'ST100', dlName: 'Maru Corp.' },
      { dlId: 'ST200', dlName: 'Maru Labs' },
    ]);
    await expect(admin.call(cloudLogo)).resolves.toEqual(
      cloudLogos.filter((logo) => logo.companyId !== 'ST300'),
    );
  });

  it('spec 01 §9: company names in Japanese and Chinese for Lang ja and zh', async () => {
    await expect((await signedInAs('dual', 'ja')).call(userStudios)).resolves.toEqual([
      { dlId: 'ST100', dlName: 'マル株式会社' },
      { dlId: 'ST300', dlName: 'マルジャパン' },
    ]);
    await expect((await signedInAs('admin', 'zh')).call(userStudios)).resolves.toEqual([
      { dlId: 'ST100', dlName: '玛鲁股份有限公司' },
      { dlId: 'ST200', dlName: '玛鲁实验室' },
    ]);
  });

  it('switching company changes the profile current company and the cloud info', async () => {
    const admin = await signedInAs('admin');
    await expect(admin.call(changeCurrentStudio, { query: { orgId: 'ST200' } })).resolves.toEqual({
      success: true,
    });
    await expect(admin.call(myProfile)).resolves.toMatchObject({
      studioId: 'ST100',
      currentStudioId: 'ST200',
      currentStudioCode: 'MLABS',
    });
    await expect(admin.call(cloudInfo)).resolves.toEqual(cloudInfoByStudio.ST200);
    // Signing in again starts in the main company.
    await admin.call(signIn, { body: { loginId: 'admin', password: DEMO_PASSWORD } });
    await expect(admin.call(myProfile)).resolves.toMatchObject({ currentStudioId: 'ST100' });
  });

  it('refuses a company the user does not belong to with 403, and a missing orgId with 400', async () => {
    const client = await signedInAs('minjun.kim');
    const error = await failure(client.call(changeCurrentStudio, { query: { orgId: 'ST200' } }));
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    await expect(client.call(myProfile)).resolves.toMatchObject({ currentStudioId: 'ST100' });
    await expectValidation(await raw(changeCurrentStudio.path, { method: 'PUT' }), 'orgId');
  });
});

describe('shell handlers: menus', () => {
  it('spec 02 §6: the top menu holds the admin root (id 1000) only for admins, in the request language', async () => {
    server.use(...createHandlers());
    const plain = await api('en').call(topMenus);
    expect(ids(plain)).not.toContain(HIDDEN_TOP_MENU_ID);
    expect(plain.map((node) => node.menuName)).toEqual([
      'Community',
      'Approval',
      'HR',
      'Collaboration',
    ]);
    const admin = await signedInAs('admin');
    expect(ids(await admin.call(topMenus))).toContain(HIDDEN_TOP_MENU_ID);
  });

  it('spec 01 §6: the side menu is per user: member management only for managers, in the Lang language', async () => {
    server.use(...createHandlers());
    const plain = await api('ja').call(sideMenu, { params: { menuKey: '1100' } });
    expect(plain.map((node) => node.menuName)).toEqual(['マイ情報']);
    await expect(api().call(sideMenu, { params: { menuKey: '1000' } })).resolves.toEqual([]);
    const manager = await signedInAs('manager');
    const tree = await manager.call(sideMenu, { params: { menuKey: '1100' } });
    expect(tree.map((node) => node.menuName)).toEqual(['내 정보', '구성원 관리']);
  });

  it('an unknown side menu key answers 400', async () => {
    server.use(...createHandlers());
    await expectValidation(await raw('/common/menus/9/childrenTree/lang'), 'menuKey');
  });

  it('spec 01 §4: menu events by id: empty for a closed board, R C S A for an admin', async () => {
    server.use(...createHandlers());
    const query = { checkEvent: 'R' } as const;
    await expect(api().call(menuEvents, { params: { menuId: 16 }, query })).resolves.toEqual([]);
    await expect(api().call(menuEvents, { params: { menuId: 11 }, query })).resolves.toEqual([
      'R',
      'C',
      'S',
    ]);
    const admin = await signedInAs('admin');
    await expect(admin.call(menuEvents, { params: { menuId: 16 }, query })).resolves.toEqual([
      'R',
      'C',
      'S',
      'A',
    ]);
  });

  it('menu events with a bad id or without checkEvent answer 400', async () => {
    server.use(...createHandlers());
    await expectValidation(await raw('/gw/common/menu/abc/events?checkEvent=R'), 'menuId');
    await expectValidation(await raw('/gw/common/menu/11/events'), 'checkEvent');
  });

  it('spec 01 §4: menu events by URL: the menu page events, everything on open pages, nothing elsewhere', async () => {
    server.use(...createHandlers());
    const byUrl = (url: string) => api().call(menuEventsByUrl, { query: { url } });
    await expect(byUrl('/ess/myWorkHour')).resolves.toEqual(['R', 'C', 'S']);
    await expect(byUrl('/ess/employeeInfo')).resolves.toEqual([]);
    await expect(byUrl('/userFind')).resolves.toEqual(['R', 'C', 'S', 'A']);
    await expect(byUrl('/community/board/99')).resolves.toEqual([]);
    await expectValidation(await raw('/gw/common/menu/events/url?url='), 'url');
  });

  it('spec 01 §2: records each menu access in the shared session; a bad body answers 400 and records nothing', async () => {
    const session = createMockSession();
    server.use(...sessionHandlers({ session }), ...shellHandlers({ session }));
    await api().call(menuAccess, { body: { system: 'GW', menuPath: '/ess/myWorkHour' } });
    const bad = await raw(menuAccess.path, {
      method: 'POST',
      body: JSON.stringify({ system: 'GW' }),
    });
    await expectValidation(bad, 'menuPath');
    expect(session.menuAccessLog).toEqual([{ system: 'GW', menuPath: '/ess/myWorkHour' }]);
  });
});

describe('shell handlers: unread counts (spec 01 §3, §4)', () => {
  it('answer the signed-in user counts; naming a system makes unread that system count', async () => {
    server.use(...createHandlers());
    const counts = unreadCountsFor('U0001');
    await expect(api().call(unreadCount, { query: {} })).resolves.toEqual(counts);
    await expect(api().call(unreadCount, { query: { system: 'EA' } })).resolves.toEqual({
      ...counts,
      unread: counts.EA,
    });
    await expectValidation(await raw('/notification/msg/unreadCount?system=MAIL'), 'system');
  });

  it('honour an unreadCounts override and fail with 500 when failUnreadCount is set', async () => {
    const override = { unread: 3, GW: 1, EA: 1, KANBAN: 1 };
    server.use(...createHandlers({ shell: { unreadCounts: override } }));
    await expect(api().call(unreadCount, { query: {} })).resolves.toEqual(override);
    server.resetHandlers();
    server.use(...createHandlers({ shell: { failUnreadCount: true } }));
    expect((await failure(api().call(unreadCount, { query: {} }))).status).toBe(500);
  });
});
