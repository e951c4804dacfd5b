export { isYmd, YMD_PATTERN } from './ymd';
export {
  addDays,
  datesBetween,
  daysInMonth,
  isWeekend,
  monthOf,
  parseYmd,
  weekdayOf,
  weekOf,
} from './calendar';
export {
  calendarDateIn,
  dayStartIn,
  DEFAULT_TIME_ZONE,
  isTimeZone,
  localMomentOn,
  momentBefore,
  WORK_DAY_START_HOUR,
  workDayEnd,
  workDayOf,
  workDayStart,
} from './companyClock';
export { browserOffsetMinutes, browserYmd } from './browserClock';
export { formatHourMinute, formatUnix, formatYmd, isoOfUnix } from './format';
