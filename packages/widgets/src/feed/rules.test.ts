import { describe, expect, it } from 'vitest';
import type { FeedConfigItem, FeedItem } from '@maru/api';
import { formatListDate } from './format';
import { feedItemHref, listDateStyle, toPortletPage, visibleFeedTabs } from './rules';

const config = (flags: Record<string, '0' | '1'>): FeedConfigItem[] =>
  Object.entries(flags).map(([feedType, enabledFlag]) => ({
    feedType: feedType as FeedConfigItem['feedType'],
    enabledFlag,
  }));

describe('visibleFeedTabs', () => {
  it("spec 01 §3: shows the tabs whose enabledFlag is '1', in the portal's order", () => {
    expect(
      visibleFeedTabs(config({ MAIL: '1', ALL: '1', KANBAN: '0', COMMUNITY: '1', WORKSPACE: '0' })),
    ).toEqual(['ALL', 'COMMUNITY', 'MAIL']);
  });

  it('spec 01 §6: a tenant without kanban gets no kanban tab (the server sends it off)', () => {
    expect(visibleFeedTabs(config({ ALL: '1', KANBAN: '0' }))).not.toContain('KANBAN');
  });

  it('spec 01 §8: a failed config request still leaves the "all" tab', () => {
    expect(visibleFeedTabs(null)).toEqual(['ALL']);
  });

  it('no tab at all when everything is off', () => {
    expect(visibleFeedTabs(config({ ALL: '0' }))).toEqual([]);
  });
});

describe('feedItemHref', () => {
  const item: FeedItem = {
    feedId: 'x',
    feedType: 'COMMUNITY',
    title: 't',
    previewText: '',
    authorId: 'U0001',
    authorName: 'a',
    authorPhoto: null,
    menuName: 'b',
    menuId: 10,
    listId: 3,
    linkUrl: null,
    regDate: 0,
  };

  it('community entries open the post view route', () => {
    expect(feedItemHref(item)).toBe('/community/board/10/view/3');
  });

  it('other systems open their own link (resolveHref still judges it)', () => {
    const mail = { ...item, feedType: 'MAIL' as const, menuId: null, listId: null };
    expect(feedItemHref({ ...mail, linkUrl: 'https://mail.example/1' })).toBe(
      'https://mail.example/1',
    );
  });
});

describe('toPortletPage', () => {
  it('spec 01 §4: passes the total for page-number lists and the token for token lists', () => {
    expect(toPortletPage({ list: [1, 2], totalCount: 7, nextToken: null })).toEqual({
      items: [1, 2],
      totalCount: 7,
      nextToken: null,
    });
    expect(toPortletPage({ list: [1], totalCount: null, nextToken: 'abc' })).toEqual({
      items: [1],
      totalCount: null,
      nextToken: 'abc',
    });
  });
});

describe('list dates', () => {
  const now = new Date(2026, 10, 20, 9, 0);

  it('today reads as the time, this year as month and day, earlier with the year', () => {
    expect(listDateStyle(new Date(2026, 10, 20, 0, 5), now)).toBe('time');
    expect(listDateStyle(new Date(2026, 10, 19, 23, 59), now)).toBe('monthDay');
    expect(listDateStyle(new Date(2025, 10, 20, 9, 0), now)).toBe('date');
  });

  it('formats through Intl in the active locale', () => {
    const unix = (date: Date) => date.getTime() / 1000;
    expect(formatListDate(unix(new Date(2026, 10, 20, 8, 10)), now, 'ko')).toBe('08:10');
    expect(formatListDate(unix(new Date(2026, 10, 18, 8, 10)), now, 'ko')).toBe('11월 18일');
    expect(formatListDate(unix(new Date(2026, 10, 18, 8, 10)), now, 'en')).toBe('Nov 18');
  });
});
