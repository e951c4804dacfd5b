import { fireEvent, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isPaletteShortcut, useCommandPaletteShortcut } from './useCommandPaletteShortcut';
import type { ShortcutKeyEvent } from './useCommandPaletteShortcut';

const key = (mods: Partial<ShortcutKeyEvent>): ShortcutKeyEvent => ({
  key: 'k',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

function Host({ ready, onToggle }: { ready: boolean; onToggle: () => void }) {
  useCommandPaletteShortcut({ ready, onToggle });
  return null;
}

/**
 * A Ctrl+K the browser delivers right after the shell is on screen: a layout effect of a later
 * sibling runs in the same commit, after the host's layout effects and before any passive one.
 */
function PressOnCommit() {
  useLayoutEffect(() => {
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }),
    );
  }, []);
  return null;
}

describe('Ctrl/Cmd+K (spec 01 §2, §4)', () => {
  it('spec 01 §2: Ctrl+K and Cmd+K are the shortcut, in either case of K', () => {
    expect(isPaletteShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(key({ metaKey: true }))).toBe(true);
    expect(isPaletteShortcut(key({ ctrlKey: true, key: 'K' }))).toBe(true);
  });

  it('other combinations are not: K alone, with Shift or Alt, Ctrl+Cmd+K, another key', () => {
    expect(isPaletteShortcut(key({}))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteShortcut(key({ metaKey: true, altKey: true }))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, metaKey: true }))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, key: 'j' }))).toBe(false);
  });

  it('issue 5 IME: not while a composition is open', () => {
    expect(isPaletteShortcut(key({ ctrlKey: true, isComposing: true }))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, keyCode: 229 }))).toBe(false);
  });

  it('spec 01 §4: toggles only when ready', () => {
    const onToggle = vi.fn();
    const { rerender } = render(<Host ready={false} onToggle={onToggle} />);
    const notReady = fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(onToggle).not.toHaveBeenCalled();
    // Not ready: the browser keeps its own Ctrl+K.
    expect(notReady).toBe(true);
    rerender(<Host ready onToggle={onToggle} />);
    const handled = fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(handled).toBe(false);
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('spec 01 §2: listens from the commit that mounts it, so a press right after the paint counts', () => {
    const onToggle = vi.fn();
    render(
      <>
        <Host ready onToggle={onToggle} />
        <PressOnCommit />
      </>,
    );
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('ignores a key the palette already handled (its Ctrl+K moves up)', () => {
    const onToggle = vi.fn();
    render(<Host ready onToggle={onToggle} />);
    const input = document.createElement('input');
    document.body.append(input);
    input.addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(input, { key: 'k', ctrlKey: true });
    expect(onToggle).not.toHaveBeenCalled();
    input.remove();
  });

  it('stops listening when unmounted', () => {
    const onToggle = vi.fn();
    const { unmount } = render(<Host ready onToggle={onToggle} />);
    unmount();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(onToggle).not.toHaveBeenCalled();
  });
});
