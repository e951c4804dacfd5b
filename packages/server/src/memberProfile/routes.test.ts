import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberProfileSchema } from '@maru/api';
import { employees, memberIntroductionTagsFor } from '@maru/api/fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { withoutDepartmentNames, withoutStudioNames } from '../testing/orgNames';
import { workStatusOfPhase } from './workStatus';

let h: Harness;
let minjun: string;
let admin: string;
let dual: string;
let labs: string;

const tokyoOnly = employees.find((e) => e.studioId === 'ST300' && e.subDepartments.length === 0);
const labsOnly = employees.find((e) => e.studioId === 'ST200' && e.subDepartments.length === 0);
const colleague = employees.find(
  (e) => e.studioId === 'ST100' && e.userId > 'U0050' && e.subDepartments.length === 0,
);

beforeAll(async () => {
  h = await createHarness();
  minjun = await h.signIn('minjun.kim');
  admin = await h.signIn('admin');
  dual = await h.signIn('dual');
  labs = await h.signIn('labs');
});
afterAll(() => h.close());

async function get(url: string, cookie: string, lang = 'ko') {
  const response = await h.call('GET', url, { cookie, headers: { Lang: lang } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /user/userProfile/{userId}', () => {
  it('answers a member of the viewer’s company, names in the request language', async () => {
    const ko = await get('/api/user/userProfile/U0006', minjun);
    expect(ko.status).toBe(200);
    expect(ko.body).toMatchObject({ userId: 'U0006', userName: '강서준', dlName: '플랫폼팀' });
    expect(ko.body.email).toEqual(expect.stringContaining('@maru.example'));
    const en = await get('/api/user/userProfile/U0006', minjun, 'en');
    expect(en.body.dlName).toBe('Platform Team');
  });

  it('spec 01 §9: names the member’s companies in Japanese and Chinese, else in Korean', async () => {
    // Seen by someone who shares all three posts' companies (U0008 itself, issue 13).
    const companies = async (lang: string) => {
      const { body } = await get('/api/user/userProfile/U0008', dual, lang);
      const profile = memberProfileSchema.parse(body);
      return [profile.companyName, ...profile.subDepartmentList.map((sub) => sub.companyName)];
    };
    expect(await companies('ja')).toEqual(['マル株式会社', 'マル株式会社', 'マルジャパン']);
    expect(await companies('zh')).toEqual(['玛鲁股份有限公司', '玛鲁股份有限公司', '玛鲁日本']);
    await withoutStudioNames(h.db, 'ja', ['ST100', 'ST300'], async () => {
      expect(await companies('ja')).toEqual(['마루 주식회사', '마루 주식회사', '마루 재팬']);
    });
  });

  it('spec 01 §9: names the main and concurrent posts’ departments in Japanese and Chinese, else in Korean', async () => {
    const departments = async (lang: string) => {
      const { body } = await get('/api/user/userProfile/U0008', dual, lang);
      const profile = memberProfileSchema.parse(body);
      return [profile.dlName, ...profile.subDepartmentList.map((sub) => sub.dlName)];
    };
    expect(await departments('ja')).toEqual(['マーケティングチーム', '営業チーム', '営業部']);
    expect(await departments('zh')).toEqual(['市场营销组', '销售组', '销售部']);
    await withoutDepartmentNames(h.db, 'zh', ['D3200', 'J1100'], async () => {
      expect(await departments('zh')).toEqual(['마케팅팀', '销售组', '영업팀']);
    });
  });

  it('spec 01 §3: a retired member (userState 2) comes without any contact', async () => {
    const { status, body } = await get('/api/user/userProfile/U0901', minjun);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      userState: 2,
      email: null,
      mobile: null,
      telOffice: null,
      groupEmail: null,
      googleAuthId: null,
      slackLink: null,
      microsoft: false,
      naver: false,
    });
  });

  it('404 with the member-not-found text for an unknown member', async () => {
    const { status, body } = await get('/api/user/userProfile/U9999', minjun);
    expect(status).toBe(404);
    expect(body).toMatchObject({ meta: { message: '구성원 정보를 조회할 수 없습니다.' } });
  });

  it('issue 13 shares-company guard: another company’s member is 404 with the same body as an unknown id', async () => {
    const unknown = await get('/api/user/userProfile/U9999', minjun);
    const elsewhere = await get(`/api/user/userProfile/${tokyoOnly?.userId}`, minjun);
    expect(elsewhere).toEqual(unknown);
    expect(elsewhere.status).toBe(404);
    // The HR admin also works for Maru Labs (a concurrent post): its members are visible.
    expect((await get(`/api/user/userProfile/${labsOnly?.userId}`, admin)).status).toBe(200);
    expect(await get(`/api/user/userProfile/${labsOnly?.userId}`, minjun)).toEqual(unknown);
  });

  it('issue 13: a viewer of another company sees the member’s post in the shared company only', async () => {
    // labs (Maru Labs only) about admin (main post People Team at Maru Corp, concurrent Labs).
    const { status, body } = await get('/api/user/userProfile/U0003', labs);
    expect(status).toBe(200);
    const profile = memberProfileSchema.parse(body);
    expect(profile).toMatchObject({
      studioId: 'ST200',
      organizationId: 'L2100',
      dutyDesc: '매니저',
    });
    expect(profile.subDepartmentList).toEqual([]);
    expect(JSON.stringify(profile)).not.toMatch(/D1100|ST100|인사팀|마루 주식회사/);
    // A viewer who shares the main post's company still sees the main post and the Labs post.
    const seenByMinjun = memberProfileSchema.parse(
      (await get('/api/user/userProfile/U0003', minjun)).body,
    );
    expect(seenByMinjun).toMatchObject({ studioId: 'ST100', organizationId: 'D1100' });
    expect(seenByMinjun.subDepartmentList).toEqual([]);
    const seenByAdmin = memberProfileSchema.parse(
      (await get('/api/user/userProfile/U0003', admin)).body,
    );
    expect(seenByAdmin.subDepartmentList.map((sub) => sub.organizationId)).toEqual(['L2100']);
  });

  it('400 with a clear message for a malformed id; 401 without a session', async () => {
    const bad = await get('/api/user/userProfile/U%20001', minjun);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ meta: { errorType: 'validation' } });
    const anonymous = await h.call('GET', '/api/user/userProfile/U0001');
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /user/myLocationInfo, /user/myIntroduction', () => {
  it('answer the member’s locations and introduction tags in order', async () => {
    const locations = await h.call('GET', '/api/user/myLocationInfo?userId=U0001', {
      cookie: minjun,
    });
    expect(await locations.json()).toEqual([{ locationId: 'PGY' }]);
    const intro = await h.call('GET', '/api/user/myIntroduction?userId=U0001', { cookie: minjun });
    const tags = (await intro.json()) as { tagName: string; sortNo: number }[];
    expect(tags.map((tag) => tag.tagName)).toEqual(memberIntroductionTagsFor('U0001'));
    expect(tags.map((tag) => tag.sortNo)).toEqual([1, 2, 3, 4, 5]);
  });

  it('400 without a userId; 404 outside the viewer’s companies', async () => {
    expect((await h.call('GET', '/api/user/myIntroduction', { cookie: minjun })).status).toBe(400);
    const other = await h.call('GET', `/api/user/myLocationInfo?userId=${tokyoOnly?.userId}`, {
      cookie: minjun,
    });
    expect(other.status).toBe(404);
  });
});

describe('GET /hr/commute/currentStatus/{userId}', () => {
  it('spec 01 §4: 9 before work, 1 while working, 3 on a non-work break', async () => {
    const userId = colleague?.userId ?? 'U0002';
    const url = `/api/hr/commute/currentStatus/${userId}?offset=540`;
    expect((await get(url, minjun)).body).toEqual({ userId, workStatus: 9 });
    const now = Math.floor(new Date('2026-11-23T00:00:00Z').getTime() / 1000);
    const record = (division: string, type: string, at: number) => ({
      user_id: userId,
      ymd: '2026-11-23',
      division,
      type,
      recorded_at: at,
      client_timestamp: at,
      latitude: null,
      longitude: null,
      platform: '02',
      remark: '',
      created_at: at,
    });
    await h.db
      .insertInto('commute_records')
      .values(record('01', '1', now - 3600))
      .execute();
    expect((await get(url, minjun)).body).toEqual({ userId, workStatus: 1 });
    await h.db
      .insertInto('commute_records')
      .values(record('02', '1', now - 600))
      .execute();
    expect((await get(url, minjun)).body).toEqual({ userId, workStatus: 3 });
  });

  it('a retired member always reads 9; a bad offset is 400', async () => {
    expect((await get('/api/hr/commute/currentStatus/U0901', minjun)).body).toEqual({
      userId: 'U0901',
      workStatus: 9,
    });
    expect((await get('/api/hr/commute/currentStatus/U0001?offset=9999', minjun)).status).toBe(400);
  });

  it('maps the commute phases to the spec’s codes', () => {
    expect(workStatusOfPhase('working')).toBe(1);
    expect(workStatusOfPhase('paused')).toBe(3);
    expect(workStatusOfPhase('left')).toBe(9);
    expect(workStatusOfPhase('none')).toBe(9);
  });
});

describe('GET /fnd/{userId}/members', () => {
  it('managers are the reporting line, nearest first; users the member’s team', async () => {
    const { status, body } = await get('/api/fnd/U0001/members', minjun);
    expect(status).toBe(200);
    const managers = body.managers as { userId: string; organizationId: string }[];
    const users = body.users as { userId: string; organizationId: string }[];
    expect(managers.map((m) => m.organizationId)).toEqual(
      ['D2110', 'D2100', 'D2000'].filter((id) => managers.some((m) => m.organizationId === id)),
    );
    expect(managers.some((m) => m.userId === 'U0006')).toBe(true);
    expect(users.every((u) => u.organizationId === 'D2110')).toBe(true);
    expect([...managers, ...users].map((p) => p.userId)).not.toContain('U0001');
    expect([...managers, ...users].map((p) => p.userId)).not.toContain('U0901');
  });

  it('spec 01 §9: rows name their departments in Japanese and Chinese, else in Korean', async () => {
    const departments = async (lang: string) => {
      const { body } = await get('/api/fnd/U0001/members', minjun, lang);
      const rows = [
        ...(body.managers as { dlName: string }[]),
        ...(body.users as { dlName: string }[]),
      ];
      return new Set(rows.map((row) => row.dlName));
    };
    expect(await departments('ja')).toContain('フロントエンドパート');
    expect(await departments('zh')).toContain('前端小组');
    await withoutDepartmentNames(h.db, 'ja', ['D2110'], async () => {
      const fallback = await departments('ja');
      expect(fallback).toContain('프론트엔드파트');
      expect(fallback).not.toContain('Frontend Part');
    });
  });

  it('issue 14: a member without stored chat links has none (no demo links made up)', async () => {
    const { body } = await get('/api/fnd/U0001/members', minjun);
    const [first] = body.users as { userId: string }[];
    if (!first) throw new Error('U0001 has no team');
    const stored = await h.db
      .selectFrom('member_chat_links')
      .selectAll()
      .where('user_id', '=', first.userId)
      .execute();
    await h.db.deleteFrom('member_chat_links').where('user_id', '=', first.userId).execute();
    try {
      const after = await get('/api/fnd/U0001/members', minjun);
      const row = (after.body.users as { userId: string }[]).find((u) => u.userId === first.userId);
      expect(row).toMatchObject({
        googleAuthId: null,
        slackLink: null,
        microsoft: false,
        naver: false,
      });
    } finally {
      if (stored.length > 0) await h.db.insertInto('member_chat_links').values(stored).execute();
    }
  });

  it('a head’s members include the heads of child departments', async () => {
    const { body } = await get('/api/fnd/U0006/members', minjun);
    const users = body.users as { organizationId: string }[];
    expect(users.some((u) => u.organizationId === 'D2110')).toBe(true);
    expect(users.some((u) => u.organizationId === 'D2100')).toBe(true);
  });

  it('issue 13 shares-company guard: unknown and another company’s member both 404, same body', async () => {
    const unknown = await get('/api/fnd/U9999/members', minjun);
    expect(unknown.status).toBe(404);
    expect(await get(`/api/fnd/${tokyoOnly?.userId}/members`, minjun)).toEqual(unknown);
    expect(await get(`/api/fnd/${tokyoOnly?.userId}/members`, labs)).toEqual(unknown);
  });

  it('issue 13: labs asking about admin gets only Maru Labs people, no Maru Corp ids or contacts', async () => {
    const { status, body } = await get('/api/fnd/U0003/members', labs);
    expect(status).toBe(200);
    const people = [
      ...(body.managers as { userId: string; organizationId: string }[]),
      ...(body.users as { userId: string; organizationId: string }[]),
    ];
    expect(people.length).toBeGreaterThan(0);
    const corp = employees.filter((e) => e.studioId !== 'ST200');
    const text = JSON.stringify(body);
    for (const person of corp) {
      expect(text).not.toContain(`"${person.userId}"`);
      expect(text).not.toContain(person.email);
      expect(text).not.toContain(person.mobile);
    }
    // Built from admin's Labs post: its team is L2100, its reporting line Labs' heads above it.
    expect(people.every((p) => p.organizationId.startsWith('L'))).toBe(true);
    expect(
      (body.users as { organizationId: string }[]).every((u) => u.organizationId === 'L2100'),
    ).toBe(true);
  });

  it('issue 13: the viewer’s current company picks the post when the member has one there', async () => {
    // admin itself holds both posts: in Maru Corp the People Team, after switching the Labs team.
    const corp = await get('/api/fnd/U0003/members', admin);
    expect(
      (corp.body.users as { organizationId: string }[]).every((u) => u.organizationId === 'D1100'),
    ).toBe(true);
    const switched = await h.call('PUT', '/api/gw/common/org/current?orgId=ST200', {
      cookie: admin,
    });
    expect(switched.status).toBe(200);
    try {
      const labsSide = await get('/api/fnd/U0003/members', admin);
      const rows = [
        ...(labsSide.body.managers as { organizationId: string }[]),
        ...(labsSide.body.users as { organizationId: string }[]),
      ];
      expect(rows.every((row) => row.organizationId.startsWith('L'))).toBe(true);
    } finally {
      await h.call('PUT', '/api/gw/common/org/current?orgId=ST100', { cookie: admin });
    }
  });

  it('spec 01 §3: a retired member’s relations still open', async () => {
    expect((await get('/api/fnd/U0901/members', minjun)).status).toBe(200);
  });
});

describe('GET /common/lookup-values/codes', () => {
  it('names the work statuses and locations in the request language', async () => {
    const ko = await h.call(
      'GET',
      '/api/common/lookup-values/codes?lookupType=DTM_TYPE_CD&systemCode=HR',
      {
        cookie: minjun,
      },
    );
    expect(
      ((await ko.json()) as { lookupCode: string; meaning: string }[]).map((c) => [
        c.lookupCode,
        c.meaning,
      ]),
    ).toEqual([
      ['1', '근무 중'],
      ['3', '자리 비움'],
      ['9', '퇴근'],
    ]);
    const en = await h.call(
      'GET',
      '/api/common/lookup-values/codes?lookupType=PHM_LOCATION_CD&systemCode=HR',
      { cookie: minjun, headers: { Lang: 'en' } },
    );
    expect(((await en.json()) as { meaning: string }[])[0]?.meaning).toBe('Seoul HQ');
  });

  it('400 for another lookup type or system', async () => {
    const bad = await h.call('GET', '/api/common/lookup-values/codes?lookupType=X&systemCode=HR', {
      cookie: minjun,
    });
    expect(bad.status).toBe(400);
    const system = await h.call(
      'GET',
      '/api/common/lookup-values/codes?lookupType=DTM_TYPE_CD&systemCode=EA',
      { cookie: minjun },
    );
    expect(system.status).toBe(400);
  });
});
