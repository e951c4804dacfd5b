import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { MessageBox } from './MessageBox';
import { useMessageBox } from './MessageBoxHost';
import type { MessageBoxApi } from './MessageBoxHost';

const meta = {
  title: 'ui/MessageBox',
  component: MessageBox,
  args: {
    kind: 'confirm',
    message: '출근 처리하시겠습니까?',
    onConfirm: fn(),
    onCancel: fn(),
  },
  // A full-page overlay: the default frame would crop it.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MessageBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Message boxes portal to <body> (as Dialog does), outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A prompt opens with its reason field focused (and the screenshot waits for it). */
const reasonFieldFocused: Story['play'] = async ({ canvasElement }) => {
  const field = page(canvasElement).getByRole('textbox');
  await waitFor(() => expect(field).toHaveFocus());
};

export const Alert: Story = {
  args: { kind: 'alert', message: '근무 상태가 변경되었습니다. 다시 확인해 주세요.' },
};

export const Confirm: Story = { args: { kind: 'confirm', title: '출근' } };

export const PromptOptional: Story = {
  args: {
    kind: 'prompt',
    title: '출근',
    message: '출근 처리하시겠습니까? 필요하면 사유를 남겨 주세요.',
    reason: 'optional',
    placeholder: '예: 외근 후 복귀',
  },
  play: reasonFieldFocused,
};

export const PromptRequiredError: Story = {
  args: {
    kind: 'prompt',
    title: '비근무 시작',
    message: '비근무 사유를 입력해 주세요.',
    reason: 'required',
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const field = canvas.getByRole('textbox', { name: '사유 (필수)' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('사유를 입력해 주세요.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const PromptPatternError: Story = {
  args: {
    kind: 'prompt',
    title: '사번 확인',
    message: '네 자리 사번을 입력해 주세요.',
    label: '사번',
    reason: 'required',
    pattern: /^\d{4}$/,
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const field = canvas.getByRole('textbox', { name: '사번 (필수)' });
    await userEvent.type(field, '12a4{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('입력 형식이 올바르지 않습니다.');
    // The typed text is never lost on a validation error.
    await expect(field).toHaveValue('12a4');
  },
};

export const ConfirmEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    kind: 'confirm',
    title: 'Clock out',
    message: 'Do you want to record your leave time now?',
  },
};

export const PromptJapanese: Story = {
  globals: { locale: 'ja' },
  args: {
    kind: 'prompt',
    title: '休憩開始',
    message: '休憩の理由を入力してください。',
    reason: 'required',
  },
  play: reasonFieldFocused,
};

export const AlertChinese: Story = {
  globals: { locale: 'zh' },
  args: { kind: 'alert', message: '考勤状态已更改，请重新确认。' },
};

type Ask = (box: MessageBoxApi) => Promise<unknown>;

/** A trigger that opens a message box through the promise API and shows what it resolved. */
function Trigger({ ask }: { ask: Ask }) {
  const box = useMessageBox();
  const [result, setResult] = useState('—');
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', padding: 16 }}>
      <Button onPress={() => void ask(box).then((value) => setResult(JSON.stringify(value)))}>
        열기
      </Button>
      <output aria-label="결과">{result}</output>
    </div>
  );
}

const interactive = (ask: Ask): Story => ({ render: () => <Trigger ask={ask} /> });

/** APG dialog pattern: focus in, Tab wraps, Esc cancels a confirm, focus back to the trigger. */
export const ConfirmKeyboard: Story = {
  ...interactive((box) => box.confirm({ title: '퇴근', message: '퇴근하시겠습니까?' })),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const trigger = canvas.getByRole('button', { name: '열기' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: '퇴근' });
    const ok = within(dialog).getByRole('button', { name: '확인' });
    const cancel = within(dialog).getByRole('button', { name: '취소' });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(ok).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.getByRole('status', { name: '결과' })).toHaveTextContent('false');
    trigger.blur();
  },
};

/** An alert ignores Esc; only its OK button closes it. */
export const AlertKeyboard: Story = {
  ...interactive((box) => box.alert({ message: '근무 상태가 변경되었습니다.' })),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const trigger = canvas.getByRole('button', { name: '열기' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('alertdialog', { name: '알림' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: '확인' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
  },
};

/** Required reason: Enter on an empty field shows the error; typing then Enter resolves. */
export const PromptRequiredKeyboard: Story = {
  ...interactive((box) =>
    box.prompt({ title: '비근무 시작', message: '사유를 입력해 주세요.', reason: 'required' }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const trigger = canvas.getByRole('button', { name: '열기' });
    await userEvent.click(trigger);
    const field = await canvas.findByRole('textbox', { name: '사유 (필수)' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('사유를 입력해 주세요.');
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
    await userEvent.type(field, '점심 식사{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status', { name: '결과' })).toHaveTextContent('"점심 식사"');
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
  },
};
