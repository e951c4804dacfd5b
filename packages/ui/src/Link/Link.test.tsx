import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { Link } from './Link';

const origin = 'https://portal.maru.test';

describe('Link', () => {
  it('internal path: a link in the same tab, no target or rel', () => {
    renderWithMaru(
      <Link href="/news/12" origin={origin}>
        공지사항
      </Link>,
    );
    const link = screen.getByRole('link', { name: '공지사항' });
    expect(link).toHaveAttribute('href', '/news/12');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
    expect(link).not.toHaveAttribute('data-external');
  });

  it('external http(s) link: new tab with noopener noreferrer and a new-tab hint in the name', () => {
    renderWithMaru(
      <Link href="https://www.example.com/help" origin={origin}>
        도움말
      </Link>,
    );
    const link = screen.getByRole('link', { name: '도움말 (새 탭에서 열림)' });
    expect(link).toHaveAttribute('href', 'https://www.example.com/help');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('data-external');
  });

  it('the new-tab hint comes from the active locale and can be overridden', () => {
    const { unmount } = renderWithMaru(
      <Link href="https://example.com" origin={origin}>
        Help
      </Link>,
      'en',
    );
    expect(screen.getByRole('link', { name: 'Help (opens in a new tab)' })).toBeInTheDocument();
    unmount();
    renderWithMaru(
      <Link href="https://example.com" origin={origin} newTabHint="(외부 사이트)">
        도움말
      </Link>,
    );
    expect(screen.getByRole('link', { name: '도움말 (외부 사이트)' })).toBeInTheDocument();
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.test', null])(
    'a URL that does not resolve (%s) renders plain text, never an anchor',
    (href) => {
      const { container } = renderWithMaru(
        <Link href={href} origin={origin}>
          위험한 링크
        </Link>,
      );
      expect(screen.queryByRole('link')).toBeNull();
      expect(container.querySelector('a')).toBeNull();
      expect(container.querySelector('[href]')).toBeNull();
      expect(screen.getByText('위험한 링크')).toHaveAttribute('data-unresolved');
    },
  );

  it('is reached with Tab (keyboard)', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <Link href="/home" origin={origin}>
        홈
      </Link>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: '홈' })).toHaveFocus();
  });

  it('onNavigate: a plain click on an internal link navigates client-side with the resolved href', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const onClick = vi.fn();
    renderWithMaru(
      <Link href="/a/../news" origin={origin} onNavigate={onNavigate} onClick={onClick}>
        뉴스
      </Link>,
    );
    await user.click(screen.getByRole('link', { name: '뉴스' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith('/news');
  });

  it('onNavigate: modifier clicks, a cancelling onClick, and external links keep the browser behaviour', () => {
    const onNavigate = vi.fn();
    renderWithMaru(
      <>
        <Link href="/news" origin={origin} onNavigate={onNavigate}>
          뉴스
        </Link>
        <Link
          href="/board"
          origin={origin}
          onNavigate={onNavigate}
          onClick={(event) => event.preventDefault()}
        >
          게시판
        </Link>
        <Link href="https://example.com" origin={origin} onNavigate={onNavigate}>
          외부
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: '뉴스' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: '뉴스' }), { metaKey: true });
    fireEvent.click(screen.getByRole('link', { name: '게시판' }));
    fireEvent.click(screen.getByRole('link', { name: /외부/ }));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('forwards plain anchor attributes and the tone as data-tone', () => {
    renderWithMaru(
      <Link href="/x" origin={origin} tone="subtle" title="설명" data-testid="l">
        링크
      </Link>,
    );
    const link = screen.getByTestId('l');
    expect(link).toHaveAttribute('title', '설명');
    expect(link).toHaveAttribute('data-tone', 'subtle');
  });
});
