import { z } from 'zod/mini';
import { defineEndpoint } from './define';
import { unixSecondsSchema, ymdSchema, type Locale } from './primitives';

/** The spec's Y/N flags (checkbox values, confirmed flags). */
export const noticeYnSchema = z.enum(['Y', 'N']);
export type NoticeYn = z.infer<typeof noticeYnSchema>;

const noticeIdSchema = z.number().check(z.int(), z.positive());

/**
 * A notice addressed to one employee (spec 02 §3 notice data). `content` is HTML written by HR:
 * it goes through `@maru/ui` SafeHtml, never straight into the page. `today` is the date the
 * notice is shown on (the server's calendar date in Seoul); `noticeId` (ours) names the notice
 * the confirmation is about, so a stale tab cannot confirm a newer notice unseen.
 */
export const noticeDataSchema = z.object({
  noticeId: noticeIdSchema,
  title: z.string(),
  /** The employee's department. */
  organizationName: z.string(),
  employeeNumber: z.string(),
  name: z.string(),
  content: z.string(),
  today: ymdSchema,
  companyName: z.string(),
});
export type NoticeData = z.infer<typeof noticeDataSchema>;

/**
 * GET /hr/ess/leave/annual/fore/detail/is-holiday (spec 02 §7): `isHoliday` whether a
 * company-designated holiday (annual-leave substitution) notice exists for the user, `noticeYn`
 * whether the user has already confirmed its receipt. `notice` (added by us) carries the text
 * the popup shows; null when there is no notice.
 */
export const holidayNoticeCheckSchema = z.object({
  isHoliday: z.boolean(),
  noticeYn: noticeYnSchema,
  notice: z.nullable(noticeDataSchema),
});
export type HolidayNoticeCheck = z.infer<typeof holidayNoticeCheckSchema>;

/** The holiday popup's confirmation: the notice and the receipt checkbox's value (Y/N). */
export const holidayNoticeConfirmBodySchema = z.object({
  noticeId: noticeIdSchema,
  noticeYn: noticeYnSchema,
});
export type HolidayNoticeConfirmBody = z.infer<typeof holidayNoticeConfirmBodySchema>;

/** How many notices the confirmation changed: 0 when it was already confirmed (spec 02 §7). */
export const holidayNoticeConfirmResultSchema = z.object({
  updateCnt: z.number().check(z.int(), z.nonnegative()),
});

/** An unused-leave or labour-receipt-refusal notice with its confirmation state. */
export const confirmableNoticeSchema = z.extend(noticeDataSchema, {
  confirmYn: noticeYnSchema,
  /** When the employee confirmed it (unix seconds), null while pending. */
  confirmedAt: z.nullable(unixSecondsSchema),
});
export type ConfirmableNotice = z.infer<typeof confirmableNoticeSchema>;

/** The ESS notices answer in the `payload.result` envelope of the spec's checkPop/save call. */
const noticeEnvelope = z.object({
  payload: z.object({ result: z.nullable(confirmableNoticeSchema) }),
});
export type NoticeEnvelope = z.infer<typeof noticeEnvelope>;

/** `payload.result` true: the notice is confirmed (now, or already before). */
export const noticeSaveResultSchema = z.object({
  payload: z.object({ result: z.boolean() }),
});
export type NoticeSaveResult = z.infer<typeof noticeSaveResultSchema>;

export const unusedLeaveNoticeConfirmBodySchema = z.object({ noticeId: noticeIdSchema });
export type UnusedLeaveNoticeConfirmBody = z.infer<typeof unusedLeaveNoticeConfirmBodySchema>;

/** The refusal notice's confirmation carries its checkbox (must be Y, spec 02 §2 notices). */
export const labourRefusalConfirmBodySchema = z.object({
  noticeId: noticeIdSchema,
  confirmYn: noticeYnSchema,
});
export type LabourRefusalConfirmBody = z.infer<typeof labourRefusalConfirmBodySchema>;

export const holidayNoticeCheck = defineEndpoint({
  method: 'GET',
  path: '/hr/ess/leave/annual/fore/detail/is-holiday',
  response: holidayNoticeCheckSchema,
});

/** The spec's table spells it `/hr/ess/hr/...` (unlike the check's path); kept exactly. */
export const holidayNoticeConfirm = defineEndpoint({
  method: 'PUT',
  path: '/hr/ess/hr/leave/annual/fore/detail',
  body: holidayNoticeConfirmBodySchema,
  response: holidayNoticeConfirmResultSchema,
});

/** The unused-leave notice page's data. Path chosen by us (the spec shows only the save). */
export const unusedLeaveNotice = defineEndpoint({
  method: 'GET',
  path: '/hr/ess/unused/leave/checkPop',
  response: noticeEnvelope,
});

export const unusedLeaveNoticeConfirm = defineEndpoint({
  method: 'PUT',
  path: '/hr/ess/unused/leave/checkPop/save',
  body: unusedLeaveNoticeConfirmBodySchema,
  response: noticeSaveResultSchema,
});

/** The labour-receipt-refusal notice. Path chosen by us, in the style of checkPop. */
export const labourRefusalNotice = defineEndpoint({
  method: 'GET',
  path: '/hr/ess/unused/leave/refusePop',
  response: noticeEnvelope,
});

/** Path chosen by us, in the style of checkPop/save. */
export const labourRefusalNoticeConfirm = defineEndpoint({
  method: 'PUT',
  path: '/hr/ess/unused/leave/refusePop/save',
  body: labourRefusalConfirmBodySchema,
  response: noticeSaveResultSchema,
});

/**
 * What the server answers when a confirmation is refused (the mocks say the same). The
 * receipt text is the spec's "receipt not confirmed" error (spec 02 §5, §8); the widget shows
 * its own copy before sending, so the server's is the guard for other clients.
 */
export const NOTICE_ERROR_TEXTS: Record<'notConfirmed' | 'notFound', Record<Locale, string>> = {
  notConfirmed: {
    ko: '안내 수령 확인란에 체크해야 확인할 수 있습니다.',
    en: 'Tick the box to confirm you have received the notice.',
    ja: 'お知らせの受領確認欄にチェックしてください。',
    zh: '请勾选确认已收到通知。',
  },
  notFound: {
    ko: '확인할 안내를 찾을 수 없습니다.',
    en: 'The notice to confirm could not be found.',
    ja: '確認するお知らせが見つかりません。',
    zh: '找不到要确认的通知。',
  },
};
