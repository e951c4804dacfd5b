export { Field, RequiredMark, ErrorIcon } from './Field';
export type { FieldProps, RequiredMarkProps } from './Field';
export { FormErrorSummary, focusField } from './FormErrorSummary';
export type { FormError, FormErrorSummaryProps } from './FormErrorSummary';
export {
  FieldControl,
  FieldCounterSlot,
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldRoot,
  VisuallyHiddenText,
  fieldInputCss,
  visuallyHiddenCss,
} from './Field.styles';
