/*
 * Real Korean input in story play functions: the Storybook test-runner (.storybook/
 * test-runner.ts) exposes `__maruIme`, which sends each step to Chromium through the DevTools
 * protocol, so the browser composes as a real IME does (TOOLCHAIN.md, "Simulating a Korean IME").
 * Synthetic events prove a guard exists; only this proves the browser's own defaults, such as
 * a search input's clear-on-Escape, leave a composition alone.
 */

/** One step of an input method session. */
export type ImeStep =
  /** Opens or updates the composition (`Input.imeSetComposition`): ㅎ, 하, 한… */
  | { compose: string }
  /** Commits the composition with this text (`Input.insertText`). */
  | { commit: string }
  /** A key the IME swallows while composing: keydown with keyCode 229 and no text. */
  | { composingKey: 'Enter' | 'Escape' | 'Backspace' | 'ArrowDown' | 'ArrowUp' };

declare global {
  interface Window {
    __maruIme?: (steps: readonly ImeStep[]) => Promise<void>;
  }
}

/**
 * Runs the steps against the focused element. Outside the test-runner (the Storybook UI) there
 * is no DevTools session: returns false and the caller skips. Under automation the session
 * must exist, so a missing binding fails the story instead of passing it unproved.
 */
export async function typeWithRealIme(steps: readonly ImeStep[]): Promise<boolean> {
  if (window.__maruIme) {
    await window.__maruIme(steps);
    return true;
  }
  if (navigator.webdriver) throw new Error('the test-runner did not expose __maruIme');
  return false;
}
