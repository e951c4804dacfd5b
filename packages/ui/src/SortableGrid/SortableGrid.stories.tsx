import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortableGrid } from './SortableGrid';
import type { DecideMove, SortableGridItem, SortableLists } from './sortableModel';

/** A favourite menu as the favourites settings show it. */
interface FavouriteMenu extends SortableGridItem {
  fixed?: boolean;
}

const menu = (key: string, label: string, fixed = false): FavouriteMenu => ({ key, label, fixed });

const favourites: SortableLists<FavouriteMenu> = {
  shortcut: [
    menu('mail', '메일', true),
    menu('approval', '전자결재'),
    menu('board', '게시판'),
    menu('schedule', '일정'),
    menu('attendance', '근태관리'),
    menu('directory', '조직도'),
    menu('reservation', '자원예약'),
  ],
  panel: [
    menu('survey', '설문'),
    menu('community', '커뮤니티'),
    menu('expense', '경비정산'),
    menu('leave', '휴가신청'),
  ],
};

const lists = [
  { id: 'shortcut', label: '바로가기' },
  { id: 'panel', label: '패널' },
];

/** The portal's rule (spec 02 §9): at most 9 shortcuts; the last one goes back to the panel. */
const SHORTCUT_LIMIT = 9;
const keepShortcutLimit: DecideMove<FavouriteMenu> = (_move, proposed) => {
  const shortcut = proposed.shortcut ?? [];
  if (shortcut.length <= SHORTCUT_LIMIT) return proposed;
  return {
    shortcut: shortcut.slice(0, SHORTCUT_LIMIT),
    panel: [...shortcut.slice(SHORTCUT_LIMIT), ...(proposed.panel ?? [])],
  };
};

/** Fixed menus (defaultFlag 1) stay on the home screen: a move out of the shortcuts is refused. */
const keepFixedShortcuts: DecideMove<FavouriteMenu> = (move) =>
  move.item.fixed && move.to.listId !== 'shortcut' ? false : undefined;

/** The grid's own assertive live region. */
function liveRegion(canvasElement: HTMLElement): Element {
  const region = canvasElement.ownerDocument.querySelector('[data-sortable-live]');
  if (!region) throw new Error('no sortable live region');
  return region;
}

function itemNames(canvasElement: HTMLElement, list: string): (string | null)[] {
  const grid = within(canvasElement).getByRole('grid', { name: list });
  return within(grid)
    .getAllByRole('row')
    .map((row) => row.textContent);
}

/** react-aria's keyboard drag focuses the insertion point it targets, named in the locale. */
async function targetIs(canvasElement: HTMLElement, label: string) {
  await waitFor(() =>
    expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('aria-label', label),
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * A native drag as the browser reports it: dragstart on `from`, then over the gap before
 * `before` (the left edge of it), drop there and dragend on `from`.
 */
async function pointerDrag(from: Element, before: Element) {
  const dataTransfer = new DataTransfer();
  // A DataTransfer made by script keeps its effects at "none" outside a real drag; react-aria
  // sets and reads them, so they become plain fields here.
  for (const effect of ['effectAllowed', 'dropEffect']) {
    Object.defineProperty(dataTransfer, effect, { value: 'none', writable: true });
  }
  const box = before.getBoundingClientRect();
  const over = { clientX: box.left + 4, clientY: box.top + box.height / 2 };
  const grid = before.closest('[role="grid"]');
  if (!grid) throw new Error('no grid');
  const fire = (element: Element, type: string, at: MouseEventInit) =>
    element.dispatchEvent(
      new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, ...at }),
    );
  const start = from.getBoundingClientRect();
  fire(from, 'dragstart', { clientX: start.left + 4, clientY: start.top + 4 });
  await nextFrame();
  fire(grid, 'dragenter', over);
  fire(grid, 'dragover', over);
  // A browser renders between dragover and drop; react-aria drops on the target it rendered.
  await nextFrame();
  fire(grid, 'drop', over);
  fire(from, 'dragend', over);
  await nextFrame();
}

/**
 * Ends a keyboard drag a story leaves open (Dragging does on purpose, a failing play function
 * may), so the next story starts without one: react-aria allows one drag at a time.
 */
const cancelOpenDrag = () => () => {
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
};

const meta = {
  title: 'ui/SortableGrid',
  component: SortableGrid,
  args: {
    lists,
    defaultValue: favourites,
    onChange: fn(),
  },
  beforeEach: cancelOpenDrag,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SortableGrid<FavouriteMenu>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The favourites settings: shortcut list and panel list, 5 per row. */
export const Default: Story = {};

/**
 * Keyboard drag within a list (react-aria): Enter picks up, arrows choose the gap (a row down
 * with ArrowDown), Enter drops; focus stays on the moved item.
 */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: '메일' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: '전자결재' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await targetIs(canvasElement, '전자결재 및 게시판 사이에 삽입');
    await userEvent.keyboard('{ArrowDown}');
    await targetIs(canvasElement, '자원예약 이후에 삽입');
    await userEvent.keyboard('{Enter}');
    await expect(itemNames(canvasElement, '바로가기')).toEqual([
      '메일',
      '게시판',
      '일정',
      '근태관리',
      '조직도',
      '자원예약',
      '전자결재',
    ]);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      '전자결재 항목을 놓았습니다. 바로가기, 7개 중 7번째.',
    );
    await waitFor(() => expect(canvas.getByRole('row', { name: '전자결재' })).toHaveFocus());
  },
};

/** Tab takes a keyboard drag to the next list; the item lands there and keeps focus. */
export const KeyboardMoveBetweenLists: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('row', { name: '조직도' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await targetIs(canvasElement, '조직도 및 자원예약 사이에 삽입');
    await userEvent.tab();
    await targetIs(canvasElement, '설문 이전에 삽입');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(itemNames(canvasElement, '패널')).toEqual([
      '조직도',
      '설문',
      '커뮤니티',
      '경비정산',
      '휴가신청',
    ]);
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      '조직도 항목을 놓았습니다. 패널, 5개 중 1번째.',
    );
    await waitFor(() => expect(canvas.getByRole('row', { name: '조직도' })).toHaveFocus());
  },
};

/** Esc ends the drag where it started; nothing is saved and focus is back on the item. */
export const KeyboardCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await targetIs(canvasElement, '메일 및 전자결재 사이에 삽입');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Escape}');
    await expect(itemNames(canvasElement, '바로가기')[0]).toBe('메일');
    await expect(canvas.getByRole('row', { name: '메일' })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Mid-drag: the dragged item is lifted, every list shows a dashed outline, the target list is
 * tinted and a bar marks the gap the item would drop into.
 */
export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await targetIs(canvasElement, '전자결재 및 게시판 사이에 삽입');
    await userEvent.tab();
    await targetIs(canvasElement, '설문 이전에 삽입');
    await userEvent.keyboard('{ArrowRight}');
    await targetIs(canvasElement, '설문 및 커뮤니티 사이에 삽입');
    await expect(canvas.getByRole('row', { name: '전자결재' })).toHaveAttribute(
      'data-state',
      'dragged',
    );
    await expect(canvas.getByRole('row', { name: '커뮤니티' })).toHaveAttribute(
      'data-drop',
      'before',
    );
  },
};

/** Pointer drag (the browser's drag and drop): within the shortcuts, then from the panel. */
export const PointerDrag: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pointerDrag(
      canvas.getByRole('row', { name: '메일' }),
      canvas.getByRole('row', { name: '근태관리' }),
    );
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(itemNames(canvasElement, '바로가기').slice(0, 4)).toEqual([
      '전자결재',
      '게시판',
      '일정',
      '메일',
    ]);
    await pointerDrag(
      canvas.getByRole('row', { name: '경비정산' }),
      canvas.getByRole('row', { name: '게시판' }),
    );
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(2));
    await expect(itemNames(canvasElement, '바로가기')[1]).toBe('경비정산');
    await expect(itemNames(canvasElement, '패널')).toEqual(['설문', '커뮤니티', '휴가신청']);
  },
};

/**
 * The caller's limit (spec 02 §9): with 9 shortcuts, a tenth pushes the last one back to
 * the panel, and the grid says so.
 */
export const ShortcutLimit: Story = {
  args: {
    onMove: keepShortcutLimit,
    defaultValue: {
      shortcut: [...(favourites.shortcut ?? []), menu('notice', '공지사항'), menu('poll', '투표')],
      panel: favourites.panel ?? [],
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await targetIs(canvasElement, '설문 및 커뮤니티 사이에 삽입');
    await userEvent.tab();
    await targetIs(canvasElement, '메일 및 전자결재 사이에 삽입');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(itemNames(canvasElement, '바로가기')[1]).toBe('설문');
    await expect(itemNames(canvasElement, '바로가기')).toHaveLength(9);
    await expect(itemNames(canvasElement, '패널')[0]).toBe('투표');
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      '투표 항목은 패널 목록으로 옮겨졌습니다.',
    );
  },
};

/**
 * A refused place: the fixed mail menu cannot leave the shortcuts, so the panel is out of
 * reach while it is dragged (Tab comes back to the item) and nothing changes.
 */
export const RefusedPlace: Story = {
  args: { onMove: keepFixedShortcuts },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await targetIs(canvasElement, '메일 및 전자결재 사이에 삽입');
    await expect(
      canvas.getByRole('grid', { name: '패널', hidden: true }).closest('[inert]'),
    ).not.toBeNull();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('row', { name: '메일' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(itemNames(canvasElement, '바로가기')[0]).toBe('메일');
  },
};

/** An empty panel still takes items: it is one drop target as a whole. */
export const EmptyList: Story = {
  args: { defaultValue: { shortcut: favourites.shortcut ?? [], panel: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('항목이 없습니다. 여기로 끌어다 놓을 수 있습니다.'),
    ).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{End}{Enter}');
    await targetIs(canvasElement, '자원예약 이후에 삽입');
    await userEvent.tab();
    await targetIs(canvasElement, '드롭 대상');
    await userEvent.keyboard('{Enter}');
    await expect(itemNames(canvasElement, '패널')).toEqual(['자원예약']);
  },
};

/**
 * A Hangul composition is open: Enter must neither pick up nor drop. Real composition events
 * are dispatched, with keys flagged isComposing and keyCode 229 (Safari's order).
 */
export const ImeComposition: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const item = canvas.getByRole('row', { name: '메일' });
    const press = (init: KeyboardEventInit) => {
      for (const type of ['keydown', 'keyup']) {
        item.dispatchEvent(new KeyboardEvent(type, { bubbles: true, cancelable: true, ...init }));
      }
    };
    item.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    press({ key: 'Enter', isComposing: true });
    press({ key: 'ArrowRight', isComposing: true });
    item.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '한' }));
    press({ key: 'Enter', keyCode: 229 });
    await nextFrame();
    await expect(item).toHaveAttribute('data-state', 'idle');
    await expect(item).toHaveFocus();
    // The composition is over: the same keys work again.
    await userEvent.keyboard('{Enter}');
    await targetIs(canvasElement, '메일 및 전자결재 사이에 삽입');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(itemNames(canvasElement, '바로가기')[1]).toBe('메일');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Controlled: the parent keeps the lists and shows the saved order under the grid. */
export const Controlled: Story = {
  render: function ControlledGrid(args) {
    const [value, setValue] = useState(favourites);
    return (
      <>
        <SortableGrid
          {...args}
          value={value}
          onChange={(next, move) => {
            setValue(next);
            args.onChange?.(next, move);
          }}
        />
        <output data-testid="saved" style={{ display: 'block', marginTop: 16 }}>
          {(value.shortcut ?? []).map((entry) => entry.label).join(' · ')}
        </output>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await targetIs(canvasElement, '메일 및 전자결재 사이에 삽입');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByTestId('saved')).toHaveTextContent(/^전자결재 · 메일 · 게시판/);
  },
};

const englishFavourites: SortableLists<FavouriteMenu> = {
  shortcut: [
    menu('mail', 'Mail', true),
    menu('approval', 'Electronic approval'),
    menu('board', 'Bulletin boards'),
    menu('schedule', 'Schedule'),
    menu('attendance', 'Attendance management'),
    menu('directory', 'Organisation chart'),
  ],
  panel: [menu('survey', 'Surveys'), menu('expense', 'Expense claims')],
};

/** English labels are longer: they are cut with an ellipsis in the cells of 5 per row. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    lists: [
      { id: 'shortcut', label: 'Shortcuts' },
      { id: 'panel', label: 'Panel' },
    ],
    defaultValue: englishFavourites,
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await targetIs(canvasElement, 'Insert between Mail and Electronic approval');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      'Dropped Mail. Shortcuts, position 2 of 6.',
    );
  },
};

/** Japanese: the built-in empty text and announcements in Japanese. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    lists: [
      { id: 'shortcut', label: 'ショートカット' },
      { id: 'panel', label: 'パネル' },
    ],
    defaultValue: {
      shortcut: [
        menu('mail', 'メール'),
        menu('approval', '電子決裁'),
        menu('board', '掲示板'),
        menu('attendance', '勤怠管理'),
        menu('directory', '組織図'),
        menu('reservation', '施設予約'),
      ],
      panel: [],
    },
  },
};
