import {
  FEED_TYPES,
  type FeedConfigItem,
  type FeedItem,
  type FeedType,
  postViewPath,
} from '@maru/api';
import { calendarDateIn, parseYmd } from '@maru/api/dates';
import type { PortletPage } from '@maru/ui';

/*
 * The home feed's rules (spec 01 §2–§4), pure so the portal, other products and tests share
 * them: which tabs show, where an item leads, and how an API page becomes a Portlet page.
 */

/**
 * The feed tabs to show, in the portal's order: those whose enabledFlag is '1' (spec 01 §3).
 * When the config could not be loaded the feed still offers its "all" tab (the spec swallows
 * portlet errors; the list itself then fails or loads on its own).
 */
export function visibleFeedTabs(config: readonly FeedConfigItem[] | null): FeedType[] {
  if (config === null) return ['ALL'];
  return FEED_TYPES.filter((type) =>
    config.some((item) => item.feedType === type && item.enabledFlag === '1'),
  );
}

/**
 * Where a feed entry leads: community entries to the post view, the other systems to their
 * own link (resolved by `resolveHref`, which drops anything but http(s) and internal paths).
 */
export function feedItemHref(item: FeedItem): string | null {
  if (item.menuId !== null && item.listId !== null) return postViewPath(item.menuId, item.listId);
  return item.linkUrl;
}

/** An API list page as the Portlet's page: total for page-number lists, token for token lists. */
export function toPortletPage<Item>(page: {
  list: readonly Item[];
  totalCount: number | null;
  nextToken: string | null;
}): PortletPage<Item> {
  return { items: page.list, totalCount: page.totalCount, nextToken: page.nextToken };
}

/** How a list date reads: the time for today, month and day this year, the full date before. */
export type ListDateStyle = 'time' | 'monthDay' | 'date';

/**
 * The style of a list date (unix seconds) relative to `now`, both read on the calendar of
 * `timeZone`: the same day is "today" for everyone in the company, wherever their browser is.
 */
export function listDateStyle(unixSeconds: number, now: Date, timeZone: string): ListDateStyle {
  const day = calendarDateIn(unixSeconds, timeZone);
  const today = calendarDateIn(now.getTime() / 1000, timeZone);
  if (day === today) return 'time';
  return parseYmd(day).year === parseYmd(today).year ? 'monthDay' : 'date';
}
