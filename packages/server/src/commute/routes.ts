import type { Context, Hono } from 'hono';
import {
  COMMUTE_REFUSAL_STATUS,
  COMMUTE_REFUSAL_TEXTS,
  commuteAction,
  commuteHours,
  commuteSettings,
  commuteStatus,
  currentDate,
  currentPeriodInfo,
  extendedWorkCheck,
  serverTimestamp,
  type CommuteRefusal,
  type ErrorBody,
} from '@maru/api';
import { guards } from '../http/guards';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { errorResponse } from '../http/errors';
import { requestLocale } from '../http/language';
import { periodInfo, weekHours } from './hours';
import { settingsFor } from './repository';
import {
  commuteStatusFor,
  extendedWorkCheckFor,
  performCommuteAction,
  workedInCurrentPeriod,
} from './service';
import { workDayOf } from '@maru/api/dates';
import { workTimeZoneOf } from './companyTimeZone';

/** Fields a 400 refusal points at, for the error body's `data` (spec 01 §8). */
const REFUSAL_FIELD: Partial<Record<CommuteRefusal, string>> = {
  pauseReasonTooShort: 'remark',
  continueNeedsEndType: 'type',
  extendedWorkMismatch: 'extParam',
};

/** A refused action: 400 (bad input) or 409 (state), its sentence in the request's Lang. */
function refusalResponse(c: Context<AppEnv>, refusal: CommuteRefusal): Response {
  const status = COMMUTE_REFUSAL_STATUS[refusal];
  const message = COMMUTE_REFUSAL_TEXTS[refusal][requestLocale(c.req.header('Lang'))];
  const field = REFUSAL_FIELD[refusal];
  const body: ErrorBody = {
    meta: {
      code: status,
      message,
      errorType: status === 400 ? 'validation' : 'conflict',
      ...(field ? { data: [{ field, message }] } : {}),
    },
  };
  return c.json(body, status);
}

/** The commute calls of spec 02 §7, always for the signed-in user only. */
export function registerCommuteRoutes(app: Hono<AppEnv>): void {
  // `offset` stays in the contract but no call below reads it: the company's clock decides.
  registerEndpoint(app, commuteStatus, guards.self, ({ c }) =>
    commuteStatusFor(c.get('db'), c.get('userId'), c.get('now')),
  );

  registerEndpoint(app, commuteAction, guards.self, async ({ body, c }) => {
    const { refusal } = await performCommuteAction(
      c.get('db'),
      c.get('userId'),
      c.get('now'),
      body,
    );
    // Bad input, or a stale view (another tab, a double click): nothing was written.
    if (refusal) return refusalResponse(c, refusal);
    return { success: true };
  });

  // The check is asked by user id (spec 02 §7); only the signed-in employee's own answers.
  registerEndpoint(app, extendedWorkCheck, guards.self, async ({ query, c }) => {
    if (query.userId !== c.get('userId')) {
      return errorResponse(c, 403, 'error.forbidden', 'forbidden');
    }
    return extendedWorkCheckFor(c.get('db'), c.get('userId'), c.get('now'));
  });

  registerEndpoint(app, commuteSettings, guards.self, ({ query, c }) =>
    settingsFor(c.get('db'), c.get('userId'), query.ymd),
  );

  registerEndpoint(app, commuteHours, guards.self, async ({ c }) => {
    // flexibleWorkUseFlag does not change the weekly figures here: the flexible (selective)
    // system settles over the month, which current-period-info reports.
    const week = await workedInCurrentPeriod(c.get('db'), c.get('userId'), 'week', c.get('now'));
    return weekHours(week.workedSeconds);
  });

  registerEndpoint(app, currentPeriodInfo, guards.self, async ({ c }) => {
    const month = await workedInCurrentPeriod(c.get('db'), c.get('userId'), 'month', c.get('now'));
    return periodInfo(month.first, month.last, month.workedSeconds);
  });

  registerEndpoint(app, currentDate, guards.self, async ({ c }) => ({
    date: workDayOf(c.get('now'), await workTimeZoneOf(c.get('db'), c.get('userId'))),
  }));

  registerEndpoint(app, serverTimestamp, guards.signedIn, ({ c }) =>
    Promise.resolve({ timestamp: c.get('now') }),
  );
}
