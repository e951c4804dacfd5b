export { AbsenteesWidget } from './AbsenteesWidget';
export type { AbsenteesWidgetProps } from './AbsenteesWidget';
export {
  ABSENCE_CALENDAR_PATH,
  absenceHours,
  absenteeColour,
  leaveTypeLabelKey,
  todaysAbsentees,
} from './rules';
export type { AbsenceHours, AbsenteesNavigationTarget } from './rules';
export {
  absenteesAtom,
  absenteesOffsetAtom,
  absenteesViewAtom,
  reloadAbsenteesAtom,
} from './atoms';
export { fetchAbsentees } from './api';
export { absenteesCatalogue } from './catalogue';
