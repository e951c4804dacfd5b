import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedConfigItem, FeedPage } from '@maru/api';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
let minjun: string;
let labs: string;
let dual: string;
beforeAll(async () => {
  h = await createHarness();
  minjun = await h.signIn('minjun.kim');
  labs = await h.signIn('labs');
  dual = await h.signIn('dual');
});
afterAll(() => h.close());

async function json<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const get = (cookie: string, url: string, headers: Record<string, string> = {}) =>
  h.call('GET', url, { cookie, headers });

const onTabs = (config: FeedConfigItem[]) =>
  config.filter((item) => item.enabledFlag === '1').map((item) => item.feedType);

describe('GET /portal/feed/config', () => {
  it('spec 01 §3: answers every feed type with its enabledFlag for the current company', async () => {
    const config = await json<FeedConfigItem[]>(await get(minjun, '/api/portal/feed/config'));
    expect(config.map((item) => item.feedType)).toEqual([
      'ALL',
      'COMMUNITY',
      'WORKSPACE',
      'KANBAN',
      'MAIL',
    ]);
    expect(onTabs(config)).toHaveLength(5);
  });

  it('spec 01 §6: the kanban tab is off for a company without kanban, though stored on', async () => {
    const config = await json<FeedConfigItem[]>(await get(labs, '/api/portal/feed/config'));
    expect(onTabs(config)).toEqual(['ALL', 'COMMUNITY', 'WORKSPACE']);
  });

  it('follows a company switch', async () => {
    const switched = await h.call('PUT', '/api/gw/common/org/current?orgId=ST300', {
      cookie: dual,
    });
    expect(switched.status).toBe(200);
    const config = await json<FeedConfigItem[]>(await get(dual, '/api/portal/feed/config'));
    expect(onTabs(config)).toEqual(['ALL', 'COMMUNITY', 'MAIL']);
    const feed = await json<FeedPage>(
      await get(dual, '/api/portal/feed/list?feedType=COMMUNITY&limit=50'),
    );
    expect(feed.list.map((item) => item.listId).sort()).toEqual([36, 37, 38]);
    await h.call('PUT', '/api/gw/common/org/current?orgId=ST100', { cookie: dual });
  });

  it('needs a session (401)', async () => {
    expect((await h.call('GET', '/api/portal/feed/config')).status).toBe(401);
  });
});

describe('GET /portal/feed/list', () => {
  it('spec 01 §4: ALL pages by number over community, approval and kanban, never mail', async () => {
    const first = await json<FeedPage>(await get(minjun, '/api/portal/feed/list?feedType=ALL'));
    expect(first.list).toHaveLength(5);
    expect(first.nextToken).toBeNull();
    const all = await json<FeedPage>(
      await get(minjun, `/api/portal/feed/list?feedType=ALL&limit=50`),
    );
    expect(all.list).toHaveLength(first.totalCount ?? -1);
    expect(new Set(all.list.map((item) => item.feedType))).toEqual(
      new Set(['COMMUNITY', 'WORKSPACE', 'KANBAN']),
    );
    const dates = all.list.map((item) => item.regDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('paging boundaries: the last page is partial, the pages cover the total once, beyond is empty', async () => {
    const total = (await json<FeedPage>(await get(minjun, '/api/portal/feed/list?feedType=ALL')))
      .totalCount as number;
    const pages = Math.ceil(total / 5);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const answer = await json<FeedPage>(
        await get(minjun, `/api/portal/feed/list?feedType=ALL&page=${page}`),
      );
      expect(answer.list.length).toBe(page < pages ? 5 : total - 5 * (pages - 1));
      seen.push(...answer.list.map((item) => item.feedId));
    }
    expect(new Set(seen).size).toBe(total);
    const beyond = await json<FeedPage>(
      await get(minjun, `/api/portal/feed/list?feedType=ALL&page=${pages + 1}`),
    );
    expect(beyond).toEqual({ list: [], totalCount: total, nextToken: null });
  });

  it('spec 01 §4: mail pages by token until no token is returned', async () => {
    const seen: string[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/portal/feed/list?feedType=MAIL${token ? `&token=${token}` : ''}`;
      const page: FeedPage = await json<FeedPage>(await get(minjun, url));
      expect(page.totalCount).toBeNull();
      seen.push(...page.list.map((item) => item.feedId));
      token = page.nextToken;
      pages += 1;
    } while (token !== null && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
  });

  it('community entries link to the post view; other systems carry their https link', async () => {
    const community = await json<FeedPage>(
      await get(minjun, '/api/portal/feed/list?feedType=COMMUNITY&limit=1'),
    );
    expect(community.list[0]).toMatchObject({ feedType: 'COMMUNITY', linkUrl: null });
    expect(community.list[0]?.listId).toEqual(expect.any(Number));
    const approval = await json<FeedPage>(
      await get(minjun, '/api/portal/feed/list?feedType=WORKSPACE&limit=1'),
    );
    expect(approval.list[0]?.linkUrl).toMatch(/^https:\/\/ea\.maru\.example\//);
  });

  it('spec 01 §3: every entry carries its stored author’s id; outside mail senders have none', async () => {
    const all = await json<FeedPage>(
      await get(minjun, '/api/portal/feed/list?feedType=ALL&limit=50'),
    );
    const posts = await h.db.selectFrom('posts').select(['list_id', 'reg_user_id']).execute();
    const items = await h.db
      .selectFrom('feed_items')
      .select(['item_id', 'author_user_id'])
      .execute();
    const storedAuthor = (feedId: string) => {
      const [kind, id] = feedId.split('-');
      return kind === 'post'
        ? posts.find((post) => post.list_id === Number(id))?.reg_user_id
        : items.find((item) => item.item_id === Number(id))?.author_user_id;
    };
    for (const item of all.list) {
      expect(item.authorId, item.feedId).toBe(storedAuthor(item.feedId));
      expect(item.authorId).toMatch(/^U\d{4}$/);
    }
    const approval = all.list.find((item) => item.feedType === 'WORKSPACE');
    expect(approval).toMatchObject({ authorId: 'U0006', authorName: '강서준' });

    const mail = await json<FeedPage>(
      await get(minjun, '/api/portal/feed/list?feedType=MAIL&limit=50'),
    );
    const github = mail.list.find((item) => item.authorName === 'GitHub');
    expect(github?.authorId).toBeNull();
  });

  it('posts on boards the user may not read never appear', async () => {
    const community = await json<FeedPage>(
      await get(minjun, '/api/portal/feed/list?feedType=COMMUNITY&limit=50'),
    );
    const ids = community.list.map((item) => item.listId);
    expect(ids).not.toContain(21); // executive board
    expect(ids).not.toContain(14); // deleted
    expect(ids).not.toContain(15); // draft
    expect(ids).not.toContain(32); // another company
    const admin = await h.signIn('admin');
    const adminFeed = await json<FeedPage>(
      await get(admin, '/api/portal/feed/list?feedType=COMMUNITY&limit=50'),
    );
    expect(adminFeed.list.map((item) => item.listId)).toContain(21);
  });

  it('a tab the config turns off is refused with 403', async () => {
    const response = await get(labs, '/api/portal/feed/list?feedType=KANBAN');
    expect(response.status).toBe(403);
  });

  it.each([
    ['feedType=SPAM', 'feedType'],
    ['feedType=ALL&page=0', 'page'],
    ['feedType=ALL&limit=51', 'limit'],
    ['feedType=MAIL&token=forged', 'token'],
  ])('bad input (%s) → 400 naming the field', async (query, field) => {
    const response = await get(minjun, `/api/portal/feed/list?${query}`, { Lang: 'en' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      meta: { data: { field: string; message: string }[] };
    };
    expect(body.meta.data[0]?.field).toBe(field);
    expect(body.meta.data[0]?.message).not.toBe('');
  });
});
