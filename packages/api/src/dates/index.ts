export { isYmd, YMD_PATTERN } from './ymd';
export {
  addDays,
  anniversariesBetween,
  datesBetween,
  daysInMonth,
  isWeekend,
  monthOf,
  monthSpan,
  parseYmd,
  weekdayOf,
  weekOf,
  yearMonthOf,
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
