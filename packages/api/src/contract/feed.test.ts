import { describe, expect, it } from 'vitest';
import {
  feedConfigForTenant,
  feedListQuerySchema,
  feedTypesInAll,
  pageQuerySchema,
  PORTLET_PAGE_SIZE,
  studioWidgetSchema,
  tokenQuerySchema,
  type FeedConfigItem,
} from './index';

const on = (feedType: FeedConfigItem['feedType']): FeedConfigItem => ({
  feedType,
  enabledFlag: '1',
});

describe('feed config', () => {
  it("spec 01 §3: a feed tab is on only when its enabledFlag is '1'", () => {
    const config = feedConfigForTenant(
      [on('ALL'), { feedType: 'COMMUNITY', enabledFlag: '0' }, on('MAIL')],
      { useKanban: true },
    );
    expect(config).toEqual([
      { feedType: 'ALL', enabledFlag: '1' },
      { feedType: 'COMMUNITY', enabledFlag: '0' },
      { feedType: 'WORKSPACE', enabledFlag: '0' },
      { feedType: 'KANBAN', enabledFlag: '0' },
      { feedType: 'MAIL', enabledFlag: '1' },
    ]);
  });

  it('spec 01 §6: the kanban tab is off for a tenant without useKanban, even when stored on', () => {
    const stored = [on('ALL'), on('KANBAN')];
    const find = (useKanban: boolean) =>
      feedConfigForTenant(stored, { useKanban }).find((item) => item.feedType === 'KANBAN');
    expect(find(false)?.enabledFlag).toBe('0');
    expect(find(true)?.enabledFlag).toBe('1');
  });

  it('the ALL tab merges the enabled systems the server pages by number, never mail', () => {
    const config = feedConfigForTenant([on('COMMUNITY'), on('KANBAN'), on('MAIL')], {
      useKanban: true,
    });
    expect(feedTypesInAll(config)).toEqual(['COMMUNITY', 'KANBAN']);
  });
});

describe('portlet paging queries', () => {
  it('spec 01 §9: a page holds 5 rows by default, starting at page 1', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: PORTLET_PAGE_SIZE });
    expect(PORTLET_PAGE_SIZE).toBe(5);
  });

  it('reads page and limit from query strings', () => {
    expect(pageQuerySchema.parse({ page: '3', limit: '10' })).toEqual({ page: 3, limit: 10 });
  });

  it.each([{ page: '0' }, { page: '1.5' }, { limit: '51' }, { limit: '0' }, { page: 'x' }])(
    'refuses the query %o',
    (query) => {
      expect(pageQuerySchema.safeParse(query).success).toBe(false);
    },
  );

  it('token lists start without a token and refuse an empty one', () => {
    expect(tokenQuerySchema.parse({})).toEqual({ limit: 5 });
    expect(tokenQuerySchema.safeParse({ token: '' }).success).toBe(false);
  });

  it('the feed list needs a known feed type', () => {
    expect(feedListQuerySchema.safeParse({ feedType: 'SPAM' }).success).toBe(false);
    expect(feedListQuerySchema.parse({ feedType: 'MAIL' })).toMatchObject({ feedType: 'MAIL' });
  });
});

describe('studio widget', () => {
  it('spec 01 §3: enabled is the number 0 or 1 and placement banner or aside', () => {
    const widget = {
      widgetId: 1,
      widgetCode: 'BANNER',
      widgetPosition: 1,
      placement: 'banner',
      enabled: 1,
      localeName: '배너',
      imageUrl: null,
      linkUrl: null,
    };
    expect(studioWidgetSchema.safeParse(widget).success).toBe(true);
    expect(studioWidgetSchema.safeParse({ ...widget, enabled: '1' }).success).toBe(false);
    expect(studioWidgetSchema.safeParse({ ...widget, placement: 'footer' }).success).toBe(false);
  });
});
