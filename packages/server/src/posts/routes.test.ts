import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortletCommentPage, PortletPostPage, TimelinePage } from '@maru/api';
import { createHarness, type Harness } from '../testing/harness';
import { withoutDepartmentNames } from '../testing/orgNames';

let h: Harness;
let minjun: string;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  minjun = await h.signIn('minjun.kim');
  admin = await h.signIn('admin');
});
afterAll(() => h.close());

async function get<T>(cookie: string, url: string, lang = 'ko'): Promise<T> {
  const response = await h.call('GET', url, { cookie, headers: { Lang: lang } });
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
}

describe('GET /portal/portlet/myArticle', () => {
  it('spec 01 §4: 5 rows a page with the total; the second page holds the rest', async () => {
    const first = await get<PortletPostPage>(minjun, '/api/portal/portlet/myArticle');
    expect(first.list).toHaveLength(5);
    expect(first.totalCount).toBe(7);
    const second = await get<PortletPostPage>(minjun, '/api/portal/portlet/myArticle?page=2');
    expect(second.list).toHaveLength(2);
    expect(first.list.every((post) => post.regUserId === 'U0001')).toBe(true);
  });

  it('spec 01 §9: names the author’s department in Japanese and Chinese, else in Korean', async () => {
    const department = async (lang: string) =>
      new Set(
        (
          await get<PortletPostPage>(minjun, '/api/portal/portlet/myArticle?limit=50', lang)
        ).list.map((post) => post.regUserOrganizationName),
      );
    expect(await department('ja')).toEqual(new Set(['フロントエンドパート']));
    expect(await department('zh')).toEqual(new Set(['前端小组']));
    await withoutDepartmentNames(h.db, 'ja', ['D2110'], async () => {
      expect(await department('ja')).toEqual(new Set(['프론트엔드파트']));
    });
  });

  it('holds my drafts (enabledFlag 9) but never deleted posts', async () => {
    const all = await get<PortletPostPage>(minjun, '/api/portal/portlet/myArticle?limit=50');
    expect(all.list.find((post) => post.listId === 15)?.enabledFlag).toBe(9);
    // Deleting one of my posts takes it out of the list (and out of the total).
    await h.db.updateTable('posts').set({ enabled_flag: 0 }).where('list_id', '=', 9).execute();
    const after = await get<PortletPostPage>(minjun, '/api/portal/portlet/myArticle?limit=50');
    await h.db.updateTable('posts').set({ enabled_flag: 1 }).where('list_id', '=', 9).execute();
    expect(after.list.map((post) => post.listId)).not.toContain(9);
    expect(after.totalCount).toBe((all.totalCount ?? 0) - 1);
  });

  it('answers board and department names in the request language, with tags and counts', async () => {
    const en = await get<PortletPostPage>(minjun, '/api/portal/portlet/myArticle?limit=50', 'en');
    const lunch = en.list.find((post) => post.listId === 9);
    expect(lunch).toMatchObject({
      menuName: 'Open Board',
      regUserOrganizationName: 'Frontend Part',
      tags: ['점심', '맛집'],
      commentCount: 2,
    });
  });
});

describe('GET /portal/portlet/myComment', () => {
  it('lists my comments newest first, without the one I deleted', async () => {
    const page = await get<PortletCommentPage>(minjun, '/api/portal/portlet/myComment?limit=50');
    expect(page.totalCount).toBe(page.list.length);
    expect(page.list.map((comment) => comment.commentId)).not.toContain(27);
    expect(page.list).toHaveLength(7);
    const dates = page.list.map((comment) => comment.regDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe('GET /portal/portlet/myInterests', () => {
  it('lists favourite posts, skipping unreadable, deleted and other-company posts', async () => {
    const page = await get<PortletPostPage>(minjun, '/api/portal/portlet/myInterests?limit=50');
    expect(page.list.map((post) => post.listId).sort((a, b) => a - b)).toEqual([
      1, 3, 6, 11, 16, 19,
    ]);
    expect(page.totalCount).toBe(6);
  });

  it('an administrator sees their executive-board favourite', async () => {
    const page = await get<PortletPostPage>(admin, '/api/portal/portlet/myInterests');
    expect(page.list.map((post) => post.listId)).toContain(21);
  });
});

describe('GET /portal/portlet/notice', () => {
  it('lists published notices of readable boards only (the executive notice is for admins)', async () => {
    const mine = await get<PortletPostPage>(minjun, '/api/portal/portlet/notice?limit=50');
    expect(mine.list.every((post) => post.noticeFlag)).toBe(true);
    expect(mine.list.map((post) => post.listId)).not.toContain(21);
    const theirs = await get<PortletPostPage>(admin, '/api/portal/portlet/notice?limit=50');
    expect(theirs.totalCount).toBe((mine.totalCount ?? 0) + 1);
  });
});

describe('GET /portal/portlet/timeline', () => {
  it('spec 01 §4: pages by token until none is left, each event once, newest first', async () => {
    const events: TimelinePage['list'] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/portal/portlet/timeline${token ? `?token=${token}` : ''}`;
      const page: TimelinePage = await get<TimelinePage>(minjun, url);
      expect(page.totalCount).toBeNull();
      expect(page.list.length).toBeLessThanOrEqual(5);
      events.push(...page.list);
      token = page.nextToken;
      pages += 1;
    } while (token !== null && pages < 50);
    expect(token).toBeNull();
    // The same events in pages of the largest size (the company has more than one such page).
    const everything: TimelinePage['list'] = [];
    let bigToken: string | null = null;
    do {
      const url: string = `/api/portal/portlet/timeline?limit=50${bigToken ? `&token=${bigToken}` : ''}`;
      const page: TimelinePage = await get<TimelinePage>(minjun, url);
      everything.push(...page.list);
      bigToken = page.nextToken;
    } while (bigToken !== null && everything.length < 500);
    expect(bigToken).toBeNull();
    expect(events.map((event) => event.eventId)).toEqual(everything.map((event) => event.eventId));
    const dates = events.map((event) => event.eventDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(events.map((event) => event.kind))).toEqual(new Set(['post', 'comment']));
    expect(events.some((event) => event.menuId === 16)).toBe(false);
  });

  it('a forged token is refused with 400', async () => {
    const response = await h.call('GET', '/api/portal/portlet/timeline?token=1%3Bdrop', {
      cookie: minjun,
    });
    expect(response.status).toBe(400);
  });
});

describe('portlet permissions and input', () => {
  it.each([
    '/api/portal/portlet/myArticle',
    '/api/portal/portlet/myComment',
    '/api/portal/portlet/myInterests',
    '/api/portal/portlet/notice',
    '/api/portal/portlet/timeline',
  ])('%s needs a session (401)', async (url) => {
    expect((await h.call('GET', url)).status).toBe(401);
  });

  it('a bad page is refused with 400 and a clear message in the request language', async () => {
    const response = await h.call('GET', '/api/portal/portlet/notice?page=-1', {
      cookie: minjun,
      headers: { Lang: 'en' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      meta: { data: { field: string; message: string }[] };
    };
    expect(body.meta.data[0]).toMatchObject({ field: 'page' });
    expect(body.meta.data[0]?.message).toMatch(/1/);
  });
});
