import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { DataTable } from './DataTable';
import {
  chineseMembers,
  englishMembers,
  headers,
  japaneseMembers,
  koreanMembers,
  manyMembers,
  memberColumns,
} from './storyData';
import type { StoryMember } from './storyData';

/** The table instantiated for the story rows, so args are typed by the row. */
const MemberTable = DataTable<StoryMember>;

const meta = {
  title: 'ui/DataTable',
  component: MemberTable,
  tags: ['autodocs'],
  args: {
    caption: '구성원 목록',
    columns: memberColumns(headers.ko),
    rows: koreanMembers,
    rowKey: 'userId',
  },
} satisfies Meta<typeof MemberTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first row header; its accessible name leaves out the decorative avatar's initials. */
const firstRowHeader = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('rowheader')[0];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: '구성원 목록' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: '이름' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  },
};

export const SortedAscending: Story = {
  args: { defaultSort: { column: 'userName', direction: 'ascending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '이름' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(firstRowHeader(canvasElement)).toHaveAccessibleName('강지우');
  },
};

export const SortedDescending: Story = {
  args: { defaultSort: { column: 'joined', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('columnheader', { name: '입사일' }),
    ).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRowHeader(canvasElement)).toHaveAccessibleName('이서준');
  },
};

/** APG sortable table: Tab reaches the header's sort button; Enter toggles aria-sort. */
export const SortByKeyboard: Story = {
  args: { onSortChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: '이름' });
    const button = within(header).getByRole('button', { name: '이름' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'userName',
      direction: 'ascending',
    });
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRowHeader(canvasElement)).toHaveAccessibleName('홍길동');
    // Tab moves on to the next sortable header; the first one is no longer sorted.
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('columnheader', { name: '부서' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(header).toHaveAttribute('aria-sort', 'none');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('데이터가 없습니다')).toBeVisible();
  },
};

export const EmptyCustom: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        size="sm"
        title="검색 결과가 없습니다"
        description="다른 이름이나 부서로 검색해 보세요."
        action={
          <Button variant="secondary" size="sm">
            검색 조건 초기화
          </Button>
        }
      />
    ),
  },
};

/** Forty rows in a 360px frame: the header stays on top while the body scrolls. */
export const StickyHeader: Story = {
  args: { rows: manyMembers, maxHeight: 360, caption: '전체 구성원 (40명)' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const frame = table.parentElement as HTMLElement;
    frame.scrollTop = 400;
    const header = within(canvasElement).getByRole('columnheader', { name: '이름' });
    await waitFor(() =>
      expect(header.getBoundingClientRect().top).toBeCloseTo(
        frame.getBoundingClientRect().top + 1,
        0,
      ),
    );
  },
};

/**
 * Row activation: rows form one Tab stop (roving tabindex); ArrowDown/ArrowUp move, Home/End
 * jump, Enter activates, as does a click.
 */
export const RowActivation: Story = {
  args: { onRowAction: fn(), caption: '구성원 목록 (행을 선택하면 프로필이 열립니다)' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row').slice(1);
    // Four sortable header buttons come first, then the rows' single tab stop.
    for (let step = 0; step < 5; step += 1) await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(rows[rows.length - 1]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(koreanMembers[1]);
    await userEvent.click(canvas.getByText('박서연'));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(koreanMembers[2]);
    // Shift+Tab leaves the rows for the last header button: rows are one tab stop.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: '내선' })).toHaveFocus();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    caption: 'Members',
    columns: memberColumns(headers.en),
    rows: englishMembers,
    defaultSort: { column: 'userName', direction: 'ascending' },
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { caption: 'メンバー一覧', columns: memberColumns(headers.ja), rows: japaneseMembers },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { caption: '成员列表', columns: memberColumns(headers.zh), rows: chineseMembers },
};

export const EmptyEnglish: Story = {
  globals: { locale: 'en' },
  args: { caption: 'Members', columns: memberColumns(headers.en), rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Data')).toBeVisible();
  },
};

export const LoadingJapanese: Story = {
  globals: { locale: 'ja' },
  args: { caption: 'メンバー一覧', columns: memberColumns(headers.ja), rows: [], loading: true },
};
