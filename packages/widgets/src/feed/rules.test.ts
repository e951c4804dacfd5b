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

describe('list dates, on the company’s calendar', () => {
  const at = (iso: string) => Date.parse(iso) / 1000;
  const SEOUL = 'Asia/Seoul';
  // 2026-11-20 09:00 in Seoul.
  const now = new Date('2026-11-20T09:00:00+09:00');

  it('today reads as the time, this year as month and day, earlier with the year', () => {
    expect(listDateStyle(at('2026-11-20T00:05:00+09:00'), now, SEOUL)).toBe('time');
    expect(listDateStyle(at('2026-11-19T23:59:00+09:00'), now, SEOUL)).toBe('monthDay');
    expect(listDateStyle(at('2026-01-01T00:00:00+09:00'), now, SEOUL)).toBe('monthDay');
    expect(listDateStyle(at('2025-12-31T23:59:00+09:00'), now, SEOUL)).toBe('date');
  });

  it('turns the day at midnight in the zone, not in UTC nor in the browser', () => {
    // 2026-11-19 15:30 UTC is 00:30 on the 20th in Seoul but still the 19th in UTC.
    const halfPastMidnightInSeoul = at('2026-11-19T15:30:00Z');
    expect(listDateStyle(halfPastMidnightInSeoul, now, SEOUL)).toBe('time');
    expect(listDateStyle(halfPastMidnightInSeoul, now, 'UTC')).toBe('monthDay');
    // New Year's Eve in New York is already next year in Seoul.
    const newYear = new Date('2027-01-01T09:00:00+09:00');
    expect(listDateStyle(at('2026-12-31T20:00:00-05:00'), newYear, SEOUL)).toBe('time');
    expect(listDateStyle(at('2026-12-31T09:00:00-05:00'), newYear, SEOUL)).toBe('date');
  });

  it('formats through Intl in the active locale, on the company’s clock by default', () => {
    expect(formatListDate(at('2026-11-20T08:10:00+09:00'), now, 'ko')).toBe('08:10');
    expect(formatListDate(at('2026-11-18T08:10:00+09:00'), now, 'ko')).toBe('11월 18일');
    expect(formatListDate(at('2026-11-18T08:10:00+09:00'), now, 'en')).toBe('Nov 18');
    expect(formatListDate(at('2025-03-02T08:10:00+09:00'), now, 'ko')).toBe('2025년 3월 2일');
    // 23:30 UTC on the 19th is 08:30 on the 20th in Seoul: today, at Seoul's time.
    expect(formatListDate(at('2026-11-19T23:30:00Z'), now, 'en')).toBe('08:30');
    expect(formatListDate(at('2026-11-19T23:30:00Z'), now, 'en', 'UTC')).toBe('Nov 19');
  });
});
