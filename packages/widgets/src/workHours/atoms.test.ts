import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { setupServer } from 'msw/node';
import { createStore } from 'jotai';
import { commuteHours, createApiClient } from '@maru/api';
import { commuteHandlers, errorHandler, workHoursHandlers } from '@maru/api/mocks';
import { reloadCommuteAtom } from '../attendance';
import { apiClientAtom } from '../client/apiClientAtom';
import { reloadWorkHoursAtom, workHoursDisplayData } from './atoms';

/*
 * The work-hour display on its own (spec 02 §4, §9): it reads the attendance family's hours, so
 * it follows every commute action, and its retry asks again for what failed.
 */

const BASE = 'http://localhost/api';
const server = setupServer();
let hoursAsked = 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  hoursAsked = 0;
});
afterAll(() => server.close());
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname.endsWith(commuteHours.path)) hoursAsked += 1;
});

function storeShowingWorkHours() {
  const store = createStore();
  store.set(apiClientAtom, createApiClient({ baseUrl: BASE }));
  onTestFinished(store.sub(workHoursDisplayData.view, () => undefined));
  return store;
}

const current = (store: ReturnType<typeof createStore>) =>
  store.get(workHoursDisplayData.view).data?.current.hours;

describe('work-hour display', () => {
  it('spec 02 §4: the hours are asked again after a commute action and the display follows them', async () => {
    server.use(
      ...workHoursHandlers({ scenario: 'regular', base: BASE }),
      ...commuteHandlers({ base: BASE }),
    );
    const store = storeShowingWorkHours();
    await expect.poll(() => current(store)).toBe(25.5);
    server.resetHandlers();
    server.use(
      ...workHoursHandlers({ scenario: 'overtime', base: BASE }),
      ...commuteHandlers({ base: BASE }),
    );
    store.set(reloadCommuteAtom);
    await expect.poll(() => hoursAsked).toBe(2);
    await expect.poll(() => current(store)).toBe(52);
  });

  it('a failed hours call is an error; the retry asks again and shows the hours', async () => {
    server.use(errorHandler(commuteHours, 500), ...commuteHandlers({ base: BASE }));
    const store = storeShowingWorkHours();
    await expect.poll(() => store.get(workHoursDisplayData.view).status).toBe('error');
    server.resetHandlers();
    server.use(
      ...workHoursHandlers({ scenario: 'regular', base: BASE }),
      ...commuteHandlers({ base: BASE }),
    );
    store.set(reloadWorkHoursAtom);
    await expect.poll(() => current(store)).toBe(25.5);
  });
});
