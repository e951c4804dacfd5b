import { z } from 'zod/mini';
import { defineEndpoint } from './define';
import { offsetSchema, ymdSchema } from './primitives';

/** `HH:mm` on a 24-hour clock, as the absence calendar sends partial-day times. */
export const hourMinuteSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/**
 * Leave-type codes (spec 02 §3), the `lookupCode` of an absence: annual 100, attendance 110,
 * condolence 120, pregnancy 130, childcare 140, family care 145, infertility 150, education 160,
 * business trip 170, alternative 200, overtime 300, absence 400, holiday work 703,
 * resignation 730, compensatory 900.
 */
export const LEAVE_TYPE_CODES = [
  '100',
  '110',
  '120',
  '130',
  '140',
  '145',
  '150',
  '160',
  '170',
  '200',
  '300',
  '400',
  '703',
  '730',
  '900',
] as const;
export type LeaveTypeCode = (typeof LEAVE_TYPE_CODES)[number];

/**
 * One absent member on a day (spec 01 §3 absentee day entry). `attribute01` is the lookup
 * value's attribute of the leave type (ETC, VACATION, WORK or none), carried on the entry so a
 * client needs no second call to colour it; times are null for a whole-day absence.
 */
export const absenteeEntrySchema = z.object({
  userId: z.string(),
  userPhoto: z.nullable(z.string()),
  employeeName: z.string(),
  organizationName: z.string(),
  calendarMarkName: z.string(),
  lookupCode: z.string(),
  attribute01: z.nullable(z.string()),
  startTime: z.nullable(hourMinuteSchema),
  endTime: z.nullable(hourMinuteSchema),
});
export type AbsenteeEntry = z.infer<typeof absenteeEntrySchema>;

/** A calendar day (`solarYmd`) and who is away on it. */
export const absenteeDaySchema = z.object({
  solarYmd: ymdSchema,
  entries: z.array(absenteeEntrySchema),
});
export type AbsenteeDay = z.infer<typeof absenteeDaySchema>;

/**
 * Today's absentees in the caller's current company (spec 01 §2 home, spec 02 §2). "Today" is
 * the calendar day on the company's clock (`calendarDateIn` of `@maru/api/dates`); the legacy
 * `offset` (minutes east of UTC) is accepted and not read.
 */
export const absenteesQuerySchema = z.object({ offset: z.optional(offsetSchema) });

export const absentees = defineEndpoint({
  method: 'GET',
  path: '/ess/absentee',
  query: absenteesQuerySchema,
  response: z.array(absenteeDaySchema),
});
