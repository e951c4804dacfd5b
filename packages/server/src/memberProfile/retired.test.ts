import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeEmployees, retiredMembers } from '@maru/api/fixtures';
import { hashPassword } from '../auth/password';
import { createHarness, type Harness } from '../testing/harness';

/*
 * Retired members are employees with userState 2 (spec 01 §3), seeded with the company: every
 * listing of people leaves them out, their profile still opens (with the retired notice) and
 * their posts stay. One harness for every listing, so a new listing is one more case here.
 */

let h: Harness;
let minjun: string;

beforeAll(async () => {
  h = await createHarness();
  minjun = await h.signIn('minjun.kim');
});
afterAll(() => h.close());

const retiredIds = new Set(retiredMembers.map((member) => member.userId));
const onlyRetired = (ids: readonly string[]) => ids.filter((id) => retiredIds.has(id));

async function get<T>(url: string): Promise<T> {
  const response = await h.call('GET', url, { cookie: minjun, headers: { Lang: 'ko' } });
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
}

interface Node {
  dlId: string;
  memberCount: number;
  totalMemberCount: number;
  members?: { userId: string }[];
  children: Node[];
}

/** Active members with a post in ST100 (main or concurrent), each once. */
const headOffice = activeEmployees.filter(
  (e) => e.studioId === 'ST100' || e.subDepartments.some((sub) => sub.studioId === 'ST100'),
);

describe('retired members in the reference server (spec 01 §3: userState 2 is retired)', () => {
  it('are seeded as employees with userState 2, U0901 and U0902 among them', async () => {
    const rows = await h.db
      .selectFrom('employees')
      .select(['user_id', 'user_name', 'organization_id'])
      .where('user_state', '=', 2)
      .orderBy('user_id')
      .execute();
    expect(rows.map((row) => row.user_id)).toEqual([...retiredIds].sort());
    expect(rows).toContainEqual({
      user_id: 'U0901',
      user_name: '서민재',
      organization_id: 'D2110',
    });
  });

  it('spec 01 §3: the member finder neither lists nor counts them', async () => {
    const ids: string[] = [];
    for (let page = 1, full = true; full; page += 1) {
      const rows = await get<{ userId: string }[]>(
        `/api/user/userPageFind?pageNumber=${page}&limitNumber=200`,
      );
      ids.push(...rows.map((row) => row.userId));
      full = rows.length === 200;
    }
    expect(onlyRetired(ids)).toEqual([]);
    expect(new Set(ids).size).toBe(headOffice.length);
  });

  it('spec 01 §3: org tree counts, member lists and the word search leave them out', async () => {
    const [company] = await get<Node[]>('/api/gw/common/org/union/child');
    expect(company?.totalMemberCount).toBe(headOffice.length);
    // 서민재 had a post in 프론트엔드파트 (D2110, under D2100), 문하린 in 영업팀 (D3100, under D3000).
    for (const parent of ['D2100', 'D3000']) {
      const nodes = await get<Node[]>(`/api/gw/common/org/child?orgId=${parent}&memberIncluedYn=Y`);
      for (const node of nodes) {
        const listed = (node.members ?? []).map((row) => row.userId);
        expect(onlyRetired(listed), node.dlId).toEqual([]);
        expect(node.memberCount, node.dlId).toBe(listed.length);
      }
    }
    const found = await get<Node[]>(
      `/api/gw/common/union/orguser/find?searchWord=${encodeURIComponent('서민재')}`,
    );
    expect(JSON.stringify(found)).not.toContain('U0901');
  });

  it('spec 01 §3: search and the palette’s member source find no retired member, only their posts', async () => {
    const unified = await get<{
      userSearchResult: { users: { userId: string }[] };
      postSearchResult: { posts: { regUserId: string }[] };
    }>(`/api/es/unified/search?searchText=${encodeURIComponent('서민재')}`);
    expect(unified.userSearchResult.users).toEqual([]);
    const users = await get<{ totalHits: number }>(
      `/api/es/search/users?keyword=${encodeURIComponent('문하린')}`,
    );
    expect(users.totalHits).toBe(0);
    const guide = await get<{ postSearchResult: { posts: { regUserId: string }[] } }>(
      `/api/es/unified/search?searchText=${encodeURIComponent('온보딩 가이드')}`,
    );
    expect(guide.postSearchResult.posts.map((post) => post.regUserId)).toContain('U0901');
  });

  it('spec 01 §3: absentees and employee news leave them out, even with a stored absence or event', async () => {
    // The same rows for an active colleague (U0002) show that such rows are listed at all.
    for (const userId of ['U0002', 'U0901']) {
      await h.db
        .insertInto('absences')
        .values({
          user_id: userId,
          start_ymd: '2026-11-23',
          end_ymd: '2026-11-23',
          lookup_code: '100',
          start_time: null,
          end_time: null,
        })
        .execute();
      await h.db
        .insertInto('employee_events')
        .values({
          user_id: userId,
          kind: 'WEDDING',
          ymd: '2026-11-24',
          studio_id: 'ST100',
          from_studio_id: null,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    const [day] = await get<{ entries: { userId: string }[] }[]>('/api/ess/absentee?offset=540');
    const away = day?.entries.map((entry) => entry.userId) ?? [];
    expect(away).toContain('U0002');
    expect(onlyRetired(away)).toEqual([]);
    const news = await get<{ items: { userId: string }[] }>('/api/hr/ess/employeeinfo/news');
    const people = news.items.map((item) => item.userId);
    expect(people).toContain('U0002');
    expect(onlyRetired(people)).toEqual([]);
  });

  it('spec 01 §3: no reporting line or member list holds them', async () => {
    for (const colleague of ['U0001', 'U0008']) {
      const relations = await get<{ managers: { userId: string }[]; users: { userId: string }[] }>(
        `/api/fnd/${colleague}/members`,
      );
      const ids = [...relations.managers, ...relations.users].map((row) => row.userId);
      expect(onlyRetired(ids), colleague).toEqual([]);
    }
  });

  it('spec 01 §3: the profile still opens, as retired, without contacts', async () => {
    const profile = await get<Record<string, unknown>>('/api/user/userProfile/U0902');
    expect(profile).toMatchObject({
      userId: 'U0902',
      userName: '문하린',
      userState: 2,
      email: null,
    });
  });

  it('spec 01 §3: a retired member cannot sign in, even with an account', async () => {
    await h.db
      .insertInto('accounts')
      .values({
        login_id: 'minjae.seo',
        user_id: 'U0901',
        password_hash: await hashPassword('maru1234!'),
        created_at: 0,
      })
      .execute();
    const response = await h.call('POST', '/api/auth/signin', {
      body: { loginId: 'minjae.seo', password: 'maru1234!' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });
});
