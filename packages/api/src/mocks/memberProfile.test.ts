import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiClient,
  hrLookupCodes,
  memberProfile,
  memberRelations,
  memberWorkStatus,
  type ApiError,
} from '../index';
import {
  employees,
  findEmployee,
  findMember,
  memberProfileFor,
  memberRelationsFor,
} from '../fixtures';
import { createHandlers } from './index';

const BASE = 'http://localhost/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () => createApiClient({ baseUrl: BASE });
const tokyoOnly = employees.find((e) => e.studioId === 'ST300' && e.subDepartments.length === 0);

describe('member profile mocks (as the reference server)', () => {
  it('answer the fixtures’ profile and relations in the request language', async () => {
    server.use(...createHandlers({ base: BASE }));
    expect(await client().call(memberProfile, { params: { userId: 'U0006' } })).toEqual(
      memberProfileFor(findMember('U0006')!, 'ko'),
    );
    expect(await client().call(memberRelations, { params: { userId: 'U0001' } })).toEqual(
      memberRelationsFor(findMember('U0001')!, 'ko'),
    );
    const codes = await client().call(hrLookupCodes, {
      query: { lookupType: 'DTM_TYPE_CD', systemCode: 'HR' },
    });
    expect(codes.map((code) => code.lookupCode)).toEqual(['1', '3', '9']);
  });

  it('404 for unknown and for another company alike, 401 signed out (same rules as the server)', async () => {
    server.use(...createHandlers({ base: BASE }));
    const unknown = client().call(memberProfile, { params: { userId: 'U9999' } });
    await expect(unknown).rejects.toMatchObject({ status: 404 });
    const elsewhere = client().call(memberProfile, { params: { userId: tokyoOnly!.userId } });
    await expect(elsewhere).rejects.toMatchObject({ status: 404 });
    const said = (call: Promise<unknown>) =>
      call.catch((error: ApiError) => [error.status, error.code, error.serverMessage]);
    expect(await said(elsewhere)).toEqual(await said(unknown));
    server.resetHandlers();
    server.use(...createHandlers({ base: BASE, session: { userId: null } }));
    await expect(
      client().call(memberProfile, { params: { userId: 'U0001' } }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('spec 01 §4: failWorkStatus makes the status call fail; retired members read 9', async () => {
    server.use(...createHandlers({ base: BASE, memberProfile: { failWorkStatus: true } }));
    await expect(
      client().call(memberWorkStatus, { params: { userId: 'U0001' }, query: {} }),
    ).rejects.toMatchObject({ status: 500 });
    server.resetHandlers();
    server.use(...createHandlers({ base: BASE }));
    expect(
      await client().call(memberWorkStatus, { params: { userId: 'U0901' }, query: {} }),
    ).toEqual({ userId: 'U0901', workStatus: 9 });
  });

  it('issue 13: a viewer of Maru Labs sees only the Maru Labs post of a two-company member', async () => {
    server.use(...createHandlers({ base: BASE, session: { userId: 'U0007' } }));
    const relations = await client().call(memberRelations, { params: { userId: 'U0003' } });
    const people = [...relations.managers, ...relations.users];
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((person) => findEmployee(person.userId)?.studioId === 'ST200')).toBe(true);
    const profile = await client().call(memberProfile, { params: { userId: 'U0003' } });
    expect(profile.studioId).toBe('ST200');
    expect(profile.subDepartmentList).toEqual([]);
  });
});
