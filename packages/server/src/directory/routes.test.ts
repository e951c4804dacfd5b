import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lookupValueSchema,
  memberRowSchema,
  orgNodeSchema,
  type MemberRow,
  type OrgNode,
} from '@maru/api';
import { activeEmployees, employees, findEmployee, memberPosts } from '@maru/api/fixtures';
import { z } from 'zod/mini';
import { createHarness, type Harness } from '../testing/harness';
import { withoutDepartmentNames, withoutStudioNames } from '../testing/orgNames';
import { rebuildDirectoryEntries } from './entries';

let h: Harness;
let minjun: string;
let admin: string;
let labs: string;

beforeAll(async () => {
  h = await createHarness();
  minjun = await h.signIn('minjun.kim');
  admin = await h.signIn('admin');
  labs = await h.signIn('labs');
});
afterAll(() => h.close());

async function get(cookie: string, url: string, lang = 'ko') {
  return h.call('GET', url, { cookie, headers: { Lang: lang } });
}

async function tree(cookie: string, url: string, lang = 'ko'): Promise<OrgNode[]> {
  const response = await get(cookie, url, lang);
  expect(response.status).toBe(200);
  return z.array(orgNodeSchema).parse(await response.json());
}

async function members(cookie: string, query: string, lang = 'ko') {
  const response = await get(cookie, `/api/user/userPageFind?${query}`, lang);
  expect(response.status).toBe(200);
  return {
    rows: z.array(memberRowSchema).parse(await response.json()) as MemberRow[],
    count: Number(response.headers.get('pagination-count')),
    limit: Number(response.headers.get('pagination-limit')),
    page: Number(response.headers.get('pagination-page')),
  };
}

const ids = (nodes: readonly { dlId: string }[]) => nodes.map((node) => node.dlId);

/** Distinct members posted in the departments, from the fixtures. */
function distinctIn(dlIds: readonly string[]): number {
  return new Set(
    memberPosts()
      .filter((post) => dlIds.includes(post.organizationId))
      .map((post) => post.employee.userId),
  ).size;
}

/** Active members of the company once each, as the search lists them (spec 01 §3). */
const companySize = (studioId: string) =>
  activeEmployees.filter(
    (e) => e.studioId === studioId || e.subDepartments.some((sub) => sub.studioId === studioId),
  ).length;

describe('GET /gw/common/org/child (spec 01 §7)', () => {
  it('answers the current company’s top divisions with counts, children left to load', async () => {
    const roots = await tree(minjun, '/api/gw/common/org/child');
    expect(ids(roots)).toEqual(['D1000', 'D2000', 'D3000']);
    const engineering = roots[1];
    expect(engineering).toMatchObject({
      childCount: 2,
      children: [],
      groupMail: expect.any(String),
    });
    expect(engineering?.totalMemberCount).toBe(
      distinctIn(['D2000', 'D2100', 'D2110', 'D2120', 'D2200']),
    );
    expect(engineering?.memberCount).toBe(distinctIn(['D2000']));
  });

  it('lists a node’s children in the request language, with members when memberIncluedYn=Y', async () => {
    const teams = await tree(admin, '/api/gw/common/org/child?orgId=D2000&memberIncluedYn=Y', 'en');
    expect(teams.map((node) => node.dlName)).toEqual(['Platform Team', 'Infrastructure Team']);
    const platform = teams[0];
    expect(platform?.members?.length).toBe(platform?.memberCount);
    // The head comes first.
    expect(platform?.members?.[0]).toMatchObject({ userId: 'U0006', manager: true });
    const plain = await tree(admin, '/api/gw/common/org/child?orgId=D2000');
    expect(plain[0]?.members).toBeUndefined();
  });

  it('permission: a department of a company the caller is not working in is not found', async () => {
    expect((await get(minjun, '/api/gw/common/org/child?orgId=L1000')).status).toBe(404);
    expect((await get(minjun, '/api/gw/common/org/child?orgId=NOPE')).status).toBe(404);
    const labsRoots = await tree(labs, '/api/gw/common/org/child');
    expect(ids(labsRoots)).toEqual(['L1000', 'L2000']);
  });

  it('bad input: memberIncluedYn other than Y or N is a 400 naming the field', async () => {
    const response = await get(minjun, '/api/gw/common/org/child?memberIncluedYn=yes');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { meta: { data: { field: string }[] } };
    expect(body.meta.data[0]?.field).toBe('memberIncluedYn');
  });

  it('signed out: 401', async () => {
    expect((await h.call('GET', '/api/gw/common/org/child')).status).toBe(401);
  });
});

describe('GET /gw/common/org/union/child', () => {
  it('answers one root per company of the caller (main first), then their divisions', async () => {
    const roots = await tree(admin, '/api/gw/common/org/union/child');
    expect(ids(roots)).toEqual(['ST100', 'ST200']);
    expect(ids(roots[0]?.children ?? [])).toEqual(['D1000', 'D2000', 'D3000']);
    const labsTops = await tree(admin, '/api/gw/common/org/union/child?orgId=ST200');
    expect(ids(labsTops)).toEqual(['L1000', 'L2000']);
    const design = await tree(admin, '/api/gw/common/org/union/child?orgId=L2000');
    expect(ids(design)).toEqual(['L2100', 'L2200']);
  });

  it('spec 01 §9: names the company roots in Japanese and Chinese, else in Korean', async () => {
    const names = async (lang: string) =>
      (await tree(admin, '/api/gw/common/org/union/child', lang)).map((root) => root.dlName);
    expect(await names('ja')).toEqual(['マル株式会社', 'マルラボ']);
    expect(await names('zh')).toEqual(['玛鲁股份有限公司', '玛鲁实验室']);
    await withoutStudioNames(h.db, 'ja', ['ST200'], async () => {
      expect(await names('ja')).toEqual(['マル株式会社', '마루 랩스']);
      const found = await tree(admin, '/api/gw/common/union/orguser/find?searchWord=UX', 'ja');
      expect(found.map((root) => root.dlName)).toEqual(['마루 랩스']);
    });
  });

  it('permission: a company or department outside the caller’s companies is not found', async () => {
    expect((await get(admin, '/api/gw/common/org/union/child?orgId=ST300')).status).toBe(404);
    expect((await get(admin, '/api/gw/common/org/union/child?orgId=J1000')).status).toBe(404);
  });
});

describe('GET /gw/common/union/orguser/find', () => {
  it('answers the matching departments with the path above them', async () => {
    const found = await tree(
      minjun,
      `/api/gw/common/union/orguser/find?searchWord=${encodeURIComponent('프론트')}`,
    );
    expect(ids(found)).toEqual(['ST100']);
    const path = found[0]?.children[0];
    expect(path?.dlId).toBe('D2000');
    expect(ids(path?.children ?? [])).toEqual(['D2100']);
    expect(ids(path?.children[0]?.children ?? [])).toEqual(['D2110']);
  });

  it('puts matching members in their department', async () => {
    const found = await tree(
      minjun,
      `/api/gw/common/union/orguser/find?searchWord=${encodeURIComponent('김민준')}`,
    );
    const part = found[0]?.children[0]?.children[0]?.children[0];
    expect(part?.dlId).toBe('D2110');
    expect(part?.members?.map((row) => row.userId)).toContain('U0001');
  });

  it('permission: searches only the caller’s companies', async () => {
    const found = await tree(
      labs,
      `/api/gw/common/union/orguser/find?searchWord=${encodeURIComponent('인사팀')}`,
    );
    expect(found).toEqual([]);
  });

  it('bad input: a blank word is a 400', async () => {
    expect((await get(minjun, '/api/gw/common/union/orguser/find?searchWord=%20')).status).toBe(
      400,
    );
  });
});

describe('GET /user/lookupValue', () => {
  it('answers the duties (1) and job groups (2) in order and in the request language', async () => {
    const response = await get(minjun, '/api/user/lookupValue?typeNumber=1', 'en');
    const duties = z.array(lookupValueSchema).parse(await response.json());
    expect(duties.map((value) => value.meaning).slice(0, 3)).toEqual([
      'Associate',
      'Manager',
      'Senior',
    ]);
    const groups = z
      .array(lookupValueSchema)
      .parse(await (await get(minjun, '/api/user/lookupValue?typeNumber=2')).json());
    expect(groups[0]).toMatchObject({
      lookupCode: 'JG10',
      meaning: '경영지원',
      categoryName: '직군',
    });
  });

  it('bad input: another type number is a 400', async () => {
    expect((await get(minjun, '/api/user/lookupValue?typeNumber=3')).status).toBe(400);
  });
});

describe('GET /user/userPageFind', () => {
  it('spec 01 §7: pages the current company by name with the pagination-* headers', async () => {
    const first = await members(minjun, 'pageNumber=1&limitNumber=20');
    expect(first).toMatchObject({ count: companySize('ST100'), limit: 20, page: 1 });
    expect(first.rows).toHaveLength(20);
    const names = first.rows.map((row) => row.userName);
    expect(names).toEqual([...names].sort());
    const second = await members(minjun, 'pageNumber=2&limitNumber=20');
    expect(second.rows[0]?.userId).not.toBe(first.rows[0]?.userId);
  });

  it('spec 01 §5: empty filter fields are ignored', async () => {
    const empty = await members(minjun, 'userName=&email=&phoneNumber=&dutyCode=');
    expect(empty.count).toBe(companySize('ST100'));
    expect(empty.limit).toBe(20);
  });

  it('finds by name fragment (Korean or English), email, duty and job group', async () => {
    expect(
      (await members(minjun, `userName=${encodeURIComponent('민준')}`)).rows.map((r) => r.userId),
    ).toContain('U0001');
    expect((await members(minjun, 'userName=minjun')).rows.map((r) => r.userId)).toContain('U0001');
    const byMail = await members(minjun, 'email=minjun.kim@');
    expect(byMail.rows.map((row) => row.userId)).toEqual(['U0001']);
    const leads = await members(minjun, 'dutyCode=DT70&limitNumber=200');
    expect(leads.rows.length).toBeGreaterThan(0);
    expect(leads.rows.every((row) => row.dutyDesc === '팀장')).toBe(true);
    const engineers = await members(minjun, 'jobGroupCode=JG20&limitNumber=200');
    expect(engineers.rows.every((row) => row.jobGroupCode === 'JG20')).toBe(true);
    expect(engineers.rows.map((row) => row.userId)).toContain('U0001');
  });

  it('spec 01 §2: a phone number matches with or without hyphens, mobile or office', async () => {
    const mobile = employees[0]?.mobile ?? '';
    const withHyphens = await members(minjun, `phoneNumber=${mobile}`);
    const digits = await members(minjun, `phoneNumber=${mobile.replace(/-/g, '')}`);
    expect(withHyphens.rows.map((row) => row.userId)).toContain('U0001');
    expect(digits.rows.map((row) => row.userId)).toEqual(withHyphens.rows.map((row) => row.userId));
    expect((await members(minjun, 'phoneNumber=---')).count).toBe(0);
  });

  it('LIKE wildcards in a filter match themselves', async () => {
    expect((await members(minjun, 'userName=%25')).count).toBe(0);
    expect((await members(minjun, 'email=_')).count).toBe(0);
  });

  it('lists an organisation: head first, concurrent posts marked', async () => {
    const team = await members(admin, 'dlId=D3100&limitNumber=50');
    expect(team.rows[0]?.manager).toBe(true);
    const yejun = team.rows.find((row) => row.userId === 'U0008');
    expect(yejun).toMatchObject({ concurrent: true, organizationId: 'D3100', dutyDesc: '매니저' });
  });

  it('spec 01 §9: each row names its company in Japanese and Chinese, else in Korean', async () => {
    const companies = async (lang: string) =>
      new Set((await members(labs, 'limitNumber=20', lang)).rows.map((row) => row.companyName));
    expect(await companies('ja')).toEqual(new Set(['マルラボ']));
    expect(await companies('zh')).toEqual(new Set(['玛鲁实验室']));
    await withoutStudioNames(h.db, 'zh', ['ST200'], async () => {
      expect(await companies('zh')).toEqual(new Set(['마루 랩스']));
    });
  });

  it('permission: only the current company is searched', async () => {
    const labsSearch = await members(labs, `userName=${encodeURIComponent('김민준')}`);
    expect(labsSearch.rows.map((row) => row.userId)).not.toContain('U0001');
    expect((await members(labs, 'dlId=D2110')).count).toBe(0);
    expect((await members(labs, 'pageNumber=1')).count).toBe(companySize('ST200'));
  });

  it('spec 01 §9: a page size outside 20, 50, 100, 200 is a 400 naming the sizes', async () => {
    const response = await get(minjun, '/api/user/userPageFind?limitNumber=30');
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      meta: { data: { field: string; message: string }[] };
    };
    expect(body.meta.data[0]).toEqual({
      field: 'limitNumber',
      message: '한 페이지에 볼 인원은 20, 50, 100, 200명 중에서 고를 수 있습니다.',
    });
    expect((await get(minjun, '/api/user/userPageFind?pageNumber=0')).status).toBe(400);
    expect((await get(minjun, '/api/user/userPageFind?pageNumber=abc')).status).toBe(400);
  });

  it('retired members (userState 2) are not listed once the directory is rebuilt', async () => {
    const before = await members(minjun, 'pageNumber=1');
    await h.db
      .updateTable('employees')
      .set({ user_state: 2 })
      .where('user_id', '=', 'U0002')
      .execute();
    await rebuildDirectoryEntries(h.db);
    try {
      const after = await members(minjun, `userName=${encodeURIComponent('이서연')}`);
      expect(after.rows.map((row) => row.userId)).not.toContain('U0002');
      expect((await members(minjun, 'pageNumber=1')).count).toBe(before.count - 1);
    } finally {
      await h.db
        .updateTable('employees')
        .set({ user_state: 1 })
        .where('user_id', '=', 'U0002')
        .execute();
      await rebuildDirectoryEntries(h.db);
    }
  });

  it('marks dispatch and leave from the member facts', async () => {
    // U0011 is on leave (n % 30 === 11); the company holds more than a page, so ask by name.
    const name = encodeURIComponent(findEmployee('U0011')?.userName ?? '');
    const namesakes = await members(minjun, `userName=${name}&limitNumber=200`);
    const onLeave = namesakes.rows.find((row) => row.userId === 'U0011');
    expect(onLeave?.onLeave).toBe(true);
    const all = await members(minjun, `userName=${encodeURIComponent('김민준')}`);
    expect(all.rows.find((row) => row.userId === 'U0001')).toMatchObject({
      onLeave: false,
      dispatched: false,
      googleAuthId: employees[0]?.email,
    });
  });
});

describe('department names in the reader’s language (spec 01 §9)', () => {
  const names = (nodes: readonly OrgNode[]) => nodes.map((node) => node.dlName);

  it('spec 01 §9: the tree names departments in Japanese and Chinese, else in Korean', async () => {
    const tops = (lang: string) => tree(minjun, '/api/gw/common/org/child', lang);
    expect(names(await tops('ja'))).toEqual(['経営支援本部', '開発本部', '事業本部']);
    expect(names(await tops('zh'))).toEqual(['经营支持本部', '研发本部', '业务本部']);
    await withoutDepartmentNames(h.db, 'ja', ['D2000'], async () => {
      expect(names(await tops('ja'))).toEqual(['経営支援本部', '개발본부', '事業本部']);
    });
    const [root] = await tree(admin, '/api/gw/common/org/union/child', 'zh');
    expect(names(root?.children ?? [])).toEqual(['经营支持本部', '研发本部', '业务本部']);
  });

  it('spec 01 §9: member rows name the department in Japanese and Chinese, else in Korean', async () => {
    const departments = async (lang: string) =>
      new Set((await members(minjun, 'dlId=D2110&limitNumber=50', lang)).rows.map((r) => r.dlName));
    expect(await departments('ja')).toEqual(new Set(['フロントエンドパート']));
    expect(await departments('zh')).toEqual(new Set(['前端小组']));
    await withoutDepartmentNames(h.db, 'zh', ['D2110'], async () => {
      expect(await departments('zh')).toEqual(new Set(['프론트엔드파트']));
    });
  });

  it('spec 01 §9: the word search finds a department by the Japanese name it shows', async () => {
    const word = encodeURIComponent('マーケティング');
    const [root] = await tree(minjun, `/api/gw/common/union/orguser/find?searchWord=${word}`, 'ja');
    const division = root?.children[0];
    expect([division?.dlName, ...names(division?.children ?? [])]).toEqual([
      '事業本部',
      'マーケティングチーム',
    ]);
  });
});
