import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MaruProvider } from '../intl/MaruProvider';
import { renderWithMaru } from '../test-utils';
import { CommandPalette } from './CommandPalette';
import type { CommandPaletteProps } from './CommandPalette';
import { sampleCommands, sampleGroups, sampleMembers } from './paletteFixtures';

function renderPalette(props: Partial<CommandPaletteProps> = {}) {
  const onSelect = vi.fn();
  const onOpenChange = vi.fn();
  const view = renderWithMaru(
    <CommandPalette
      defaultOpen
      groups={sampleGroups}
      commands={sampleCommands}
      onSelect={onSelect}
      onOpenChange={onOpenChange}
      {...props}
    />,
  );
  return { ...view, onSelect, onOpenChange };
}

const dialog = () => screen.getByRole('dialog', { name: '빠른 검색' });
const input = () => screen.getByRole('combobox', { name: '검색어' });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const activeOption = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

/*
 * No layout mocks: jsdom measures every element as 0 px, and the list draws its rows anyway,
 * since its window is computed against the full list height rather than measured (PaletteList).
 */
describe('CommandPalette', () => {
  it('spec 01 §2: is a modal dialog (APG: aria-modal) holding a combobox that takes focus', () => {
    renderPalette();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveAttribute('maxLength', '100');
  });

  it('spec 01 §4: typing filters; the first valid item is auto-selected; groups in caller order', async () => {
    const user = userEvent.setup();
    renderPalette();
    await user.type(input(), '근태');
    await waitFor(() =>
      expect(optionNames()).toEqual(['근무 시간 현황인사 › 근태', '휴가 신청인사 › 근태']),
    );
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    // Sorted by name within the menu group: 근무 before 휴가.
    expect(activeOption()).toHaveTextContent('근무 시간 현황');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    expect(activeOption()).toHaveAccessibleDescription('인사');
  });

  it('ㄱㅅ finds 검색 (Hangul initials)', async () => {
    const user = userEvent.setup();
    renderPalette();
    await user.type(input(), 'ㅌㅎㄱㅅ');
    await waitFor(() => expect(optionNames()).toEqual(['통합 검색커뮤니티 › 검색']));
  });

  it('spec 01 §4: arrows move, skipping the disabled item; Enter selects and closes', async () => {
    const user = userEvent.setup();
    const { onSelect, onOpenChange } = renderPalette();
    await user.type(input(), '인사');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(activeOption()).toHaveTextContent('근무 시간 현황');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('휴가 신청');
    // 급여 명세서 is disabled: ArrowDown stays.
    expect(screen.getByRole('option', { name: /급여 명세서/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('휴가 신청');
    await user.keyboard('{Control>}p{/Control}');
    expect(activeOption()).toHaveTextContent('근무 시간 현황');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(sampleCommands.find((c) => c.id === 'hr-hours'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('spec 01 §9: selection is throttled to once a second', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderPalette({ closeOnSelect: false });
    await user.type(input(), '휴가');
    await waitFor(() => expect(activeOption()).toHaveTextContent('휴가 신청'));
    await user.keyboard('{Enter}{Enter}');
    await user.click(screen.getByRole('option', { name: /휴가 신청/ }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('issue 5 IME: Enter and arrows during a composition select and move nothing', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderPalette();
    await user.type(input(), '인사');
    await waitFor(() => expect(activeOption()).toHaveTextContent('근무 시간 현황'));
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input(), { key: 'ArrowDown', keyCode: 229 });
    fireEvent.compositionStart(input());
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(onSelect).not.toHaveBeenCalled();
    expect(activeOption()).toHaveTextContent('근무 시간 현황');
    expect(dialog()).toBeInTheDocument();
    fireEvent.compositionEnd(input());
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(activeOption()).toHaveTextContent('휴가 신청');
  });

  it('spec 01 §2: Esc closes the palette', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderPalette();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('spec 01 §2: a search-all entry follows the results while a query is present', async () => {
    const user = userEvent.setup();
    const onSearchAll = vi.fn();
    renderPalette({ onSearchAll });
    await user.type(input(), '  공지 ');
    await waitFor(() => expect(optionNames()).toContain('‘공지’ 전체 검색'));
    await user.keyboard('{End}{Enter}');
    expect(onSearchAll).toHaveBeenCalledWith('공지');
  });

  it('spec 01 §5: async sources are asked with the trimmed query; members list first', async () => {
    const user = userEvent.setup();
    const search = vi.fn(async (query: string) =>
      sampleMembers.filter((member) => member.label.includes(query)),
    );
    renderPalette({ search });
    await user.type(input(), ' 김 ');
    await waitFor(() =>
      expect(optionNames()).toEqual(['김철수개발팀 · 책임', '김민수영업팀 · 선임']),
    );
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toBe('김');
  });

  it('spec 01 §4: the empty state shows after the delay; the live region says so', async () => {
    const user = userEvent.setup();
    renderPalette();
    await user.type(input(), 'zzzz');
    expect(
      screen.queryByText('검색 결과가 없습니다', { selector: 'p, div, h2, h3, span' }),
    ).toBeNull();
    await waitFor(() =>
      expect(within(dialog()).getAllByText('검색 결과가 없습니다').length).toBeGreaterThan(0),
    );
  });

  it('spec 01 §5: clearing the query clears the results', async () => {
    const user = userEvent.setup();
    renderPalette();
    await user.type(input(), '공지');
    await waitFor(() => expect(optionNames()).toHaveLength(1));
    await user.clear(input());
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('the results list stays mounted while open, hidden without rows (no keystroke mounts it)', async () => {
    const user = userEvent.setup();
    renderPalette();
    await user.type(input(), '공지');
    await waitFor(() => expect(optionNames()).toHaveLength(1));
    const listbox = screen.getByRole('listbox');
    await user.clear(input());
    expect(listbox).toBeInTheDocument();
    expect(listbox).not.toBeVisible();
    expect(input()).not.toHaveAttribute('aria-controls');
    await user.type(input(), '근태');
    await waitFor(() => expect(screen.getByRole('listbox')).toBe(listbox));
    expect(input()).toHaveAttribute('aria-controls', listbox.id);
  });

  it('a keystroke updates the search-all text at once and leaves the rows until results arrive', async () => {
    const user = userEvent.setup();
    const renderCommand = vi.fn((command: { label: string }) => command.label);
    renderPalette({ renderCommand, onSearchAll: vi.fn() });
    await user.type(input(), '근');
    await waitFor(() => expect(optionNames()).toContain('휴가 신청'));
    const rendered = renderCommand.mock.calls.length;
    await user.type(input(), '태');
    // The rows wait for the filter (50 ms) and the list render (100 ms); the entry does not.
    expect(screen.getByRole('option', { name: '‘근태’ 전체 검색' })).toBeInTheDocument();
    expect(renderCommand).toHaveBeenCalledTimes(rendered);
  });

  it('controlled query: shows the given query and reports typing', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [query, setQuery] = useState('결재');
      return (
        <CommandPalette
          defaultOpen
          groups={sampleGroups}
          commands={sampleCommands}
          onSelect={() => undefined}
          query={query}
          onQueryChange={setQuery}
        />
      );
    }
    renderWithMaru(<Controlled />);
    expect(input()).toHaveValue('결재');
    // The path 전자결재 › 기안 matches too; menus are sorted by name.
    await waitFor(() =>
      expect(optionNames()).toEqual([
        '결재 대기 문서전자결재 › 결재함',
        '기안 작성전자결재 › 기안',
      ]),
    );
    await user.clear(input());
    await user.type(input(), '기안');
    await waitFor(() => expect(optionNames()).toEqual(['기안 작성전자결재 › 기안']));
  });

  it('controlled open state: closed renders nothing, open renders the dialog', () => {
    const { rerender } = renderWithMaru(
      <CommandPalette isOpen={false} groups={sampleGroups} onSelect={() => undefined} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <MaruProvider locale="ko">
        <CommandPalette isOpen groups={sampleGroups} onSelect={() => undefined} />
      </MaruProvider>,
    );
    expect(dialog()).toBeInTheDocument();
  });

  it('spec 01 §2: the logo links home and the footer links to all results for the query', async () => {
    const user = userEvent.setup();
    renderPalette({ allResultsHref: (query) => `/search?keyword=${encodeURIComponent(query)}` });
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    await user.type(input(), '공지');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '모든 결과 보기' })).toHaveAttribute(
        'href',
        `/search?keyword=${encodeURIComponent('공지')}`,
      ),
    );
  });

  it('spec 01 §2: shows the keyboard hints', () => {
    renderPalette();
    const hints = screen.getByRole('list', { name: '키보드 사용법' });
    expect(
      within(hints)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Enter선택', '↑ ↓이동', 'Esc닫기']);
  });

  it('speaks English when the locale is en', async () => {
    renderWithMaru(
      <CommandPalette defaultOpen groups={sampleGroups} onSelect={() => undefined} />,
      'en',
    );
    expect(screen.getByRole('dialog', { name: 'Quick search' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search' })).toBeInTheDocument();
    await act(async () => undefined);
  });
});
