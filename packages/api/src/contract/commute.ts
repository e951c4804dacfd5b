import { z } from 'zod/mini';
import { defineEndpoint } from './define';
import {
  idSchema,
  isCleanText,
  offsetSchema,
  textSchema,
  unixSecondsSchema,
  ymdSchema,
} from './primitives';

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

/** Longest reason a commute action carries. */
export const COMMUTE_REMARK_MAX_LENGTH = 500;

/** Most entries an `extParam` may hold (the check data has four), and its longest text. */
const EXT_PARAM_MAX_KEYS = 16;
const EXT_PARAM_TEXT_MAX_LENGTH = 200;

/** A value `extParam` may carry: a finite number, a boolean, null or short one-line text. */
function isExtParamValue(value: unknown): boolean {
  if (typeof value === 'string') {
    return value.length <= EXT_PARAM_TEXT_MAX_LENGTH && isCleanText(value);
  }
  return value === null || typeof value === 'boolean' || Number.isFinite(value);
}

/**
 * `extParam`, extra data of an action (spec 02 §7). The leave sends the extended-work check data
 * back in it (`extendedWorkCheckDataSchema`, checked by the server, which answers 400 naming
 * `extParam` when it does not match); the contract only bounds it: a few entries with short
 * one-line names and scalar values, never a nested or 5 MB document.
 */
const extParamSchema = z.record(textSchema({ min: 1, max: 64 }), z.unknown()).check(
  z.refine((value) => Object.keys(value).length <= EXT_PARAM_MAX_KEYS, 'validation.tooManyItems'),
  z.refine((value) => Object.values(value).every(isExtParamValue), 'error.invalidRequest'),
);

export const commuteActionBodySchema = z.object({
  offset: offsetSchema,
  type: commuteTypeSchema,
  division: commuteDivisionSchema,
  latitude: z.nullable(z.number().check(z.gte(-90), z.lte(90))),
  longitude: z.nullable(z.number().check(z.gte(-180), z.lte(180))),
  /** The client's clock in unix seconds; the server records its own time and keeps this. */
  timestamp: unixSecondsSchema,
  platform: z.literal('02'),
  remark: z._default(
    textSchema({
      trim: true,
      multiline: true,
      max: COMMUTE_REMARK_MAX_LENGTH,
      tooLongKey: 'validation.reasonTooLong',
    }),
    '',
  ),
  extParam: z.optional(z.nullable(extParamSchema)),
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
 * The employee's approved extended-work (overtime) request for today, as the extended-work
 * check returns it and the leave action sends it back in `extParam`.
 */
export const extendedWorkCheckDataSchema = z.object({
  requestId: z.string().check(z.minLength(1)),
  ymd: ymdSchema,
  /** Approved extended work from … to …, unix seconds. */
  approvedStart: unixSecondsSchema,
  approvedEnd: unixSecondsSchema,
});
export type ExtendedWorkCheckData = z.infer<typeof extendedWorkCheckDataSchema>;

/**
 * The extended-work check before leaving (spec 02 §4 Leave): `hasTimedOut` when the approved
 * extended work has already ended (the leave then asks for an optional reason), the approved
 * request when there is one, and the comment written on it (it pre-fills the reason).
 */
export const extendedWorkCheckSchema = z.object({
  hasTimedOut: z.boolean(),
  data: z.nullable(extendedWorkCheckDataSchema),
  comment: z.nullable(z.string()),
});
export type ExtendedWorkCheck = z.infer<typeof extendedWorkCheckSchema>;

export const extendedWorkCheck = defineEndpoint({
  method: 'GET',
  path: '/hr/commute/extendedWorkCheck/widget',
  query: z.object({
    userId: idSchema(),
    offset: z.optional(offsetSchema),
  }),
  response: extendedWorkCheckSchema,
});

/**
 * Why the server refused a commute action: bad input (400) or an action the current state does
 * not permit (409). Nothing is written in either case.
 */
export type CommuteRefusal =
  | 'pauseReasonTooShort'
  | 'continueNeedsEndType'
  | 'extendedWorkMismatch'
  | 'yesterdayLeaveMissing'
  | 'alreadyAtWork'
  | 'notWorking'
  | 'notPaused'
  | 'notAtWork'
  | 'alreadyLeft'
  | 'continueNotOffered';

/** The HTTP status of each refusal: 400 for bad input, 409 for a state that does not fit. */
export const COMMUTE_REFUSAL_STATUS: Readonly<Record<CommuteRefusal, 400 | 409>> = {
  pauseReasonTooShort: 400,
  continueNeedsEndType: 400,
  extendedWorkMismatch: 400,
  yesterdayLeaveMissing: 409,
  alreadyAtWork: 409,
  notWorking: 409,
  notPaused: 409,
  notAtWork: 409,
  alreadyLeft: 409,
  continueNotOffered: 409,
};

/**
 * The refusal messages in every locale, shared by the reference server and the MSW mocks so
 * the user reads the same sentence from both (spec 02 §8: commute state changed, pause reason).
 */
export const COMMUTE_REFUSAL_TEXTS: Readonly<
  Record<CommuteRefusal, Readonly<Record<'ko' | 'en' | 'ja' | 'zh', string>>>
> = {
  pauseReasonTooShort: {
    ko: '비근무 사유를 두 글자 이상 입력해 주세요.',
    en: 'Please enter a non-work reason of two characters or more.',
    ja: '休憩・外出の理由を2文字以上入力してください。',
    zh: '请输入至少两个字的非工作原因。',
  },
  continueNeedsEndType: {
    ko: '계속 근무 확인은 종료(type 2)로만 보낼 수 있습니다.',
    en: 'A continue-work confirmation must be sent with type 2.',
    ja: '継続勤務の確認はtype 2でのみ送信できます。',
    zh: '继续工作确认只能以 type 2 发送。',
  },
  extendedWorkMismatch: {
    ko: '연장 근무 확인 정보가 오늘 승인된 신청과 일치하지 않습니다.',
    en: "The extended-work data does not match today's approved request.",
    ja: '延長勤務の確認情報が本日承認された申請と一致しません。',
    zh: '加班确认信息与今天已批准的申请不一致。',
  },
  yesterdayLeaveMissing: {
    ko: '어제 퇴근 기록이 없어 출근할 수 없습니다. 근무 시간 화면에서 변경 요청을 해 주세요.',
    en: "Yesterday's leave was not recorded, so you cannot start work. Please make a change request on the work-hour page.",
    ja: '昨日の退勤記録がないため出勤できません。勤務時間画面で変更申請をしてください。',
    zh: '昨天没有下班记录，无法上班。请在工作时间页面提交变更申请。',
  },
  alreadyAtWork: {
    ko: '이미 출근한 상태입니다.',
    en: 'You have already started work.',
    ja: 'すでに出勤しています。',
    zh: '您已经上班了。',
  },
  notWorking: {
    ko: '근무 중일 때만 비근무를 시작할 수 있습니다.',
    en: 'Non-work can only start while you are working.',
    ja: '勤務中のみ休憩・外出を開始できます。',
    zh: '只有在工作中才能开始非工作时间。',
  },
  notPaused: {
    ko: '진행 중인 비근무가 없습니다.',
    en: 'There is no non-work in progress.',
    ja: '進行中の休憩・外出はありません。',
    zh: '没有正在进行的非工作时间。',
  },
  notAtWork: {
    ko: '오늘 출근 기록이 없어 퇴근할 수 없습니다.',
    en: 'There is no start-of-work record today, so you cannot leave.',
    ja: '本日の出勤記録がないため退勤できません。',
    zh: '今天没有上班记录，无法下班。',
  },
  alreadyLeft: {
    ko: '이미 퇴근한 상태입니다.',
    en: 'You have already left work.',
    ja: 'すでに退勤しています。',
    zh: '您已经下班了。',
  },
  continueNotOffered: {
    ko: '계속 근무를 확인할 근무 기록이 없습니다.',
    en: 'There is no open work to confirm as continued.',
    ja: '継続勤務を確認できる勤務記録がありません。',
    zh: '没有可确认为继续工作的工作记录。',
  },
};
