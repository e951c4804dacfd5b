import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { SortableGrid } from './SortableGrid';
import type { SortableGridItem, SortableGridProps } from './SortableGrid';
import type { SortableLists } from './sortableModel';

const item = (key: string): SortableGridItem => ({ key, label: `메뉴 ${key}` });
const specs = [
  { id: 'shortcut', label: '바로가기' },
  { id: 'panel', label: '패널' },
];
/** 7 shortcuts (rows a-e, f-g) and 2 panel items. */
const start: SortableLists<SortableGridItem> = {
  shortcut: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(item),
  panel: ['p', 'q'].map(item),
};

function renderGrid(props: Partial<SortableGridProps<SortableGridItem>> = {}) {
  const onChange = vi.fn();
  const result = renderWithMaru(
    <SortableGrid lists={specs} defaultValue={start} onChange={onChange} {...props} />,
  );
  return { onChange, ...result };
}

const list = (name: string) => screen.getByRole('listbox', { name });
const names = (name: string) =>
  within(list(name))
    .getAllByRole('option')
    .map((option) => option.textContent);
const option = (name: string) => screen.getByRole('option', { name });
function live() {
  const region = document.querySelector('[data-sortable-live]');
  if (!region) throw new Error('no live region');
  expect(region).toHaveAttribute('aria-live', 'assertive');
  return region;
}
const keys = (lists: SortableLists<SortableGridItem>, id: string) =>
  (lists[id] ?? []).map((entry) => entry.key);

afterEach(() => vi.restoreAllMocks());

describe('SortableGrid rendering', () => {
  it('shows each list as a listbox named by its heading, items as options in order', () => {
    renderGrid();
    expect(names('바로가기')).toEqual(start.shortcut?.map((entry) => entry.label));
    expect(names('패널')).toEqual(['메뉴 p', '메뉴 q']);
    expect(option('메뉴 a')).toHaveAccessibleDescription(/Space나 Enter로 들어 올리고/);
  });

  it('spec 02 §2: one tab stop per list (roving tabindex); arrows move focus in a grid of 5', async () => {
    const user = userEvent.setup();
    renderGrid();
    const stops = screen.getAllByRole('option').filter((entry) => entry.tabIndex === 0);
    expect(stops.map((entry) => entry.textContent)).toEqual(['메뉴 a', '메뉴 p']);
    await user.tab();
    expect(option('메뉴 a')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(option('메뉴 f')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(option('메뉴 b')).toHaveFocus();
    await user.keyboard('{End}');
    expect(option('메뉴 g')).toHaveFocus();
    expect(option('메뉴 g')).toHaveAttribute('tabindex', '0');
    await user.tab();
    expect(option('메뉴 p')).toHaveFocus();
  });

  it('an empty list shows its empty text (built-in, or the one given)', () => {
    renderGrid({ defaultValue: { shortcut: start.shortcut ?? [], panel: [] } });
    expect(screen.getByText('항목이 없습니다. 여기로 끌어다 놓을 수 있습니다.')).toBeVisible();
    renderGrid({
      lists: [{ id: 'panel', label: '패널', emptyText: '즐겨찾기를 추가하세요' }],
      defaultValue: {},
    });
    expect(screen.getByText('즐겨찾기를 추가하세요')).toBeVisible();
  });
});

describe('SortableGrid keyboard moves', () => {
  it('spec 02 §4: reorders within a list: Space picks up, arrows carry, Enter drops (announced)', async () => {
    const user = userEvent.setup();
    const { onChange } = renderGrid();
    await user.click(option('메뉴 a'));
    await user.keyboard(' ');
    expect(option('메뉴 a')).toHaveAttribute('aria-selected', 'true');
    expect(live()).toHaveTextContent(
      '메뉴 a 항목을 들어 올렸습니다. 바로가기, 7개 중 1번째. 화살표 키로 옮기세요.',
    );
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(names('바로가기').slice(0, 3)).toEqual(['메뉴 b', '메뉴 c', '메뉴 a']);
    expect(option('메뉴 a')).toHaveFocus();
    expect(live()).toHaveTextContent('바로가기, 7개 중 3번째');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    const [lists, move] = onChange.mock.calls[0] ?? [];
    expect(keys(lists, 'shortcut')).toEqual(['b', 'c', 'a', 'd', 'e', 'f', 'g']);
    expect(move).toEqual({
      item: item('a'),
      from: { listId: 'shortcut', index: 0 },
      to: { listId: 'shortcut', index: 2 },
    });
    expect(option('메뉴 a')).toHaveFocus();
    expect(option('메뉴 a')).toHaveAttribute('aria-selected', 'false');
    expect(live()).toHaveTextContent('메뉴 a 항목을 놓았습니다. 바로가기, 7개 중 3번째.');
  });

  it('spec 02 §4: moves between lists: Down from the last row crosses into the next list', async () => {
    const user = userEvent.setup();
    const { onChange } = renderGrid();
    await user.click(option('메뉴 g'));
    await user.keyboard('{Enter}{ArrowDown}');
    expect(names('패널')).toEqual(['메뉴 p', '메뉴 g', '메뉴 q']);
    expect(option('메뉴 g')).toHaveFocus();
    expect(live()).toHaveTextContent('패널, 3개 중 2번째');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(names('바로가기')[1]).toBe('메뉴 g');
    // Right from the last place of a list crosses to the start of the next one.
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(names('패널')[0]).toBe('메뉴 g');
    await user.keyboard('{ArrowRight}{ArrowRight} ');
    expect(keys(onChange.mock.calls[0]?.[0], 'panel')).toEqual(['p', 'q', 'g']);
    expect(keys(onChange.mock.calls[0]?.[0], 'shortcut')).toHaveLength(6);
    expect(option('메뉴 g')).toHaveFocus();
  });

  it('Esc cancels: the item returns, nothing changes, and the Esc stays in the grid', async () => {
    const user = userEvent.setup();
    // Stands for a surrounding dialog listening for Esc.
    const outerKeyDown = vi.fn();
    document.addEventListener('keydown', outerKeyDown);
    const { onChange } = renderGrid();
    await user.click(option('메뉴 b'));
    await user.keyboard('{Enter}{ArrowRight}{ArrowDown}{Escape}');
    expect(names('바로가기').slice(0, 3)).toEqual(['메뉴 a', '메뉴 b', '메뉴 c']);
    expect(option('메뉴 b')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(outerKeyDown).not.toHaveBeenCalled();
    expect(live()).toHaveTextContent('이동을 취소했습니다. 메뉴 b 항목은 원래 자리에 있습니다.');
    // Not carrying, Esc is not ours: a surrounding dialog may close on it.
    await user.keyboard('{Escape}');
    expect(outerKeyDown).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', outerKeyDown);
  });

  it('Tab while carrying cancels the move and keeps focus on the item', async () => {
    const user = userEvent.setup();
    const { onChange } = renderGrid();
    await user.click(option('메뉴 b'));
    await user.keyboard('{Enter}{ArrowLeft}{Tab}');
    expect(names('바로가기')[1]).toBe('메뉴 b');
    expect(option('메뉴 b')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('dropping where it was picked up changes nothing', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    const { onChange } = renderGrid({ onMove });
    await user.click(option('메뉴 c'));
    await user.keyboard('{Enter}{ArrowRight}{ArrowLeft}{Enter}');
    expect(onMove).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(live()).toHaveTextContent('메뉴 c 항목을 놓았습니다. 바로가기, 7개 중 3번째.');
  });
});

describe('SortableGrid: the caller decides limits', () => {
  it('onMove returning false vetoes the move, announced', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn(() => false as const);
    const { onChange } = renderGrid({ onMove });
    await user.click(option('메뉴 p'));
    await user.keyboard('{Enter}{ArrowLeft}{Enter}');
    expect(onMove).toHaveBeenCalledWith(
      {
        item: item('p'),
        from: { listId: 'panel', index: 0 },
        to: { listId: 'shortcut', index: 7 },
      },
      expect.objectContaining({ panel: [item('q')] }),
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(names('패널')).toEqual(['메뉴 p', '메뉴 q']);
    expect(live()).toHaveTextContent(
      '메뉴 p 항목은 그곳으로 옮길 수 없어 원래 자리로 돌아갔습니다.',
    );
    expect(option('메뉴 p')).toHaveFocus();
  });

  it('spec 02 §9: onMove may adjust: an overflowing shortcut list sends its last item back, announced', async () => {
    const user = userEvent.setup();
    const limit = 7;
    const { onChange } = renderGrid({
      onMove: (_move, proposed) => {
        const shortcut = proposed.shortcut ?? [];
        if (shortcut.length <= limit) return undefined;
        return {
          shortcut: shortcut.slice(0, limit),
          panel: [...shortcut.slice(limit), ...(proposed.panel ?? [])],
        };
      },
    });
    await user.click(option('메뉴 q'));
    await user.keyboard('{Enter}{Home}{ArrowUp}{Enter}');
    const kept = onChange.mock.calls[0]?.[0];
    expect(keys(kept, 'shortcut')).toEqual(['a', 'b', 'c', 'd', 'e', 'q', 'f']);
    expect(keys(kept, 'panel')).toEqual(['g', 'p']);
    expect(names('패널')).toEqual(['메뉴 g', '메뉴 p']);
    expect(live()).toHaveTextContent(
      '메뉴 q 항목을 놓았습니다. 바로가기, 7개 중 6번째. 메뉴 g 항목은 패널 목록으로 옮겨졌습니다.',
    );
  });
});

describe('SortableGrid controlled and uncontrolled', () => {
  it('controlled: shows `value`; a parent that ignores onChange keeps its order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMaru(<SortableGrid lists={specs} value={start} onChange={onChange} />);
    await user.click(option('메뉴 a'));
    await user.keyboard('{Enter}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(names('바로가기').slice(0, 2)).toEqual(['메뉴 a', '메뉴 b']);
  });

  it('controlled: a parent that stores onChange shows the new order', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [lists, setLists] = useState(start);
      return <SortableGrid lists={specs} value={lists} onChange={setLists} />;
    }
    renderWithMaru(<Parent />);
    await user.click(option('메뉴 a'));
    await user.keyboard('{Enter}{ArrowRight}{Enter}');
    expect(names('바로가기').slice(0, 2)).toEqual(['메뉴 b', '메뉴 a']);
  });

  it('uncontrolled: keeps its own order from defaultValue', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(option('메뉴 p'));
    await user.keyboard('{Enter}{ArrowRight}{Enter}');
    expect(names('패널')).toEqual(['메뉴 q', '메뉴 p']);
  });
});

describe('SortableGrid IME safety', () => {
  it('while a composition is open, Enter, Space, arrows and Backspace do nothing', async () => {
    const user = userEvent.setup();
    const { onChange } = renderGrid();
    await user.click(option('메뉴 a'));
    const target = option('메뉴 a');
    fireEvent.compositionStart(target);
    fireEvent.keyDown(target, { key: 'Enter' });
    fireEvent.keyDown(target, { key: ' ' });
    fireEvent.keyDown(target, { key: 'ArrowRight' });
    fireEvent.keyDown(target, { key: 'Backspace' });
    expect(target).toHaveAttribute('aria-selected', 'false');
    expect(target).toHaveFocus();
    fireEvent.compositionEnd(target);
    // Safari's composition-ending keydown: keyCode 229 without isComposing.
    fireEvent.keyDown(target, { key: 'Enter', keyCode: 229 });
    fireEvent.keyDown(target, { key: 'Enter', isComposing: true });
    expect(target).toHaveAttribute('aria-selected', 'false');
    // Once the composition is over, keys work again.
    fireEvent.keyDown(target, { key: 'Enter' });
    expect(target).toHaveAttribute('aria-selected', 'true');
    fireEvent.compositionStart(target);
    fireEvent.keyDown(target, { key: 'ArrowRight' });
    fireEvent.keyDown(target, { key: 'Enter' });
    fireEvent.compositionEnd(target);
    expect(names('바로가기')[0]).toBe('메뉴 a');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('SortableGrid pointer drag', () => {
  /**
   * jsdom has no layout: items are 100 × 40 cells, 5 per row; each list box is 500 × 100,
   * the shortcut list at y 0 and the panel list at y 200, following the DOM as it changes.
   */
  function fakeLayout() {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const listbox = this.closest('[role="listbox"]');
      const lists = [...document.querySelectorAll('[role="listbox"]')];
      const top = lists.indexOf(listbox as Element) * 200;
      if (this === listbox) return new DOMRect(0, top, 500, 100);
      const index = [...(listbox?.querySelectorAll('[role="option"]') ?? [])].indexOf(this);
      return new DOMRect((index % 5) * 100, top + Math.floor(index / 5) * 40, 100, 40);
    });
  }
  const pointer = (type: string, x: number, y: number) =>
    act(() => {
      window.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, pointerId: 1 }));
    });

  it('spec 02 §2: drag and drop reorders within a list and moves between lists', () => {
    fakeLayout();
    const { onChange } = renderGrid();
    fireEvent.pointerDown(option('메뉴 a'), { clientX: 50, clientY: 20, pointerId: 1, button: 0 });
    pointer('pointermove', 60, 20);
    expect(option('메뉴 a')).toHaveAttribute('data-state', 'carried');
    pointer('pointermove', 250, 20);
    expect(names('바로가기').slice(0, 3)).toEqual(['메뉴 b', '메뉴 c', '메뉴 a']);
    pointer('pointermove', 150, 220);
    expect(names('패널')).toEqual(['메뉴 p', '메뉴 a', '메뉴 q']);
    pointer('pointerup', 150, 220);
    expect(keys(onChange.mock.calls[0]?.[0], 'panel')).toEqual(['p', 'a', 'q']);
    expect(live()).toHaveTextContent('메뉴 a 항목을 놓았습니다. 패널, 3개 중 2번째.');
  });

  it('released outside every list, the item goes back and nothing changes', () => {
    fakeLayout();
    const { onChange } = renderGrid();
    fireEvent.pointerDown(option('메뉴 b'), { clientX: 150, clientY: 20, pointerId: 1, button: 0 });
    pointer('pointermove', 450, 220);
    expect(names('패널')).toContain('메뉴 b');
    pointer('pointermove', 450, 150);
    pointer('pointerup', 450, 150);
    expect(onChange).not.toHaveBeenCalled();
    expect(names('바로가기')[1]).toBe('메뉴 b');
  });

  it('a press that barely moves is not a drag', () => {
    fakeLayout();
    const { onChange } = renderGrid();
    fireEvent.pointerDown(option('메뉴 b'), { clientX: 150, clientY: 20, pointerId: 1, button: 0 });
    pointer('pointermove', 152, 21);
    pointer('pointerup', 152, 21);
    expect(option('메뉴 b')).toHaveAttribute('data-state', 'idle');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Esc during a pointer drag cancels it; the release then drops nothing', () => {
    fakeLayout();
    const { onChange } = renderGrid();
    fireEvent.pointerDown(option('메뉴 a'), { clientX: 50, clientY: 20, pointerId: 1, button: 0 });
    option('메뉴 a').focus();
    pointer('pointermove', 250, 20);
    fireEvent.keyDown(option('메뉴 a'), { key: 'Escape' });
    expect(names('바로가기')[0]).toBe('메뉴 a');
    pointer('pointerup', 250, 20);
    expect(onChange).not.toHaveBeenCalled();
    expect(live()).toHaveTextContent('이동을 취소했습니다.');
  });
});

describe('SortableGrid texts', () => {
  it('speaks the active locale', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <SortableGrid
        lists={[
          { id: 'shortcut', label: 'Shortcuts' },
          { id: 'panel', label: 'Panel' },
        ]}
        defaultValue={start}
      />,
      'en',
    );
    await user.click(option('메뉴 a'));
    await user.keyboard('{Enter}');
    expect(live()).toHaveTextContent('Picked up 메뉴 a. Shortcuts, position 1 of 7.');
  });

  it('messages override the built-in texts', async () => {
    const user = userEvent.setup();
    renderGrid({ messages: { pickedUp: '{item} 잡음 ({position}/{count})' } });
    await user.click(option('메뉴 b'));
    await user.keyboard('{Enter}');
    expect(live()).toHaveTextContent('메뉴 b 잡음 (2/7)');
  });
});
