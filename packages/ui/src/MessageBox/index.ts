// The dialog itself is not exported: `useMessageBox()` loads it on first use, and a value
// export here would put it into every product's first load.
export type {
  MessageBoxKind,
  MessageBoxOptions,
  MessageBoxProps,
  PromptOptions,
} from './MessageBox';
export { useMessageBox } from './MessageBoxHost';
export type { MessageBoxApi } from './MessageBoxHost';
export { validateReason } from './validateReason';
export type { ReasonError, ReasonMode, ReasonRules } from './validateReason';
