import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { AlertDialog } from './AlertDialog';
import type { AlertDialogProps } from './AlertDialog';

/** Alert dialogs portal to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'ui/AlertDialog',
  component: AlertDialog,
  args: {
    defaultOpen: true,
    title: '근무 기록 삭제',
    children: '선택한 근무 기록을 삭제합니다. 삭제한 기록은 되돌릴 수 없습니다.',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'danger'] } },
  // A full-page overlay: the default frame would crop it.
  parameters: { layout: 'fullscreen' },
  // Stories without their own play wait until focus has moved into the dialog, so the
  // screenshot never catches the frame before it (a busy machine made that a flaky diff).
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { title: '출근', children: '지금 출근 처리하시겠습니까?' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: '출근' });
    await expect(dialog).toHaveAccessibleDescription('지금 출근 처리하시겠습니까?');
  },
};

/** Danger: a red confirm action, and focus starts on Cancel, the least destructive choice. */
export const Danger: Story = {
  args: { tone: 'danger', confirmLabel: '삭제' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus());
  },
};

/** Without a Cancel action only the confirm button closes it: Esc does nothing. */
export const AcknowledgeOnly: Story = {
  args: {
    title: '알림',
    children: '근무 상태가 변경되었습니다.\n다시 확인해 주세요.',
    onCancel: undefined,
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: '알림' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '확인' })).toHaveFocus();
  },
};

function Opener(args: AlertDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="danger" onPress={() => setOpen(true)}>
        기록 삭제
      </Button>
      <AlertDialog {...args} isOpen={open} onOpenChange={setOpen} />
    </div>
  );
}

/** APG alertdialog: focus moves in, Tab wraps between the actions, Esc cancels, focus returns. */
export const KeyboardInteraction: Story = {
  args: { defaultOpen: false, tone: 'danger', confirmLabel: '삭제' },
  render: (args) => <Opener {...args} />,
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    const trigger = screen.getByRole('button', { name: '기록 삭제' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: '근무 기록 삭제' });
    const cancel = within(dialog).getByRole('button', { name: '취소' });
    const confirm = within(dialog).getByRole('button', { name: '삭제' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    tone: 'danger',
    title: 'Delete the attendance record',
    children: 'The selected record will be deleted permanently. This cannot be undone.',
    confirmLabel: 'Delete permanently',
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    title: '勤務記録の削除',
    children: '選択した勤務記録を削除します。削除した記録は元に戻せません。',
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { title: '删除考勤记录', children: '将删除所选考勤记录。删除后无法恢复。' },
};
