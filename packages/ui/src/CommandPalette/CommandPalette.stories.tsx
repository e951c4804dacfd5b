import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { CommandPalette } from './CommandPalette';
import type { PaletteCommand } from './commandIndex';
import { sampleCommands, sampleGroups, sampleMembers } from './paletteFixtures';
import { useCommandPaletteShortcut } from './useCommandPaletteShortcut';

/** The palette portals to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const searchInput = (canvasElement: HTMLElement) =>
  page(canvasElement).getByRole('combobox', { name: '검색어' });

/** The option the input's aria-activedescendant points at. */
function activeOption(canvasElement: HTMLElement): HTMLElement | null {
  const id = searchInput(canvasElement).getAttribute('aria-activedescendant');
  return id ? canvasElement.ownerDocument.getElementById(id) : null;
}

/** Waits until nothing loads (the flag clears 25 ms after results), for a stable picture. */
async function settled(canvasElement: HTMLElement) {
  await waitFor(() =>
    expect(canvasElement.ownerDocument.querySelector('[data-palette] [data-loading]')).toBeNull(),
  );
}

/** Answers at once from the fixed members: deterministic async results. */
const searchMembers = async (query: string) =>
  sampleMembers.filter((member) => member.label.includes(query));

/** Never answers: the loading state stays for a stable screenshot. */
const searchForever = () => new Promise<never>(() => undefined);

/** 10,000 menus with fixed names (no random): what the benchmark filters too. */
const words = ['근태', '휴가', '결재', '인사', '급여', '게시판', '공지', '자산', '평가', '일정'];
const manyCommands: PaletteCommand[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `menu-${i}`,
  group: ['maru', 'ea', 'hr'][i % 3]!,
  label: `${words[i % 10]} ${words[Math.floor(i / 10) % 10]} ${i}`,
}));

const meta = {
  title: 'ui/CommandPalette',
  component: CommandPalette,
  parameters: { layout: 'fullscreen' },
  args: {
    defaultOpen: true,
    groups: sampleGroups,
    commands: sampleCommands,
    onSelect: fn(),
    onSearchAll: fn(),
    onOpenChange: fn(),
    onNavigate: fn(),
    allResultsHref: (query: string) => `/search?keyword=${encodeURIComponent(query)}`,
  },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: focus in the input, the hints and links, no results yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('dialog', { name: '빠른 검색' })).toBeVisible();
    await waitFor(() => expect(searchInput(canvasElement)).toHaveFocus());
    await expect(searchInput(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Typing filters (fuzzy, 50 ms); groups with headers; the first item is auto-selected. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(searchInput(canvasElement), '근태');
    await waitFor(() => expect(page(canvasElement).getAllByRole('option')).toHaveLength(3));
    await expect(activeOption(canvasElement)).toHaveTextContent('근무 시간 현황');
    await settled(canvasElement);
  },
};

/**
 * APG combobox keys: Down/Up, Ctrl+N/J and Ctrl+P/K, Alt+arrows by group, Meta+arrows and
 * Home/End to the ends, Enter selects (and closes).
 */
export const KeyboardNavigation: Story = {
  args: { commands: sampleCommands, search: searchMembers },
  play: async ({ canvasElement, args }) => {
    const input = searchInput(canvasElement);
    await userEvent.type(input, '김');
    await waitFor(() => expect(activeOption(canvasElement)).toHaveTextContent('김철수'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(canvasElement)).toHaveTextContent('김민수');
    await userEvent.keyboard('{Control>}p{/Control}');
    await expect(activeOption(canvasElement)).toHaveTextContent('김철수');
    await userEvent.keyboard('{Control>}j{/Control}');
    await expect(activeOption(canvasElement)).toHaveTextContent('김민수');
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(activeOption(canvasElement)).toHaveTextContent('김철수');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(activeOption(canvasElement)).toHaveTextContent('‘김’ 전체 검색');
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(activeOption(canvasElement)).toHaveTextContent('김철수');
    await userEvent.keyboard('{Meta>}{ArrowDown}{/Meta}');
    await expect(activeOption(canvasElement)).toHaveTextContent('‘김’ 전체 검색');
    await userEvent.keyboard('{Home}');
    await expect(activeOption(canvasElement)).toHaveTextContent('김철수');
    await userEvent.keyboard('{End}{Control>}n{/Control}');
    await expect(activeOption(canvasElement)).toHaveTextContent('‘김’ 전체 검색');
    await userEvent.keyboard('{Meta>}{ArrowUp}{/Meta}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(sampleMembers[0]);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Tab and Shift+Tab stay inside the palette; Esc closes it. */
export const FocusTrap: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: '빠른 검색' });
    await waitFor(() => expect(searchInput(canvasElement)).toHaveFocus());
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(
        canvasElement.ownerDocument.activeElement as HTMLElement,
      );
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/**
 * Hangul through an IME: the Enter and arrows of an open composition select and move nothing
 * (real compositionstart, keydown with isComposing, compositionend).
 */
export const ImeComposition: Story = {
  play: async ({ canvasElement, args }) => {
    const input = searchInput(canvasElement);
    await userEvent.type(input, '인사');
    await waitFor(() => expect(activeOption(canvasElement)).toHaveTextContent('근무 시간 현황'));
    input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    for (const key of ['ArrowDown', 'Enter', 'End']) {
      input.dispatchEvent(
        new KeyboardEvent('keydown', { key, isComposing: true, keyCode: 229, bubbles: true }),
      );
    }
    input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '휴' }));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(activeOption(canvasElement)).toHaveTextContent('근무 시간 현황');
    await expect(page(canvasElement).getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(canvasElement)).toHaveTextContent('휴가 신청');
    await settled(canvasElement);
  },
};

/** 초성 search: ㄱㅅ finds 검색, beside the fuzzy matches. */
export const InitialConsonants: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(searchInput(canvasElement), 'ㅎㄱㅅㅊ');
    await waitFor(() => expect(activeOption(canvasElement)).toHaveTextContent('휴가 신청'));
    await settled(canvasElement);
  },
};

/** Members and posts from async sources (300 ms debounce) list first, then menus. */
export const AsyncResults: Story = {
  args: { search: searchMembers },
  play: async ({ canvasElement }) => {
    await userEvent.type(searchInput(canvasElement), '김');
    await waitFor(() => expect(page(canvasElement).getAllByRole('option')).toHaveLength(3));
    await expect(activeOption(canvasElement)).toHaveTextContent('김철수');
    await settled(canvasElement);
  },
};

/** While a source answers, the spinner shows. */
export const Loading: Story = {
  args: { search: searchForever },
  play: async ({ canvasElement }) => {
    await userEvent.type(searchInput(canvasElement), '김');
    const dialog = page(canvasElement).getByRole('dialog');
    await expect(within(dialog).getByText('검색 중…')).toBeInTheDocument();
    await expect(dialog.querySelector('[data-loading]')).not.toBeNull();
  },
};

/** "No results" appears only after 500 ms with nothing found and nothing loading. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(searchInput(canvasElement), 'zzzz');
    const dialog = within(page(canvasElement).getByRole('dialog'));
    await waitFor(() => expect(dialog.getAllByText('검색 결과가 없습니다')).toHaveLength(2));
  },
};

/** 10,000 menus: only the rows in view are in the DOM. */
export const TenThousandCommands: Story = {
  args: { commands: manyCommands },
  play: async ({ canvasElement }) => {
    await userEvent.type(searchInput(canvasElement), '휴가');
    // The 10,000 are filtered 50 ms after typing and drawn 100 ms later.
    await waitFor(() =>
      expect(page(canvasElement).getAllByRole('option').length).toBeGreaterThan(5),
    );
    const options = page(canvasElement).getAllByRole('option');
    await expect(options.length).toBeLessThan(40);
    await expect(Number(options[0]!.getAttribute('aria-setsize'))).toBeGreaterThan(1000);
    await userEvent.keyboard('{End}');
    await expect(activeOption(canvasElement)).toHaveTextContent('‘휴가’ 전체 검색');
    await settled(canvasElement);
  },
};

function ShortcutDemo(props: Parameters<typeof CommandPalette>[0]) {
  const [open, setOpen] = useState(false);
  useCommandPaletteShortcut({ ready: true, onToggle: () => setOpen((value) => !value) });
  return (
    <div style={{ padding: 24 }}>
      <Button onPress={() => setOpen(true)}>검색 (Ctrl+K)</Button>
      <CommandPalette {...props} defaultOpen={undefined} isOpen={open} onOpenChange={setOpen} />
    </div>
  );
}

/** The app installs Ctrl/Cmd+K with `useCommandPaletteShortcut`; focus returns on close. */
export const OpenWithShortcut: Story = {
  args: { defaultOpen: false },
  render: (args) => <ShortcutDemo {...args} />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: '검색 (Ctrl+K)' });
    opener.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(searchInput(canvasElement)).toHaveFocus());
    // Inside the palette Ctrl+K moves up; it does not close it.
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(page(canvasElement).getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await waitFor(() => expect(searchInput(canvasElement)).toHaveFocus());
  },
};

/** English: longer hints and search-all text. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { commands: sampleCommands, search: searchMembers },
  play: async ({ canvasElement }) => {
    const input = page(canvasElement).getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, '김');
    await waitFor(() =>
      expect(
        page(canvasElement).getByRole('option', { name: 'Search everything for “김”' }),
      ).toBeVisible(),
    );
    // The members answer after 300 ms: wait for them for a stable picture.
    await waitFor(() => expect(page(canvasElement).getAllByRole('option')).toHaveLength(3));
    await settled(canvasElement);
  },
};

/** Japanese. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('dialog', { name: 'クイック検索' })).toBeVisible();
  },
};
