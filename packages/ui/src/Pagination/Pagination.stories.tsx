import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'ui/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { totalCount: 1234, onPageChange: fn(), onPageSizeChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('총 1,234건')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '첫 페이지' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '이전 페이지' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '1 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('combobox', { name: '페이지당 항목 수' })).toHaveValue('20');
  },
};

export const MiddlePage: Story = {
  args: { defaultPage: 31 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '전체 62페이지 중 31페이지',
    );
  },
};

export const LastPage: Story = {
  args: { defaultPage: 62 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '마지막 페이지' })).toBeDisabled();
  },
};

export const FewPages: Story = {
  args: { totalCount: 95 },
  play: async ({ canvasElement }) => {
    const pages = within(canvasElement).getAllByRole('button', { name: /페이지$/ });
    // First, previous, 1–5, next, last: every page shown, no ellipsis.
    await expect(pages).toHaveLength(9);
    await expect(within(canvasElement).queryByText('…')).not.toBeInTheDocument();
  },
};

export const ManyPages: Story = {
  args: { totalCount: 123_456, defaultPage: 3086 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '6,173 페이지' })).toBeVisible();
    await expect(canvas.getAllByText('…')).toHaveLength(2);
  },
};

export const SinglePage: Story = { args: { totalCount: 7 } };

/** Tab moves through the buttons (disabled ones are skipped); Enter or Space activates. */
export const KeyboardPaging: Story = {
  args: { totalCount: 200 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '1 페이지' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '2 페이지' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('전체 10페이지 중 2페이지');
    canvas.getByRole('button', { name: '다음 페이지' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('전체 10페이지 중 3페이지');
    // Last disables itself; focus lands on the current page instead of the page body.
    canvas.getByRole('button', { name: '마지막 페이지' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '10 페이지' })).toHaveFocus();
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
  },
};

/** The page-size selector is a native select: Tab reaches it, the choice goes back to page 1. */
export const PageSizeByKeyboard: Story = {
  args: { defaultPage: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: '페이지당 항목 수' });
    // Tab past the pagination buttons to the selector.
    for (let step = 0; step < 12 && document.activeElement !== select; step += 1) {
      await userEvent.tab();
    }
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, '50');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('전체 25페이지 중 1페이지');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultPage: 31 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,234 items')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 31 of 62');
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { defaultPage: 31 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('全1,234件')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { defaultPage: 31 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('共 1,234 条')).toBeVisible();
  },
};
