import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('데이터가 없습니다')).toBeVisible();
  },
};

const onReset = fn();

/** A custom message with an action: the action is reachable by Tab and pressed by Enter. */
export const Custom: Story = {
  args: {
    title: '검색 결과가 없습니다',
    description: '검색어의 철자를 확인하거나 기간을 넓혀 다시 검색해 보세요.',
    action: (
      <Button variant="secondary" size="sm" onPress={onReset}>
        검색 조건 초기화
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '검색 조건 초기화' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onReset).toHaveBeenCalled();
    button.blur();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const NoIcon: Story = { args: { icon: null } };

export const DefaultEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Data')).toBeVisible();
  },
};

export const DefaultJapanese: Story = { globals: { locale: 'ja' } };

export const DefaultChinese: Story = { globals: { locale: 'zh' } };

export const CustomEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'No results found',
    description: 'Check the spelling of your keyword or widen the period, then search again.',
    action: (
      <Button variant="secondary" size="sm">
        Reset search filters
      </Button>
    ),
  },
};

export const CustomJapanese: Story = {
  globals: { locale: 'ja' },
  args: {
    title: '検索結果がありません',
    description: 'キーワードのつづりを確認するか、期間を広げて再度検索してください。',
    action: (
      <Button variant="secondary" size="sm">
        検索条件をリセット
      </Button>
    ),
  },
};

export const CustomChinese: Story = {
  globals: { locale: 'zh' },
  args: {
    title: '没有搜索结果',
    description: '请检查关键词的拼写，或扩大时间范围后重新搜索。',
    action: (
      <Button variant="secondary" size="sm">
        重置搜索条件
      </Button>
    ),
  },
};
