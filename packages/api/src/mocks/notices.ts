import { HttpResponse, type HttpHandler } from 'msw';
import {
  holidayNoticeCheck,
  holidayNoticeConfirm,
  holidayNoticeConfirmBodySchema,
  labourRefusalConfirmBodySchema,
  labourRefusalNotice,
  labourRefusalNoticeConfirm,
  NOTICE_ERROR_TEXTS,
  unusedLeaveNotice,
  unusedLeaveNoticeConfirm,
  unusedLeaveNoticeConfirmBodySchema,
  type ConfirmableNotice,
  type ErrorBody,
  type HolidayNoticeCheck,
  type Locale,
} from '../contract';
import {
  confirmableNoticeFixture,
  FIXTURE_NOW,
  holidayNoticeCheckFixture,
  noHolidayNoticeFixture,
} from '../fixtures';
import { endpointHandler, requestLocale, type MockBaseOptions } from './endpointUrl';
import { validationErrorBody } from './errorBodies';
import { readBody } from './readBody';

/** Where a notice stands when the mock starts. */
export type NoticeMockState = 'pending' | 'confirmed' | 'none';

export interface NoticesMockOptions extends MockBaseOptions {
  /** The holiday notice; none by default, so hosts stay quiet in unrelated stories. */
  holiday?: NoticeMockState;
  /** The unused-leave notice; none by default. */
  unusedLeave?: NoticeMockState;
  /** The labour-receipt-refusal notice; none by default. */
  labourRefusal?: NoticeMockState;
  /** The date the notices show (`today`); 2026-11-20 by default. */
  today?: string;
  /** The clock a confirmation is stamped with (unix seconds); the fixtures' 09:00 by default. */
  now?: number;
}

const HOLIDAY_ID = 101;
const UNUSED_LEAVE_ID = 102;
const LABOUR_REFUSAL_ID = 103;

function notFound(locale: Locale): Response {
  const body: ErrorBody = {
    meta: { code: 404, errorType: 'notFound', message: NOTICE_ERROR_TEXTS.notFound[locale] },
  };
  return HttpResponse.json(body, { status: 404 });
}

/** The 400 the server gives for an unticked receipt checkbox: nothing is saved. */
function notConfirmed(field: string, locale: Locale): Response {
  const issue = { path: [field], message: NOTICE_ERROR_TEXTS.notConfirmed[locale] };
  return HttpResponse.json(validationErrorBody([issue], locale), { status: 400 });
}

function confirmable(
  kind: 'unusedLeave' | 'labourRefusal',
  state: NoticeMockState,
  noticeId: number,
  today: string | undefined,
): ConfirmableNotice | null {
  if (state === 'none') return null;
  return confirmableNoticeFixture(kind, {
    noticeId,
    confirmed: state === 'confirmed',
    ...(today ? { today } : {}),
  });
}

/**
 * The notice calls over one in-memory employee per call of this function: the holiday check and
 * confirmation (updateCnt 1, then 0 once confirmed), the unused-leave notice and its save, the
 * labour-refusal notice and its save; an unticked checkbox is a 400 and changes nothing, an
 * unknown notice id a 404, as on the reference server.
 */
export function noticesHandlers(options: NoticesMockOptions = {}): HttpHandler[] {
  const now = options.now ?? FIXTURE_NOW;
  const today = options.today;
  const holidayState = options.holiday ?? 'none';
  let holiday: HolidayNoticeCheck =
    holidayState === 'none'
      ? noHolidayNoticeFixture
      : holidayNoticeCheckFixture({
          noticeId: HOLIDAY_ID,
          confirmed: holidayState === 'confirmed',
          ...(today ? { today } : {}),
        });
  let unused = confirmable('unusedLeave', options.unusedLeave ?? 'none', UNUSED_LEAVE_ID, today);
  let refusal = confirmable(
    'labourRefusal',
    options.labourRefusal ?? 'none',
    LABOUR_REFUSAL_ID,
    today,
  );

  /** Confirms a notice once; a second confirmation keeps the first time (idempotent). */
  const confirm = (notice: ConfirmableNotice): ConfirmableNotice =>
    notice.confirmYn === 'Y' ? notice : { ...notice, confirmYn: 'Y', confirmedAt: now };

  return [
    endpointHandler(holidayNoticeCheck, () => HttpResponse.json(holiday), options),
    endpointHandler(
      holidayNoticeConfirm,
      async ({ request }) => {
        const locale = requestLocale(request);
        const parsed = await readBody(request, holidayNoticeConfirmBodySchema, locale);
        if (!parsed.ok) return parsed.response;
        if (parsed.data.noticeYn !== 'Y') return notConfirmed('noticeYn', locale);
        if (holiday.notice?.noticeId !== parsed.data.noticeId) return notFound(locale);
        const updateCnt = holiday.noticeYn === 'N' ? 1 : 0;
        holiday = { ...holiday, noticeYn: 'Y' };
        return HttpResponse.json({ updateCnt });
      },
      options,
    ),
    endpointHandler(
      unusedLeaveNotice,
      () => HttpResponse.json({ payload: { result: unused } }),
      options,
    ),
    endpointHandler(
      unusedLeaveNoticeConfirm,
      async ({ request }) => {
        const locale = requestLocale(request);
        const parsed = await readBody(request, unusedLeaveNoticeConfirmBodySchema, locale);
        if (!parsed.ok) return parsed.response;
        if (unused?.noticeId !== parsed.data.noticeId) return notFound(locale);
        unused = confirm(unused);
        return HttpResponse.json({ payload: { result: true } });
      },
      options,
    ),
    endpointHandler(
      labourRefusalNotice,
      () => HttpResponse.json({ payload: { result: refusal } }),
      options,
    ),
    endpointHandler(
      labourRefusalNoticeConfirm,
      async ({ request }) => {
        const locale = requestLocale(request);
        const parsed = await readBody(request, labourRefusalConfirmBodySchema, locale);
        if (!parsed.ok) return parsed.response;
        if (parsed.data.confirmYn !== 'Y') return notConfirmed('confirmYn', locale);
        if (refusal?.noticeId !== parsed.data.noticeId) return notFound(locale);
        refusal = confirm(refusal);
        return HttpResponse.json({ payload: { result: true } });
      },
      options,
    ),
  ];
}
