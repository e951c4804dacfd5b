import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon';
import { expect, fn, userEvent, within } from 'storybook/test';
import { absentees } from '@maru/api';
import { DEFAULT_MOCK_NOW, absenteeHandlers, errorHandler, loadingHandler } from '@maru/api/mocks';
import { absenteeDayFor } from '@maru/api/fixtures';
import { AbsenteesWidget } from './AbsenteesWidget';
import ko from './intl/ko.json';
import { widgetsDecorator } from '../testing/widgetsDecorator';

/** The mocks' fixed clock (2026-11-20 09:00 KST). */
const MOCK_NOW = new Date(DEFAULT_MOCK_NOW * 1000);
const DAY = absenteeDayFor('2026-11-20', 'ST100', 'ko');

const meta = {
  title: 'Widgets/AbsenteesWidget',
  component: AbsenteesWidget,
  args: { now: MOCK_NOW, onNavigate: fn(), onOpenProfile: fn() },
  decorators: [widgetsDecorator({ maxWidth: 380, localeData: true })],
  beforeEach({ msw }) {
    msw.use(...absenteeHandlers());
  },
  parameters: {
    docs: {
      description: {
        component:
          'Today’s absentees (spec 01 §2–§3): photo and name (opens the profile through `onOpenProfile(userId)`), department, the leave type as a tag coloured by the lookup’s attribute01 (ETC purple, VACATION blue, WORK green, otherwise black) and the hours. The detail button calls `onNavigate("/ess/offCalendar")`.',
      },
    },
  },
} satisfies Meta<typeof AbsenteesWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The head office's day: whole and half days, every colour. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: ko.list });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(DAY.entries.length);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...absenteeHandlers({ days: [{ solarYmd: '2026-11-20', entries: [] }] }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ko.empty)).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(errorHandler(absentees, 500));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ko['error.load'])).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingHandler(absentees));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** English names and labels are longer: the tag and hours keep to the right column. */
export const English: Story = { globals: { locale: 'en' } };

/** Keyboard only: Tab past the detail button to the first member, Enter opens the profile. */
export const ProfileByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = DAY.entries[0];
    const person = await canvas.findByRole('button', { name: first?.employeeName });
    await userEvent.click(canvas.getByRole('button', { name: ko.detailLabel }));
    await userEvent.tab();
    await expect(person).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenProfile).toHaveBeenCalledWith(first?.userId);
  },
};

/** The detail button leads to the absence calendar. */
export const DetailNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    const detail = await within(canvasElement).findByRole('button', { name: ko.detailLabel });
    detail.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/ess/offCalendar');
  },
};
