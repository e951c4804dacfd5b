import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createStore } from 'jotai';
import { MaruProvider } from '@maru/ui';
import { createApiClient, previousDay } from '@maru/api';
import { errorHandler, previousDayHandlers, type PreviousDayScenario } from '@maru/api/mocks';
import { reloadCommuteAtom } from '../attendance';
import { WidgetsProvider } from '../client/WidgetsProvider';
import ko from './intl/ko.json';
import { PreviousDayWidget } from './PreviousDayWidget';

const BASE = 'http://localhost/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderWidget(scenario: PreviousDayScenario | 'error', store = createStore()) {
  server.use(
    scenario === 'error'
      ? errorHandler(previousDay, 500)
      : previousDayHandlers({ scenario, base: BASE })[0]!,
  );
  const onNavigate = vi.fn();
  render(
    <MaruProvider>
      <WidgetsProvider client={createApiClient({ baseUrl: BASE })} store={store}>
        <PreviousDayWidget onNavigate={onNavigate} />
      </WidgetsProvider>
    </MaruProvider>,
  );
  return { user: userEvent.setup(), onNavigate };
}

/** The definition (dd) that follows a term (dt) of the facts list. */
function valueOf(term: string): HTMLElement {
  const found = screen.getAllByRole('term').find((element) => element.textContent === term);
  const dd = found?.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return dd;
}

describe('PreviousDayWidget', () => {
  it('spec 02 §2: date, attendance and leave times and work time (HH:mm)', async () => {
    renderWidget('recorded');
    expect(await screen.findByText('11월 19일 (목)')).toBeVisible();
    const time = (term: string) => within(valueOf(term)).getByText(/\d\d:\d\d/);
    expect(time(ko.attendanceTime)).toHaveAttribute('datetime', '2026-11-18T23:55:00.000Z');
    expect(time(ko.leaveTime)).toHaveAttribute('datetime', '2026-11-19T09:10:00.000Z');
    expect(valueOf(ko.workTime)).toHaveTextContent('08:15');
    expect(screen.queryByText(ko.requested)).toBeNull();
  });

  it("spec 02 §3: request 'Y' shows the approval-requested state; a missing leave says so", async () => {
    renderWidget('requested');
    expect(await screen.findByText(ko.requested)).toBeVisible();
    expect(valueOf(ko.leaveTime)).toHaveTextContent(ko.noRecord);
  });

  it('spec 02 §2: the edit button goes to MyWorkHour', async () => {
    const { user, onNavigate } = renderWidget('recorded');
    await user.click(await screen.findByRole('button', { name: ko.edit }));
    expect(onNavigate).toHaveBeenCalledWith('MyWorkHour');
  });

  it('no record: the empty state names the day and still offers the edit button', async () => {
    const { user, onNavigate } = renderWidget('empty');
    expect(await screen.findByText('11월 19일 (목) 근무 기록이 없습니다.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: ko.edit }));
    expect(onNavigate).toHaveBeenCalledWith('MyWorkHour');
  });

  it('a failed call shows the error with a retry', async () => {
    renderWidget('error');
    expect(await screen.findByText(ko['error.load'])).toBeVisible();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeVisible();
  });

  it('spec 02 §4: after a commute action (continue-work closes yesterday) the previous day reloads', async () => {
    const store = createStore();
    let requests = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith(previousDay.path)) requests += 1;
    });
    renderWidget('recorded', store);
    await screen.findByText('11월 19일 (목)');
    expect(requests).toBe(1);
    store.set(reloadCommuteAtom);
    await vi.waitFor(() => expect(requests).toBe(2));
    server.events.removeAllListeners();
  });
});
