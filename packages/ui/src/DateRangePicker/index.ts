export { DateRangePicker } from './DateRangePicker';
export type { DateRangePickerProps } from './DateRangePicker';
export {
  allDatesValue,
  customRangeValue,
  dateRangePresets,
  isRangeOrdered,
  presetDayRange,
  toDateRangeValue,
  valueForPreset,
} from './rangePresets';
export type { DateRangePreset, DateRangeValue, DayRange } from './rangePresets';
export {
  formatRangeEnd,
  formatRangeStart,
  parseRangeBoundary,
  RANGE_BOUNDARY_PATTERN,
} from './rangeFormat';
export type { DateRangeDraft, DateRangeDraftReason } from './rangeDraft';
