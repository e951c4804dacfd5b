import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon';
import { expect, fn, userEvent, within } from 'storybook/test';
import { employeeNews } from '@maru/api';
import {
  DEFAULT_MOCK_NOW,
  employeeNewsHandlers,
  errorHandler,
  loadingHandler,
} from '@maru/api/mocks';
import { employeeNewsFor } from '@maru/api/fixtures';
import { widgetsDecorator } from '../testing/widgetsDecorator';
import { EmployeeNewsWidget } from './EmployeeNewsWidget';
import ko from './intl/ko.json';

/** The mocks' fixed clock (2026-11-20 09:00 KST). */
const MOCK_NOW = new Date(DEFAULT_MOCK_NOW * 1000);
/** 2026-12-20 09:00 KST: near year end, next January's news is listed. */
const YEAR_END = Date.UTC(2026, 11, 20, 0, 0, 0) / 1000;

const meta = {
  title: 'Widgets/EmployeeNewsWidget',
  component: EmployeeNewsWidget,
  args: { now: MOCK_NOW, onOpenProfile: fn() },
  decorators: [widgetsDecorator({ maxWidth: 380, localeData: true })],
  beforeEach({ msw }) {
    msw.use(...employeeNewsHandlers());
  },
  parameters: {
    docs: {
      description: {
        component:
          'Employee news (spec 01 §2–§3): birthdays, weddings, work anniversaries and transfers of the current company with a coloured label and the MM.DD date; the name opens the profile through `onOpenProfile(userId)`. Shows events of the current year, and from 1 November also next year’s.',
      },
    },
  },
} satisfies Meta<typeof EmployeeNewsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: ko.list });
    for (const kind of ['BIRTHDAY', 'WEDDING', 'ABOARD', 'BBOARD'] as const) {
      await expect(within(list).getAllByText(ko[`kind.${kind}`]).length).toBeGreaterThan(0);
    }
  },
};

/** December: January's birthdays and anniversaries of next year are listed too. */
export const YearEnd: Story = {
  args: { now: new Date(YEAR_END * 1000) },
  beforeEach({ msw }) {
    msw.use(...employeeNewsHandlers({ now: YEAR_END }));
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: ko.list });
    const january = employeeNewsFor('2026-12-20', 'ST100', 'ko').filter((item) =>
      item.eventYmd.startsWith('2027-01'),
    );
    await expect(january.length).toBeGreaterThan(0);
    await expect(within(list).getAllByText(/^01\.\d{2}$/).length).toBe(january.length);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...employeeNewsHandlers({ items: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ko.empty)).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(errorHandler(employeeNews, 500));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ko['error.load'])).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingHandler(employeeNews));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** English names, departments and details are longer than Korean ones. */
export const English: Story = { globals: { locale: 'en' } };

/** Keyboard only: Tab to the first member, Space opens the profile. */
export const ProfileByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const first = employeeNewsFor('2026-11-20', 'ST100', 'ko')[0];
    const [person] = await within(canvasElement).findAllByRole('button', {
      name: first?.employeeName,
    });
    await userEvent.tab();
    await expect(person).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onOpenProfile).toHaveBeenCalledWith(first?.userId);
  },
};
