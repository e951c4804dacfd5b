import { z } from 'zod/mini';
import { defineEndpoint } from './define';
import { offsetSchema, unixSecondsSchema, ymdSchema } from './primitives';

/**
 * A duration as `HH:mm` (hours may exceed 23 on a long day, so two digits or more). Only the
 * server produces it, so its message is for developers and not in the error catalogue.
 */
export const hoursMinutesSchema = z
  .string()
  .check(z.regex(/^\d{2,}:[0-5]\d$/, 'a duration in HH:mm form'));

/**
 * The previous work day's record (spec 02 §3 "Previous-day data"). `attendanceTime` null means
 * no record that day: the widget shows its empty state with the link to correct it.
 */
export const previousDaySchema = z.object({
  /** The previous work day (`yyyy-MM-dd`): the last day before today that is a working day or has records. */
  date: ymdSchema,
  /** 'Y' while a change request for that day awaits approval. */
  request: z.enum(['Y', 'N']),
  /** First work start of the day, unix seconds. */
  attendanceTime: z.nullable(unixSecondsSchema),
  /** The leave that ended the day, unix seconds; null when the leave was not recorded. */
  leaveTime: z.nullable(unixSecondsSchema),
  /** Time worked, non-work excluded, as `HH:mm`. */
  workTime: hoursMinutesSchema,
});
export type PreviousDay = z.infer<typeof previousDaySchema>;

/**
 * GET /hr/commute/previous-day?offset — path chosen by us: the spec names the widget and its
 * data but not the call; it follows the commute calls' style (`/hr/commute/…?offset`).
 */
export const previousDay = defineEndpoint({
  method: 'GET',
  path: '/hr/commute/previous-day',
  query: z.object({ offset: offsetSchema }),
  response: previousDaySchema,
});
