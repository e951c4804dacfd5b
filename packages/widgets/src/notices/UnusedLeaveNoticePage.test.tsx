import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { createStore } from 'jotai';
import { MaruProvider } from '@maru/ui';
import { createApiClient, unusedLeaveNotice, unusedLeaveNoticeConfirm } from '@maru/api';
import { errorHandler, noticesHandlers, type NoticeMockState } from '@maru/api/mocks';
import { WidgetsProvider } from '../client/WidgetsProvider';
import { UnusedLeaveNoticePage } from './UnusedLeaveNoticePage';
import ko from './intl/ko.json';

const server = setupServer();
const writes: unknown[] = [];

// Two cores shared with other builds: give slow turns room (a wait, never a timing assertion).
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
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
      .then((body: unknown) => writes.push(body));
  }
});

function renderPage(state: NoticeMockState, ...overrides: HttpHandler[]) {
  server.use(...noticesHandlers({ unusedLeave: state }));
  server.use(...overrides);
  const onConfirmed = vi.fn();
  const user = userEvent.setup();
  render(
    <MaruProvider>
      <WidgetsProvider
        client={createApiClient({ baseUrl: 'http://localhost/api' })}
        store={createStore()}
      >
        <UnusedLeaveNoticePage onConfirmed={onConfirmed} />
      </WidgetsProvider>
    </MaruProvider>,
  );
  return { user, onConfirmed };
}

const TITLE = '2026년 미사용 연차휴가 사용 촉진 안내';

describe('UnusedLeaveNoticePage (spec 02 §2 unused-leave notice page)', () => {
  it('spec 02 §2: department, employee number, name and the notice content, with the date and company', async () => {
    renderPage('pending');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    const facts = screen.getByText(ko['fact.organization']).closest('dl');
    expect(facts).not.toBeNull();
    expect(within(facts as HTMLElement).getByText('백엔드파트')).toBeInTheDocument();
    expect(within(facts as HTMLElement).getByText('M2002')).toBeInTheDocument();
    expect(within(facts as HTMLElement).getByText('이서연')).toBeInTheDocument();
    expect(screen.getByText('2026년 11월 20일')).toBeInTheDocument();
    expect(screen.getByText('마루 주식회사')).toBeInTheDocument();
    expect(screen.getByText(ko['status.pending'])).toBeInTheDocument();
  });

  it('GUIDE §7: the HTML content is sanitised: no script, no event handler, no javascript: link; the rest stays', async () => {
    renderPage('pending');
    const content = await screen.findByRole('region', { name: ko['content.label'] });
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('[onerror]')).toBeNull();
    expect(within(content).getByText('연차 사용 계획서 양식')).not.toHaveAttribute('href');
    const policy = within(content).getByRole('link', { name: '연차 운영 규정' });
    expect(policy).toHaveAttribute('href', 'https://maru.example/hr/leave-policy');
    expect(policy).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(content).getByRole('table')).toBeInTheDocument();
  });

  it('spec 02 §7: confirm → PUT /hr/ess/unused/leave/checkPop/save, success message, confirmed state', async () => {
    const { user, onConfirmed } = renderPage('pending');
    await user.click(await screen.findByRole('button', { name: ko['action.confirm'] }));
    expect(await screen.findByText(ko['status.confirmed'])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ko['action.confirm'] })).toBeNull();
    expect(writes).toEqual([{ noticeId: 102 }]);
    expect(onConfirmed).toHaveBeenCalledWith(102);
    const toasts = await screen.findByRole('list', { name: '알림' });
    expect(within(toasts).getByText(ko['unused.success'])).toBeVisible();
  });

  it('an already confirmed notice says when, with no confirm button', async () => {
    renderPage('confirmed');
    expect(await screen.findByText(ko['status.confirmed'])).toBeInTheDocument();
    expect(screen.getByText(/2026년 11월 18일/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ko['action.confirm'] })).toBeNull();
  });

  it('a failed save keeps the button and says so', async () => {
    const { user } = renderPage('pending', errorHandler(unusedLeaveNoticeConfirm, 500));
    const confirm = await screen.findByRole('button', { name: ko['action.confirm'] });
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(ko['error.save']);
    expect(confirm).toBeEnabled();
    expect(screen.getByText(ko['status.pending'])).toBeInTheDocument();
  });

  it('no notice → the empty state under the page title', async () => {
    renderPage('none');
    expect(
      await screen.findByRole('heading', { level: 1, name: ko['unused.title'] }),
    ).toBeInTheDocument();
    expect(screen.getByText(ko['unused.empty'])).toBeInTheDocument();
  });

  it('a failed load offers a retry that loads the notice', async () => {
    const { user } = renderPage('pending', errorHandler(unusedLeaveNotice, 500));
    const retry = await screen.findByRole('button', { name: ko['action.retry'] });
    expect(screen.getByText(ko['error.load'])).toBeInTheDocument();
    server.resetHandlers();
    server.use(...noticesHandlers({ unusedLeave: 'pending' }));
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
  });
});
