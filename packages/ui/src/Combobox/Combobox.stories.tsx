import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DialogTrigger } from '../Dialog';
import { Autocomplete, Combobox } from './Combobox';
import type { ComboboxOption } from './Combobox';
import { filterOptions } from './filterOptions';

const people: ComboboxOption[] = [
  { key: 'kcs', label: '김철수 · 개발팀' },
  { key: 'kyh', label: '김영희 · 인사팀 (휴직)', disabled: true },
  { key: 'kms', label: '김민수 · 영업팀' },
  { key: 'kjh', label: '김지현 · 디자인팀' },
  { key: 'pjs', label: '박지성 · 재무팀' },
  { key: 'lsy', label: '이서연 · 개발팀' },
];

/** Answers at once from the fixed list, so results are the same on every run. */
const loadPeople = async (query: string) => filterOptions(people, query, 'ko-KR');

/** Never answers: the loading state stays on screen for a stable screenshot. */
const loadForever = () => new Promise<never>(() => undefined);

/** The combobox's own polite live region (the provider keeps status regions of its own). */
function liveRegion(canvasElement: HTMLElement): Element {
  const region = canvasElement.ownerDocument.querySelector('[data-combobox-live]');
  if (!region) throw new Error('no combobox live region');
  return region;
}

const meta = {
  title: 'ui/Combobox',
  component: Combobox,
  tags: ['autodocs'],
  args: {
    label: '담당자',
    options: people,
    placeholder: '이름으로 검색',
    onSelectionChange: fn(),
    onInputChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Static options filtered as you type. */
export const Static: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: '담당자' }), '김');
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
  },
};

/** APG combobox with list autocomplete: type, Down, Enter picks; Esc closes, then clears. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '담당자' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('김');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The disabled 김영희 is skipped.
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: '김민수 · 영업팀' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('kms', people[2]);
    await expect(input).toHaveValue('김민수 · 영업팀');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('김민수 · 영업팀');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(null, null);
    await userEvent.keyboard('박{ArrowDown}{Enter}');
    await expect(input).toHaveValue('박지성 · 재무팀');
    input.blur();
  },
};

/** Hangul is typed through an IME: the Enter that ends a composition must not pick. */
export const ImeComposition: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '담당자' });
    await userEvent.type(input, '이');
    await userEvent.keyboard('{ArrowDown}');
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true }),
    );
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowUp', isComposing: true, bubbles: true }),
    );
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: '이서연 · 개발팀' }).id,
    );
  },
};

export const WithSelection: Story = {
  args: { defaultSelectedKey: 'pjs', description: '결재를 받을 사람을 고르세요.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '담당자' })).toHaveValue('박지성 · 재무팀');
    await expect(canvas.getByRole('button', { name: '지우기' })).toBeVisible();
  },
};

export const AsyncLoading: Story = {
  args: { options: undefined, loadOptions: loadForever },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: '담당자' }), '김');
    await expect(liveRegion(canvasElement)).toHaveTextContent('불러오는 중…');
  },
};

export const AsyncResults: Story = {
  args: { options: undefined, loadOptions: loadPeople },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '담당자' });
    await userEvent.type(input, '김');
    // Results arrive after the 300 ms debounce.
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(4));
    await expect(liveRegion(canvasElement)).toHaveTextContent('결과 4개');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: '김철수 · 개발팀' }).id,
    );
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: '담당자' }), '최');
    await expect(liveRegion(canvasElement)).toHaveTextContent('결과가 없습니다');
    await expect(
      canvas.getByText('결과가 없습니다', { selector: 'div[aria-hidden]' }),
    ).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { required: true, invalid: true, errorMessage: '담당자를 지정하세요.' },
  play: async ({ canvasElement }) => {
    // The shared RequiredMark speaks its word after the label, as in TextField.
    const input = within(canvasElement).getByRole('combobox', { name: '담당자 필수' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('담당자를 지정하세요.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultSelectedKey: 'kcs' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '담당자' });
    await expect(input).toBeDisabled();
  },
};

/**
 * In a dialog, Esc closes the open list (and then clears typed text) and stops there; with the
 * list closed and the field empty, Esc closes the dialog. The picture shows a search again.
 */
export const InsideDialog: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <DialogTrigger label="담당자 지정 열기" title="담당자 지정" size={360}>
      <Combobox {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    // The dialog portals to <body>, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: '담당자 지정 열기' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: '담당자 지정' });
    const input = within(dialog).getByRole('combobox', { name: '담당자' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('dialog', { name: '담당자 지정' })).toBe(dialog);
    // Typed text: the first Esc closes the list, the second clears, neither closes the dialog.
    await userEvent.keyboard('김');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('김');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(page.getByRole('dialog', { name: '담당자 지정' })).toBe(dialog);
    await expect(input).toHaveFocus();
    // Nothing left to close or clear: Esc now closes the dialog.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    // Open both again for the picture.
    await userEvent.keyboard('{Enter}');
    const again = await page.findByRole('dialog', { name: '담당자 지정' });
    await userEvent.type(within(again).getByRole('combobox', { name: '담당자' }), '김');
    await expect(within(again).getByRole('listbox')).toBeVisible();
  },
};

/** Free text with suggestions: typed text that matches nothing is kept. */
export const AutocompleteFreeText: Story = {
  render: (args) => <Autocomplete {...args} />,
  args: { label: '검색어', placeholder: '이름 또는 부서' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '검색어' });
    await userEvent.type(input, '개발팀');
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
    await userEvent.tab();
    await expect(input).toHaveValue('개발팀');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('개발팀');
  },
};

const englishPeople: ComboboxOption[] = [
  { key: 'a', label: 'Alice Kim · Engineering' },
  { key: 'b', label: 'Brian Park · Sales' },
];

export const EnglishEmpty: Story = {
  globals: { locale: 'en' },
  args: { label: 'Owner', options: englishPeople, placeholder: 'Search by name' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Owner' }), 'zoe');
    await expect(liveRegion(canvasElement)).toHaveTextContent('No results');
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeVisible();
  },
};

export const JapaneseLoading: Story = {
  globals: { locale: 'ja' },
  args: {
    label: '担当者',
    options: undefined,
    loadOptions: loadForever,
    placeholder: '名前で検索',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: '担当者' }), 'た');
    await expect(liveRegion(canvasElement)).toHaveTextContent('読み込み中…');
  },
};

export const JapaneseEmpty: Story = {
  globals: { locale: 'ja' },
  args: {
    label: '担当者',
    options: [{ key: 't', label: '田中太郎 · 開発部' }],
    placeholder: '名前で検索',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: '担当者' }), '鈴木');
    await expect(liveRegion(canvasElement)).toHaveTextContent('該当する結果がありません');
  },
};

export const ChineseResults: Story = {
  globals: { locale: 'zh' },
  args: {
    label: '负责人',
    options: [
      { key: 'w', label: '王伟 · 研发部' },
      { key: 'l', label: '王芳 · 销售部' },
      { key: 'z', label: '张静 · 设计部' },
    ],
    placeholder: '按姓名搜索',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: '负责人' }), '王');
    await expect(liveRegion(canvasElement)).toHaveTextContent('2 个结果');
  },
};

export const ChineseEmpty: Story = {
  globals: { locale: 'zh' },
  args: {
    label: '负责人',
    options: [{ key: 'w', label: '王伟 · 研发部' }],
    placeholder: '按姓名搜索',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: '负责人' }), '李');
    await expect(liveRegion(canvasElement)).toHaveTextContent('无结果');
  },
};
