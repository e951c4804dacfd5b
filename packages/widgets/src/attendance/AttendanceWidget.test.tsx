import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createStore } from 'jotai';
import { MaruProvider } from '@maru/ui';
import { commuteAction, createApiClient, type CommuteActionBody } from '@maru/api';
import {
  DEFAULT_MOCK_NOW,
  commuteHandlers,
  type CommuteMockOptions,
  type CommuteScenario,
} from '@maru/api/mocks';
import { commuteActionBodyFixture } from '@maru/api/fixtures';
import { WidgetsProvider } from '../client/WidgetsProvider';
import { AttendanceWidget, type AttendanceWidgetProps } from './AttendanceWidget';
import type { GeolocationSource } from './position';
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

function renderWidget(
  scenario: CommuteScenario,
  onNavigate = vi.fn(),
  props: Partial<AttendanceWidgetProps> = {},
  mock: CommuteMockOptions = {},
) {
  server.use(...commuteHandlers({ scenario, ...mock }));
  const client = createApiClient({ baseUrl: BASE });
  const user = userEvent.setup();
  render(
    <MaruProvider>
      <WidgetsProvider client={client} store={createStore()}>
        <AttendanceWidget
          now={new Date(DEFAULT_MOCK_NOW * 1000)}
          onNavigate={onNavigate}
          geolocation={null}
          userId="U0001"
          {...props}
        />
      </WidgetsProvider>
    </MaruProvider>,
  );
  return { user, onNavigate };
}

/** The open message box (a confirm or prompt), found by role. */
const dialog = () => screen.findByRole('dialog');

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

  it('nothing permitted: start shown disabled but pressable (the way to MyWorkHour), pause and leave disabled, the hint says why', async () => {
    renderWidget('nothingPermitted');
    const start = await startButton();
    expect(start).toHaveAttribute('data-state', 'disabled');
    expect(start).toBeEnabled();
    expect(await pauseButton()).toBeDisabled();
    expect(await leaveButton()).toBeDisabled();
    expect(screen.getByText(ko['hint.missingLeave'])).toBeInTheDocument();
  });

  it('continue-work waiting: pause disabled (no pause-on), leave highlighted, the hint shown', async () => {
    renderWidget('continueOffered');
    expect(await leaveButton()).toHaveAttribute('data-state', 'active');
    const pause = await pauseButton();
    expect(pause).toBeDisabled();
    expect(pause).toHaveAttribute('data-mode', 'start');
    expect(screen.getByText(ko['hint.continueWork'])).toBeInTheDocument();
    expect(screen.getByText(ko['status.absent'])).toBeInTheDocument();
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

describe('AttendanceWidget flows of issue 6', () => {
  it('spec 02 §4 Start, nothing permitted: the missing-leave confirm routes to MyWorkHour', async () => {
    const { user, onNavigate } = renderWidget('nothingPermitted');
    await user.click(await startButton());
    const confirm = await dialog();
    expect(within(confirm).getByText(ko['confirm.missingLeave'])).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('MyWorkHour'));
    expect(posted).toEqual([]);
  });

  it('spec 02 §4 continue-work: continue → optional reason → continue/2 at the server time, success shown', async () => {
    const { user } = renderWidget('continueOffered');
    await user.click(await leaveButton());
    const choice = await dialog();
    expect(within(choice).getByText(ko['confirm.continueWork'])).toBeInTheDocument();
    await user.click(within(choice).getByRole('button', { name: ko['button.continue'] }));
    await waitFor(() => expect(screen.getByText(ko['confirm.continueWorkReason'])).toBeVisible());
    const prompt = await dialog();
    await user.type(within(prompt).getByRole('textbox'), '야간 장애 대응');
    await user.click(within(prompt).getByRole('button', { name: '확인' }));
    expect(await findToast(ko['success.continueWorkComplete'])).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        division: 'continue',
        type: '2',
        timestamp: DEFAULT_MOCK_NOW,
        remark: '야간 장애 대응',
      }),
    ]);
    // Reloaded: today now runs from 06:00, so the pause button is the highlighted action.
    await waitFor(async () => expect(await pauseButton()).toHaveAttribute('data-state', 'active'));
  });

  it('spec 02 §4 continue-work: missing → the missing-leave confirm → MyWorkHour, nothing sent', async () => {
    const { user, onNavigate } = renderWidget('continueOffered');
    await user.click(await leaveButton());
    await user.click(within(await dialog()).getByRole('button', { name: ko['button.missing'] }));
    await waitFor(() => expect(screen.getByText(ko['confirm.missingLeave'])).toBeVisible());
    await user.click(within(await dialog()).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('MyWorkHour'));
    expect(posted).toEqual([]);
  });

  it('spec 02 §4 extended-work leave: timed out → reason pre-filled with the comment → 01/2 with the check data', async () => {
    const { user } = renderWidget('extendedWork');
    await user.click(await leaveButton());
    const prompt = await dialog();
    expect(within(prompt).getByText(ko['confirm.extendedLeaveTimedOut'])).toBeInTheDocument();
    const field = within(prompt).getByRole('textbox');
    expect(field).toHaveValue('분기 결산 마감');
    await user.clear(field);
    await user.type(field, '배포 지연');
    await user.click(within(prompt).getByRole('button', { name: '확인' }));
    expect(await findToast(ko['success.workEnded'])).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        division: '01',
        type: '2',
        remark: '배포 지연',
        extParam: expect.objectContaining({ requestId: 'EW-2026-11-20-U0001' }),
      }),
    ]);
  });

  it('spec 02 §4 extended-work leave: within the approved time → the confirm', async () => {
    const { user } = renderWidget('extendedWorkInTime');
    await user.click(await leaveButton());
    const confirm = await dialog();
    expect(within(confirm).getByText(ko['confirm.extendedLeave'])).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '확인' }));
    expect(await findToast(ko['success.workEnded'])).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({ extParam: expect.objectContaining({ requestId: 'EW-IN-TIME' }) }),
    ]);
  });

  it('spec 02 §4: a double click never sends two actions', async () => {
    const { user } = renderWidget('working');
    await user.dblClick(await leaveButton());
    const confirm = await dialog();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.dblClick(within(confirm).getByRole('button', { name: '확인' }));
    expect(await findToast(ko['success.workEnded'])).toBeInTheDocument();
    await waitFor(async () => expect(await leaveButton()).toBeDisabled());
    expect(posted).toHaveLength(1);
  });

  it('spec 02 §4: the widget is available again after a failed action', async () => {
    const { user } = renderWidget('working');
    // The action itself fails (the server answers 409): no success, buttons usable again.
    server.use(
      http.post(`${BASE}/hr/commute/action`, () =>
        HttpResponse.json(
          { meta: { code: 409, errorType: 'conflict', message: 'x' } },
          { status: 409 },
        ),
      ),
    );
    await user.click(await leaveButton());
    await user.click(within(await dialog()).getByRole('button', { name: '확인' }));
    await waitFor(async () => expect(await leaveButton()).toBeEnabled());
    expect(await startButton()).toBeEnabled();
    expect(screen.queryByText(ko['success.workEnded'])).not.toBeInTheDocument();
  });

  it('spec 02 §7: the position from geolocation goes with the action', async () => {
    const granted: GeolocationSource = {
      geolocation: {
        getCurrentPosition: (ok) =>
          ok({ coords: { latitude: 37.5665, longitude: 126.978 } } as GeolocationPosition),
      },
    };
    const first = renderWidget('working', vi.fn(), { geolocation: granted });
    await first.user.click(await leaveButton());
    await first.user.click(within(await dialog()).getByRole('button', { name: '확인' }));
    await findToast(ko['success.workEnded']);
    expect(posted[0]).toMatchObject({ latitude: 37.5665, longitude: 126.978 });
  });

  it('spec 02 §8: a denied permission is detected and explained; the action still goes with nulls', async () => {
    const denied: GeolocationSource = {
      geolocation: {
        getCurrentPosition: (_ok, fail) => fail?.({ code: 1 } as GeolocationPositionError),
      },
      permissions: {
        query: async () =>
          Object.assign(new EventTarget(), { state: 'denied' }) as unknown as PermissionStatus,
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderWidget('working', vi.fn(), { geolocation: denied });
    expect(await screen.findByText(ko['hint.locationDenied'])).toBeInTheDocument();
    await user.click(await leaveButton());
    await user.click(within(await dialog()).getByRole('button', { name: '확인' }));
    await findToast(ko['success.workEnded']);
    expect(posted[0]).toMatchObject({ latitude: null, longitude: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('denied'));
    warn.mockRestore();
  });
});
