import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { absentees, errorBodySchema } from '@maru/api';
import { absenteeDayFor, departments as allDepartments, employees } from '@maru/api/fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { withoutDepartmentNames } from '../testing/orgNames';
import { jsonOf, peopleAt } from './peopleTesting';

const URL = '/api/ess/absentee';
/** 2026-11-23 09:00 in Seoul. */
const MONDAY_MORNING = '2026-11-23T00:00:00Z';

let h: Harness;
let minjun: string; // U0001, ST100
let admin: string; // U0003, ST100 and a concurrent post in ST200
beforeAll(async () => {
  h = await createHarness();
  await peopleAt(h, MONDAY_MORNING);
  minjun = await h.signIn('minjun.kim');
  admin = await h.signIn('admin');
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.db.deleteFrom('current_studios').execute();
});

const read = async (cookie: string, query = '', headers: Record<string, string> = {}) =>
  absentees.response.parse(
    await jsonOf(await h.call('GET', `${URL}${query}`, { cookie, headers })),
  );

describe('GET /api/ess/absentee — today’s absentees', () => {
  it('spec 01 §3: today’s day entry of the caller’s company, as the fixtures (and mocks) have it', async () => {
    const days = await read(minjun);
    expect(days).toEqual([absenteeDayFor('2026-11-23', 'ST100', 'ko')]);
    const entries = days[0]?.entries ?? [];
    expect(entries).toHaveLength(8);
    const studioOf = (userId: string) => employees.find((e) => e.userId === userId)?.studioId;
    expect(entries.every((entry) => studioOf(entry.userId) === 'ST100')).toBe(true);
  });

  it('spec 01 §9: names the departments in Japanese and Chinese, else in Korean', async () => {
    // By person: the order follows the names, which differ between ko and the others.
    const byPerson = (entries: readonly { userId: string; organizationName: string }[]) =>
      entries.map((e) => `${e.userId} ${e.organizationName}`).sort();
    const departments = async (lang: string) =>
      byPerson((await read(minjun, '', { Lang: lang }))[0]?.entries ?? []);
    const expected = (locale: 'ko' | 'ja' | 'zh') =>
      byPerson(absenteeDayFor('2026-11-23', 'ST100', locale).entries);
    const ja = await departments('ja');
    expect(ja).toEqual(expected('ja'));
    expect(ja.some((name) => /[ァ-ヶ]/.test(name))).toBe(true);
    expect(await departments('zh')).toEqual(expected('zh'));
    const company = allDepartments.filter((d) => d.studioId === 'ST100').map((d) => d.dlId);
    await withoutDepartmentNames(h.db, 'ja', company, async () => {
      expect(await departments('ja')).toEqual(expected('ko'));
    });
  });

  it('spec 01 §3 colours: the seeded day has absentees of every attribute01 (ETC, VACATION, WORK, none)', async () => {
    const [day] = await read(minjun);
    const attributes = new Set(day?.entries.map((entry) => entry.attribute01));
    expect(attributes).toEqual(new Set(['ETC', 'VACATION', 'WORK', null]));
    expect(day?.entries.every((entry) => entry.calendarMarkName.length > 0)).toBe(true);
  });

  it('whole-day absences come first, then part days by start time', async () => {
    const [day] = await read(minjun);
    const starts = day?.entries.map((entry) => entry.startTime ?? '') ?? [];
    expect(starts).toEqual([...starts].sort());
    expect(starts[0]).toBe('');
  });

  it('“today” is the server clock in the company’s time zone; the client’s offset does not move it (issue 13)', async () => {
    // 09:00 on the 23rd in Seoul; a client claiming UTC-10 (the 22nd, nobody away) changes nothing.
    const seoul = await read(minjun);
    expect(seoul[0]?.solarYmd).toBe('2026-11-23');
    expect(seoul[0]?.entries).toHaveLength(8);
    expect(await read(minjun, '?offset=-600')).toEqual(seoul);
  });

  it('is scoped to the current company: after switching to ST200 only its members are listed', async () => {
    const switched = await h.call('PUT', '/api/gw/common/org/current?orgId=ST200', {
      cookie: admin,
    });
    expect(switched.status).toBe(200);
    expect(await read(admin)).toEqual([absenteeDayFor('2026-11-23', 'ST200', 'ko')]);
    expect(await read(minjun)).toEqual([absenteeDayFor('2026-11-23', 'ST100', 'ko')]);
  });

  it('answers names and leave types in the request’s language', async () => {
    const [day] = await read(minjun, '', { Lang: 'en' });
    expect(day).toEqual(absenteeDayFor('2026-11-23', 'ST100', 'en'));
    expect(day?.entries.some((entry) => entry.calendarMarkName === 'Annual leave')).toBe(true);
  });

  it('reads the stored absences: a retired member and another company’s member are not listed', async () => {
    const [before] = await read(minjun);
    const first = before?.entries[0];
    await h.db
      .updateTable('employees')
      .set({ user_state: 2 })
      .where('user_id', '=', first?.userId ?? '')
      .execute();
    const [after] = await read(minjun);
    expect(after?.entries.map((entry) => entry.userId)).not.toContain(first?.userId);
    await h.db
      .updateTable('employees')
      .set({ user_state: 1 })
      .where('user_id', '=', first?.userId ?? '')
      .execute();
  });

  it('401 without a session', async () => {
    const response = await h.call('GET', URL);
    expect(response.status).toBe(401);
  });

  it.each([
    ['abc', /정수/],
    ['', /정수/],
    ['0x10', /정수/],
    ['9999', /-720분에서 840분/],
    ['1.5', /정수/],
  ])('400 with a clear message for offset=%s', async (offset, message) => {
    const body = errorBodySchema.parse(
      await jsonOf(await h.call('GET', `${URL}?offset=${offset}`, { cookie: minjun }), 400),
    );
    expect(body.meta.errorType).toBe('validation');
    expect(body.meta.data?.[0]?.field).toBe('offset');
    expect(body.meta.data?.[0]?.message).toMatch(message);
  });
});
