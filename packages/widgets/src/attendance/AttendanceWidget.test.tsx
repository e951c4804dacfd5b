import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createStore } from 'jotai';
import { MaruProvider } from '@maru/ui';
import { commuteAction, createApiClient, type CommuteActionBody } from '@maru/api';
import { DEFAULT_MOCK_NOW, commuteHandlers, type CommuteScenario } from '@maru/api/mocks';
import { commuteActionBodyFixture } from '@maru/api/fixtures';
import { WidgetsProvider } from '../client/WidgetsProvider';
import { AttendanceWidget } from './AttendanceWidget';
import ko from './intl/ko.json';

const BASE = 'http://localhost/api';
const server = setupServer();
const posted: CommuteActionBody[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posted.length = 0;
});
afterAll(() => server.close());

server.events.on('request:start', ({ request }) => {
  if (request.method === 'POST' && request.url.endsWith('/hr/commute/action')) {
    void request
      .clone()
      .json()
      .then((body: CommuteActionBody) => posted.push(body));
  }
});

function renderWidget(scenario: CommuteScenario, onNavigate = vi.fn()) {
  server.use(...commuteHandlers({ scenario }));
  const client = createApiClient({ baseUrl: BASE });
  const user = userEvent.setup();
  render(
    <MaruProvider>
      <WidgetsProvider client={client} store={createStore()}>
        <AttendanceWidget now={new Date(DEFAULT_MOCK_NOW * 1000)} onNavigate={onNavigate} />
      </WidgetsProvider>
    </MaruProvider>,
  );
  return { user, onNavigate };
}

const startButton = () => screen.findByRole('button', { name: ko['button.start'] });
const pauseButton = (label = ko['button.pauseStart']) =>
  screen.findByRole('button', { name: label });
/** The visible toast with this text (the hidden live region that announces it holds it too). */
async function findToast(text: string) {
  const list = await screen.findByRole('list', { name: '알림' });
  return within(list).findByText(text);
}

const leaveButton = () => screen.findByRole('button', { name: ko['button.leave'] });

/** Changes the mock server's day behind the widget's back, as another device would. */
async function clockInElsewhere() {
  const client = createApiClient({ baseUrl: BASE });
  await client.call(commuteAction, {
    body: commuteActionBodyFixture(),
  });
  posted.length = 0;
}

describe('AttendanceWidget buttons per scenario (spec 02 §4 attendance buttons)', () => {
  it('not started: start highlighted, pause and leave disabled', async () => {
    renderWidget('notStarted');
    expect(await startButton()).toHaveAttribute('data-state', 'active');
    expect(await pauseButton()).toBeDisabled();
    expect(await leaveButton()).toBeDisabled();
    expect(screen.getByText(ko['status.absent'])).toBeInTheDocument();
  });

  it('working: start pressable but not highlighted, pause and leave highlighted', async () => {
    renderWidget('working');
    const start = await startButton();
    expect(start).toBeEnabled();
    expect(start).toHaveAttribute('data-state', 'idle');
    expect(await pauseButton()).toHaveAttribute('data-state', 'active');
    expect(await leaveButton()).toHaveAttribute('data-state', 'active');
    expect(screen.getByText(ko['status.working'])).toBeInTheDocument();
  });

  it('paused: pause-on state, the pause button ends the non-work', async () => {
    renderWidget('paused');
    const pause = await pauseButton(ko['button.pauseEnd']);
    expect(pause).toBeEnabled();
    expect(pause).toHaveAttribute('data-mode', 'end');
    expect(await leaveButton()).toHaveAttribute('data-state', 'active');
    expect(screen.getByText(ko['status.nonWork'])).toBeInTheDocument();
  });

  it('left: start highlighted again, pause and leave disabled', async () => {
    renderWidget('left');
    expect(await startButton()).toHaveAttribute('data-state', 'active');
    expect(await pauseButton()).toBeDisabled();
    expect(await leaveButton()).toBeDisabled();
    expect(screen.getByText(ko['status.leftWork'])).toBeInTheDocument();
  });

  it('nothing permitted: every button disabled', async () => {
    renderWidget('nothingPermitted');
    expect(await startButton()).toBeDisabled();
    expect(await pauseButton()).toBeDisabled();
    expect(await leaveButton()).toBeDisabled();
  });
});

describe('AttendanceWidget flows (spec 02 §4 actions)', () => {
  it('clock-in: prompt, posts 01/1, shows the success message and reloads the status', async () => {
    const { user } = renderWidget('notStarted');
    await user.click(await startButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ko['confirm.checkIn'])).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), '정상 출근');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await findToast(ko['success.workStarted'])).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({ type: '1', division: '01', platform: '02', remark: '정상 출근' }),
    ]);
    // Reloaded: the server now says working, so pause is highlighted and start is not.
    await waitFor(async () => expect(await pauseButton()).toHaveAttribute('data-state', 'active'));
    expect(await startButton()).toHaveAttribute('data-state', 'idle');
    expect(screen.getByText(ko['status.working'])).toBeInTheDocument();
  });

  it('status changed before the action: alert shown, status reloaded, nothing posted', async () => {
    const { user } = renderWidget('notStarted');
    const start = await startButton();
    await clockInElsewhere();
    await user.click(start);
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(ko['alert.statusChanged'])).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () => expect(await pauseButton()).toHaveAttribute('data-state', 'active'));
    expect(posted).toEqual([]);
  });

  it('cancel does nothing', async () => {
    const { user } = renderWidget('working');
    await user.click(await leaveButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ko['confirm.leave'])).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(async () => expect(await leaveButton()).toBeEnabled());
    expect(posted).toEqual([]);
    expect(screen.queryByText(ko['success.workEnded'])).not.toBeInTheDocument();
  });

  it('pause reason shorter than 2 characters is rejected and the dialog stays', async () => {
    const { user } = renderWidget('working');
    await user.click(await pauseButton());
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox');
    await user.type(field, '밥');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await within(dialog).findByText(ko['error.pauseReasonTooShort'])).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.type(field, '약속');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await findToast(ko['success.nonWorkStarted'])).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({ type: '1', division: '02', remark: '밥약속' }),
    ]);
  });

  it('pause end in the pause-on state confirms and posts 02/2', async () => {
    const { user } = renderWidget('paused');
    await user.click(await pauseButton(ko['button.pauseEnd']));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await findToast(ko['success.nonWorkEnded'])).toBeInTheDocument();
    expect(posted).toEqual([expect.objectContaining({ type: '2', division: '02' })]);
  });

  it('leave confirms and posts 01/2', async () => {
    const { user } = renderWidget('working');
    await user.click(await leaveButton());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }),
    );
    expect(await findToast(ko['success.workEnded'])).toBeInTheDocument();
    expect(posted).toEqual([expect.objectContaining({ type: '2', division: '01' })]);
  });
});
