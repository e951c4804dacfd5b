import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createStore } from 'jotai';
import { MaruProvider } from '@maru/ui';
import { createApiClient, employeeNews } from '@maru/api';
import { DEFAULT_MOCK_NOW, employeeNewsHandlers, errorHandler } from '@maru/api/mocks';
import { employeeNewsFor } from '@maru/api/fixtures';
import { WidgetsProvider } from '../client/WidgetsProvider';
import { EmployeeNewsWidget } from './EmployeeNewsWidget';
import ko from './intl/ko.json';

const BASE = 'http://localhost/api';
const server = setupServer();
const requested: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requested.length = 0;
});
afterAll(() => server.close());
server.events.on('request:start', ({ request }) => requested.push(request.url));

const NOW = new Date(DEFAULT_MOCK_NOW * 1000);

function renderWidget(now = NOW) {
  const onOpenProfile = vi.fn();
  const client = createApiClient({ baseUrl: BASE });
  render(
    <MaruProvider>
      <WidgetsProvider client={client} store={createStore()}>
        <EmployeeNewsWidget now={now} onOpenProfile={onOpenProfile} />
      </WidgetsProvider>
    </MaruProvider>,
  );
  return { user: userEvent.setup(), onOpenProfile };
}

describe('EmployeeNewsWidget', () => {
  it('spec 02 §7: asks for everything in one page (page=1&limit=9999)', async () => {
    server.use(...employeeNewsHandlers({ base: BASE }));
    renderWidget();
    await screen.findByRole('list', { name: ko.list });
    const url = new URL(requested.find((u) => u.includes('/news')) ?? '');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('limit')).toBe('9999');
  });

  it('spec 01 §3: each item has its kind label, colour and MM.DD date', async () => {
    server.use(...employeeNewsHandlers({ base: BASE }));
    renderWidget();
    const list = await screen.findByRole('list', { name: ko.list });
    const items = employeeNewsFor('2026-11-20', 'ST100', 'ko');
    expect(within(list).getAllByRole('listitem')).toHaveLength(items.length);
    for (const kind of ['BIRTHDAY', 'WEDDING', 'ABOARD', 'BBOARD'] as const) {
      const row = document.querySelector(`[data-info-chk="${kind}"]`);
      expect(row).not.toBeNull();
      expect(within(row as HTMLElement).getByText(ko[`kind.${kind}`])).toBeVisible();
    }
    const first = items[0];
    const time = document.querySelector(`time[datetime="${first?.eventYmd}"]`);
    expect(time?.textContent).toMatch(/^\d{2}\.\d{2}$/);
  });

  it('issue 6: in November next year’s January events are listed; in October they are not', async () => {
    const items = employeeNewsFor('2026-12-20', 'ST100', 'ko');
    const january = items.filter((item) => item.eventYmd.startsWith('2027-01'));
    expect(january.length).toBeGreaterThan(0);
    server.use(...employeeNewsHandlers({ base: BASE, items }));
    renderWidget(new Date('2026-11-02T00:00:00+09:00'));
    const list = await screen.findByRole('list', { name: ko.list });
    expect(within(list).getAllByRole('listitem')).toHaveLength(items.length);
  });

  it('issue 6: before November next year’s events are left out', async () => {
    const items = employeeNewsFor('2026-12-20', 'ST100', 'ko');
    server.use(...employeeNewsHandlers({ base: BASE, items }));
    renderWidget(new Date('2026-10-31T12:00:00+09:00'));
    const list = await screen.findByRole('list', { name: ko.list });
    const shown = items.filter((item) => item.eventYmd.startsWith('2026'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(shown.length);
  });

  it('a person opens their profile by keyboard', async () => {
    server.use(...employeeNewsHandlers({ base: BASE }));
    const { user, onOpenProfile } = renderWidget();
    const first = employeeNewsFor('2026-11-20', 'ST100', 'ko')[0];
    const person = await screen.findAllByRole('button', { name: first?.employeeName });
    person[0]?.focus();
    await user.keyboard(' ');
    expect(onOpenProfile).toHaveBeenCalledWith(first?.userId);
  });

  it('empty and error states', async () => {
    server.use(...employeeNewsHandlers({ base: BASE, items: [] }));
    renderWidget();
    expect(await screen.findByText(ko.empty)).toBeVisible();
  });

  it('a failed load shows the widget’s error text', async () => {
    server.use(errorHandler(employeeNews, 500, undefined, { base: BASE }));
    renderWidget();
    expect(await screen.findByText(ko['error.load'])).toBeVisible();
  });
});
