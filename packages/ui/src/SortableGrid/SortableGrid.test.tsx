import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { SortableGrid } from './SortableGrid';
import type { SortableGridProps } from './SortableGrid';
import type { SortableGridItem, SortableLists } from './sortableModel';

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

// `hidden`: react-aria makes the lists that refuse a drag inert while it is on.
const list = (name: string) => screen.getByRole('grid', { name, hidden: true });
/** The items of a list in order (read while no drag is on, when the rows are only items). */
const names = (name: string) =>
  within(list(name))
    .getAllByRole('row')
    .map((row) => row.textContent);
/** react-aria hides the lists a drag cannot reach: inert in browsers, aria-hidden in jsdom. */
const outOfReach = '[inert], [aria-hidden="true"]';
const row = (name: string) => screen.getByRole('row', { name });
function live() {
  const region = document.querySelector('[data-sortable-live]');
  if (!region) throw new Error('no live region');
  expect(region).toHaveAttribute('aria-live', 'assertive');
  return region;
}
const keys = (lists: SortableLists<SortableGridItem>, id: string) =>
  (lists[id] ?? []).map((entry) => entry.key);
/** react-aria's keyboard drag focuses the insertion point it targets, named in the locale. */
const targetIs = (label: string) =>
  waitFor(() => expect(document.activeElement).toHaveAttribute('aria-label', label));

afterEach(() => vi.restoreAllMocks());

describe('SortableGrid rendering', () => {
  it('shows each list as a grid named by its heading, items as rows in order', async () => {
    const user = userEvent.setup();
    renderGrid();
    expect(names('바로가기')).toEqual(start.shortcut?.map((entry) => entry.label));
    expect(names('패널')).toEqual(['메뉴 p', '메뉴 q']);
    await user.tab();
    // react-aria's drag instructions, in the active locale.
    expect(row('메뉴 a')).toHaveAccessibleDescription('드래그를 시작하려면 Enter를 누르세요.');
  });

  it('spec 02 §2: one tab stop per list; arrows move focus in a grid of 5', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.tab();
    expect(row('메뉴 a')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(row('메뉴 f')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(row('메뉴 b')).toHaveFocus();
    await user.keyboard('{End}');
    expect(row('메뉴 g')).toHaveFocus();
    await user.tab();
    expect(row('메뉴 p')).toHaveFocus();
    await user.tab({ shift: true });
    expect(row('메뉴 g')).toHaveFocus();
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

describe('SortableGrid keyboard drag (react-aria)', () => {
  it('spec 02 §4: reorders within a list: Enter picks up, arrows choose the gap, Enter drops', async () => {
    const user = userEvent.setup();
    const { onChange } = renderGrid();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(row('메뉴 a')).toHaveAttribute('data-state', 'dragged');
    await targetIs('메뉴 a 및 메뉴 b 사이에 삽입');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await targetIs('메뉴 c 및 메뉴 d 사이에 삽입');
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
    expect(names('바로가기').slice(0, 3)).toEqual(['메뉴 b', '메뉴 c', '메뉴 a']);
    await waitFor(() => expect(row('메뉴 a')).toHaveFocus());
    expect(row('메뉴 a')).toHaveAttribute('data-state', 'idle');
    expect(live()).toHaveTextContent('메뉴 a 항목을 놓았습니다. 바로가기, 7개 중 3번째.');
  });

  it('spec 02 §4: moves between lists: Tab takes the drag to the next list', async () => {
    const user = userEvent.setup();
    const { onChange } = renderGrid();
    await user.tab();
    await user.keyboard('{End}{Enter}');
    await targetIs('메뉴 g 이후에 삽입');
    await user.tab();
    await targetIs('메뉴 p 이전에 삽입');
    await user.keyboard('{ArrowRight}');
    await targetIs('메뉴 p 및 메뉴 q 사이에 삽입');
    await user.keyboard('{Enter}');
    expect(keys(onChange.mock.calls[0]?.[0], 'panel')).toEqual(['p', 'g', 'q']);
    expect(keys(onChange.mock.calls[0]?.[0], 'shortcut')).toHaveLength(6);
    expect(names('패널')).toEqual(['메뉴 p', '메뉴 g', '메뉴 q']);
    await waitFor(() => expect(row('메뉴 g')).toHaveFocus());
    expect(live()).toHaveTextContent('메뉴 g 항목을 놓았습니다. 패널, 3개 중 2번째.');
  });

  it('Esc cancels: nothing changes, focus returns to the item, and the Esc stays in the grid', async () => {
    const user = userEvent.setup();
    // Stands for a surrounding dialog listening for Esc.
    const outerKeyDown = vi.fn();
    const outerEscapes = () =>
      outerKeyDown.mock.calls.filter(([event]) => (event as KeyboardEvent).key === 'Escape');
    document.addEventListener('keydown', outerKeyDown);
    const { onChange } = renderGrid();
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter}');
    await targetIs('메뉴 b 및 메뉴 c 사이에 삽입');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(names('바로가기').slice(0, 3)).toEqual(['메뉴 a', '메뉴 b', '메뉴 c']);
    expect(row('메뉴 b')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(outerEscapes()).toHaveLength(0);
    // Not dragging, Esc is not ours: a surrounding dialog may close on it.
    await user.keyboard('{Escape}');
    expect(outerEscapes()).toHaveLength(1);
    document.removeEventListener('keydown', outerKeyDown);
  });

  it('Tab past the last list comes back to the item, where Enter cancels', async () => {
    const user = userEvent.setup();
    const { onChange } = renderGrid();
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter}');
    await targetIs('메뉴 b 및 메뉴 c 사이에 삽입');
    await user.tab();
    await targetIs('메뉴 p 이전에 삽입');
    await user.tab();
    await waitFor(() => expect(row('메뉴 b')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(row('메뉴 b')).toHaveAttribute('data-state', 'idle');
  });

  it('dropping where it was picked up changes nothing', async () => {
    const user = userEvent.setup();
    const { onChange } = renderGrid();
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await targetIs('메뉴 c 및 메뉴 d 사이에 삽입');
    await user.keyboard('{ArrowRight}{ArrowLeft}{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(names('바로가기')[2]).toBe('메뉴 c');
    expect(live()).toHaveTextContent('메뉴 c 항목을 놓았습니다. 바로가기, 7개 중 3번째.');
  });
});

describe('SortableGrid: the caller decides limits', () => {
  it('a place onMove refuses is never offered: the list is out of reach, nothing changes', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn((move: { to: { listId: string } }) =>
      move.to.listId === 'shortcut' ? (false as const) : undefined,
    );
    const { onChange } = renderGrid({ onMove });
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    await targetIs('메뉴 p 및 메뉴 q 사이에 삽입');
    expect(onMove).toHaveBeenCalledWith(
      expect.objectContaining({ item: item('p'), to: { listId: 'shortcut', index: 0 } }),
      expect.objectContaining({ panel: [item('q')] }),
    );
    // The refusing list is inert while the drag is on: Tab skips it back to the item.
    expect(list('바로가기').closest(outOfReach)).not.toBeNull();
    await user.tab();
    await waitFor(() => expect(row('메뉴 p')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(names('패널')).toEqual(['메뉴 p', '메뉴 q']);
    expect(list('바로가기').closest(outOfReach)).toBeNull();
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
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter}');
    await targetIs('메뉴 q 이후에 삽입');
    await user.tab();
    await targetIs('메뉴 a 및 메뉴 b 사이에 삽입');
    await user.keyboard('{ArrowDown}');
    await targetIs('메뉴 f 및 메뉴 g 사이에 삽입');
    await user.keyboard('{Enter}');
    const kept = onChange.mock.calls[0]?.[0];
    expect(keys(kept, 'shortcut')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'q']);
    expect(keys(kept, 'panel')).toEqual(['g', 'p']);
    expect(names('패널')).toEqual(['메뉴 g', '메뉴 p']);
    expect(live()).toHaveTextContent(
      '메뉴 q 항목을 놓았습니다. 바로가기, 7개 중 7번째. 메뉴 g 항목은 패널 목록으로 옮겨졌습니다.',
    );
    await waitFor(() => expect(row('메뉴 q')).toHaveFocus());
  });
});

describe('SortableGrid controlled and uncontrolled', () => {
  async function moveFirstShortcutRight() {
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    await targetIs('메뉴 a 및 메뉴 b 사이에 삽입');
    await user.keyboard('{ArrowRight}{Enter}');
  }

  it('controlled: shows `value`; a parent that ignores onChange keeps its order', async () => {
    const onChange = vi.fn();
    renderWithMaru(<SortableGrid lists={specs} value={start} onChange={onChange} />);
    await moveFirstShortcutRight();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(names('바로가기').slice(0, 2)).toEqual(['메뉴 a', '메뉴 b']);
  });

  it('controlled: a parent that stores onChange shows the new order', async () => {
    function Parent() {
      const [lists, setLists] = useState(start);
      return <SortableGrid lists={specs} value={lists} onChange={setLists} />;
    }
    renderWithMaru(<Parent />);
    await moveFirstShortcutRight();
    expect(names('바로가기').slice(0, 2)).toEqual(['메뉴 b', '메뉴 a']);
  });

  it('uncontrolled: keeps its own order from defaultValue', async () => {
    renderGrid();
    await moveFirstShortcutRight();
    expect(names('바로가기').slice(0, 2)).toEqual(['메뉴 b', '메뉴 a']);
  });
});

describe('SortableGrid IME safety', () => {
  it('while a composition is open, Enter neither picks up nor drops; arrows do not move', async () => {
    const user = userEvent.setup();
    const { onChange } = renderGrid();
    await user.tab();
    const target = row('메뉴 a');
    const press = (key: string, init: KeyboardEventInit = {}) => {
      fireEvent.keyDown(document.activeElement ?? target, { key, ...init });
      fireEvent.keyUp(document.activeElement ?? target, { key });
    };
    fireEvent.compositionStart(target);
    press('Enter');
    press('ArrowRight');
    fireEvent.compositionEnd(target);
    // Safari's composition-ending keydown: keyCode 229 without isComposing; and Chrome's.
    press('Enter', { keyCode: 229 });
    press('Enter', { isComposing: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(target).toHaveAttribute('data-state', 'idle');
    expect(target).toHaveFocus();
    // Once the composition is over, the same key picks the item up.
    press('Enter');
    expect(target).toHaveAttribute('data-state', 'dragged');
    await targetIs('메뉴 a 및 메뉴 b 사이에 삽입');
    // And a composing Enter does not drop it.
    press('Enter', { keyCode: 229 });
    expect(target).toHaveAttribute('data-state', 'dragged');
    await user.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('SortableGrid pointer drag (native drag and drop)', () => {
  /** jsdom has neither DragEvent nor DataTransfer; these carry what react-aria reads. */
  class FakeDataTransfer {
    dropEffect = 'none';
    effectAllowed = 'all';
    private data = new Map<string, string>();
    items = {
      add: (value: string, type: string) => void this.data.set(type, value),
      [Symbol.iterator]: () =>
        [...this.data.keys()].map((type) => ({ kind: 'string', type }))[Symbol.iterator](),
    };
    get types() {
      return [...this.data.keys()];
    }
    getData = (type: string) => this.data.get(type) ?? '';
    clearData = () => this.data.clear();
    setDragImage = () => undefined;
  }
  class FakeDragEvent extends MouseEvent {
    dataTransfer: FakeDataTransfer;
    constructor(type: string, init: MouseEventInit & { dataTransfer: FakeDataTransfer }) {
      super(type, { bubbles: true, cancelable: true, ...init });
      this.dataTransfer = init.dataTransfer;
    }
  }

  /**
   * jsdom has no layout: items are 100 × 40 cells, 5 per row; each list box is 500 × 100,
   * the shortcut list at y 0 and the panel list at y 200, following the DOM as it changes.
   */
  function fakeLayout() {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const grid = this.closest('[role="grid"]');
      const top = [...document.querySelectorAll('[role="grid"]')].indexOf(grid as Element) * 200;
      if (this === grid) return new DOMRect(0, top, 500, 100);
      const index = [...(grid?.querySelectorAll('[data-key]') ?? [])].indexOf(this);
      return new DOMRect((index % 5) * 100, top + Math.floor(index / 5) * 40, 100, 40);
    });
  }

  /** Press on `from`, move over `over` at (x, y), release there; as a browser reports it. */
  async function drag(from: Element, over: Element, x: number, y: number, drop = true) {
    const dataTransfer = new FakeDataTransfer();
    const fire = (element: Element, type: string, at = { clientX: x, clientY: y }) =>
      act(() => void element.dispatchEvent(new FakeDragEvent(type, { ...at, dataTransfer })));
    await fire(from, 'dragstart', { clientX: 1, clientY: 1 });
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await fire(over, 'dragenter');
    await fire(over, 'dragover');
    if (drop) await fire(over, 'drop');
    dataTransfer.dropEffect = drop ? 'move' : 'none';
    await fire(from, 'dragend');
  }

  it('spec 02 §2: drag and drop reorders within a list and moves between lists', async () => {
    fakeLayout();
    const { onChange } = renderGrid();
    // Over the left half of c: the gap before it.
    await drag(row('메뉴 a'), list('바로가기'), 215, 20);
    expect(keys(onChange.mock.calls[0]?.[0], 'shortcut').slice(0, 3)).toEqual(['b', 'a', 'c']);
    expect(live()).toHaveTextContent('메뉴 a 항목을 놓았습니다. 바로가기, 7개 중 2번째.');
    // Over the left half of q in the panel.
    await drag(row('메뉴 a'), list('패널'), 115, 220);
    expect(keys(onChange.mock.calls[1]?.[0], 'panel')).toEqual(['p', 'a', 'q']);
    expect(names('패널')).toEqual(['메뉴 p', '메뉴 a', '메뉴 q']);
    expect(live()).toHaveTextContent('메뉴 a 항목을 놓았습니다. 패널, 3개 중 2번째.');
  });

  it('a drag that ends without a drop changes nothing', async () => {
    fakeLayout();
    const { onChange } = renderGrid();
    await drag(row('메뉴 b'), list('패널'), 115, 220, false);
    expect(onChange).not.toHaveBeenCalled();
    expect(row('메뉴 b')).toHaveAttribute('data-state', 'idle');
    expect(names('바로가기')[1]).toBe('메뉴 b');
  });

  it('a drag from anywhere else is refused', async () => {
    fakeLayout();
    const { onChange } = renderGrid();
    const dataTransfer = new FakeDataTransfer();
    dataTransfer.items.add('hello', 'text/plain');
    for (const type of ['dragenter', 'dragover', 'drop']) {
      await act(
        () =>
          void list('패널').dispatchEvent(
            new FakeDragEvent(type, { clientX: 115, clientY: 220, dataTransfer }),
          ),
      );
    }
    expect(onChange).not.toHaveBeenCalled();
    expect(dataTransfer.dropEffect).toBe('none');
  });
});

describe('SortableGrid texts', () => {
  it('speaks the active locale, react-aria included', async () => {
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
    await user.tab();
    await user.keyboard('{Enter}');
    await targetIs('Insert between 메뉴 a and 메뉴 b');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(live()).toHaveTextContent('Dropped 메뉴 a. Shortcuts, position 2 of 7.');
  });

  it('messages override the built-in texts', async () => {
    const user = userEvent.setup();
    renderGrid({ messages: { dropped: '{item} 놓음 ({position}/{count})' } });
    await user.tab();
    await user.keyboard('{Enter}');
    await targetIs('메뉴 a 및 메뉴 b 사이에 삽입');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(live()).toHaveTextContent('메뉴 a 놓음 (2/7)');
  });
});
