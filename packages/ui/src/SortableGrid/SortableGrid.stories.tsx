import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortableGrid } from './SortableGrid';
import type { SortableGridItem } from './SortableGrid';
import type { DecideMove, SortableLists } from './sortableModel';

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

function optionNames(canvasElement: HTMLElement, list: string): (string | null)[] {
  const listbox = within(canvasElement).getByRole('listbox', { name: list });
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

/** A real pointer gesture: press on one element, move over another, release there. */
function pointerDrag(from: Element, to: Element) {
  const view = from.ownerDocument.defaultView ?? window;
  const centre = (element: Element) => {
    const box = element.getBoundingClientRect();
    return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  };
  const start = centre(from);
  const end = centre(to);
  const init = { bubbles: true, pointerId: 7, isPrimary: true, button: 0, pointerType: 'mouse' };
  from.dispatchEvent(new PointerEvent('pointerdown', { ...init, ...start }));
  const steps = 5;
  for (let step = 1; step <= steps; step += 1) {
    view.dispatchEvent(
      new PointerEvent('pointermove', {
        ...init,
        clientX: start.clientX + ((end.clientX - start.clientX) * step) / steps,
        clientY: start.clientY + ((end.clientY - start.clientY) * step) / steps,
      }),
    );
  }
  view.dispatchEvent(new PointerEvent('pointerup', { ...init, ...end }));
}

const meta = {
  title: 'ui/SortableGrid',
  component: SortableGrid,
  args: {
    lists,
    defaultValue: favourites,
    onChange: fn(),
  },
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

/** APG-style keyboard move within a list: Space picks up, arrows carry, Enter drops. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: '메일' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('option', { name: '전자결재' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      '전자결재 항목을 들어 올렸습니다. 바로가기, 7개 중 2번째.',
    );
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await expect(liveRegion(canvasElement)).toHaveTextContent('바로가기, 7개 중 7번째');
    await userEvent.keyboard('{Enter}');
    await expect(optionNames(canvasElement, '바로가기')).toEqual([
      '메일',
      '게시판',
      '일정',
      '근태관리',
      '조직도',
      '자원예약',
      '전자결재',
    ]);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('option', { name: '전자결재' })).toHaveFocus();
  },
};

/** Carrying past the last row crosses into the panel list, and back up again. */
export const KeyboardMoveBetweenLists: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: '조직도' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{ArrowDown}');
    // 조직도 is in the first column, so it lands in the first column of the panel.
    await expect(optionNames(canvasElement, '패널')).toEqual([
      '조직도',
      '설문',
      '커뮤니티',
      '경비정산',
      '휴가신청',
    ]);
    await expect(liveRegion(canvasElement)).toHaveTextContent('패널, 5개 중 1번째');
    await expect(canvas.getByRole('option', { name: '조직도' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(optionNames(canvasElement, '패널').at(-1)).toBe('조직도');
    // And back: a panel item carried up into the shortcut list.
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('option', { name: '설문' })).toHaveFocus();
    await userEvent.keyboard(' {ArrowUp} ');
    await expect(optionNames(canvasElement, '바로가기')).toContain('설문');
    await expect(liveRegion(canvasElement)).toHaveTextContent('설문 항목을 놓았습니다. 바로가기');
  },
};

/** Esc puts the carried item back where it was; nothing is saved. */
export const KeyboardCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}');
    await expect(optionNames(canvasElement, '바로가기')[2]).toBe('메일');
    await userEvent.keyboard('{Escape}');
    await expect(optionNames(canvasElement, '바로가기')[0]).toBe('메일');
    await expect(canvas.getByRole('option', { name: '메일' })).toHaveFocus();
    await expect(liveRegion(canvasElement)).toHaveTextContent('이동을 취소했습니다.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Mid-move: the carried item is lifted and every list shows where it can go. */
export const Carrying: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Enter}{ArrowDown}{ArrowDown}');
    const carried = canvas.getByRole('option', { name: '전자결재' });
    await expect(carried).toHaveAttribute('data-state', 'carried');
    await expect(carried).toHaveAttribute('aria-selected', 'true');
    await expect(optionNames(canvasElement, '패널')[1]).toBe('전자결재');
  },
};

/** Pointer drag: within the shortcut list, then from the panel into the shortcuts. */
export const PointerDrag: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    pointerDrag(
      canvas.getByRole('option', { name: '메일' }),
      canvas.getByRole('option', { name: '일정' }),
    );
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(optionNames(canvasElement, '바로가기').slice(0, 4)).toEqual([
      '전자결재',
      '게시판',
      '일정',
      '메일',
    ]);
    pointerDrag(
      canvas.getByRole('option', { name: '경비정산' }),
      canvas.getByRole('option', { name: '게시판' }),
    );
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(2));
    await expect(optionNames(canvasElement, '바로가기')[1]).toBe('경비정산');
    await expect(optionNames(canvasElement, '패널')).toEqual(['설문', '커뮤니티', '휴가신청']);
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
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('option', { name: '설문' }));
    await userEvent.keyboard('{Enter}{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(optionNames(canvasElement, '바로가기')).toHaveLength(9);
    await expect(optionNames(canvasElement, '패널')[0]).toBe('투표');
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      '투표 항목은 패널 목록으로 옮겨졌습니다.',
    );
  },
};

/** A refused move: the fixed mail menu cannot leave the shortcuts. */
export const VetoedMove: Story = {
  args: { onMove: keepFixedShortcuts },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(optionNames(canvasElement, '바로가기')[0]).toBe('메일');
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      '메일 항목은 그곳으로 옮길 수 없어 원래 자리로 돌아갔습니다.',
    );
    await expect(canvas.getByRole('option', { name: '메일' })).toHaveFocus();
  },
};

/** An empty panel still takes items: by pointer anywhere in it, by keyboard past the edge. */
export const EmptyList: Story = {
  args: { defaultValue: { shortcut: favourites.shortcut ?? [], panel: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('항목이 없습니다. 여기로 끌어다 놓을 수 있습니다.'),
    ).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{End}{Enter}{ArrowRight}{Enter}');
    await expect(optionNames(canvasElement, '패널')).toEqual(['자원예약']);
  },
};

/**
 * A Hangul composition is open: Enter, Space and arrows must neither pick up nor move. Real
 * composition events are dispatched, with keydowns flagged isComposing and keyCode 229.
 */
export const ImeComposition: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const option = canvas.getByRole('option', { name: '메일' });
    option.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    for (const key of ['Enter', ' ', 'ArrowRight', 'Backspace']) {
      option.dispatchEvent(
        new KeyboardEvent('keydown', { key, isComposing: true, bubbles: true, cancelable: true }),
      );
    }
    option.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '한' }));
    option.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, bubbles: true, cancelable: true }),
    );
    await expect(option).toHaveAttribute('aria-selected', 'false');
    await expect(optionNames(canvasElement, '바로가기')[0]).toBe('메일');
    // The composition is over: the same keys work again.
    await userEvent.keyboard('{Enter}{ArrowRight}{Enter}');
    await expect(optionNames(canvasElement, '바로가기')[1]).toBe('메일');
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
    await userEvent.keyboard('{Enter}{ArrowRight}{Enter}');
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
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      'Picked up Mail. Shortcuts, position 1 of 6.',
    );
    await userEvent.keyboard('{Escape}');
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
