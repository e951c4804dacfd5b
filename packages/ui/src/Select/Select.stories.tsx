import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DialogTrigger } from '../Dialog';
import { Select } from './Select';
import type { SelectOption } from './Select';

const teams: SelectOption[] = [
  { key: 'dev', label: '개발팀' },
  { key: 'hr', label: '인사팀' },
  { key: 'sales', label: '영업팀' },
  { key: 'design', label: '디자인팀' },
  { key: 'finance', label: '재무팀' },
];

const withDisabled: SelectOption[] = [
  { key: 'dev', label: '개발팀' },
  { key: 'hr', label: '인사팀 (조직 개편 중)', disabled: true },
  { key: 'sales', label: '영업팀' },
  { key: 'legal', label: '법무팀 (권한 없음)', disabled: true },
  { key: 'design', label: '디자인팀' },
];

const meta = {
  title: 'ui/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: '부서', options: teams, onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: '소속 부서를 고르세요.' },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: '부서' });
    await expect(combobox).toHaveTextContent('선택하세요');
    await expect(combobox).toHaveAccessibleDescription('소속 부서를 고르세요.');
  },
};

export const Open: Story = {
  args: { defaultSelectedKey: 'sales', defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(5);
  },
};

/** APG select-only combobox: Enter opens, arrows move, type-ahead jumps, Enter picks, Esc closes. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: '부서' });
    await userEvent.tab();
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: '인사팀' }).id,
    );
    await userEvent.keyboard('{End}');
    await expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: '재무팀' }).id,
    );
    await userEvent.keyboard('{Home}');
    // Type-ahead: 영 jumps to 영업팀.
    await userEvent.keyboard('영');
    await expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: '영업팀' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('sales', teams[2]);
    await expect(combobox).toHaveTextContent('영업팀');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveTextContent('영업팀');
    combobox.blur();
  },
};

export const WithDisabledOptions: Story = {
  args: { options: withDisabled, defaultSelectedKey: 'dev' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: '부서' });
    await userEvent.click(combobox);
    await userEvent.keyboard('{ArrowDown}');
    // Down from 개발팀 skips the disabled 인사팀.
    await expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: '영업팀' }).id,
    );
    const disabled = canvas.getByRole('option', { name: '법무팀 (권한 없음)' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled);
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Invalid: Story = {
  args: { required: true, invalid: true, errorMessage: '부서를 선택하세요.' },
  play: async ({ canvasElement }) => {
    // The shared RequiredMark speaks its word after the label, as in TextField.
    const combobox = within(canvasElement).getByRole('combobox', { name: '부서 필수' });
    await expect(combobox).toHaveAttribute('aria-required', 'true');
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAccessibleDescription('부서를 선택하세요.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultSelectedKey: 'dev' },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: '부서' });
    await userEvent.tab();
    await expect(combobox).not.toHaveFocus();
    await expect(combobox).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * In a dialog, Esc closes the open list and stops there; with the list closed, Esc closes the
 * dialog. The picture shows the list open again above the dialog.
 */
export const InsideDialog: Story = {
  parameters: { layout: 'fullscreen' },
  args: { description: '바뀐 부서는 다음 날부터 반영됩니다.' },
  render: (args) => (
    <DialogTrigger label="부서 변경 열기" title="부서 변경" size={360}>
      <Select {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    // The dialog portals to <body>, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: '부서 변경 열기' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: '부서 변경' });
    const combobox = within(dialog).getByRole('combobox', { name: '부서' });
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('dialog', { name: '부서 변경' })).toBe(dialog);
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    // Open both again for the picture.
    await userEvent.keyboard('{Enter}');
    const again = await page.findByRole('dialog', { name: '부서 변경' });
    await userEvent.click(within(again).getByRole('combobox', { name: '부서' }));
    await expect(within(again).getByRole('listbox')).toBeVisible();
  },
};

/** At the bottom of the viewport the list flips above the field instead of being cut off. */
export const FlipsAtViewportEdge: Story = {
  args: { defaultOpen: true },
  decorators: [
    (Story) => (
      <div style={{ height: 560, display: 'flex', alignItems: 'flex-end' }}>
        <div style={{ width: 320 }}>
          <Story />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const listbox = canvas.getByRole('listbox');
    const trigger = canvas.getByRole('combobox', { name: '부서' });
    // floating-ui positions after mount, so wait for its first pass.
    await waitFor(() =>
      expect(listbox.getBoundingClientRect().width).toBe(trigger.getBoundingClientRect().width),
    );
    await expect(listbox.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      trigger.getBoundingClientRect().top,
    );
  },
};

const englishTeams: SelectOption[] = [
  { key: 'dev', label: 'Software Engineering' },
  { key: 'hr', label: 'Human Resources', disabled: true },
  { key: 'sales', label: 'Sales and Business Development' },
  { key: 'design', label: 'Product Design' },
];

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Department', options: englishTeams, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Department' });
    await expect(combobox).toHaveTextContent('Select an option');
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    label: '部署',
    options: [
      { key: 'dev', label: '開発部' },
      { key: 'hr', label: '人事部', disabled: true },
      { key: 'sales', label: '営業部' },
      { key: 'design', label: 'デザイン部' },
    ],
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: '部署' });
    await expect(combobox).toHaveTextContent('選択してください');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    label: '部门',
    options: [
      { key: 'dev', label: '研发部' },
      { key: 'hr', label: '人力资源部', disabled: true },
      { key: 'sales', label: '销售部' },
      { key: 'design', label: '设计部' },
    ],
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: '部门' });
    await expect(combobox).toHaveTextContent('请选择');
  },
};
