import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EMPLOYEE_NEWS_KINDS,
  employeeNews,
  errorBodySchema,
  type EmployeeNewsItem,
} from '@maru/api';
import { departments as allDepartments, employeeNewsFor } from '@maru/api/fixtures';
import { jsonOf, peopleAt } from '../absentees/peopleTesting';
import { createHarness, type Harness } from '../testing/harness';
import { withoutDepartmentNames, withoutStudioNames } from '../testing/orgNames';

const URL = '/api/hr/ess/employeeinfo/news';
const ALL = `${URL}?page=1&limit=9999`;
/** 2026-11-20 09:00 in Seoul, the fixtures' clock. */
const FIXTURE_MORNING = '2026-11-20T00:00:00Z';

let h: Harness;
let minjun: string; // U0001, ST100
let dual: string; // U0008, ST100 and a concurrent post in ST300
beforeAll(async () => {
  h = await createHarness();
  await peopleAt(h, FIXTURE_MORNING);
  minjun = await h.signIn('minjun.kim');
  dual = await h.signIn('dual');
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.db.deleteFrom('current_studios').execute();
  h.setTime(FIXTURE_MORNING);
});

const read = async (cookie: string, url = ALL, headers: Record<string, string> = {}) =>
  employeeNews.response.parse(await jsonOf(await h.call('GET', url, { cookie, headers })));

describe('GET /api/hr/ess/employeeinfo/news — employee news', () => {
  it('spec 01 §3: the company’s news of the window, as the fixtures (and mocks) have it', async () => {
    const page = await read(minjun);
    const expected = employeeNewsFor('2026-11-20', 'ST100', 'ko');
    expect(page).toEqual({ items: expected, totalCount: expected.length });
  });

  it('issue 6: news in every category (birthdays, weddings, hire anniversaries, transfers)', async () => {
    const { items } = await read(minjun);
    expect(new Set(items.map((item) => item.infoChk))).toEqual(new Set(EMPLOYEE_NEWS_KINDS));
    const anniversary = items.find((item) => item.infoChk === 'ABOARD');
    expect(anniversary?.typeName).toMatch(/^입사 \d+주년$/);
    const transfer = items.find((item) => item.infoChk === 'BBOARD');
    expect(transfer?.typeName).toMatch(/에서 전입$/);
  });

  it('covers a week ago to a month ahead, oldest first', async () => {
    const { items } = await read(minjun);
    const dates = items.map((item) => item.eventYmd);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]! >= '2026-11-13').toBe(true);
    expect(dates.at(-1)! <= '2026-12-20').toBe(true);
  });

  it('issue 14: the window is around today on the company’s clock', async () => {
    // 2026-11-20 00:00 UTC is 09:00 on the 20th in Seoul and 14:00 on the 19th in Honolulu.
    const yearly = (items: EmployeeNewsItem[]) =>
      items.filter((item) => item.infoChk === 'BIRTHDAY' || item.infoChk === 'ABOARD');
    const zone = (timeZone: string) =>
      h.db
        .updateTable('studios')
        .set({ time_zone: timeZone })
        .where('dl_id', '=', 'ST100')
        .execute();
    const honolulu = yearly(employeeNewsFor('2026-11-19', 'ST100', 'ko'));
    // The two windows differ, so the check below tells them apart.
    expect(honolulu).not.toEqual(yearly(employeeNewsFor('2026-11-20', 'ST100', 'ko')));
    await zone('Pacific/Honolulu');
    try {
      expect(yearly((await read(minjun)).items)).toEqual(honolulu);
    } finally {
      await zone('Asia/Seoul');
    }
  });

  it('pages with page and limit, the total counting every item', async () => {
    const all = await read(minjun);
    const second = await read(minjun, `${URL}?page=2&limit=5`);
    expect(second.totalCount).toBe(all.totalCount);
    expect(second.items).toEqual(all.items.slice(5, 10));
  });

  it('is scoped to the current company: after switching to ST300 only its news', async () => {
    const switched = await h.call('PUT', '/api/gw/common/org/current?orgId=ST300', {
      cookie: dual,
    });
    expect(switched.status).toBe(200);
    const page = await read(dual);
    expect(page.items).toEqual(employeeNewsFor('2026-11-20', 'ST300', 'ko'));
    expect((await read(minjun)).items).toEqual(employeeNewsFor('2026-11-20', 'ST100', 'ko'));
  });

  it('spec 01 §9: a transfer names the company it came from in Japanese and Chinese, else Korean', async () => {
    const transfers = (items: readonly EmployeeNewsItem[]) =>
      items.filter((item) => item.infoChk === 'BBOARD').map((item) => item.typeName);
    const served = async (lang: string) =>
      transfers((await read(minjun, ALL, { Lang: lang })).items);
    const ja = await served('ja');
    expect(ja).toEqual(transfers(employeeNewsFor('2026-11-20', 'ST100', 'ja')));
    expect(ja).toContainEqual(expect.stringMatching(/^マル.+から転入$/));
    const zh = await served('zh');
    expect(zh).toEqual(transfers(employeeNewsFor('2026-11-20', 'ST100', 'zh')));
    expect(zh).toContainEqual(expect.stringMatching(/^从玛鲁.+调入$/));
    await withoutStudioNames(h.db, 'ja', ['ST100', 'ST200', 'ST300'], async () => {
      const fallback = await served('ja');
      expect(fallback).toHaveLength(ja.length);
      for (const typeName of fallback) expect(typeName).toMatch(/^마루 .+から転入$/);
    });
  });

  it('spec 01 §9: names the people’s departments in Japanese and Chinese, else in Korean', async () => {
    const departments = async (lang: string) =>
      (await read(minjun, ALL, { Lang: lang })).items.map((item) => item.organizationName);
    const expected = (locale: 'ko' | 'ja' | 'zh') =>
      employeeNewsFor('2026-11-20', 'ST100', locale).map((item) => item.organizationName);
    const zh = await departments('zh');
    expect(zh).toEqual(expected('zh'));
    expect(zh).toContain('前端小组');
    expect(await departments('ja')).toEqual(expected('ja'));
    const company = allDepartments.filter((d) => d.studioId === 'ST100').map((d) => d.dlId);
    await withoutDepartmentNames(h.db, 'zh', company, async () => {
      expect(await departments('zh')).toEqual(expected('ko'));
    });
  });

  it('answers in the request’s language', async () => {
    const { items } = await read(minjun, ALL, { Lang: 'en' });
    expect(items).toEqual(employeeNewsFor('2026-11-20', 'ST100', 'en'));
    expect(items.find((item) => item.infoChk === 'BIRTHDAY')?.label).toBe('Birthday');
  });

  it('reads the stored facts: a birthday made private disappears', async () => {
    const { items } = await read(minjun);
    const birthday = items.find((item) => item.infoChk === 'BIRTHDAY');
    await h.db
      .updateTable('employee_facts')
      .set({ birthday_public: 0 })
      .where('user_id', '=', birthday?.userId ?? '')
      .execute();
    const after = await read(minjun);
    expect(
      after.items.some((item) => item.infoChk === 'BIRTHDAY' && item.userId === birthday?.userId),
    ).toBe(false);
    await h.db
      .updateTable('employee_facts')
      .set({ birthday_public: 1 })
      .where('user_id', '=', birthday?.userId ?? '')
      .execute();
  });

  it('401 without a session', async () => {
    expect((await h.call('GET', ALL)).status).toBe(401);
  });

  it.each([
    ['page=0&limit=10', 'page'],
    ['page=abc&limit=10', 'page'],
    ['page=1&limit=0', 'limit'],
    ['page=1&limit=10000', 'limit'],
  ])('400 with the field named for %s', async (query, field) => {
    const body = errorBodySchema.parse(
      await jsonOf(await h.call('GET', `${URL}?${query}`, { cookie: minjun }), 400),
    );
    expect(body.meta.errorType).toBe('validation');
    expect(body.meta.data?.[0]?.field).toBe(field);
    expect(body.meta.data?.[0]?.message.length).toBeGreaterThan(0);
  });

  it('near year end the window reaches into next year’s January', async () => {
    // Last in the file: signing in at a later clock purges the morning's expired sessions.
    await peopleAt(h, '2026-12-20T00:00:00Z');
    const late = await h.signIn('minjun.kim');
    const december = await read(late);
    expect(december.items.some((item) => item.eventYmd.startsWith('2027-01'))).toBe(true);
  });
});
