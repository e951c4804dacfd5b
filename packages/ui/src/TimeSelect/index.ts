export { TimeSelect } from './TimeSelect';
export type { TimeSelectProps } from './TimeSelect';
export {
  buildHourOptions,
  buildMinuteOptions,
  DEFAULT_BASE_HOUR,
  formatTime,
  isNextDayHour,
  parseTime,
} from './timeOptions';
export type { HourOption, TimeOfDay } from './timeOptions';
