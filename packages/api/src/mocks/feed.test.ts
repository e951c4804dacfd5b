import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import {
  feedConfig,
  feedList,
  myArticlePortlet,
  myCommentPortlet,
  myInterestsPortlet,
  noticePortlet,
  studioHomeWidgets,
  timelinePortlet,
} from '../contract';
import { ApiError } from '../errors';
import { externalFeedFixtures, postFixtures } from '../fixtures';
import { bannersHandlers } from './banners';
import { feedHandlers } from './feed';
import { createMockSession } from './mockSession';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = (lang: 'ko' | 'en' = 'ko') =>
  createApiClient({ baseUrl: 'http://localhost/api', getLang: () => lang });

function useFeed(userId = 'U0001', studioId: string | null = null) {
  const session = createMockSession(userId);
  session.currentStudioId = studioId;
  server.use(...feedHandlers({ session }), ...bannersHandlers({ session }));
}

describe('feed mocks', () => {
  it('spec 01 §6: ST100 shows every tab; a tenant without kanban gets it off', async () => {
    useFeed();
    const config = await api().call(feedConfig, {});
    expect(config.every((item) => item.enabledFlag === '1')).toBe(true);
    useFeed('U0007');
    const labs = await api().call(feedConfig, {});
    expect(labs.find((item) => item.feedType === 'KANBAN')?.enabledFlag).toBe('0');
    await expect(api().call(feedList, { query: { feedType: 'KANBAN' } })).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('spec 01 §4: page-number lists report the total and page by number', async () => {
    useFeed();
    const first = await api().call(myArticlePortlet, { query: { page: 1, limit: 5 } });
    expect(first.list).toHaveLength(5);
    expect(first.totalCount).toBeGreaterThan(5);
    const second = await api().call(myArticlePortlet, { query: { page: 2, limit: 5 } });
    expect(second.list.length).toBe((first.totalCount ?? 0) - 5);
    const ids = [...first.list, ...second.list].map((post) => post.listId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('my writing holds drafts but never deleted posts', async () => {
    useFeed('U0001');
    const page = await api().call(myArticlePortlet, { query: { limit: 50 } });
    expect(page.list.map((post) => post.enabledFlag)).toContain(9);
    useFeed('U0015');
    const deleted = await api().call(myArticlePortlet, { query: { limit: 50 } });
    expect(deleted.list.some((post) => post.enabledFlag === 0)).toBe(false);
  });

  it('spec 01 §4: token lists page by the returned token until none is left', async () => {
    useFeed();
    const seen: string[] = [];
    let token: string | undefined;
    for (let i = 0; i < 10; i += 1) {
      const page = await api().call(feedList, {
        query: { feedType: 'MAIL', limit: 5, ...(token ? { token } : {}) },
      });
      expect(page.totalCount).toBeNull();
      seen.push(...page.list.map((item) => item.feedId));
      if (page.nextToken === null) break;
      token = page.nextToken;
    }
    expect(seen.length).toBeGreaterThan(10);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('posts on boards the user may not read never appear (executive board 16)', async () => {
    useFeed('U0001');
    const notices = await api().call(noticePortlet, { query: { limit: 50 } });
    const interests = await api().call(myInterestsPortlet, { query: { limit: 50 } });
    const timeline = await api().call(timelinePortlet, { query: { limit: 50 } });
    expect(notices.list.some((post) => post.menuId === 16)).toBe(false);
    expect(interests.list.some((post) => post.menuId === 16)).toBe(false);
    expect(timeline.list.some((event) => event.menuId === 16)).toBe(false);
    useFeed('U0003');
    const adminNotices = await api().call(noticePortlet, { query: { limit: 50 } });
    expect(adminNotices.list.some((post) => post.menuId === 16)).toBe(true);
  });

  it('spec 01 §3: feed entries carry their author’s member id; outside mail senders have none', async () => {
    useFeed();
    const all = await api().call(feedList, { query: { feedType: 'ALL', limit: 50 } });
    const mail = await api().call(feedList, { query: { feedType: 'MAIL', limit: 50 } });
    const authorOf = (feedId: string) => {
      const id = Number(feedId.split('-')[1]);
      return feedId.startsWith('post-')
        ? postFixtures.find((post) => post.listId === id)?.regUserId
        : externalFeedFixtures.find((item) => item.itemId === id)?.authorUserId;
    };
    for (const item of [...all.list, ...mail.list]) {
      expect(item.authorId, item.feedId).toBe(authorOf(item.feedId));
    }
    expect(all.list.every((item) => item.authorId !== null)).toBe(true);
    expect(mail.list.find((item) => item.authorName === 'GitHub')?.authorId).toBeNull();
  });

  it("lists only the current company's posts", async () => {
    useFeed('U0008', 'ST300');
    const feed = await api().call(feedList, { query: { feedType: 'COMMUNITY', limit: 50 } });
    expect(feed.list.map((item) => item.listId).sort()).toEqual([36, 37, 38]);
  });

  it('comments of my own that I deleted stay out of my comments', async () => {
    useFeed();
    const comments = await api().call(myCommentPortlet, { query: { limit: 50 } });
    expect(comments.list.map((comment) => comment.commentId)).not.toContain(27);
    expect(comments.totalCount).toBe(comments.list.length);
  });

  it('names boards in the request language', async () => {
    useFeed();
    const notices = await api('en').call(noticePortlet, { query: { limit: 1 } });
    expect(notices.list[0]?.menuName).toMatch(/Notices/);
  });

  it('the empty option answers empty lists', async () => {
    server.use(...feedHandlers({ empty: true }));
    const page = await api().call(feedList, { query: { feedType: 'ALL' } });
    expect(page).toEqual({ list: [], totalCount: 0, nextToken: null });
  });

  it('an unknown token is refused with 400', async () => {
    useFeed();
    const error = await api()
      .call(timelinePortlet, { query: { token: 'nope' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
  });
});

describe('banner mocks', () => {
  it("answers the current company's widgets in the request language, disabled ones included", async () => {
    useFeed();
    const widgets = await api('en').call(studioHomeWidgets, { query: {} });
    expect(widgets.some((widget) => widget.enabled === 0)).toBe(true);
    expect(widgets.find((widget) => widget.widgetCode === 'ABSENTEE')?.localeName).toBe(
      "Today's Absentees",
    );
  });

  it("refuses another company's widgets with 403", async () => {
    useFeed('U0001');
    const error = await api()
      .call(studioHomeWidgets, { query: { studioDlId: 'ST300' } })
      .catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(403);
  });
});
