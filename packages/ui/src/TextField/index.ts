export { TextField, TextArea } from './TextField';
export type { TextFieldProps, TextAreaProps, TextInputBaseProps } from './TextField';
export { SearchField } from './SearchField';
export type { SearchFieldProps } from './SearchField';
export { counterState } from './TextCounter';
export type { CounterState } from './TextCounter';
export {
  byteLength,
  charLength,
  fitsLimits,
  limitEdit,
  measureText,
  truncateToBytes,
  truncateToLength,
  truncateToLimits,
} from './byteLength';
export type { CounterMode, LimitedEdit, TextLimits } from './byteLength';

export { useTextLimit } from './useTextLimit';
export type { TextLimitState, UseTextLimitOptions } from './useTextLimit';
