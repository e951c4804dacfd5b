import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { createStore, useAtomValue } from 'jotai';
import { MaruProvider } from '@maru/ui';
import { createApiClient, holidayNoticeConfirm, labourRefusalNotice } from '@maru/api';
import {
  endpointHandler,
  errorHandler,
  noticesHandlers,
  type NoticesMockOptions,
} from '@maru/api/mocks';
import { WidgetsProvider } from '../client/WidgetsProvider';
import type { RemoteAtom } from '../remote';
import { holidayNoticeData, labourRefusalNoticeData } from './atoms';
import { HolidayNoticeHost, LabourRefusalNoticeHost, NoticePopupsHost } from './NoticePopups';
import ko from './intl/ko.json';

const BASE = 'http://localhost/api';
const server = setupServer();
const writes: { url: string; body: unknown }[] = [];

// Two cores shared with other builds: give slow turns room (a wait, never a timing assertion).
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The dialog is lazily loaded; load it once up front so the first test does not pay for it.
  await import('./NoticeReceiptDialog');
});
afterEach(() => {
  server.resetHandlers();
  writes.length = 0;
});
afterAll(() => server.close());

server.events.on('request:start', ({ request }) => {
  if (request.method === 'PUT') {
    void request
      .clone()
      .json()
      .then((body: unknown) => writes.push({ url: new URL(request.url).pathname, body }));
  }
});

/** Renders `ui` over the notice mocks in `options`; `overrides` answer before them. */
function renderHost(
  ui: React.ReactElement,
  options: NoticesMockOptions,
  ...overrides: HttpHandler[]
) {
  server.use(...noticesHandlers(options));
  server.use(...overrides);
  const user = userEvent.setup();
  render(
    <MaruProvider>
      <WidgetsProvider client={createApiClient({ baseUrl: BASE })} store={createStore()}>
        {ui}
      </WidgetsProvider>
    </MaruProvider>,
  );
  return user;
}

/** Shows when a notice check has answered (or failed), so "no popup" is checked after it. */
function Answered<T>({ remote }: { remote: RemoteAtom<T> }) {
  const check = useAtomValue(remote.view);
  return check.status === 'loading' ? null : <p>answered</p>;
}

/** Waits for the check to be answered, lets the lazy dialog resolve, then expects none. */
async function expectNoPopup() {
  await screen.findByText('answered');
  await act(() => import('./NoticeReceiptDialog'));
  expect(screen.queryByRole('dialog')).toBeNull();
}

/** The visible toast with this text (the hidden live region that announces it holds it too). */
async function findToast(text: string) {
  const list = await screen.findByRole('list', { name: '알림' });
  return within(list).findByText(text);
}

const HOLIDAY_TITLE = '2026년 회사 지정 연차 휴가일 안내';
const LABOUR_TITLE = '2026년 노무 수령 거부 통지';

describe('HolidayNoticeHost (spec 02 §2 holiday notice popup)', () => {
  it('spec 02 §7: a pending notice (isHoliday, noticeYn N) opens the dialog with the notice data', async () => {
    renderHost(<HolidayNoticeHost />, { holiday: 'pending' });
    const dialog = await screen.findByRole('dialog', { name: HOLIDAY_TITLE });
    expect(within(dialog).getByText('백엔드파트')).toBeInTheDocument();
    expect(within(dialog).getByText('M2002')).toBeInTheDocument();
    expect(within(dialog).getByText('이서연')).toBeInTheDocument();
    expect(within(dialog).getByText('마루 주식회사')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: ko['holiday.receipt'] })).not.toBeChecked();
  });

  it('spec 02 §7: a confirmed notice (noticeYn Y) or none shows nothing', async () => {
    const probe = <Answered remote={holidayNoticeData} />;
    renderHost(
      <>
        <HolidayNoticeHost />
        {probe}
      </>,
      { holiday: 'confirmed' },
    );
    await expectNoPopup();
  });

  it('no holiday notice at all (isHoliday false) shows nothing', async () => {
    renderHost(
      <>
        <HolidayNoticeHost />
        <Answered remote={holidayNoticeData} />
      </>,
      { holiday: 'none' },
    );
    await expectNoPopup();
  });

  it('spec 02 §5: confirm with the checkbox unticked → receipt-not-confirmed error, focus on the box, nothing sent', async () => {
    const user = renderHost(<HolidayNoticeHost />, { holiday: 'pending' });
    const dialog = await screen.findByRole('dialog', { name: HOLIDAY_TITLE });
    await user.click(within(dialog).getByRole('button', { name: ko['action.confirm'] }));
    expect(await within(dialog).findByText(ko['error.receiptNotConfirmed'])).toBeVisible();
    const box = within(dialog).getByRole('checkbox', { name: ko['holiday.receipt'] });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('spec 02 §4/§7: ticked → PUT …/fore/detail with Y, success message (updateCnt 1), dialog closes', async () => {
    const onClose = vi.fn();
    const user = renderHost(<HolidayNoticeHost onClose={onClose} />, { holiday: 'pending' });
    const dialog = await screen.findByRole('dialog', { name: HOLIDAY_TITLE });
    await user.click(within(dialog).getByRole('checkbox', { name: ko['holiday.receipt'] }));
    await user.click(within(dialog).getByRole('button', { name: ko['action.confirm'] }));
    expect(await findToast(ko['holiday.success'])).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledOnce();
    expect(writes).toEqual([
      { url: '/api/hr/ess/hr/leave/annual/fore/detail', body: { noticeId: 101, noticeYn: 'Y' } },
    ]);
  });

  it('spec 02 §7: updateCnt 0 (confirmed elsewhere meanwhile) closes without the success message', async () => {
    const user = renderHost(
      <HolidayNoticeHost />,
      { holiday: 'pending' },
      endpointHandler(holidayNoticeConfirm, () => HttpResponse.json({ updateCnt: 0 })),
    );
    const dialog = await screen.findByRole('dialog', { name: HOLIDAY_TITLE });
    await user.click(within(dialog).getByRole('checkbox', { name: ko['holiday.receipt'] }));
    await user.click(within(dialog).getByRole('button', { name: ko['action.confirm'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(ko['holiday.success'])).toBeNull();
  });

  it('a failed save keeps the dialog and the tick, says so, and lets the employee retry', async () => {
    const user = renderHost(
      <HolidayNoticeHost />,
      { holiday: 'pending' },
      errorHandler(holidayNoticeConfirm, 502),
    );
    const dialog = await screen.findByRole('dialog', { name: HOLIDAY_TITLE });
    const box = within(dialog).getByRole('checkbox', { name: ko['holiday.receipt'] });
    await user.click(box);
    const confirm = within(dialog).getByRole('button', { name: ko['action.confirm'] });
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ko['error.save']);
    expect(box).toBeChecked();
    server.resetHandlers();
    server.use(...noticesHandlers({ holiday: 'pending' }));
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Esc postpones: the dialog closes, nothing is sent, and it does not reopen in this visit', async () => {
    const onClose = vi.fn();
    const user = renderHost(<HolidayNoticeHost onClose={onClose} />, { holiday: 'pending' });
    await screen.findByRole('dialog', { name: HOLIDAY_TITLE });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledOnce();
    expect(writes).toEqual([]);
  });
});

describe('LabourRefusalNoticeHost (spec 02 §2: the confirmation checkbox must be ticked)', () => {
  it('spec 02 §2: unticked confirm → error and nothing sent; ticked → PUT refusePop/save with Y', async () => {
    const user = renderHost(<LabourRefusalNoticeHost />, { labourRefusal: 'pending' });
    const dialog = await screen.findByRole('dialog', { name: LABOUR_TITLE });
    const confirm = within(dialog).getByRole('button', { name: ko['action.confirm'] });
    await user.click(confirm);
    expect(await within(dialog).findByText(ko['error.receiptNotConfirmed'])).toBeVisible();
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: ko['labour.receipt'] }));
    expect(within(dialog).queryByText(ko['error.receiptNotConfirmed'])).toBeNull();
    await user.click(confirm);
    expect(await findToast(ko['labour.success'])).toBeVisible();
    expect(writes).toEqual([
      { url: '/api/hr/ess/unused/leave/refusePop/save', body: { noticeId: 103, confirmYn: 'Y' } },
    ]);
  });

  it('a failed check stays silent: no dialog, no error on the home page', async () => {
    renderHost(
      <>
        <LabourRefusalNoticeHost />
        <Answered remote={labourRefusalNoticeData} />
      </>,
      { labourRefusal: 'pending' },
      errorHandler(labourRefusalNotice, 500),
    );
    await expectNoPopup();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('NoticePopupsHost: one popup at a time, holiday first', () => {
  it('shows the holiday notice, then the labour-refusal notice once the first closes', async () => {
    const user = renderHost(<NoticePopupsHost />, {
      holiday: 'pending',
      labourRefusal: 'pending',
    });
    const first = await screen.findByRole('dialog', { name: HOLIDAY_TITLE });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(first).getByRole('checkbox', { name: ko['holiday.receipt'] }));
    await user.click(within(first).getByRole('button', { name: ko['action.confirm'] }));
    expect(await screen.findByRole('dialog', { name: LABOUR_TITLE })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
