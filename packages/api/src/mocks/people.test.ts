import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { ApiError, absentees, createApiClient, employeeNews, monthlyEvents } from '../index';
import { absenteeDayFor, calendarEventsFor, employeeNewsFor } from '../fixtures';
import { createHandlers } from './index';
import { absenteeHandlers } from './absentees';
import { createMockSession } from './mockSession';
import { scheduleHandlers } from './schedule';

const BASE = 'http://localhost/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('people mocks (createHandlers)', () => {
  it('GET /ess/absentee answers the signed-in user’s company for the mock day', async () => {
    server.use(...createHandlers({ base: BASE }));
    const client = createApiClient({ baseUrl: BASE });
    expect(await client.call(absentees, { query: { offset: 540 } })).toEqual([
      absenteeDayFor('2026-11-20', 'ST100', 'ko'),
    ]);
  });

  it('GET /ess/absentee follows a company switch and answers 401 when signed out', async () => {
    const session = createMockSession('U0007');
    server.use(...absenteeHandlers({ base: BASE, session }));
    const client = createApiClient({ baseUrl: BASE });
    expect(await client.call(absentees, {})).toEqual([absenteeDayFor('2026-11-20', 'ST200', 'ko')]);
    session.userId = null;
    await expect(client.call(absentees, {})).rejects.toMatchObject({ status: 401 });
  });

  it('GET /hr/ess/employeeinfo/news pages the news with its total', async () => {
    server.use(...createHandlers({ base: BASE }));
    const client = createApiClient({ baseUrl: BASE });
    const all = employeeNewsFor('2026-11-20', 'ST100', 'ko');
    const page = await client.call(employeeNews, { query: { page: 2, limit: 3 } });
    expect(page).toEqual({ items: all.slice(3, 6), totalCount: all.length });
  });

  it('GET /provider/event/monthly: linked users get events, others an empty list', async () => {
    server.use(...createHandlers({ base: BASE }));
    const client = createApiClient({ baseUrl: BASE });
    const body = await client.call(monthlyEvents, {});
    expect(body.payload.data).toEqual(
      calendarEventsFor('U0001', 'google', '2026-11').filter((e) => e.standardDate >= '2026-11-20'),
    );
    server.resetHandlers();
    server.use(...createHandlers({ base: BASE, session: { userId: 'U0002' } }));
    expect((await client.call(monthlyEvents, {})).payload.data).toEqual([]);
  });

  it('spec 01 §8: the provider’s failure reaches the caller without the onError alert hook', async () => {
    server.use(...scheduleHandlers({ base: BASE, failProvider: true }));
    const onError = vi.fn();
    const client = createApiClient({ baseUrl: BASE, onError });
    const failure = await client.call(monthlyEvents, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('400 for a bad month, like the server', async () => {
    server.use(...scheduleHandlers({ base: BASE }));
    const response = await fetch(`${BASE}/provider/event/monthly?month=2026-13`);
    expect(response.status).toBe(400);
  });
});
