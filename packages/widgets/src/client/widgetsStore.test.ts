// @vitest-environment jsdom
import { atom } from 'jotai';
import type * as React from 'react';
import { startTransition } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerAtom, createWidgetsStore } from './widgetsStore';

// Records whether a listener ran inside React's `startTransition`.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return { ...react, startTransition: vi.fn((run: () => void) => run()) };
});

beforeEach(() => {
  vi.mocked(startTransition).mockClear();
});

describe('createWidgetsStore (GUIDE §6: total blocking time)', () => {
  it("an answer's arrival outside any event re-renders its readers as a transition", () => {
    const store = createWidgetsStore();
    const source = atom(0);
    const view = answerAtom(atom((get) => get(source)));
    const listener = vi.fn();
    store.sub(view, listener);
    store.set(source, 1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(startTransition).toHaveBeenCalledTimes(1);
  });

  it('a change inside a browser event (a click, a key, typing) re-renders at once', () => {
    const store = createWidgetsStore();
    const source = atom(0);
    const view = answerAtom(atom((get) => get(source)));
    const listener = vi.fn();
    store.sub(view, listener);
    const button = document.createElement('button');
    button.addEventListener('click', () => store.set(source, 1));
    button.click();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(startTransition).not.toHaveBeenCalled();
  });

  it("any other atom (a flow's busy flag, a field's value) re-renders as before", () => {
    const store = createWidgetsStore();
    const busy = atom(false);
    const listener = vi.fn();
    const unsubscribe = store.sub(busy, listener);
    store.set(busy, true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(startTransition).not.toHaveBeenCalled();
    unsubscribe();
    store.set(busy, false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
