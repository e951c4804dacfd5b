import { Hono } from 'hono';
import { z } from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint } from '@maru/api';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { guards, type Guard } from '../http/guards';
import { createHarness, type Harness } from '../testing/harness';

/*
 * Each guard of http/guards.ts on a route of its own (issue 13): the right caller passes, the
 * wrong one gets 401, 403 or 404. Routes of the real app behind these guards are covered by
 * routeGuards.test.ts; this file proves the guards themselves, including the kinds no route
 * uses yet (boards, manager screens, administration come next).
 */

const ok = z.object({ ok: z.boolean() });
const memberEndpoint = (path: string) =>
  defineEndpoint({ method: 'GET', path, params: z.object({ userId: z.string() }), response: ok });
const plainEndpoint = (path: string) => defineEndpoint({ method: 'GET', path, response: ok });

let h: Harness;
let app: Hono<AppEnv>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  h = await createHarness();
  for (const login of ['minjun.kim', 'seoyeon.lee', 'admin', 'finance', 'ga', 'manager', 'labs']) {
    cookies[login] = await h.signIn(login);
  }
  // What createApp's first middleware sets (db, clock), then the guarded test routes.
  app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('db', h.db);
    c.set('now', Math.floor(new Date('2026-11-23T00:00:00Z').getTime() / 1000));
    c.set('trustProxy', false);
    return next();
  });
  const plain = (name: string, guard: Guard<unknown>) =>
    registerEndpoint(app, plainEndpoint(`/t/${name}`), guard, () => Promise.resolve({ ok: true }));
  plain('signed-in', guards.signedIn);
  plain('hr', guards.hrAdmin);
  plain('finance', guards.finance);
  plain('ga', guards.ga);
  plain('admin', guards.systemAdmin);
  registerEndpoint(
    app,
    memberEndpoint('/t/member/:userId'),
    guards.sharesCompany((input) => input.params.userId),
    () => Promise.resolve({ ok: true }),
  );
  registerEndpoint(
    app,
    memberEndpoint('/t/managed/:userId'),
    guards.managerOfMember((input) => input.params.userId),
    () => Promise.resolve({ ok: true }),
  );
  registerEndpoint(
    app,
    defineEndpoint({
      method: 'GET',
      path: '/t/board/:menuId',
      params: z.object({ menuId: z.coerce.number<string>() }),
      response: ok,
    }),
    guards.board('A', (input) => input.params.menuId),
    () => Promise.resolve({ ok: true }),
  );
});
afterAll(() => h.close());

async function status(path: string, login?: string): Promise<number> {
  const response = await app.request(`/api${path}`, {
    headers: login ? { Cookie: cookies[login] ?? '' } : {},
  });
  return response.status;
}

describe('role guards', () => {
  it('signed-in: 401 without a session, 200 with one', async () => {
    expect(await status('/t/signed-in')).toBe(401);
    expect(await status('/t/signed-in', 'minjun.kim')).toBe(200);
  });

  it.each([
    ['/t/hr', 'admin'],
    ['/t/finance', 'finance'],
    ['/t/ga', 'ga'],
    ['/t/admin', 'admin'],
  ])('%s: 403 for a plain employee, 401 signed out, 200 for %s', async (path, holder) => {
    expect(await status(path)).toBe(401);
    expect(await status(path, 'minjun.kim')).toBe(403);
    expect(await status(path, holder)).toBe(200);
  });
});

describe('shares-company guard (spec 01 §6, issue 13 hole 1)', () => {
  it('passes for a member with a post in a company the caller shares', async () => {
    // admin's concurrent post is in Maru Labs, where labs works.
    expect(await status('/t/member/U0003', 'labs')).toBe(200);
    expect(await status('/t/member/U0003', 'minjun.kim')).toBe(200);
  });

  it('answers an unknown member and one of another company the same 404', async () => {
    const unknown = await app.request('/api/t/member/U9999', {
      headers: { Cookie: cookies.labs ?? '' },
    });
    const elsewhere = await app.request('/api/t/member/U0001', {
      headers: { Cookie: cookies.labs ?? '' },
    });
    expect(unknown.status).toBe(404);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual(await unknown.json());
  });
});

describe('manager-of-member guard', () => {
  it('passes for a member of the department the manager heads, 404 outside it, 403 for a non-manager', async () => {
    const manager = await h.db
      .selectFrom('employees')
      .select(['user_id', 'organization_id'])
      .where('user_id', '=', 'U0006')
      .executeTakeFirstOrThrow();
    const member = await h.db
      .selectFrom('employees')
      .select('user_id')
      .where('organization_id', '=', manager.organization_id)
      .where('user_id', '!=', 'U0006')
      .executeTakeFirstOrThrow();
    const outside = await h.db
      .selectFrom('employees')
      .select('user_id')
      .where('studio_id', '=', 'ST300')
      .executeTakeFirstOrThrow();
    expect(await status(`/t/managed/${member.user_id}`, 'manager')).toBe(200);
    expect(await status(`/t/managed/${outside.user_id}`, 'manager')).toBe(404);
    expect(await status('/t/managed/U0006', 'manager')).toBe(404);
    expect(await status(`/t/managed/${member.user_id}`, 'minjun.kim')).toBe(403);
  });
});

describe('board guard (spec 02 §6)', () => {
  it('passes with the event on the board, 403 without it', async () => {
    // seoyeon.lee manages the clubs board (A on menu 14); minjun.kim only reads it.
    expect(await status('/t/board/14', 'seoyeon.lee')).toBe(200);
    expect(await status('/t/board/14', 'minjun.kim')).toBe(403);
    expect(await status('/t/board/14')).toBe(401);
  });
});
