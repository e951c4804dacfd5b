import { useState, type ReactNode } from 'react';
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
import { WidgetsProvider } from '../client/WidgetsProvider';
import { AttendanceWidget } from './AttendanceWidget';
import ko from './intl/ko.json';

/** One client and one store per story, so a story never sees another story's cached status. */
function StoryWidgets({ children }: { children: ReactNode }) {
  const [client] = useState(() => createApiClient({ baseUrl: '/api' }));
  return <WidgetsProvider client={client}>{children}</WidgetsProvider>;
}

/** The mocks' fixed clock (2026-11-20 09:00 KST), so the clock in screenshots never moves. */
const MOCK_NOW = new Date(DEFAULT_MOCK_NOW * 1000);

const meta = {
  title: 'Widgets/AttendanceWidget',
  component: AttendanceWidget,
  args: { now: MOCK_NOW, onNavigate: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <StoryWidgets>
          <Story />
        </StoryWidgets>
      </div>
    ),
  ],
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

/** Yesterday's leave is missing: every button is disabled until a change request is made. */
export const NothingPermitted: Story = {
  ...scenario('nothingPermitted'),
  play: async ({ canvasElement }) => {
    await expect(await button(canvasElement, ko['button.start'])).toBeDisabled();
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
