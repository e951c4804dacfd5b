export { WorkHoursWidget } from './WorkHoursWidget';
export type { WorkHoursWidgetProps } from './WorkHoursWidget';
export { WORK_HOURS_HELP_TOPICS } from './WorkHoursHelpDialog';
export type { WorkHoursHelpTopic } from './WorkHoursHelpDialog';
export {
  DEFAULT_LEGAL_HOURS,
  DEFAULT_LIMIT_HOURS,
  FLEXIBLE_WORK_CODE,
  HOURS_STEP,
  OVERTIME_SCALE_FALLBACK_HOURS,
  barPercent,
  hoursOf,
  workHoursDisplay,
} from './rules';
export type { WorkHoursDisplay, WorkHoursInput, WorkType } from './rules';
export { reloadWorkHoursAtom, workHoursSettingsAtom, workHoursViewAtom } from './atoms';
export { fetchCommuteSettings, fetchCurrentWorkDate } from './api';
export { workHoursCatalogue } from './catalogue';
