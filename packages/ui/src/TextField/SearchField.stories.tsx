import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { typeWithRealIme } from '../internal/realIme';
import { SearchField } from './SearchField';

const meta = {
  title: 'ui/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { label: '직원 검색', placeholder: '이름, 부서, 사번', onSubmit: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: '직원 검색' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Enter submits the typed keyword.
    await userEvent.keyboard('인사팀{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('인사팀');
    // Escape clears it.
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    input.blur();
  },
};

export const WithText: Story = {
  args: { defaultValue: '홍길동' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox');
    // The clear button is out of the tab order: Tab from the input leaves the field.
    const clear = canvas.getByRole('button', { name: '검색어 지우기' });
    await expect(clear).toHaveAttribute('tabindex', '-1');
    const box = clear.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalled();
    await userEvent.type(input, '홍길동');
    input.blur();
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: '재무' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    input.blur();
  },
};

export const NoSubmitWhileComposing: Story = {
  args: { defaultValue: '홍' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox');
    input.focus();
    // The Enter that commits a Hangul syllable arrives with isComposing / keyCode 229.
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true }),
    );
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, bubbles: true }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('홍');
    input.blur();
  },
};

/**
 * Real Hangul composition in Chromium (DevTools IME): Escape pressed while 팀 is being composed
 * belongs to the IME. The search input's built-in clear-on-Escape must not empty the field, and
 * onClear is not called; once the syllable is committed, Escape clears as usual.
 */
export const EscapeWhileComposing: Story = {
  args: { defaultValue: '재무' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('searchbox');
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    const composed = await typeWithRealIme([
      { compose: 'ㅌ' },
      { compose: '티' },
      { compose: '팀' },
      { composingKey: 'Escape' },
    ]);
    if (!composed) return;
    await expect(input).toHaveValue('재무팀');
    await expect(args.onClear).not.toHaveBeenCalled();
    await typeWithRealIme([{ commit: '팀' }]);
    await expect(input).toHaveValue('재무팀');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    input.blur();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '홍길동' } };

export const Invalid: Story = {
  args: { defaultValue: 'a\\b', errorMessage: '특수문자 "\\"는 제외하고 입력해 주세요.' },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, placeholder: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: '검색' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Find people', placeholder: 'Name, department, ID', defaultValue: 'Kim' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Clear search' }),
    ).toBeInTheDocument();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { label: '社員検索', placeholder: '氏名、部署、社員番号', defaultValue: '田中' },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { label: '员工搜索', placeholder: '姓名、部门、工号', defaultValue: '王' },
};
