import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon';
import { expect, fn, userEvent, within } from 'storybook/test';
import { previousDay } from '@maru/api';
import {
  errorHandler,
  loadingHandler,
  previousDayHandlers,
  type PreviousDayScenario,
} from '@maru/api/mocks';
import { widgetsDecorator } from '../testing/widgetsDecorator';
import ko from './intl/ko.json';
import { PreviousDayWidget } from './PreviousDayWidget';

const meta = {
  title: 'Widgets/PreviousDayWidget',
  component: PreviousDayWidget,
  args: { onNavigate: fn() },
  decorators: [widgetsDecorator({ maxWidth: 420 })],
  parameters: {
    docs: {
      description: {
        component:
          'The previous-day portlet (spec 02 §2): the previous work day with its attendance and leave times, work time, approval-requested state and a button to correct the record on MyWorkHour. Needs `MaruProvider` and `WidgetsProvider` above it.',
      },
    },
  },
} satisfies Meta<typeof PreviousDayWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

function scenario(name: PreviousDayScenario): Pick<Story, 'beforeEach'> {
  return {
    beforeEach({ msw }) {
      msw.use(...previousDayHandlers({ scenario: name }));
    },
  };
}

const editButton = (canvas: HTMLElement, name = ko.edit) =>
  within(canvas).findByRole('button', { name });

/** A complete day: in 08:55, out 18:10, 08:15 worked. Keyboard: Tab to edit, Enter. */
export const Recorded: Story = {
  ...scenario('recorded'),
  play: async ({ canvasElement, args }) => {
    const edit = await editButton(canvasElement);
    await expect(within(canvasElement).getByText('08:15')).toBeVisible();
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('MyWorkHour');
  },
};

/** The leave was forgotten and a change request awaits approval (request 'Y'). */
export const ApprovalRequested: Story = {
  ...scenario('requested'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ko.requested)).toBeVisible();
    await expect(within(canvasElement).getByText(ko.noRecord)).toBeVisible();
  },
};

/** No record on the previous work day: the empty state keeps the edit button (Space presses it). */
export const Empty: Story = {
  ...scenario('empty'),
  play: async ({ canvasElement, args }) => {
    const edit = await editButton(canvasElement);
    await expect(within(canvasElement).getByText(/근무 기록이 없습니다/)).toBeVisible();
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onNavigate).toHaveBeenCalledWith('MyWorkHour');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingHandler(previousDay));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(errorHandler(previousDay, 500));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ko['error.load'])).toBeVisible();
  },
};

const english = { globals: { locale: 'en' } };
export const RecordedEnglish: Story = {
  ...scenario('recorded'),
  ...english,
  play: async ({ canvasElement }) => {
    await expect(await editButton(canvasElement, 'Edit attendance record')).toBeVisible();
  },
};
export const ApprovalRequestedEnglish: Story = { ...scenario('requested'), ...english };
export const EmptyEnglish: Story = { ...scenario('empty'), ...english };
export const ErrorEnglish: Story = {
  beforeEach({ msw }) {
    msw.use(errorHandler(previousDay, 500));
  },
  ...english,
};
export const RecordedJapanese: Story = { ...scenario('recorded'), globals: { locale: 'ja' } };
export const RecordedChinese: Story = { ...scenario('recorded'), globals: { locale: 'zh' } };
