import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../http/endpoint';
import type { GuardKind } from '../http/guards';
import { declaredRoutes, type DeclaredRoute } from '../http/routeRegistry';
import { createHarness, type Harness } from '../testing/harness';
import { memberOutsideLabs } from '../testing/outsider';
import { tableRowCounts } from '../testing/rowCounts';

/*
 * Issue 13, "guards every route declares": every API route states its guard, and every guarded
 * route refuses a caller who lacks the right, with nothing written.
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** The only calls that work without a session; adding one here is a reviewed decision. */
const ANONYMOUS = [
  'POST /api/auth/signin',
  'POST /api/auth/signout',
  'GET /api/auth/login-redirect',
  'GET /api/cloud/info/',
  // Issue 15: the health probes answer a status word only (docs/server.md "Health").
  'GET /healthz',
  'GET /readyz',
];

/** Guards that refuse on the caller alone (no session 401; a role the caller lacks 403). */
const CALLER_GUARDS: ReadonlySet<GuardKind> = new Set([
  'signedIn',
  'self',
  'hrAdmin',
  'finance',
  'ga',
  'systemAdmin',
]);

/** A request URL for a route, with every path parameter filled in. */
function urlOf(route: DeclaredRoute, value = 'U0001'): string {
  return route.path.replace(/:(\w+)/g, value);
}

describe('every route declares its guard', () => {
  it('every API route Hono serves was registered with a guard', () => {
    const served = h.app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith(`${API_PREFIX}/`))
      .map((route) => `${route.method} ${route.path}`);
    const declared = new Set(declaredRoutes(h.app).map((r) => `${r.method} ${r.path}`));
    expect(served.length).toBeGreaterThan(60);
    expect(served.filter((key) => !declared.has(key))).toEqual([]);
  });

  it('only the sign-in flow, the cloud info and the health probes are anonymous', () => {
    const anonymous = declaredRoutes(h.app)
      .filter((route) => route.kind === 'anonymous')
      .map((route) => `${route.method} ${route.path}`);
    expect(anonymous.sort()).toEqual([...ANONYMOUS].sort());
  });
});

describe('a caller who lacks the right is refused and nothing is written', () => {
  const guarded = () => declaredRoutes(h.app).filter((route) => route.kind !== 'anonymous');

  it('every guarded route answers 401 without a session, before reading its input', async () => {
    const before = await tableRowCounts(h.db);
    for (const route of guarded()) {
      const response = await h.call(route.method, urlOf(route), {
        body: route.method === 'GET' ? undefined : {},
      });
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
      const body = (await response.json()) as { meta: { errorType: string; message: string } };
      expect(body.meta.errorType).toBe('unauthorized');
      expect(body.meta.message).not.toBe('');
    }
    expect(await tableRowCounts(h.db)).toEqual(before);
  });

  it('every route behind a role answers 403 to an employee without it', async () => {
    // minjun.kim holds no admin, HR, finance, GA or manager flag.
    const cookie = await h.signIn('minjun.kim');
    const before = await tableRowCounts(h.db);
    const roleRoutes = guarded().filter(
      (route) => CALLER_GUARDS.has(route.kind) && !['signedIn', 'self'].includes(route.kind),
    );
    for (const route of roleRoutes) {
      const response = await h.call(route.method, urlOf(route), {
        cookie,
        body: route.method === 'GET' ? undefined : {},
      });
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
    }
    expect(await tableRowCounts(h.db)).toEqual(before);
  });

  it('every route about a member answers 404 for a member of a company the caller does not share', async () => {
    const outsider = await memberOutsideLabs(h.db);
    const cookie = await h.signIn('labs');
    const before = await tableRowCounts(h.db);
    const memberRoutes = guarded().filter((route) => route.kind === 'sharesCompany');
    expect(memberRoutes.length).toBeGreaterThan(0);
    for (const route of memberRoutes) {
      const url = route.path.includes(':')
        ? urlOf(route, outsider)
        : `${route.path}?userId=${outsider}`;
      const response = await h.call(
        route.method,
        `${url}${url.includes('?') ? '&' : '?'}offset=540`,
        {
          cookie,
        },
      );
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 404,
      });
    }
    expect(await tableRowCounts(h.db)).toEqual(before);
  });

  it('every guard kind in use is covered by one of the refusal tests above', () => {
    const covered: ReadonlySet<GuardKind> = new Set([...CALLER_GUARDS, 'sharesCompany']);
    const kinds = new Set(declaredRoutes(h.app).map((route) => route.kind));
    kinds.delete('anonymous');
    // A new kind in use (board, managerOfMember) needs its own refusal case here.
    expect([...kinds].filter((kind) => !covered.has(kind))).toEqual([]);
  });
});
