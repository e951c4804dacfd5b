import { EMPLOYEE_NEWS_KINDS, type EmployeeNewsItem, type EmployeeNewsKind } from '@maru/api';
import { parseYmd } from '@maru/api/dates';
import type { StatusColour } from '@maru/ui';

/**
 * The month from which next year's events are shown too (spec: "events dated in the current
 * year, or next year near November"). Our reading: an item is shown when its date falls in
 * today's year; from 1 November to 31 December, items dated in the next year are shown as well
 * (so January birthdays appear in the last weeks of the year); items of past years never are.
 */
export const NEXT_YEAR_FROM_MONTH = 11;

/** Whether a news item dated `eventYmd` is shown on `today` (both `yyyy-MM-dd`). */
export function isNewsShown(eventYmd: string, today: string): boolean {
  const { year, month } = parseYmd(today);
  const eventYear = parseYmd(eventYmd).year;
  if (eventYear === year) return true;
  return eventYear === year + 1 && month >= NEXT_YEAR_FROM_MONTH;
}

/** The items shown on `today`, in the server's order. */
export function visibleNews(items: readonly EmployeeNewsItem[], today: string): EmployeeNewsItem[] {
  return items.filter((item) => isNewsShown(item.eventYmd, today));
}

/** The date as the spec shows it: MM.DD. */
export function newsMonthDay(eventYmd: string): string {
  return `${eventYmd.slice(5, 7)}.${eventYmd.slice(8, 10)}`;
}

function isKind(infoChk: string): infoChk is EmployeeNewsKind {
  return (EMPLOYEE_NEWS_KINDS as readonly string[]).includes(infoChk);
}

const KIND_COLOURS: Record<EmployeeNewsKind, StatusColour> = {
  BIRTHDAY: 'orange',
  WEDDING: 'purple',
  ABOARD: 'blue',
  BBOARD: 'green',
};

const STATUS_COLOURS: readonly string[] = ['purple', 'blue', 'green', 'orange', 'black'];

/**
 * The tag colour of an item: birthdays orange, weddings purple, work anniversaries blue,
 * transfers green (as the server's `color` names them); for a kind this widget does not know,
 * the server's colour when it is one of the theme's, else black.
 */
export function newsColour(item: Pick<EmployeeNewsItem, 'infoChk' | 'color'>): StatusColour {
  if (isKind(item.infoChk)) return KIND_COLOURS[item.infoChk];
  const named = item.color.trim().toLowerCase();
  return STATUS_COLOURS.includes(named) ? (named as StatusColour) : 'black';
}

/** The catalogue key of a known kind's label; null means show the server's label. */
export function newsLabelKey(infoChk: string): `kind.${EmployeeNewsKind}` | null {
  return isKind(infoChk) ? `kind.${infoChk}` : null;
}
