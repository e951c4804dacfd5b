export { Field, RequiredMark, ErrorIcon } from './Field';
export type { FieldProps, RequiredMarkProps } from './Field';
export { FormErrorSummary, focusField } from './FormErrorSummary';
export type { FormError, FormErrorSummaryProps } from './FormErrorSummary';
