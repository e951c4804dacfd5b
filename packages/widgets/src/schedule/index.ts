export { ScheduleWidget } from './ScheduleWidget';
export type { ScheduleWidgetProps } from './ScheduleWidget';
export {
  SCROLL_PAGE_RATIO,
  eventStart,
  groupScheduleByDay,
  isScheduleShown,
  scrollTarget,
} from './rules';
export type { EventStart, ListScroll, ScheduleDay, ScheduleProfile } from './rules';
export { reloadScheduleAtom, scheduleAtom, scheduleOffsetAtom, scheduleViewAtom } from './atoms';
export { fetchMonthlyEvents } from './api';
export { scheduleCatalogue } from './catalogue';
