import { hasLinkedCalendar, type CalendarLinks, type ScheduleEntry } from '@maru/api';

/** What the schedule widget reads of the signed-in user's profile. */
export interface ScheduleProfile {
  mainDepartment?: Partial<CalendarLinks> | null | undefined;
}

/**
 * Spec 02 §2: the schedule is shown only to users linked to google, microsoft or naver (the
 * profile's mainDepartment flags); without a profile nothing is shown.
 */
export function isScheduleShown(profile: ScheduleProfile | null | undefined): boolean {
  return hasLinkedCalendar(profile?.mainDepartment);
}

/** One day of the list and its events, in the server's order. */
export interface ScheduleDay {
  standardDate: string;
  entries: ScheduleEntry[];
}

/** Groups consecutive entries by their day (the server sends them by day and start). */
export function groupScheduleByDay(entries: readonly ScheduleEntry[]): ScheduleDay[] {
  const days: ScheduleDay[] = [];
  for (const entry of entries) {
    const last = days.at(-1);
    if (last && last.standardDate === entry.standardDate) last.entries.push(entry);
    else days.push({ standardDate: entry.standardDate, entries: [entry] });
  }
  return days;
}

/**
 * When an event starts: all day (a bare date), at a wall-clock `HH:mm` in the calendar's own
 * zone (as the provider wrote it, so a Seoul meeting reads 10:00 wherever the browser is),
 * or unreadable.
 */
export type EventStart = { kind: 'allDay' } | { kind: 'timed'; hhmm: string } | { kind: 'unknown' };

export function eventStart(startAt: string): EventStart {
  if (/^\d{4}-\d{2}-\d{2}$/.test(startAt)) return { kind: 'allDay' };
  const match = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):([0-5]\d)/.exec(startAt);
  return match ? { kind: 'timed', hhmm: `${match[1]}:${match[2]}` } : { kind: 'unknown' };
}

/** The scroll metrics of the list (those of an HTMLElement). */
export interface ListScroll {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** How much of the visible height one press of previous/next scrolls: most of a page. */
export const SCROLL_PAGE_RATIO = 0.8;

/**
 * Where the previous/next buttons scroll the list to: most of a visible page up or down,
 * clamped to the list's ends (a press at an end stays there).
 */
export function scrollTarget(metrics: ListScroll, direction: 'previous' | 'next'): number {
  const step = Math.max(1, Math.round(metrics.clientHeight * SCROLL_PAGE_RATIO));
  const max = Math.max(0, metrics.scrollHeight - metrics.clientHeight);
  const target = metrics.scrollTop + (direction === 'next' ? step : -step);
  return Math.min(max, Math.max(0, target));
}
