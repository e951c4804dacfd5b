import type { Hono } from 'hono';
import { previousDay } from '@maru/api';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { previousDayFor } from './service';

/** GET /hr/commute/previous-day (path chosen by us), always for the signed-in user only. */
export function registerPreviousDayRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, previousDay, ({ query, c }) =>
    previousDayFor(c.get('db'), c.get('userId'), c.get('now'), query.offset),
  );
}
