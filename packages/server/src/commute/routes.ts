import type { Hono } from 'hono';
import {
  commuteAction,
  commuteHours,
  commuteSettings,
  commuteStatus,
  currentDate,
  currentPeriodInfo,
  serverTimestamp,
} from '@maru/api';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { errorResponse } from '../http/errors';
import { periodInfo, weekHours } from './hours';
import { settingsFor } from './repository';
import { commuteStatusFor, performCommuteAction, workedInCurrentPeriod } from './service';
import { workDayOf } from './workDay';

/** The commute calls of spec 02 §7, always for the signed-in user only. */
export function registerCommuteRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, commuteStatus, ({ query, c }) =>
    commuteStatusFor(c.get('db'), c.get('userId'), c.get('now'), query.offset),
  );

  registerEndpoint(app, commuteAction, async ({ body, c }) => {
    const done = await performCommuteAction(c.get('db'), c.get('userId'), c.get('now'), {
      offset: body.offset,
      type: body.type,
      division: body.division,
      latitude: body.latitude,
      longitude: body.longitude,
      timestamp: body.timestamp,
      platform: body.platform,
      remark: body.remark,
    });
    // The client's view was stale (another tab, a double click): nothing was written.
    if (!done) return errorResponse(c, 409, 'error.commuteStateChanged', 'conflict');
    return { success: true };
  });

  registerEndpoint(app, commuteSettings, ({ query, c }) =>
    settingsFor(c.get('db'), c.get('userId'), query.ymd),
  );

  registerEndpoint(app, commuteHours, async ({ query, c }) => {
    // flexibleWorkUseFlag does not change the weekly figures here: the flexible (selective)
    // system settles over the month, which current-period-info reports.
    const week = await workedInCurrentPeriod(
      c.get('db'),
      c.get('userId'),
      'week',
      c.get('now'),
      query.offset,
    );
    return weekHours(week.workedSeconds);
  });

  registerEndpoint(app, currentPeriodInfo, async ({ query, c }) => {
    const month = await workedInCurrentPeriod(
      c.get('db'),
      c.get('userId'),
      'month',
      c.get('now'),
      query.offset,
    );
    return periodInfo(month.first, month.last, month.workedSeconds);
  });

  registerEndpoint(app, currentDate, ({ query, c }) =>
    Promise.resolve({ date: workDayOf(c.get('now'), query.offset) }),
  );

  registerEndpoint(app, serverTimestamp, ({ c }) => Promise.resolve({ timestamp: c.get('now') }));
}
