export { Autocomplete, Combobox } from './Combobox';
export type { ComboboxOption, ComboboxProps } from './Combobox';
export { DEFAULT_DEBOUNCE_MS, debounce } from './debounce';
export type { Debounced } from './debounce';
export { filterOptions } from './filterOptions';

export type { AsyncStatus, LoadOptions } from './useAsyncOptions';
