import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { commuteAction, commuteStatus, createApiClient } from '@maru/api';
import {
  DEFAULT_MOCK_NOW,
  commuteHandlers,
  errorHandler,
  loadingHandler,
  type CommuteScenario,
} from '@maru/api/mocks';
import { commuteActionBodyFixture } from '@maru/api/fixtures';
import { widgetsDecorator } from '../testing/widgetsDecorator';
import { AttendanceWidget } from './AttendanceWidget';
import en from './intl/en.json';
import ko from './intl/ko.json';
import type { GeolocationSource } from './position';

/** The mocks' fixed clock (2026-11-20 09:00 KST), so the clock in screenshots never moves. */
const MOCK_NOW = new Date(DEFAULT_MOCK_NOW * 1000);

/** Answers at once from Seoul City Hall: stories never wait on a real permission prompt. */
const GRANTED_GEOLOCATION: GeolocationSource = {
  geolocation: {
    getCurrentPosition: (ok) =>
      ok({ coords: { latitude: 37.5665, longitude: 126.978 } } as GeolocationPosition),
  },
};

/** The user blocked location: the permission reads denied and every request fails at once. */
const DENIED_GEOLOCATION: GeolocationSource = {
  geolocation: {
    getCurrentPosition: (_ok, fail) => fail?.({ code: 1 } as GeolocationPositionError),
  },
  permissions: {
    query: () =>
      Promise.resolve(
        Object.assign(new EventTarget(), { state: 'denied' }) as unknown as PermissionStatus,
      ),
  },
};

const meta = {
  title: 'Widgets/AttendanceWidget',
  component: AttendanceWidget,
  args: { now: MOCK_NOW, onNavigate: fn(), geolocation: GRANTED_GEOLOCATION, userId: 'U0001' },
  decorators: [widgetsDecorator({ maxWidth: 420 })],
  parameters: {
    docs: {
      description: {
        component:
          'The attendance portlet (spec 02 §2, §4): clock, work status and times, and the start, pause and leave buttons. Needs `MaruProvider` and `WidgetsProvider client={createApiClient()}` above it.',
      },
    },
  },
} satisfies Meta<typeof AttendanceWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story whose mock server starts the day in `scenario`. */
function scenario(name: CommuteScenario): Pick<Story, 'beforeEach'> {
  return {
    beforeEach({ msw }) {
      msw.use(...commuteHandlers({ scenario: name }));
    },
  };
}

const button = (canvas: HTMLElement, name: string) => within(canvas).findByRole('button', { name });

/**
 * Waits for a success toast to appear and then close by itself, so the screenshot never
 * depends on whether it was taken before or after the toast's timer ran out.
 */
async function expectToast(page: ReturnType<typeof within>, text: string) {
  // The visible toast, inside the toast list named by @maru/ui ("알림"); the same text also
  // sits in the hidden live region that announces it.
  const list = await page.findByRole('list', { name: '알림' });
  await expect(await within(list).findByText(text)).toBeVisible();
  await waitFor(() => expect(page.queryByText(text)).toBeNull(), { timeout: 8000 });
}

/**
 * Ends a flow with no focus ring: after chained dialogs, focus returns to the opener or, when
 * the second dialog opened before the first restored it, to the body; the screenshot must not
 * depend on which.
 */
async function blurActive(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument;
  // Focus comes back a moment after the last dialog closes (or not at all): blur whatever holds
  // it until it has stayed on the body for a few frames (a single blur once lost that race in CI).
  let quietFrames = 0;
  for (let frame = 0; frame < 60 && quietFrames < 5; frame += 1) {
    const active = doc.activeElement;
    if (active instanceof HTMLElement && active !== doc.body) {
      active.blur();
      quietFrames = 0;
    } else {
      quietFrames += 1;
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

export const NotStarted: Story = {
  ...scenario('notStarted'),
  play: async ({ canvasElement }) => {
    await expect(await button(canvasElement, ko['button.start'])).toHaveAttribute(
      'data-state',
      'active',
    );
    await expect(await button(canvasElement, ko['button.leave'])).toBeDisabled();
  },
};

export const Working: Story = {
  ...scenario('working'),
  play: async ({ canvasElement }) => {
    await expect(await button(canvasElement, ko['button.pauseStart'])).toHaveAttribute(
      'data-state',
      'active',
    );
  },
};

/** The pause-on state: the pause button ends the running non-work. */
export const Paused: Story = {
  ...scenario('paused'),
  play: async ({ canvasElement }) => {
    await expect(await button(canvasElement, ko['button.pauseEnd'])).toHaveAttribute(
      'data-mode',
      'end',
    );
  },
};

export const Left: Story = {
  ...scenario('left'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ko['status.leftWork'])).toBeVisible();
  },
};

/**
 * Yesterday's leave is missing: start is shown disabled but stays pressable, because pressing
 * it is the way to the change request (spec 02 §4 Start); pause and leave are disabled.
 */
export const NothingPermitted: Story = {
  ...scenario('nothingPermitted'),
  play: async ({ canvasElement }) => {
    const start = await button(canvasElement, ko['button.start']);
    await expect(start).toHaveAttribute('data-state', 'disabled');
    await expect(start).toBeEnabled();
    await expect(await button(canvasElement, ko['button.leave'])).toBeDisabled();
    await expect(within(canvasElement).getByText(ko['hint.missingLeave'])).toBeVisible();
  },
};

/** The previous day is still open after its window: leave opens the continue-work flow. */
export const ContinueOffered: Story = {
  ...scenario('continueOffered'),
  play: async ({ canvasElement }) => {
    await expect(await button(canvasElement, ko['button.leave'])).toHaveAttribute(
      'data-state',
      'active',
    );
    await expect(await button(canvasElement, ko['button.pauseStart'])).toBeDisabled();
    await expect(within(canvasElement).getByText(ko['hint.continueWork'])).toBeVisible();
  },
};

export const ContinueOfferedEnglish: Story = {
  ...scenario('continueOffered'),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en['hint.continueWork'])).toBeVisible();
  },
};

/** Working with extended-work drafts on and the approved extended work already over. */
export const ExtendedWorkTimedOut: Story = {
  ...scenario('extendedWork'),
  play: async ({ canvasElement }) => {
    await expect(await button(canvasElement, ko['button.leave'])).toHaveAttribute(
      'data-state',
      'active',
    );
  },
};

/** Location blocked: a hint says actions are recorded without a location. */
export const LocationDenied: Story = {
  ...scenario('working'),
  args: { geolocation: DENIED_GEOLOCATION },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ko['hint.locationDenied'])).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingHandler(commuteStatus), ...commuteHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(errorHandler(commuteStatus, 500), ...commuteHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ko['error.load'])).toBeVisible();
  },
};

export const WorkingEnglish: Story = { ...scenario('working'), globals: { locale: 'en' } };
export const WorkingJapanese: Story = { ...scenario('working'), globals: { locale: 'ja' } };
export const WorkingChinese: Story = { ...scenario('working'), globals: { locale: 'zh' } };
export const PausedEnglish: Story = { ...scenario('paused'), globals: { locale: 'en' } };

/** Keyboard only: Tab to Start, Enter, Enter on the optional reason → success, buttons update. */
export const ClockIn: Story = {
  ...scenario('notStarted'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const start = await button(canvasElement, ko['button.start']);
    await userEvent.tab();
    await expect(start).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByText(ko['confirm.checkIn'])).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expectToast(page, ko['success.workStarted']);
    await waitFor(async () =>
      expect(await button(canvasElement, ko['button.pauseStart'])).toHaveAttribute(
        'data-state',
        'active',
      ),
    );
  },
};

/** A one-character reason is refused in place (spec: two characters or more), then accepted. */
export const StartPauseWithReason: Story = {
  ...scenario('working'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const pause = await button(canvasElement, ko['button.pauseStart']);
    await userEvent.tab();
    await userEvent.tab();
    await expect(pause).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog');
    await userEvent.keyboard('밥{Enter}');
    await expect(await within(dialog).findByText(ko['error.pauseReasonTooShort'])).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('약속{Enter}');
    await expectToast(page, ko['success.nonWorkStarted']);
    await expect(await button(canvasElement, ko['button.pauseEnd'])).toBeVisible();
  },
};

export const EndPause: Story = {
  ...scenario('paused'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const pause = await button(canvasElement, ko['button.pauseEnd']);
    await userEvent.tab();
    await userEvent.tab();
    await expect(pause).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(ko['confirm.pauseEnd'])).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expectToast(page, ko['success.nonWorkEnded']);
    await expect(await button(canvasElement, ko['button.pauseStart'])).toBeVisible();
  },
};

export const Leave: Story = {
  ...scenario('working'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const leave = await button(canvasElement, ko['button.leave']);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(leave).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(ko['confirm.leave'])).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expectToast(page, ko['success.workEnded']);
    await expect(await within(canvasElement).findByText(ko['status.leftWork'])).toBeVisible();
  },
};

/**
 * Another device clocks in between render and press: the widget alerts that the state changed,
 * shows the new state and sends nothing (the mock would answer 409 to a second check-in).
 */
export const StatusChangedBeforeAction: Story = {
  ...scenario('notStarted'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const start = await button(canvasElement, ko['button.start']);
    await createApiClient({ baseUrl: '/api' }).call(commuteAction, {
      body: commuteActionBodyFixture(),
    });
    await userEvent.tab();
    await expect(start).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const alert = await page.findByRole('alertdialog');
    await expect(within(alert).getByText(ko['alert.statusChanged'])).toBeVisible();
    await expect(page.queryByText(ko['confirm.checkIn'])).toBeNull();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () =>
      expect(await button(canvasElement, ko['button.pauseStart'])).toHaveAttribute(
        'data-state',
        'active',
      ),
    );
  },
};

/** Keyboard: Tab to Start (shown disabled), Enter, Enter on the confirm → the host navigates. */
export const MissingLeaveToMyWorkHour: Story = {
  ...scenario('nothingPermitted'),
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const start = await button(canvasElement, ko['button.start']);
    await userEvent.tab();
    await expect(start).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(ko['confirm.missingLeave'])).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('MyWorkHour'));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await blurActive(canvasElement);
  },
};

/**
 * Keyboard: Tab to Leave, Enter; "continued work" (the focused choice), Enter; a reason, Enter →
 * continue/2 at the server time, the success message, and today now runs (pause highlighted).
 */
export const ContinueWork: Story = {
  ...scenario('continueOffered'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const leave = await button(canvasElement, ko['button.leave']);
    await userEvent.tab();
    await userEvent.tab();
    await expect(leave).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const choice = await page.findByRole('dialog');
    await expect(within(choice).getByText(ko['confirm.continueWork'])).toBeVisible();
    await expect(within(choice).getByRole('button', { name: ko['button.missing'] })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(ko['confirm.continueWorkReason'])).toBeVisible();
    await userEvent.keyboard('야간 장애 대응{Enter}');
    await expectToast(page, ko['success.continueWorkComplete']);
    await waitFor(async () =>
      expect(await button(canvasElement, ko['button.pauseStart'])).toHaveAttribute(
        'data-state',
        'active',
      ),
    );
    await blurActive(canvasElement);
  },
};

/** Keyboard: Esc on the continue-or-missing choice counts as "missing": the confirm, Enter. */
export const ContinueWorkMissing: Story = {
  ...scenario('continueOffered'),
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const leave = await button(canvasElement, ko['button.leave']);
    await userEvent.tab();
    await userEvent.tab();
    await expect(leave).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(ko['confirm.continueWork'])).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(await page.findByText(ko['confirm.missingLeave'])).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('MyWorkHour'));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await blurActive(canvasElement);
  },
};

/**
 * Keyboard: Tab to Leave, Enter; the reason prompt comes pre-filled with the extended-work
 * request's comment (optional), Enter → work ended.
 */
export const ExtendedWorkLeave: Story = {
  ...scenario('extendedWork'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const leave = await button(canvasElement, ko['button.leave']);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(leave).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const prompt = await page.findByRole('dialog');
    await expect(within(prompt).getByText(ko['confirm.extendedLeaveTimedOut'])).toBeVisible();
    await expect(within(prompt).getByRole('textbox')).toHaveValue('분기 결산 마감');
    await userEvent.keyboard('{Enter}');
    await expectToast(page, ko['success.workEnded']);
    await expect(await within(canvasElement).findByText(ko['status.leftWork'])).toBeVisible();
    await blurActive(canvasElement);
  },
};

/** Within the approved extended work the leave is a plain confirm. */
export const ExtendedWorkLeaveInTime: Story = {
  ...scenario('extendedWorkInTime'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const leave = await button(canvasElement, ko['button.leave']);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(leave).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(ko['confirm.extendedLeave'])).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expectToast(page, ko['success.workEnded']);
    await blurActive(canvasElement);
  },
};
