import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { MenuButton } from './MenuButton';
import { actionItems, nestedItems, sectionItems } from './menuFixtures';
import { disabledKeysOf, findMenuItem, isMenuSection, menuDepth } from './menuItems';

const origin = 'http://portal.test';

function renderMenu(props: Partial<Parameters<typeof MenuButton>[0]> = {}) {
  const onAction = vi.fn();
  const user = userEvent.setup();
  renderWithMaru(
    <MenuButton label="작업" items={actionItems} onAction={onAction} origin={origin} {...props} />,
  );
  const button = screen.getByRole('button', { name: '작업' });
  return { user, onAction, button };
}

async function focusButton(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  await user.tab();
  expect(button).toHaveFocus();
}

describe('menu items (pure)', () => {
  it('tells sections from items', () => {
    expect(sectionItems.every(isMenuSection)).toBe(true);
    expect(actionItems.some(isMenuSection)).toBe(false);
  });
  it('collects the disabled keys of one level, inside sections too', () => {
    expect(disabledKeysOf(actionItems)).toEqual(['move']);
    expect(
      disabledKeysOf([{ key: 's', items: [{ key: 'x', label: 'x', disabled: true }] }]),
    ).toEqual(['x']);
    expect(disabledKeysOf(nestedItems)).toEqual([]);
  });
  it('measures the depth of the tree (three levels for the mega-menu)', () => {
    expect(menuDepth(actionItems)).toBe(1);
    expect(menuDepth(nestedItems)).toBe(3);
  });
  it('finds an item anywhere in the tree', () => {
    expect(findMenuItem(nestedItems, 'attendance-team')?.label).toBe('팀 근태');
    expect(findMenuItem(sectionItems, 'logout')?.label).toBe('로그아웃');
    expect(findMenuItem(nestedItems, 'nope')).toBeUndefined();
  });
});

describe('MenuButton (APG menu button)', () => {
  it('is a collapsed menu button while closed', () => {
    const { button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Enter opens the menu with focus on the first item', async () => {
    const { user, button } = renderMenu();
    await focusButton(user, button);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: '수정' })).toHaveFocus();
  });

  it('Space and ArrowDown open on the first item, ArrowUp on the last', async () => {
    const { user, button } = renderMenu();
    await focusButton(user, button);
    await user.keyboard(' ');
    expect(screen.getByRole('menuitem', { name: '수정' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '수정' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: '삭제' })).toHaveFocus();
  });

  it('arrows move and wrap, skipping disabled items; Home and End jump', async () => {
    const { user, button } = renderMenu();
    await focusButton(user, button);
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '복사' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    // 이동 is disabled and skipped.
    expect(screen.getByRole('menuitem', { name: '삭제' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '수정' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: '삭제' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: '수정' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: '삭제' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: '이동' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('type-ahead moves to the item starting with the typed text', async () => {
    const { user, button } = renderMenu();
    await focusButton(user, button);
    await user.keyboard('{ArrowDown}');
    await user.keyboard('삭');
    expect(screen.getByRole('menuitem', { name: '삭제' })).toHaveFocus();
  });

  it('Enter activates an item: onAction(key), the menu closes, focus returns to the button', async () => {
    const { user, button, onAction } = renderMenu();
    await focusButton(user, button);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('copy');
    expect(screen.queryByRole('menu')).toBeNull();
    // react-aria restores focus in the next animation frame.
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('disabled items are never activated', async () => {
    const { user, button, onAction } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: '이동' }));
    expect(onAction).not.toHaveBeenCalled();
  });

  it('Esc closes the menu and returns focus to the button', async () => {
    const { user, button } = renderMenu();
    await focusButton(user, button);
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    // react-aria's FocusScope restores focus on the next animation frame.
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('APG: Tab closes the menu, submenus too, and moves on from the button; Shift+Tab goes before it', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <>
        <button type="button">앞</button>
        <MenuButton label="작업" items={nestedItems} origin={origin} />
        <button type="button">뒤</button>
      </>,
    );
    const button = screen.getByRole('button', { name: '작업' });
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('menuitem', { name: '전자결재' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: '뒤' })).toHaveFocus();
    button.focus();
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: '앞' })).toHaveFocus();
    // Focus stays where Tab put it (react-aria restores focus only when it was lost).
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('button', { name: '앞' })).toHaveFocus();
  });

  it('a disabled menu button does not open', async () => {
    const { user, button } = renderMenu({ disabled: true });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('controlled: follows `open` and reports changes through onOpenChange', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <MenuButton
          label="작업"
          items={actionItems}
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        />
      );
    }
    const user = userEvent.setup();
    renderWithMaru(<Controlled />);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('uncontrolled: defaultOpen renders the menu open first', () => {
    renderWithMaru(<MenuButton label="작업" items={actionItems} defaultOpen />);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('sections: headings name their groups and a separator divides them', async () => {
    const { user, button } = renderMenu({ items: sectionItems });
    await user.click(button);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('group', { name: '내 정보' })).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: '도움말' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('separator')).toHaveLength(1);
  });

  it('links pass through resolveHref: internal paths and http(s) only', async () => {
    const { user, button } = renderMenu({ items: sectionItems });
    await user.click(button);
    const profile = screen.getByRole('menuitem', { name: '프로필' });
    expect(profile.tagName).toBe('A');
    expect(profile).toHaveAttribute('href', '/profile');
    expect(profile).not.toHaveAttribute('target');
    // javascript: never becomes a link; the item stays a plain action.
    const unsafe = screen.getByRole('menuitem', { name: '스크립트 링크' });
    expect(unsafe.tagName).not.toBe('A');
    expect(unsafe).not.toHaveAttribute('href');
  });

  it('external links open in a new tab with noopener noreferrer and say so', async () => {
    const { user, button } = renderMenu({ items: sectionItems });
    await user.click(button);
    const guide = screen.getByRole('menuitem', { name: '사용 안내 (새 탭에서 열림)' });
    expect(guide).toHaveAttribute('href', 'https://help.example.com/guide');
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('internal links navigate through onNavigate and report onAction', async () => {
    const onNavigate = vi.fn();
    const { user, button, onAction } = renderMenu({ items: sectionItems, onNavigate });
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: '환경 설정' }));
    expect(onNavigate).toHaveBeenCalledWith('/settings', undefined);
    expect(onAction).toHaveBeenCalledWith('settings');
  });

  it('icon-only: named by the built-in "more actions" text in each locale', () => {
    const { unmount } = renderWithMaru(<MenuButton items={actionItems} />);
    expect(screen.getByRole('button', { name: '더 보기' })).toBeInTheDocument();
    unmount();
    renderWithMaru(<MenuButton items={actionItems} />, 'en');
    expect(screen.getByRole('button', { name: 'More actions' })).toBeInTheDocument();
  });
});

describe('MenuButton submenus (three levels)', () => {
  it('ArrowRight opens a submenu on its first item; ArrowLeft closes it back to the parent item', async () => {
    const { user, button } = renderMenu({ items: nestedItems });
    await focusButton(user, button);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const work = screen.getByRole('menuitem', { name: '업무' });
    expect(work).toHaveFocus();
    expect(work).toHaveAttribute('aria-haspopup', 'menu');
    expect(work).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowRight}');
    expect(work).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: '전자결재' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByRole('menuitem', { name: '전자결재' })).toBeNull();
    expect(work).toHaveFocus();
  });

  it('Enter opens a submenu; a third level opens and Esc closes one level at a time', async () => {
    const { user, button, onAction } = renderMenu({ items: nestedItems });
    await focusButton(user, button);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('menuitem', { name: '전자결재' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('menuitem', { name: '내 근태' })).toHaveFocus();
    expect(screen.getAllByRole('menu')).toHaveLength(3);
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('menu')).toHaveLength(2);
    expect(screen.getByRole('menuitem', { name: '근태' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('attendance-team');
    // Activating a leaf closes the whole tree and focus returns to the button.
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('submenus are labelled by their trigger item', async () => {
    const { user, button } = renderMenu({ items: nestedItems });
    await focusButton(user, button);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('menu', { name: '업무' })).toBeInTheDocument();
    await user.keyboard('{Escape}{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
  });
});

describe('menu language', () => {
  it('menus and submenus carry the active locale as lang, although portalled out of the app (ja)', async () => {
    const user = userEvent.setup();
    renderWithMaru(<MenuButton label="メニュー" items={nestedItems} origin={origin} />, 'ja');
    await user.tab();
    expect(screen.getByRole('button', { name: 'メニュー' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    const menus = await screen.findAllByRole('menu');
    expect(menus).toHaveLength(2);
    // The nearest lang decides CJK glyphs and the screen reader's voice.
    for (const menu of menus) expect(menu.closest('[lang]')).toHaveAttribute('lang', 'ja');
  });
});
