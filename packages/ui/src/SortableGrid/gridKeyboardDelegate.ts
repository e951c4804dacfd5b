import type { AriaGridListOptions, Key } from 'react-aria';

type KeyboardDelegate = NonNullable<AriaGridListOptions<unknown>['keyboardDelegate']>;

/**
 * Arrow keys over a list laid out `columns` per row, for react-aria's grid list focus and for
 * its keyboard drop targets. It counts positions instead of measuring the DOM (react-aria's
 * ListKeyboardDelegate with `layout: 'grid'` does), so it answers the same in jsdom and in
 * a browser, and the columns are the ones the caller asked for.
 */
export function gridKeyboardDelegate(keys: readonly Key[], columns: number): KeyboardDelegate {
  const at = (index: number): Key | null => keys[index] ?? null;
  const indexOf = (key: Key) => keys.indexOf(key);
  const last = keys.length - 1;
  return {
    getFirstKey: () => at(0),
    getLastKey: () => at(last),
    getKeyLeftOf: (key) => at(indexOf(key) - 1),
    getKeyRightOf: (key) => {
      const index = indexOf(key);
      return index < 0 ? null : at(index + 1);
    },
    getKeyAbove: (key) => {
      const index = indexOf(key);
      return index < columns ? null : at(index - columns);
    },
    getKeyBelow: (key) => {
      const index = indexOf(key);
      if (index < 0) return null;
      if (index + columns <= last) return at(index + columns);
      // A shorter last row: land on its last item rather than nowhere.
      return Math.floor(last / columns) > Math.floor(index / columns) ? at(last) : null;
    },
  };
}
