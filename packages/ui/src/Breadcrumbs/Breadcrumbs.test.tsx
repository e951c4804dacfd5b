import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { label: '홈', href: '/' },
  { label: '게시판', href: '/board' },
  { label: '공지사항', href: '/board/notice' },
];

describe('Breadcrumbs', () => {
  it('is a navigation landmark named from intl, with an ordered list', () => {
    renderWithMaru(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: '현재 위치' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it.each([
    ['en', 'Breadcrumb'],
    ['ja', 'パンくずリスト'],
    ['zh', '面包屑导航'],
  ] as const)('the landmark name in %s is %s', (locale, name) => {
    renderWithMaru(<Breadcrumbs items={items} />, locale);
    expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
  });

  it('the last item is the current page: aria-current="page" and not a link', () => {
    renderWithMaru(<Breadcrumbs items={items} />);
    const current = screen.getByText('공지사항');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: '공지사항' })).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/board',
    ]);
  });

  it('links go through resolveHref: an unsafe or missing href is plain text', () => {
    renderWithMaru(
      <Breadcrumbs
        items={[
          { label: '홈', href: 'javascript:alert(1)' },
          { label: '분류' },
          { label: '현재', href: '/x' },
        ]}
      />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('홈')).toHaveAttribute('data-unresolved');
  });

  it('keyboard: Tab walks the links in order; Enter navigates client-side', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderWithMaru(<Breadcrumbs items={items} onNavigate={onNavigate} />);
    await user.tab();
    expect(screen.getByRole('link', { name: '홈' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: '게시판' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/board');
  });

  it('accepts a custom landmark label', () => {
    renderWithMaru(<Breadcrumbs items={items} label="게시판 위치" />);
    expect(screen.getByRole('navigation', { name: '게시판 위치' })).toBeInTheDocument();
  });
});
