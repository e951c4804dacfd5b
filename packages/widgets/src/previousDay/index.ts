export { PreviousDayWidget } from './PreviousDayWidget';
export type { PreviousDayWidgetProps } from './PreviousDayWidget';
export { isApprovalRequested, isLeaveMissing, isoDurationOf, previousDayState } from './rules';
export type { PreviousDayState } from './rules';
export { previousDayCatalogue } from './catalogue';
