import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Banner } from './Banner';
import { FreeTrialBanner } from './FreeTrialBanner';

const meta = {
  title: 'ui/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    children: '오늘 22:00부터 23:00까지 시스템 점검으로 일부 기능을 사용할 수 없습니다.',
    onClose: fn(),
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { tone: 'info' } };

export const Warning: Story = {
  args: { tone: 'warning', children: '비밀번호가 7일 후 만료됩니다. 지금 변경해 주세요.' },
};

export const NotClosable: Story = { args: { closable: false } };

export const WithAction: Story = {
  args: {
    tone: 'warning',
    children: '결재 대기 문서가 3건 있습니다.',
    actions: <a href="#approvals">결재함으로 이동</a>,
  },
};

/** Tab reaches the close button (named "배너 닫기"); Enter closes the banner and calls onClose. */
export const CloseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '안내' })).toBeVisible();
    await userEvent.tab();
    const close = canvas.getByRole('button', { name: '배너 닫기' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** Space activates the close button too (APG button). */
export const CloseBySpace: Story = {
  args: { tone: 'warning' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/**
 * After closing, focus is not dropped to the page (WCAG 2.4.3): it moves to the next tabbable
 * element after the banner (or `returnFocusRef`, or the `main` landmark).
 */
export const FocusMovesOnClose: Story = {
  render: (args) => (
    <>
      <Banner {...args} />
      <p>오늘의 근태 현황을 확인하세요.</p>
      <Button variant="secondary">근태 현황 보기</Button>
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '배너 닫기' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.getByRole('button', { name: '근태 현황 보기' })).toHaveFocus();
  },
};

const trial = { expiresAt: '2025-07-31', requestHref: '/subscribe' } as const;

/** The free-trial preset: the request link, then the close button, in Tab order. */
export const FreeTrial: Story = {
  render: (args) => <FreeTrialBanner {...trial} onClose={args.onClose} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('무료 체험 기간이 2025년 7월 31일에 종료됩니다.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '정식 사용 신청하기' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '배너 닫기' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const FreeTrialEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <FreeTrialBanner {...trial} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your free trial ends on July 31, 2025.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close banner' })).toBeVisible();
  },
};

export const FreeTrialJapanese: Story = {
  globals: { locale: 'ja' },
  render: () => <FreeTrialBanner {...trial} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('無料トライアルは2025年7月31日に終了します。'),
    ).toBeVisible();
  },
};

export const FreeTrialChinese: Story = {
  globals: { locale: 'zh' },
  render: () => <FreeTrialBanner {...trial} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('免费试用将于2025年7月31日结束。')).toBeVisible();
  },
};

/** The warning tone with an external request link (new tab, noopener). */
export const FreeTrialWarningExternal: Story = {
  render: () => (
    <FreeTrialBanner
      tone="warning"
      expiresAt="2025-07-31"
      requestHref="https://sales.example.com/"
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: '정식 사용 신청하기 (새 탭에서 열림)' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
