/** One choice of a Select or Combobox. */
export interface ListOption {
  /** Stable identity, reported by `onSelectionChange` and submitted with forms. */
  key: string;
  /** The visible text; also what type-ahead and filtering match against. */
  label: string;
  /** Shown but not selectable; keyboard navigation skips it and it is announced as disabled. */
  disabled?: boolean;
}

/** The option with the given key, or null when the key is null or unknown. */
export function findOption<Option extends ListOption>(
  options: readonly Option[],
  key: string | null | undefined,
): Option | null {
  if (key === null || key === undefined) return null;
  return options.find((option) => option.key === key) ?? null;
}

/** Downshift's `itemToString`: the label, or nothing for "no selection". */
export function optionToString(option: ListOption | null): string {
  return option ? option.label : '';
}

/** Downshift's `itemToKey`: options are compared by key, not by object identity. */
export function optionToKey(option: ListOption | null): string | null {
  return option ? option.key : null;
}

/** Downshift's `isItemDisabled`. */
export function isOptionDisabled(option: ListOption): boolean {
  return option.disabled === true;
}
