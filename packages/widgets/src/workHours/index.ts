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
export { reloadWorkHoursAtom, workHoursDisplayData, workHoursSettingsData } from './atoms';
export { fetchCurrentWorkDate } from './api';
export { workHoursCatalogue } from './catalogue';
