import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MaruProvider } from '../intl/MaruProvider';
import { renderWithMaru } from '../test-utils';
import { Banner } from './Banner';
import { FreeTrialBanner } from './FreeTrialBanner';
import { parseCalendarDate } from './parseCalendarDate';

describe('Banner', () => {
  it('is a region named by its tone, with the tone as data-tone', () => {
    renderWithMaru(<Banner tone="warning">점검 예정</Banner>);
    const region = screen.getByRole('region', { name: '주의' });
    expect(region).toHaveAttribute('data-tone', 'warning');
    expect(region).toHaveTextContent('점검 예정');
  });

  it('defaults to info and accepts a custom label', () => {
    renderWithMaru(<Banner label="체험 안내">내용</Banner>);
    expect(screen.getByRole('region', { name: '체험 안내' })).toHaveAttribute('data-tone', 'info');
  });

  it('uncontrolled: the close button (named from intl) hides it and calls onClose and onOpenChange', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onOpenChange = vi.fn();
    renderWithMaru(
      <Banner onClose={onClose} onOpenChange={onOpenChange}>
        내용
      </Banner>,
    );
    await user.click(screen.getByRole('button', { name: '배너 닫기' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes by keyboard: Tab to the close button, Enter', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithMaru(<Banner onClose={onClose}>내용</Banner>, 'en');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close banner' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('controlled: stays open until the owner changes `open`', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithMaru(
      <Banner open onClose={onClose}>
        내용
      </Banner>,
    );
    await user.click(screen.getByRole('button', { name: '배너 닫기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region')).toBeInTheDocument();
  });

  it('controlled by state: the owner hides it on close', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [open, setOpen] = useState(true);
      return (
        <Banner open={open} onOpenChange={setOpen}>
          내용
        </Banner>
      );
    }
    renderWithMaru(<Owner />);
    await user.click(screen.getByRole('button', { name: '배너 닫기' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('defaultOpen=false renders nothing; closable=false has no close button', () => {
    const { unmount } = renderWithMaru(<Banner defaultOpen={false}>숨김</Banner>);
    expect(screen.queryByText('숨김')).toBeNull();
    unmount();
    renderWithMaru(<Banner closable={false}>고정</Banner>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Banner focus after closing (WCAG 2.4.3)', () => {
  it('moves focus to the next tabbable element after the banner', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <>
        <button type="button">앞</button>
        <Banner>내용</Banner>
        <p>본문</p>
        <button type="button" disabled>
          비활성
        </button>
        <button type="button">다음</button>
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '배너 닫기' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('button', { name: '다음' })).toHaveFocus();
  });

  it('moves focus to returnFocusRef when given', async () => {
    const user = userEvent.setup();
    function Page() {
      const heading = useRef<HTMLHeadingElement>(null);
      return (
        <>
          <h1 ref={heading} tabIndex={-1}>
            제목
          </h1>
          <Banner returnFocusRef={heading}>내용</Banner>
          <button type="button">다음</button>
        </>
      );
    }
    renderWithMaru(<Page />);
    await user.click(screen.getByRole('button', { name: '배너 닫기' }));
    expect(screen.getByRole('heading', { name: '제목' })).toHaveFocus();
  });

  it('falls back to the main landmark when nothing tabbable follows', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <main>
        <Banner>내용</Banner>
        <p>본문</p>
      </main>,
    );
    await user.tab();
    await user.keyboard(' ');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('falls back to the last tabbable element before it when there is no main', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <>
        <a href="/home">처음</a>
        <Banner>내용</Banner>
      </>,
    );
    await user.click(screen.getByRole('button', { name: '배너 닫기' }));
    expect(screen.getByRole('link', { name: '처음' })).toHaveFocus();
  });

  it('moves focus when a controlled owner hides it, but not while it stays open', async () => {
    const user = userEvent.setup();
    function Owner({ obey }: { obey: boolean }) {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Banner open={open} onOpenChange={(next) => obey && setOpen(next)}>
            내용
          </Banner>
          <button type="button">다음</button>
        </>
      );
    }
    const { unmount } = renderWithMaru(<Owner obey={false} />);
    await user.click(screen.getByRole('button', { name: '배너 닫기' }));
    expect(screen.getByRole('button', { name: '배너 닫기' })).toHaveFocus();
    unmount();
    renderWithMaru(<Owner obey />);
    await user.click(screen.getByRole('button', { name: '배너 닫기' }));
    expect(screen.getByRole('button', { name: '다음' })).toHaveFocus();
  });

  it('does not take focus when it closes while focus is elsewhere', () => {
    function Owner({ open }: { open: boolean }) {
      return (
        <>
          <input aria-label="검색" />
          <Banner open={open}>내용</Banner>
          <button type="button">다음</button>
        </>
      );
    }
    const { rerender } = renderWithMaru(<Owner open />);
    const search = screen.getByRole('textbox', { name: '검색' });
    search.focus();
    rerender(
      <MaruProvider>
        <Owner open={false} />
      </MaruProvider>,
    );
    expect(search).toHaveFocus();
  });

  it('draws the icon mark without hard-coded colours', () => {
    const { container } = renderWithMaru(<Banner tone="warning">내용</Banner>);
    for (const node of container.querySelectorAll('svg *')) {
      expect(node.getAttribute('stroke') ?? 'currentColor').toBe('currentColor');
      expect(node.getAttribute('fill') ?? 'currentColor').toMatch(/^(currentColor|none)$/);
    }
  });
});

describe('FreeTrialBanner', () => {
  it.each([
    ['ko', '무료 체험 기간이 2025년 7월 31일에 종료됩니다.', '정식 사용 신청하기'],
    ['en', 'Your free trial ends on July 31, 2025.', 'Request a subscription'],
    ['ja', '無料トライアルは2025年7月31日に終了します。', '正式利用を申し込む'],
    ['zh', '免费试用将于2025年7月31日结束。', '申请正式使用'],
  ] as const)(
    'in %s: the expiry date formatted with Intl in the active locale and the request link',
    (locale, message, request) => {
      renderWithMaru(<FreeTrialBanner expiresAt="2025-07-31" requestHref="/subscribe" />, locale);
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: request })).toHaveAttribute('href', '/subscribe');
    },
  );

  it('the request link goes through resolveHref: a javascript: URL becomes plain text', () => {
    renderWithMaru(
      <FreeTrialBanner expiresAt={new Date(2025, 6, 31)} requestHref="javascript:alert(1)" />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('정식 사용 신청하기')).toHaveAttribute('data-unresolved');
  });

  it('an external request link opens in a new tab', () => {
    renderWithMaru(
      <FreeTrialBanner expiresAt="2025-07-31" requestHref="https://sales.example.com/" />,
    );
    expect(screen.getByRole('link', { name: /정식 사용 신청하기/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('is closable with onClose like any banner', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithMaru(
      <FreeTrialBanner expiresAt="2025-07-31" requestHref="/subscribe" onClose={onClose} />,
    );
    await user.click(screen.getByRole('button', { name: '배너 닫기' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('parseCalendarDate', () => {
  it('a date-only string is that calendar day in local time', () => {
    const date = parseCalendarDate('2025-07-31');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2025, 6, 31]);
  });
  it('rejects impossible days and garbage', () => {
    expect(parseCalendarDate('2025-02-30')).toBeNull();
    expect(parseCalendarDate('2025-02-29')).toBeNull();
    expect(parseCalendarDate('2024-02-29')?.getDate()).toBe(29);
    expect(parseCalendarDate('soon')).toBeNull();
    expect(parseCalendarDate(new Date(Number.NaN))).toBeNull();
  });
  it('accepts full ISO timestamps and Date objects', () => {
    expect(parseCalendarDate('2025-07-31T09:00:00.000Z')?.toISOString()).toBe(
      '2025-07-31T09:00:00.000Z',
    );
    const date = new Date(2025, 0, 1);
    expect(parseCalendarDate(date)).toBe(date);
  });
});
