import { z } from 'zod/mini';
import { defineEndpoint } from './define';
import { offsetSchema, unixSecondsSchema, ymdSchema } from './primitives';

/** Commute status (spec 02 §3): which actions the server permits now, and today's times. */
export const commuteStatusSchema = z.object({
  date: ymdSchema,
  start: z.boolean(),
  pause: z.boolean(),
  leave: z.boolean(),
  continue: z.boolean(),
  attendanceTime: z.nullable(unixSecondsSchema),
  appAttendanceTime: z.nullable(unixSecondsSchema),
  leaveTime: z.nullable(unixSecondsSchema),
  /** Seconds worked today, non-work excluded. */
  workTime: z.number().check(z.int(), z.nonnegative()),
  vacation: z.boolean(),
  /** True when yesterday's leave was recorded (false blocks going to work, spec 02 §4). */
  yesterday: z.boolean(),
});
export type CommuteStatus = z.infer<typeof commuteStatusSchema>;

/** Division '01' work start/leave, '02' non-work start/end, 'continue' continued work. */
export const commuteDivisionSchema = z.enum(['01', '02', 'continue']);
export type CommuteDivision = z.infer<typeof commuteDivisionSchema>;

/** Type '1' starts, '2' ends (spec 02 §4 actions). */
export const commuteTypeSchema = z.enum(['1', '2']);
export type CommuteType = z.infer<typeof commuteTypeSchema>;

export const commuteActionBodySchema = z.object({
  offset: offsetSchema,
  type: commuteTypeSchema,
  division: commuteDivisionSchema,
  latitude: z.nullable(z.number().check(z.gte(-90), z.lte(90))),
  longitude: z.nullable(z.number().check(z.gte(-180), z.lte(180))),
  /** The client's clock in unix seconds; the server records its own time and keeps this. */
  timestamp: unixSecondsSchema,
  platform: z.literal('02'),
  remark: z._default(z.string().check(z.trim(), z.maxLength(500, 'validation.reasonTooLong')), ''),
  extParam: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});
export type CommuteActionBody = z.input<typeof commuteActionBodySchema>;

export const commuteActionResultSchema = z.object({ success: z.boolean() });

/** Commute settings for a date (spec 02 §3). workCode '40' hides the regular limit. */
export const commuteSettingsSchema = z.object({
  ymd: ymdSchema,
  workCode: z.string(),
  workStartTime: z.string(),
  holidayYn: z.enum(['Y', 'N']),
  breaktimeYn: z.enum(['Y', 'N']),
  coworkStartTime: z.nullable(z.string()),
  coworkEndTime: z.nullable(z.string()),
  overtimeYn: z.enum(['Y', 'N']),
  applyExtendedWorkFlag: z.enum(['Y', 'N']),
  extendedWorkDraftUseFlag: z.enum(['Y', 'N']),
});
export type CommuteSettings = z.infer<typeof commuteSettingsSchema>;

export const hoursSchema = z.object({
  legalSeconds: z.number().check(z.int(), z.nonnegative()),
  limitExtendedSeconds: z.number().check(z.int(), z.nonnegative()),
  limitSeconds: z.number().check(z.int(), z.nonnegative()),
  normalWorkSeconds: z.number().check(z.int(), z.nonnegative()),
  extendedWorkSeconds: z.number().check(z.int(), z.nonnegative()),
});
export type Hours = z.infer<typeof hoursSchema>;

export const periodInfoSchema = z.object({
  normalWorkLimitSeconds: z.number().check(z.int(), z.nonnegative()),
  extendedWorkLimitSeconds: z.number().check(z.int(), z.nonnegative()),
  normalWorkSeconds: z.number().check(z.int(), z.nonnegative()),
  extendedWorkSeconds: z.number().check(z.int(), z.nonnegative()),
});
export type PeriodInfo = z.infer<typeof periodInfoSchema>;

export const offsetQuerySchema = z.object({ offset: offsetSchema });

export const commuteStatus = defineEndpoint({
  method: 'GET',
  path: '/hr/commute/status',
  query: offsetQuerySchema,
  response: commuteStatusSchema,
});

export const commuteAction = defineEndpoint({
  method: 'POST',
  path: '/hr/commute/action',
  body: commuteActionBodySchema,
  response: commuteActionResultSchema,
});

export const commuteSettings = defineEndpoint({
  method: 'GET',
  path: '/hr/commute/settings',
  query: z.object({ ymd: ymdSchema }),
  response: commuteSettingsSchema,
});

export const commuteHours = defineEndpoint({
  method: 'GET',
  path: '/hr/commute/hours',
  query: z.object({
    flexibleWorkUseFlag: z._default(z.enum(['Y', 'N']), 'N'),
    offset: z.optional(offsetSchema),
  }),
  response: hoursSchema,
});

export const currentPeriodInfo = defineEndpoint({
  method: 'GET',
  path: '/hr/worktime/current-period-info',
  query: z.object({ offset: z.optional(offsetSchema) }),
  response: periodInfoSchema,
});

export const currentDate = defineEndpoint({
  method: 'GET',
  path: '/hr/commute/currentDate',
  query: offsetQuerySchema,
  response: z.object({ date: ymdSchema }),
});

export const serverTimestamp = defineEndpoint({
  method: 'GET',
  path: '/timestamp',
  response: z.object({ timestamp: unixSecondsSchema }),
});

/**
 * The hour a work day starts (spec 02 §9 time select base hour): a work day runs from 06:00
 * to 05:59 the next calendar day, so a leave at 01:30 still belongs to the previous day.
 */
export const WORK_DAY_START_HOUR = 6;

/**
 * The work day (`yyyy-MM-dd`) an instant belongs to, for a clock `offsetMinutes` east of
 * UTC: the local date of the instant shifted back by WORK_DAY_START_HOUR, so 01:30 on the
 * 21st still counts for the 20th.
 */
export function workDateOf(unixSeconds: number, offsetMinutes: number): string {
  const shifted = new Date((unixSeconds + offsetMinutes * 60 - WORK_DAY_START_HOUR * 3600) * 1000);
  return shifted.toISOString().slice(0, 10);
}
