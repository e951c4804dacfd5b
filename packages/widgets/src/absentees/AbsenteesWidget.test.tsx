import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createStore } from 'jotai';
import { MaruProvider } from '@maru/ui';
import { absentees, createApiClient } from '@maru/api';
import { DEFAULT_MOCK_NOW, absenteeHandlers, errorHandler } from '@maru/api/mocks';
import { absenteeDayFor } from '@maru/api/fixtures';
import { WidgetsProvider } from '../client/WidgetsProvider';
import { AbsenteesWidget } from './AbsenteesWidget';
import ko from './intl/ko.json';

const BASE = 'http://localhost/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOW = new Date(DEFAULT_MOCK_NOW * 1000);
const DAY = absenteeDayFor('2026-11-20', 'ST100', 'ko');

function renderWidget() {
  const onNavigate = vi.fn();
  const onOpenProfile = vi.fn();
  const onError = vi.fn();
  const client = createApiClient({ baseUrl: BASE, onError });
  render(
    <MaruProvider>
      <WidgetsProvider client={client} store={createStore()}>
        <AbsenteesWidget now={NOW} onNavigate={onNavigate} onOpenProfile={onOpenProfile} />
      </WidgetsProvider>
    </MaruProvider>,
  );
  return { user: userEvent.setup(), onNavigate, onOpenProfile, onError };
}

describe('AbsenteesWidget', () => {
  it('spec 01 §3: lists today’s absentees with name, department, leave type and hours', async () => {
    server.use(...absenteeHandlers({ base: BASE }));
    renderWidget();
    const list = await screen.findByRole('list', { name: ko.list });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(DAY.entries.length);
    const first = DAY.entries[0];
    expect(within(rows[0]!).getByRole('button', { name: first?.employeeName })).toBeVisible();
    expect(within(rows[0]!).getByText(first?.organizationName ?? '')).toBeVisible();
    expect(screen.getAllByText(ko.allDay).length).toBeGreaterThan(0);
    expect(screen.getByText('09:00~13:00')).toBeVisible();
  });

  it('spec 02 §9: the tag colour follows attribute01 and always carries the type label', async () => {
    server.use(...absenteeHandlers({ base: BASE }));
    renderWidget();
    await screen.findByRole('list', { name: ko.list });
    const tagOf = (code: string) =>
      document.querySelector(`[data-lookup-code="${code}"] [data-colour]`);
    expect(tagOf('100')).toHaveAttribute('data-colour', 'blue');
    expect(tagOf('100')).toHaveTextContent(ko['leaveType.100']);
    expect(tagOf('170')).toHaveAttribute('data-colour', 'green');
    expect(tagOf('400')).toHaveAttribute('data-colour', 'purple');
    expect(tagOf('730')).toHaveAttribute('data-colour', 'black');
    expect(tagOf('730')).toHaveTextContent(ko['leaveType.730']);
  });

  it('spec 01 §2: a person opens their profile, by keyboard too', async () => {
    server.use(...absenteeHandlers({ base: BASE }));
    const { user, onOpenProfile } = renderWidget();
    const first = DAY.entries[0];
    const person = await screen.findByRole('button', { name: first?.employeeName });
    person.focus();
    await user.keyboard('{Enter}');
    expect(onOpenProfile).toHaveBeenCalledWith(first?.userId);
  });

  it('spec 01 §2: the detail button opens the absence calendar /ess/offCalendar', async () => {
    server.use(...absenteeHandlers({ base: BASE }));
    const { user, onNavigate } = renderWidget();
    await user.click(await screen.findByRole('button', { name: ko.detailLabel }));
    expect(onNavigate).toHaveBeenCalledWith('/ess/offCalendar');
  });

  it('shows the empty text when nobody is away', async () => {
    server.use(
      ...absenteeHandlers({ base: BASE, days: [{ solarYmd: '2026-11-20', entries: [] }] }),
    );
    renderWidget();
    expect(await screen.findByText(ko.empty)).toBeVisible();
  });

  it('a failed load shows its own error with a retry that loads again', async () => {
    server.use(errorHandler(absentees, 500, undefined, { base: BASE }));
    const { user } = renderWidget();
    expect(await screen.findByText(ko['error.load'])).toBeVisible();
    server.resetHandlers();
    server.use(...absenteeHandlers({ base: BASE }));
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('list', { name: ko.list })).toBeVisible();
  });
});
