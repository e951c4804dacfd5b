import { PORTLET_HEIGHT } from '@maru/ui';

/** The home widgets, by the space each takes once loaded. */
export type WidgetKind =
  | 'attendance'
  | 'workHours'
  | 'previousDay'
  | 'favourites'
  | 'schedule'
  | 'portlet'
  | 'absentees'
  | 'employeeNews';

/** A list portlet's card: its fixed height (spec 01 §9) inside a 1 px border. */
const PORTLET_CARD_HEIGHT = PORTLET_HEIGHT + 2;

/**
 * How tall each home widget is once loaded, in CSS px: the list portlets (the feed, notices, my
 * activity, favourite posts, timeline) from their fixed height; the others as measured in
 * Chromium with the demo company in Korean, in the home grid's 300–380 px columns (absentees
 * and member news at their five-row list height, the most they show before scrolling). Home
 * reserves this space from its first paint, through the chunk's and the data's loading, so
 * nothing below a widget moves when it arrives (GUIDE §6: layout shift ≤ 0.1, measured by
 * `scripts/bench-vitals.mjs`). Change a widget's layout, change its height here.
 */
export const WIDGET_HEIGHTS: Readonly<Record<WidgetKind, number>> = {
  attendance: 319,
  workHours: 283,
  previousDay: 242,
  favourites: 222,
  schedule: 245,
  portlet: PORTLET_CARD_HEIGHT,
  absentees: 412,
  employeeNews: 384,
};
