import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { commuteHours } from '@maru/api';
import type { WorkHoursScenario } from '@maru/api/fixtures';
import { commuteHandlers, errorHandler, loadingHandler, workHoursHandlers } from '@maru/api/mocks';
import { widgetsDecorator } from '../testing/widgetsDecorator';
import ko from './intl/ko.json';
import { WorkHoursWidget } from './WorkHoursWidget';

const meta = {
  title: 'Widgets/WorkHoursWidget',
  component: WorkHoursWidget,
  args: { onNavigate: fn() },
  decorators: [widgetsDecorator({ maxWidth: 420 })],
  parameters: {
    docs: {
      description: {
        component:
          'The work-hour progress portlet (spec 02 §2, §4, §9): current, regular and overtime hours as read-only meters, a help dialog with five topics and a dots button to MyWorkHour. Needs `MaruProvider` and `WidgetsProvider client={createApiClient()}` above it.',
      },
    },
  },
} satisfies Meta<typeof WorkHoursWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mock answers the hours and settings of `name`; the rest of the commute calls as usual. */
function scenario(name: WorkHoursScenario): Pick<Story, 'beforeEach'> {
  return {
    beforeEach({ msw }) {
      msw.use(...workHoursHandlers({ scenario: name }), ...commuteHandlers());
    },
  };
}

const meter = (canvas: HTMLElement, name: string) => within(canvas).findByRole('meter', { name });

/** 25.5 h of 52 this week; regular 24.5 of 40; overtime 1 of 12. */
export const Loaded: Story = {
  ...scenario('regular'),
  play: async ({ canvasElement }) => {
    await expect(await meter(canvasElement, ko.current)).toHaveAttribute('aria-valuenow', '25.5');
    await expect(await meter(canvasElement, ko.regular)).toHaveAttribute('data-tone', 'regular');
  },
};

/** overtimeYn 'Y': 14.5 h of overtime past the 12 h limit, the limit raised to 14.5. */
export const Overtime: Story = {
  ...scenario('overtime'),
  play: async ({ canvasElement }) => {
    const overtime = await meter(canvasElement, ko.overtime);
    await expect(overtime).toHaveAttribute('aria-valuenow', '14.5');
    await expect(overtime).toHaveAttribute('aria-valuemax', '14.5');
    await expect(await meter(canvasElement, ko.regular)).toHaveAttribute('data-tone', 'overtime');
  },
};

/** overtimeYn 'N': the same 14.5 h shown capped at the 12 h limit. */
export const Cap: Story = {
  ...scenario('cap'),
  play: async ({ canvasElement }) => {
    await expect(await meter(canvasElement, ko.overtime)).toHaveAttribute('aria-valuenow', '12');
    await expect(within(canvasElement).getByText('실제 14.5시간 중 한도까지 인정')).toBeVisible();
  },
};

/** No overtime limit configured (0): the overtime bar uses the 496-hour scale. */
export const Scale496: Story = {
  ...scenario('scale496'),
  play: async ({ canvasElement }) => {
    await expect(await meter(canvasElement, ko.overtime)).toHaveAttribute('aria-valuemax', '496');
  },
};

/** Work code 40 (selective/flexible): regular hours without a regular-limit display. */
export const FlexibleCode40: Story = {
  ...scenario('flexible'),
  play: async ({ canvasElement }) => {
    await meter(canvasElement, ko.current);
    await expect(within(canvasElement).queryByRole('meter', { name: ko.regular })).toBeNull();
    await expect(within(canvasElement).getByText(ko['regular.noLimit'])).toBeVisible();
  },
};

/** Keyboard only (APG dialog): Tab to the help button, Enter opens, Esc closes, focus returns. */
export const HelpDialogByKeyboard: Story = {
  ...scenario('regular'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const help = await within(canvasElement).findByRole('button', { name: ko['help.open'] });
    await meter(canvasElement, ko.current);
    await userEvent.tab();
    await expect(help).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: ko['help.title'] });
    await expect(within(dialog).getAllByRole('term')).toHaveLength(5);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(help).toHaveFocus());
    // Open again for the screenshot of the dialog.
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('dialog', { name: ko['help.title'] })).toBeVisible();
  },
};

/** Keyboard: Tab past help to the dots button; Enter asks the host to open MyWorkHour. */
export const DotsGoToMyWorkHour: Story = {
  ...scenario('regular'),
  play: async ({ canvasElement, args }) => {
    const dots = await within(canvasElement).findByRole('button', { name: ko.more });
    await meter(canvasElement, ko.current);
    await userEvent.tab();
    await userEvent.tab();
    await expect(dots).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('MyWorkHour');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingHandler(commuteHours), ...commuteHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(errorHandler(commuteHours, 500), ...commuteHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ko['error.load'])).toBeVisible();
  },
};

const english = { globals: { locale: 'en' } };
export const LoadedEnglish: Story = { ...scenario('regular'), ...english };
export const OvertimeEnglish: Story = { ...scenario('overtime'), ...english };
export const CapEnglish: Story = { ...scenario('cap'), ...english };
export const Scale496English: Story = { ...scenario('scale496'), ...english };
export const FlexibleCode40English: Story = { ...scenario('flexible'), ...english };
export const ErrorEnglish: Story = { ...Error, play: undefined, ...english };
export const HelpDialogEnglish: Story = {
  ...scenario('regular'),
  ...english,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Work hours help' }),
    );
    await expect(await page.findByRole('dialog', { name: 'About work hours' })).toBeVisible();
  },
};
export const LoadedJapanese: Story = { ...scenario('regular'), globals: { locale: 'ja' } };
export const LoadedChinese: Story = { ...scenario('regular'), globals: { locale: 'zh' } };
