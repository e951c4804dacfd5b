import type { HTMLAttributes } from 'react';
import { OptionCheck, OptionItem, OptionLabel } from './list.styles';
import type { ListOption } from './options';

export interface ListboxOptionsProps {
  /** The options to render, in display order. */
  items: readonly ListOption[];
  /** The list is open; a closed list renders no options. */
  isOpen: boolean;
  /** Downshift's item prop getter (`useSelect` or `useCombobox`). */
  getItemProps: (options: { item: ListOption; index: number }) => HTMLAttributes<HTMLElement>;
  /** Index of the highlighted option, or -1. */
  highlightedIndex: number;
  /** Key of the selected option. */
  currentKey: string | null | undefined;
}

/** The option rows of a Select or Combobox listbox (internal). */
export function ListboxOptions({
  items,
  isOpen,
  getItemProps,
  highlightedIndex,
  currentKey,
}: ListboxOptionsProps) {
  if (!isOpen) return null;
  return items.map((option, index) => (
    <OptionItem
      key={option.key}
      {...getItemProps({ item: option, index })}
      data-highlighted={highlightedIndex === index || undefined}
      data-selected={option.key === currentKey || undefined}
      data-disabled={option.disabled || undefined}
    >
      <OptionCheck />
      <OptionLabel>{option.label}</OptionLabel>
    </OptionItem>
  ));
}
