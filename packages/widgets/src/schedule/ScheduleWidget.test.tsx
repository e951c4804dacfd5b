import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createStore } from 'jotai';
import { MaruProvider } from '@maru/ui';
import { createApiClient } from '@maru/api';
import { scheduleHandlers } from '@maru/api/mocks';
import { calendarEventsFor } from '@maru/api/fixtures';
import { WidgetsProvider } from '../client/WidgetsProvider';
import { ScheduleWidget } from './ScheduleWidget';
import ko from './intl/ko.json';

const BASE = 'http://localhost/api';
const server = setupServer();
let calls = 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls = 0;
});
afterAll(() => server.close());
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('/provider/event/monthly')) calls += 1;
});

const LINKED = { mainDepartment: { google: true, microsoft: false, naver: false } };
const UNLINKED = { mainDepartment: { google: false, microsoft: false, naver: false } };

function renderWidget(profile: Parameters<typeof ScheduleWidget>[0]['profile'] = LINKED) {
  const onError = vi.fn();
  const client = createApiClient({ baseUrl: BASE, onError });
  const view = render(
    <MaruProvider>
      <WidgetsProvider client={client} store={createStore()}>
        <ScheduleWidget profile={profile} />
      </WidgetsProvider>
    </MaruProvider>,
  );
  return { user: userEvent.setup(), onError, ...view };
}

describe('ScheduleWidget', () => {
  it('spec 02 §2: lists the month’s events from today, by day', async () => {
    server.use(...scheduleHandlers({ base: BASE }));
    renderWidget();
    const region = await screen.findByRole('region', { name: ko.list });
    const expected = calendarEventsFor('U0001', 'google', '2026-11').filter(
      (entry) => entry.standardDate >= '2026-11-20',
    );
    expect(within(region).getAllByRole('link')).toHaveLength(expected.length);
    expect(within(region).getByText('Sprint planning')).toBeVisible();
    expect(within(region).getByText('09:30')).toBeVisible();
    expect(within(region).getAllByText(ko.allDay).length).toBeGreaterThan(0);
  });

  it('spec 02 §2: not shown (and nothing requested) for a user with no linked calendar', async () => {
    server.use(...scheduleHandlers({ base: BASE }));
    renderWidget(UNLINKED);
    expect(screen.queryByRole('heading', { name: ko.title })).toBeNull();
    expect(screen.queryByRole('region', { name: ko.list })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(0);
  });

  it('spec 02 §8: a provider failure is silent: empty list, no alert (onError not called)', async () => {
    server.use(...scheduleHandlers({ base: BASE, failProvider: true }));
    const { onError } = renderWidget();
    expect(await screen.findByText(ko.empty)).toBeVisible();
    expect(onError).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('GUIDE §7: event links open in a new tab with noopener, and a javascript: link stays text', async () => {
    const [entry] = calendarEventsFor('U0001', 'google', '2026-11');
    const evil = {
      standardDate: '2026-11-21',
      event: {
        id: 'evil',
        summary: '수상한 일정',
        startAt: '2026-11-21',
        htmlLink: 'javascript:alert(1)',
      },
    };
    server.use(...scheduleHandlers({ base: BASE, entries: [entry!, evil] }));
    renderWidget();
    const link = await screen.findByRole('link', { name: new RegExp(entry!.event.summary) });
    expect(link).toHaveAttribute('href', entry!.event.htmlLink);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('수상한 일정').closest('a')).toBeNull();
  });

  it('spec 02 §2: refresh asks the provider again', async () => {
    server.use(...scheduleHandlers({ base: BASE }));
    const { user } = renderWidget();
    await screen.findByRole('region', { name: ko.list });
    expect(calls).toBe(1);
    await user.click(screen.getByRole('button', { name: ko.refresh }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('spec 02 §2: previous/next scroll the list, operable by keyboard', async () => {
    server.use(...scheduleHandlers({ base: BASE }));
    const { user } = renderWidget();
    const region = await screen.findByRole('region', { name: ko.list });
    // jsdom lays nothing out: give the list a size so the scroll has somewhere to go.
    Object.defineProperty(region, 'clientHeight', { value: 200, configurable: true });
    Object.defineProperty(region, 'scrollHeight', { value: 600, configurable: true });
    const scrollTo = vi.fn((options: ScrollToOptions) => {
      region.scrollTop = options.top ?? 0;
    });
    region.scrollTo = scrollTo as unknown as typeof region.scrollTo;
    screen.getByRole('button', { name: ko.next }).focus();
    await user.keyboard('{Enter}');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 160 });
    screen.getByRole('button', { name: ko.previous }).focus();
    await user.keyboard(' ');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
  });
});
