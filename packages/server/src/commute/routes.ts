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
import {
  DEFAULT_OFFSET,
  commuteStatusFor,
  currentMonth,
  currentWeek,
  performCommuteAction,
  workedSecondsBetween,
} from './service';
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
    const offset = query.offset ?? DEFAULT_OFFSET;
    const now = c.get('now');
    const { first, last } = currentWeek(now, offset);
    const worked = await workedSecondsBetween(
      c.get('db'),
      c.get('userId'),
      first,
      last,
      now,
      offset,
    );
    return weekHours(worked);
  });

  registerEndpoint(app, currentPeriodInfo, async ({ query, c }) => {
    const offset = query.offset ?? DEFAULT_OFFSET;
    const now = c.get('now');
    const { first, last } = currentMonth(now, offset);
    const worked = await workedSecondsBetween(
      c.get('db'),
      c.get('userId'),
      first,
      last,
      now,
      offset,
    );
    return periodInfo(first, last, worked);
  });

  registerEndpoint(app, currentDate, ({ query, c }) =>
    Promise.resolve({ date: workDayOf(c.get('now'), query.offset) }),
  );

  registerEndpoint(app, serverTimestamp, ({ c }) => Promise.resolve({ timestamp: c.get('now') }));
}
