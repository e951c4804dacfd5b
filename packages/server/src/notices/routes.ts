import type { Context, Hono } from 'hono';
import {
  holidayNoticeCheck,
  holidayNoticeConfirm,
  labourRefusalNotice,
  labourRefusalNoticeConfirm,
  NOTICE_ERROR_TEXTS,
  unusedLeaveNotice,
  unusedLeaveNoticeConfirm,
  type ErrorBody,
} from '@maru/api';
import { guards } from '../http/guards';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { validationError } from '../http/errors';
import { requestLocale } from '../http/language';
import { confirmNotice, currentNotice, toConfirmable, toNoticeData } from './repository';
import { noticeTodayOf } from './today';

function localeOf(c: Context<AppEnv>) {
  return requestLocale(c.req.header('Lang'));
}

/** An unticked receipt checkbox: 400 naming the field, nothing written (spec 02 §5). */
function notConfirmed(c: Context<AppEnv>, field: string): Response {
  return validationError(c, [{ field, message: NOTICE_ERROR_TEXTS.notConfirmed[localeOf(c)] }]);
}

/** No such notice for this user (someone else's id included). */
function notFound(c: Context<AppEnv>): Response {
  const body: ErrorBody = {
    meta: { code: 404, errorType: 'notFound', message: NOTICE_ERROR_TEXTS.notFound[localeOf(c)] },
  };
  return c.json(body, 404);
}

/** The notice calls of spec 02 §7 (and the two GETs and one PUT we chose), for the user only. */
export function registerNoticesRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, holidayNoticeCheck, guards.self, async ({ c }) => {
    const notice = await currentNotice(c.get('db'), c.get('userId'), 'holiday');
    if (!notice) return { isHoliday: false, noticeYn: 'N' as const, notice: null };
    const today = await noticeTodayOf(c.get('db'), c.get('userId'), c.get('now'));
    return {
      isHoliday: true,
      noticeYn: notice.confirmedAt === null ? ('N' as const) : ('Y' as const),
      notice: toNoticeData(notice, today),
    };
  });

  registerEndpoint(app, holidayNoticeConfirm, guards.self, async ({ body, c }) => {
    if (body.noticeYn !== 'Y') return notConfirmed(c, 'noticeYn');
    const db = c.get('db');
    const updateCnt = await confirmNotice(
      db,
      c.get('userId'),
      'holiday',
      body.noticeId,
      c.get('now'),
    );
    if (updateCnt === null) return notFound(c);
    return { updateCnt };
  });

  registerEndpoint(app, unusedLeaveNotice, guards.self, async ({ c }) => {
    const notice = await currentNotice(c.get('db'), c.get('userId'), 'unusedLeave');
    const today = await noticeTodayOf(c.get('db'), c.get('userId'), c.get('now'));
    return { payload: { result: notice ? toConfirmable(notice, today) : null } };
  });

  registerEndpoint(app, unusedLeaveNoticeConfirm, guards.self, async ({ body, c }) => {
    const done = await confirmNotice(
      c.get('db'),
      c.get('userId'),
      'unusedLeave',
      body.noticeId,
      c.get('now'),
    );
    if (done === null) return notFound(c);
    return { payload: { result: true } };
  });

  registerEndpoint(app, labourRefusalNotice, guards.self, async ({ c }) => {
    const notice = await currentNotice(c.get('db'), c.get('userId'), 'labourRefusal');
    const today = await noticeTodayOf(c.get('db'), c.get('userId'), c.get('now'));
    return { payload: { result: notice ? toConfirmable(notice, today) : null } };
  });

  registerEndpoint(app, labourRefusalNoticeConfirm, guards.self, async ({ body, c }) => {
    if (body.confirmYn !== 'Y') return notConfirmed(c, 'confirmYn');
    const done = await confirmNotice(
      c.get('db'),
      c.get('userId'),
      'labourRefusal',
      body.noticeId,
      c.get('now'),
    );
    if (done === null) return notFound(c);
    return { payload: { result: true } };
  });
}
