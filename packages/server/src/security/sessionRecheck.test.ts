import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, rowCount, type Harness } from '../testing/harness';

/*
 * Issue 13 hole 3, "sessions outlive the person": the user and the current company are checked
 * on every request, not only at sign-in.
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function currentStudioOf(cookie: string): Promise<string> {
  const response = await h.call('GET', '/api/gw/common/gw/user/myProfile', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { currentStudioId: string }).currentStudioId;
}

describe('a retired member loses the session at the next request', () => {
  it('answers 401 and deletes the session once the member has retired', async () => {
    const cookie = await h.signIn('seoyeon.lee');
    const ok = await h.call('GET', '/api/gw/common/org/userstudios', { cookie });
    expect(ok.status).toBe(200);
    const sessions = await rowCount(h.db, 'sessions');

    await h.db
      .updateTable('employees')
      .set({ user_state: 2 })
      .where('user_id', '=', 'U0002')
      .execute();
    for (const url of [
      '/api/gw/common/org/userstudios',
      '/api/es/unified/search?keyword=%EA%B9%80',
      '/api/user/userPageFind?pageNumber=1&limitNumber=20',
    ]) {
      const refused = await h.call('GET', url, { cookie });
      expect(refused.status).toBe(401);
    }
    expect(await rowCount(h.db, 'sessions')).toBe(sessions - 1);
  });
});

describe('a current company the user no longer belongs to falls back to the main company', () => {
  it('reads the main company once the concurrent post has ended', async () => {
    // dual (U0008): main post in Maru Corp (ST100), a concurrent post in Maru Japan (ST300).
    const cookie = await h.signIn('dual');
    const switched = await h.call('PUT', '/api/gw/common/org/current?orgId=ST300', { cookie });
    expect(switched.status).toBe(200);
    expect(await currentStudioOf(cookie)).toBe('ST300');

    await h.db.deleteFrom('employee_sub_departments').where('user_id', '=', 'U0008').execute();
    expect(await currentStudioOf(cookie)).toBe('ST100');
    const studios = await h.call('GET', '/api/gw/common/org/userstudios', { cookie });
    expect(((await studios.json()) as { dlId: string }[]).map((s) => s.dlId)).toEqual(['ST100']);
  });
});
