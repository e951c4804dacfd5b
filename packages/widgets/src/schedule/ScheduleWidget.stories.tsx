import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { monthlyEvents } from '@maru/api';
import { loadingHandler, scheduleHandlers } from '@maru/api/mocks';
import { widgetsDecorator } from '../testing/widgetsDecorator';
import ko from './intl/ko.json';
import { ScheduleWidget } from './ScheduleWidget';

const meta = {
  title: 'Widgets/ScheduleWidget',
  component: ScheduleWidget,
  args: { profile: { mainDepartment: { google: true, microsoft: false, naver: false } } },
  decorators: [widgetsDecorator({ maxWidth: 380, localeData: true })],
  beforeEach({ msw }) {
    msw.use(...scheduleHandlers());
  },
  parameters: {
    docs: {
      description: {
        component:
          'My schedule (spec 02 §2–§3): the linked calendar’s events of this month from today on, by day; each opens at the provider in a new tab. Refresh asks the provider again; the arrow buttons scroll the list. Renders nothing unless `profile.mainDepartment` says google, microsoft or naver is linked; provider failures leave it empty without an alert.',
      },
    },
  },
} satisfies Meta<typeof ScheduleWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: ko.list });
    await expect(within(region).getAllByRole('link').length).toBeGreaterThan(3);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...scheduleHandlers({ entries: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ko.empty)).toBeVisible();
  },
};

/** The provider refused (an expired link): silently empty, no alert. */
export const ProviderError: Story = {
  beforeEach({ msw }) {
    msw.use(...scheduleHandlers({ failProvider: true }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ko.empty)).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingHandler(monthlyEvents));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

export const English: Story = { globals: { locale: 'en' } };

/** Keyboard only: Tab to "next", Enter scrolls the list down; "previous" scrolls it back. */
export const ScrollByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: ko.list });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: ko.previous })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: ko.next })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region.scrollTop).toBe(0));
  },
};

/** Refresh asks the provider again; the list stays on screen meanwhile. */
export const Refresh: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: ko.list });
    const refresh = canvas.getByRole('button', { name: ko.refresh });
    refresh.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('region', { name: ko.list })).toBeVisible();
    await expect(refresh).toHaveFocus();
  },
};
