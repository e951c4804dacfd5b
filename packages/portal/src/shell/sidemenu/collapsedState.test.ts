import { describe, expect, it } from 'vitest';
import { readCollapsed, SIDE_MENU_COLLAPSED_KEY, writeCollapsed } from './collapsedState';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const throwing = {
  getItem: (): string | null => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
};

describe('side menu collapse state (spec 01 §9: kept in local storage)', () => {
  it('spec 01 §9: the key is maru.sideMenu.collapsed; "1" means collapsed', () => {
    expect(SIDE_MENU_COLLAPSED_KEY).toBe('maru.sideMenu.collapsed');
    expect(readCollapsed(memoryStorage({ [SIDE_MENU_COLLAPSED_KEY]: '1' }))).toBe(true);
    expect(readCollapsed(memoryStorage({ [SIDE_MENU_COLLAPSED_KEY]: '0' }))).toBe(false);
  });

  it('nothing stored, something unknown, no storage or a throwing one: the menu is open', () => {
    expect(readCollapsed(memoryStorage())).toBe(false);
    expect(readCollapsed(memoryStorage({ [SIDE_MENU_COLLAPSED_KEY]: 'yes' }))).toBe(false);
    expect(readCollapsed(null)).toBe(false);
    expect(readCollapsed(throwing)).toBe(false);
  });

  it('spec 01 §9: writing stores "1" or "0" and survives a storage that refuses', () => {
    const storage = memoryStorage();
    writeCollapsed(storage, true);
    expect(storage.data.get(SIDE_MENU_COLLAPSED_KEY)).toBe('1');
    writeCollapsed(storage, false);
    expect(storage.data.get(SIDE_MENU_COLLAPSED_KEY)).toBe('0');
    expect(() => writeCollapsed(throwing, true)).not.toThrow();
  });
});
