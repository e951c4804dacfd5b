export { Autocomplete, Combobox } from './Combobox';
export type { ComboboxOption, ComboboxProps } from './Combobox';
export { filterOptions } from './filterOptions';

export type { AsyncStatus, LoadOptions } from './useAsyncOptions';
