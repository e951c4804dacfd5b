export { TimelineEditor } from './TimelineEditor';
export type { TimelineEditorHandle, TimelineEditorProps } from './TimelineEditor';
export type { TimeEntryMode } from './TimeEntry';
export { timelineEditorCatalogue } from './catalogue';
export type { TimelineEditorStringKey } from './catalogue';
export {
  addNonWorkRow,
  appendMissingEndRow,
  dayEndTime,
  dayStartTime,
  isNextDayTime,
  isProtectedRow,
  isRowDeletable,
  latestTime,
  normalizeTypedTime,
  parseTypedTime,
  timeFieldsOf,
  toUnixSeconds,
  toUnixTimeline,
  validateTimeline,
  workDayMinutes,
} from './timelineRules';
export type {
  DeletableOptions,
  TimelineDivision,
  TimelineError,
  TimelineField,
  TimelineMessageKey,
  TimelineOptions,
  TimelineRow,
  UnixTimelineRow,
  UnixTimeOptions,
} from './timelineRules';
