/** The autocomplete debounce of spec 02 §9: wait this long after the last keystroke. */
export const DEFAULT_DEBOUNCE_MS = 300;

/** A trailing-edge debounced function plus a way to drop the pending call. */
export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops the pending call, if any (on unmount or when the query is cleared). */
  cancel: () => void;
  /** True while a call is waiting for its delay. */
  pending: () => boolean;
}

/**
 * Calls `fn` with the arguments of the last call once `waitMs` have passed without another
 * call. A wait of 0 or less still defers to the next task, so behaviour does not change shape.
 */
export function debounce<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number,
): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const debounced = (...args: Args) => {
    cancel();
    timer = setTimeout(
      () => {
        timer = undefined;
        fn(...args);
      },
      Math.max(0, waitMs),
    );
  };
  return Object.assign(debounced, { cancel, pending: () => timer !== undefined });
}
