import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudInfoSchema, userProfileSchema } from '@maru/api';
import { createHarness, type Harness } from '../testing/harness';
import { withoutDepartmentNames, withoutStudioNames } from '../testing/orgNames';

let h: Harness;
let employee: string;
let hrAdmin: string;
beforeAll(async () => {
  h = await createHarness();
  employee = await h.signIn('minjun.kim');
  hrAdmin = await h.signIn('admin');
});
afterAll(() => h.close());

describe('GET /api/cloud/info/ (anonymous)', () => {
  it('answers the tenant’s cloud info without a session', async () => {
    const response = await h.call('GET', '/api/cloud/info/');
    expect(response.status).toBe(200);
    const body = cloudInfoSchema.parse(await response.json());
    expect(body.isBlocked).toBe(false);
  });
});

/** The companies myProfile names in `lang`: the main post's, then each concurrent post's. */
async function companiesOf(cookie: string, lang: string): Promise<string[]> {
  const response = await h.call('GET', '/api/gw/common/gw/user/myProfile', {
    cookie,
    headers: { Lang: lang },
  });
  const profile = userProfileSchema.parse(await response.json());
  return [profile.companyName, ...profile.subDepartmentList.map((sub) => sub.companyName)];
}

describe('GET /api/gw/common/gw/user/myProfile', () => {
  it('answers the signed-in employee’s own profile', async () => {
    const response = await h.call('GET', '/api/gw/common/gw/user/myProfile', { cookie: employee });
    expect(response.status).toBe(200);
    const profile = userProfileSchema.parse(await response.json());
    expect(profile.userId).toBe('U0001');
    expect(profile.userName).toBe('김민준');
    expect(profile.dlName).toBe('프론트엔드파트');
  });

  it('names department and company in English when Lang is en', async () => {
    const response = await h.call('GET', '/api/gw/common/gw/user/myProfile', {
      cookie: employee,
      headers: { Lang: 'en' },
    });
    const profile = userProfileSchema.parse(await response.json());
    expect(profile.dlName).toBe('Frontend Part');
  });

  it('spec 01 §9: names the main and concurrent posts’ companies in Japanese and Chinese', async () => {
    const dual = await h.signIn('dual'); // U0008: ST100, concurrent posts in ST100 and ST300
    expect(await companiesOf(dual, 'ja')).toEqual(['マル株式会社', 'マル株式会社', 'マルジャパン']);
    expect(await companiesOf(dual, 'zh')).toEqual([
      '玛鲁股份有限公司',
      '玛鲁股份有限公司',
      '玛鲁日本',
    ]);
    await withoutStudioNames(h.db, 'zh', ['ST300'], async () => {
      expect(await companiesOf(dual, 'zh')).toEqual([
        '玛鲁股份有限公司',
        '玛鲁股份有限公司',
        '마루 재팬',
      ]);
    });
  });

  it('spec 01 §9: names the main and concurrent posts’ departments in Japanese and Chinese', async () => {
    const dual = await h.signIn('dual'); // U0008: D3200, concurrent posts in D3100 and J1100
    const departments = async (lang: string) => {
      const response = await h.call('GET', '/api/gw/common/gw/user/myProfile', {
        cookie: dual,
        headers: { Lang: lang },
      });
      const profile = userProfileSchema.parse(await response.json());
      return [profile.dlName, ...profile.subDepartmentList.map((sub) => sub.dlName)];
    };
    expect(await departments('ja')).toEqual(['マーケティングチーム', '営業チーム', '営業部']);
    expect(await departments('zh')).toEqual(['市场营销组', '销售组', '销售部']);
    await withoutDepartmentNames(h.db, 'ja', ['D3100'], async () => {
      expect(await departments('ja')).toEqual(['マーケティングチーム', '영업팀', '営業部']);
    });
  });

  it('issue 14: department and group mail come from the server’s rows, not the demo data', async () => {
    // A department the demo company does not have: the profile used to be built from the
    // fixtures' departments and failed for it.
    await h.db
      .insertInto('departments')
      .values({
        dl_id: 'D9901',
        dl_name: '신사업팀',
        dl_name_en: 'New Business Team',
        dl_name_ja: null,
        dl_name_zh: null,
        parent_id: null,
        studio_id: 'ST100',
        group_mail: 'new-business@maru.example',
        sort_no: 99,
      })
      .execute();
    const moveTo = (dlId: string) =>
      h.db
        .updateTable('employees')
        .set({ organization_id: dlId })
        .where('user_id', '=', 'U0001')
        .execute();
    await moveTo('D9901');
    try {
      const response = await h.call('GET', '/api/gw/common/gw/user/myProfile', {
        cookie: employee,
      });
      expect(response.status).toBe(200);
      expect(userProfileSchema.parse(await response.json())).toMatchObject({
        organizationId: 'D9901',
        dlName: '신사업팀',
        groupEmail: 'new-business@maru.example',
        currentStudioCode: 'MARU',
      });
    } finally {
      await moveTo('D2110');
      await h.db.deleteFrom('departments').where('dl_id', '=', 'D9901').execute();
    }
  });

  it('anonymous → 401 with the catalogue’s unauthorized text', async () => {
    const response = await h.call('GET', '/api/gw/common/gw/user/myProfile');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      meta: {
        code: 401,
        errorType: 'unauthorized',
        message: expect.stringContaining('다시 로그인') as unknown as string,
      },
    });
  });
});

describe('GET /api/hr/common/check/auth — HR admin check from the server’s own data', () => {
  it('is false for an ordinary employee', async () => {
    const response = await h.call('GET', '/api/hr/common/check/auth', { cookie: employee });
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(false);
  });

  it('is true for the HR administrator', async () => {
    const response = await h.call('GET', '/api/hr/common/check/auth', { cookie: hrAdmin });
    expect(await response.json()).toBe(true);
  });

  it('anonymous → 401', async () => {
    expect((await h.call('GET', '/api/hr/common/check/auth')).status).toBe(401);
  });
});

describe('unknown API paths', () => {
  it('need a session first (401), then answer 404 in the error format', async () => {
    expect((await h.call('GET', '/api/no/such/thing')).status).toBe(401);
    const response = await h.call('GET', '/api/no/such/thing', { cookie: employee });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ meta: { code: 404, errorType: 'notFound' } });
  });
});

describe('security headers', () => {
  it('are set on API answers too', async () => {
    const response = await h.call('GET', '/api/cloud/info/');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Referrer-Policy')).toBe('same-origin');
  });
});
