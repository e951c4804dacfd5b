import { z } from 'zod/mini';
import { defineEndpoint } from './define';
import { offsetSchema, ymdSchema } from './primitives';

/**
 * An event of the user's external calendar (spec 02 §3). `startAt` is what the provider
 * sends: an ISO 8601 date-time with its offset, or a bare `yyyy-MM-dd` for an all-day event.
 * `htmlLink` opens the event at the provider; it is data, so clients resolve it before use.
 */
export const calendarEventSchema = z.object({
  id: z.string(),
  summary: z.string(),
  startAt: z.string(),
  htmlLink: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** One entry of the monthly list: the day it is listed under and the event. */
export const scheduleEntrySchema = z.object({
  standardDate: ymdSchema,
  event: calendarEventSchema,
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

/** The answer of the monthly call: `payload.data` (spec 02 §7). */
export const monthlyEventsSchema = z.object({
  payload: z.object({ data: z.array(scheduleEntrySchema) }),
});
export type MonthlyEvents = z.infer<typeof monthlyEventsSchema>;

/** `yyyy-MM`, a calendar month of the contract's years (1900–2999, see `isCalendarDate`). */
export const yearMonthSchema = z
  .string()
  .check(z.regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, 'error.invalidRequest'));

/**
 * The linked calendar's events of a month (spec 02 §7 `GET /provider/event/monthly`), from
 * today on when `month` is the current one. `month` defaults to the current month; "today" is
 * the date on the clock of the user's company (the legacy `offset` is accepted and not read). An external provider
 * call: its failures reach the caller silently, without the portal's alert (spec 02 §8
 * "calendar request failures are swallowed"). `provider` marks it as such; the calendar behind
 * it may be google's, microsoft's or naver's, whichever the user linked.
 */
export const monthlyEventsQuerySchema = z.object({
  month: z.optional(yearMonthSchema),
  offset: z.optional(offsetSchema),
});

export const monthlyEvents = defineEndpoint({
  method: 'GET',
  path: '/provider/event/monthly',
  query: monthlyEventsQuerySchema,
  response: monthlyEventsSchema,
  provider: 'google',
});

/** Which calendars a user linked (spec 01 §3 mainDepartment google, microsoft, naver). */
export const calendarLinksSchema = z.object({
  google: z.boolean(),
  microsoft: z.boolean(),
  naver: z.boolean(),
});
export type CalendarLinks = z.infer<typeof calendarLinksSchema>;

/** Whether the schedule widget applies: the user linked google, microsoft or naver. */
export function hasLinkedCalendar(links: Partial<CalendarLinks> | null | undefined): boolean {
  return links?.google === true || links?.microsoft === true || links?.naver === true;
}
