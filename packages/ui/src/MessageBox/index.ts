export { MessageBox } from './MessageBox';
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
