import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { createStore, type Atom } from 'jotai';
import { commuteAction, createApiClient } from '@maru/api';
import { commuteHandlers, previousDayHandlers } from '@maru/api/mocks';
import { commuteActionBodyFixture } from '@maru/api/fixtures';
import { apiClientAtom } from '../client/apiClientAtom';
import type { Remote } from '../remote';
import { pressAttendanceButtonAtom, type AttendanceViewPorts } from './atoms';
import {
  commuteHoursData,
  commuteStatusData,
  periodInfoData,
  previousDayData,
  reloadCommuteAtom,
} from './commuteData';

/*
 * The commute records on their own (spec 02 §4, §7): what a commute action asks again, and the
 * status shown when it changed behind the widget's back.
 */

const BASE = 'http://localhost/api';
const server = setupServer();
/** The paths asked for, one entry per GET, and the commute actions sent. */
const asked: string[] = [];
let actionsSent = 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  actionsSent = 0;
});
afterAll(() => server.close());
server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname.slice('/api'.length);
  if (request.method === 'GET') asked.push(path);
  else if (path === commuteAction.path) actionsSent += 1;
});

const count = (path: string) => asked.filter((each) => each === path).length;

/** A store over the commute mocks whose views are read, as the three widgets read them. */
function storeReading(views: Atom<Remote<unknown>>[]) {
  server.use(...commuteHandlers({ base: BASE }), ...previousDayHandlers({ base: BASE }));
  const store = createStore();
  store.set(apiClientAtom, createApiClient({ baseUrl: BASE }));
  for (const view of views) onTestFinished(store.sub(view, () => undefined));
  return store;
}

async function ready(store: ReturnType<typeof createStore>, view: Atom<Remote<unknown>>) {
  await expect.poll(() => store.get(view).status).toBe('ready');
}

describe('commute records', () => {
  it('spec 02 §4: after a commute action the status, hours, period info and previous day are asked again', async () => {
    const views = [commuteStatusData, commuteHoursData, periodInfoData, previousDayData].map(
      (remote) => remote.view,
    );
    const store = storeReading(views);
    for (const view of views) await ready(store, view);
    const paths = [
      '/hr/commute/status',
      '/hr/commute/hours',
      '/hr/worktime/current-period-info',
      '/hr/commute/previous-day',
    ];
    for (const path of paths) expect(count(path)).toBe(1);

    store.set(reloadCommuteAtom);
    for (const path of paths) await expect.poll(() => count(path)).toBe(2);
  });

  it('a record nobody shows is not asked for by the action, only when it is shown', async () => {
    const store = storeReading([commuteStatusData.view]);
    await ready(store, commuteStatusData.view);
    store.set(reloadCommuteAtom);
    await expect.poll(() => count('/hr/commute/status')).toBe(2);
    expect(count('/hr/commute/previous-day')).toBe(0);
  });

  it('spec 02 §4: a status changed behind the widget is shown, the alert says so, nothing is sent', async () => {
    const store = storeReading([commuteStatusData.view]);
    await ready(store, commuteStatusData.view);
    const rendered = store.get(commuteStatusData.view).data;
    if (!rendered) throw new Error('no status');
    expect(rendered.start).toBe(true);
    // Another device clocks in.
    await createApiClient({ baseUrl: BASE }).call(commuteAction, {
      body: commuteActionBodyFixture(),
    });
    const view: AttendanceViewPorts = {
      alert: vi.fn(async () => undefined),
      confirm: vi.fn(async () => true),
      prompt: vi.fn(async () => ''),
      success: vi.fn(),
      navigate: vi.fn(),
    };
    const outcome = await store.set(pressAttendanceButtonAtom, {
      button: 'start',
      rendered,
      view,
      geolocation: null,
      userId: 'U0001',
    });
    expect(outcome).toBe('statusChanged');
    expect(view.alert).toHaveBeenCalledWith('alert.statusChanged');
    expect(view.prompt).not.toHaveBeenCalled();
    expect(actionsSent).toBe(1);
    await expect.poll(() => store.get(commuteStatusData.view).data?.start).toBe(false);
  });
});
