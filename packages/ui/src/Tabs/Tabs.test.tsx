import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { Tabs } from './Tabs';
import { noticeTabs, tabsWithDisabled } from './tabsFixtures';

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs (APG tabs)', () => {
  it('renders a named tab list; the first tab is selected and its panel is labelled by it', () => {
    renderWithMaru(<Tabs aria-label="게시판" items={noticeTabs} />);
    expect(screen.getByRole('tablist', { name: '게시판' })).toBeInTheDocument();
    expect(tab('공지사항')).toHaveAttribute('aria-selected', 'true');
    expect(tab('공지사항')).toHaveAttribute('data-selected');
    expect(tab('사내 소식')).not.toHaveAttribute('data-selected');
    const panel = screen.getByRole('tabpanel', { name: '공지사항' });
    expect(panel).toHaveTextContent('이번 주 공지 3건');
    expect(tab('공지사항')).toHaveAttribute('aria-controls', panel.id);
  });

  it('APG: every tab has aria-controls naming its own panel, which exists (hidden until selected)', async () => {
    const user = userEvent.setup();
    const { container } = renderWithMaru(<Tabs aria-label="게시판" items={noticeTabs} />);
    const panelOf = (tabElement: HTMLElement) => {
      const id = tabElement.getAttribute('aria-controls') ?? '';
      return container.ownerDocument.getElementById(id);
    };
    const tabs = screen.getAllByRole('tab');
    const panels = tabs.map(panelOf);
    expect(new Set(panels).size).toBe(tabs.length);
    tabs.forEach((tabElement, index) => {
      const panel = panels[index];
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tabElement.id);
      expect(panel?.hidden).toBe(tabElement.getAttribute('aria-selected') !== 'true');
    });
    await user.click(tab('사내 소식'));
    expect(panelOf(tab('사내 소식'))).toBe(screen.getByRole('tabpanel', { name: '사내 소식' }));
    expect(panelOf(tab('공지사항'))?.hidden).toBe(true);
  });

  it('automatic activation: arrows move, select and wrap; Home and End jump', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithMaru(
      <Tabs aria-label="게시판" items={noticeTabs} onSelectionChange={onSelectionChange} />,
    );
    await user.tab();
    expect(tab('공지사항')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('사내 소식')).toHaveFocus();
    expect(tab('사내 소식')).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange).toHaveBeenLastCalledWith('news');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // Wraps from the last tab to the first.
    expect(tab('공지사항')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('경조사')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('공지사항')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('경조사')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('이번 달 경조사 2건');
  });

  it('manual activation: arrows only move focus; Enter or Space selects', async () => {
    const user = userEvent.setup();
    renderWithMaru(<Tabs aria-label="게시판" items={noticeTabs} keyboardActivation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('사내 소식')).toHaveFocus();
    expect(tab('공지사항')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(tab('사내 소식')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight} ');
    expect(tab('경조사')).toHaveAttribute('aria-selected', 'true');
  });

  it('disabled tabs are skipped by the arrows and cannot be selected', async () => {
    const user = userEvent.setup();
    renderWithMaru(<Tabs aria-label="게시판" items={tabsWithDisabled} />);
    expect(tab('사내 소식')).toHaveAttribute('aria-disabled', 'true');
    expect(tab('사내 소식')).toHaveAttribute('data-disabled');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('경조사')).toHaveFocus();
    await user.click(tab('사내 소식'));
    expect(tab('경조사')).toHaveAttribute('aria-selected', 'true');
  });

  it('uncontrolled: defaultSelectedKey picks the first selected tab', () => {
    renderWithMaru(<Tabs aria-label="게시판" items={noticeTabs} defaultSelectedKey="event" />);
    expect(tab('경조사')).toHaveAttribute('aria-selected', 'true');
  });

  it('controlled: selectedKey wins until the owner changes it', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const { unmount } = renderWithMaru(
      <Tabs
        aria-label="게시판"
        items={noticeTabs}
        selectedKey="news"
        onSelectionChange={onSelectionChange}
      />,
    );
    await user.click(tab('경조사'));
    expect(onSelectionChange).toHaveBeenCalledWith('event');
    expect(tab('사내 소식')).toHaveAttribute('aria-selected', 'true');
    unmount();

    function Owner() {
      const [key, setKey] = useState('notice');
      return (
        <Tabs aria-label="게시판" items={noticeTabs} selectedKey={key} onSelectionChange={setKey} />
      );
    }
    renderWithMaru(<Owner />);
    await user.click(tab('경조사'));
    expect(tab('경조사')).toHaveAttribute('aria-selected', 'true');
  });

  it('disabled: every tab is disabled', () => {
    renderWithMaru(<Tabs aria-label="게시판" items={noticeTabs} disabled />);
    for (const name of ['공지사항', '사내 소식', '경조사']) {
      expect(tab(name)).toHaveAttribute('aria-disabled', 'true');
    }
  });
});

describe('Tabs: the panel in the tab order (APG: focusable only while it holds nothing tabbable)', () => {
  const panel = () => screen.getByRole('tabpanel');

  it('a panel of text is a tab stop: Tab from the tab reaches the panel', async () => {
    const user = userEvent.setup();
    renderWithMaru(<Tabs aria-label="게시판" items={noticeTabs} />);
    expect(panel()).toHaveAttribute('tabindex', '0');
    await user.tab();
    await user.tab();
    expect(panel()).toHaveFocus();
  });

  it('a panel with a link is not: Tab from the tab goes straight to the link', async () => {
    const user = userEvent.setup();
    const items = [
      { key: 'notice', label: '공지사항', content: <a href="/board/1">이번 주 공지</a> },
      ...noticeTabs.slice(1),
    ];
    renderWithMaru(<Tabs aria-label="게시판" items={items} />);
    expect(panel()).not.toHaveAttribute('tabindex');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: '이번 주 공지' })).toHaveFocus();
    // The next tab's panel holds only text again.
    await user.click(tab('사내 소식'));
    expect(panel()).toHaveAttribute('tabindex', '0');
  });

  it('hidden, disabled and tabindex="-1" elements do not count', () => {
    const items = [
      {
        key: 'notice',
        label: '공지사항',
        content: (
          <>
            <a href="/board/1" hidden>
              숨은 링크
            </a>
            <button type="button" disabled>
              비활성
            </button>
            <span tabIndex={-1}>초점만</span>
          </>
        ),
      },
    ];
    renderWithMaru(<Tabs aria-label="게시판" items={items} />);
    expect(panel()).toHaveAttribute('tabindex', '0');
  });

  it('follows content that arrives or leaves after the panel is shown', async () => {
    let show: (shown: boolean) => void = () => undefined;
    function LoadingList() {
      const [shown, setShown] = useState(false);
      useEffect(() => {
        show = setShown;
      }, []);
      return shown ? <a href="/board/1">이번 주 공지</a> : <p>불러오는 중…</p>;
    }
    const items = [{ key: 'notice', label: '공지사항', content: <LoadingList /> }];
    renderWithMaru(<Tabs aria-label="게시판" items={items} />);
    expect(panel()).toHaveAttribute('tabindex', '0');
    show(true);
    await waitFor(() => expect(panel()).not.toHaveAttribute('tabindex'));
    show(false);
    await waitFor(() => expect(panel()).toHaveAttribute('tabindex', '0'));
  });

  it('decides again only after a change inside, at once, and its own write is no change', async () => {
    const items = [{ key: 'notice', label: '공지사항', content: <a href="/board/1">공지</a> }];
    renderWithMaru(<Tabs aria-label="게시판" items={items} />);
    const panelElement = panel();
    expect(panelElement).not.toHaveAttribute('tabindex');
    const walks = vi.spyOn(panelElement, 'querySelectorAll');
    screen.getByRole('link', { name: '공지' }).remove();
    // The observer's callback runs at the next microtask: no frame, no timer to wait for.
    await Promise.resolve();
    expect(panelElement).toHaveAttribute('tabindex', '0');
    const asked = walks.mock.calls.length;
    expect(asked).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(walks.mock.calls.length).toBe(asked);
    walks.mockRestore();
  });
});
