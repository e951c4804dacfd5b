import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastRegion } from './Toast';
import type { ToastData } from './Toast';
import { useToast } from './ToastHost';

// Stories never auto-dismiss: a toast vanishing mid-screenshot would make baselines flaky.
const sticky = Infinity;

const meta = {
  title: 'ui/Toast',
  component: ToastRegion,
  args: { onDismiss: fn(), placement: 'inline', toasts: [] },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const one = (tone: ToastData['tone'], message: string): ToastData[] => [
  { id: tone, tone, message, duration: sticky },
];

export const Success: Story = { args: { toasts: one('success', '출근 처리되었습니다.') } };

export const ErrorTone: Story = {
  name: 'Error',
  args: { toasts: one('error', '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem')).toHaveTextContent('요청을 처리하지');
    // Announcing is the host's job (ToastAnnouncer), so the visible toast is not a live region.
    await expect(canvas.getByRole('listitem').querySelector('[role], [aria-live]')).toBeNull();
  },
};

export const Info: Story = {
  args: { toasts: one('info', '근무 시간이 곧 종료됩니다.') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem')).toHaveTextContent('근무 시간이');
    await expect(canvas.getByRole('listitem').querySelector('[role], [aria-live]')).toBeNull();
  },
};

export const Stack: Story = {
  args: {
    placement: 'fixed',
    toasts: [
      { id: '1', tone: 'success', message: '출근 처리되었습니다.', duration: sticky },
      { id: '2', tone: 'info', message: '오늘 일정이 2건 있습니다.', duration: sticky },
      { id: '3', tone: 'error', message: '즐겨찾기를 저장하지 못했습니다.', duration: sticky },
    ],
  },
};

export const StackEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    placement: 'fixed',
    toasts: [
      {
        id: '1',
        tone: 'success',
        message: 'Your clock-in time has been recorded.',
        duration: sticky,
      },
      {
        id: '2',
        tone: 'error',
        message: 'The favourite menus could not be saved.',
        duration: sticky,
      },
    ],
  },
};

export const InfoJapanese: Story = {
  globals: { locale: 'ja' },
  args: { toasts: one('info', '出勤時刻が記録されました。') },
};

export const SuccessChinese: Story = {
  globals: { locale: 'zh' },
  args: { toasts: one('success', '已记录上班时间。') },
};

function Raiser() {
  const toast = useToast();
  return (
    <Button onPress={() => toast.success('출근 처리되었습니다.', { duration: sticky })}>
      알림 띄우기
    </Button>
  );
}

/**
 * Raised through useToast(): the host's polite live region, present (empty) from the start,
 * receives the message; the toast closes from the keyboard and its message leaves the region.
 */
export const CloseByKeyboard: Story = {
  render: () => <Raiser />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [polite, assertive] = canvas.getAllByRole('log');
    await expect(polite).toHaveAttribute('aria-live', 'polite');
    await expect(assertive).toHaveAttribute('aria-live', 'assertive');
    await expect(polite).toBeEmptyDOMElement();
    await expect(assertive).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: '알림 띄우기' }));
    await waitFor(() => expect(polite).toHaveTextContent('출근 처리되었습니다.'));
    await expect(assertive).toBeEmptyDOMElement();
    // The visible toast's code loads with the first toast (the announcement does not wait).
    const close = await canvas.findByRole('button', { name: '알림 닫기' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('listitem')).toBeNull());
    await expect(polite).toBeEmptyDOMElement();
  },
};
