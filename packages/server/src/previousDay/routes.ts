import type { Hono } from 'hono';
import { previousDay } from '@maru/api';
import { guards } from '../http/guards';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { previousDayFor } from './service';

/** GET /hr/commute/previous-day (path chosen by us), always for the signed-in user only. */
export function registerPreviousDayRoutes(app: Hono<AppEnv>): void {
  // `offset` stays in the contract but is not read: the company's clock decides (issue 13).
  registerEndpoint(app, previousDay, guards.self, ({ c }) =>
    previousDayFor(c.get('db'), c.get('userId'), c.get('now')),
  );
}
