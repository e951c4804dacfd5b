export { AttendanceWidget } from './AttendanceWidget';
export type { AttendanceNavigationTarget, AttendanceWidgetProps } from './AttendanceWidget';
export {
  ATTENDANCE_FLOWS,
  PAUSE_REASON_MIN_LENGTH,
  attendanceButtons,
  decideAction,
  isPauseReasonValid,
  leaveIntent,
  startIntent,
  statusChanged,
  workStatus,
} from './rules';
export type {
  AttendanceActionKind,
  AttendanceButton,
  AttendanceButtons,
  AttendanceFlow,
  AttendanceMessageKey,
  AttendanceQuestion,
  CommuteFlags,
  WorkStatus,
} from './rules';
export { runAttendanceFlow } from './flow';
export type { AttendanceFlowOutcome, AttendanceFlowPorts } from './flow';
export {
  attendanceBusyAtom,
  commuteHoursAtom,
  commuteOffsetAtom,
  commuteStatusAtom,
  commuteStatusViewAtom,
  periodInfoAtom,
  pressAttendanceButtonAtom,
  reloadCommuteAtom,
  reloadCommuteStatusAtom,
  setCommuteStatusAtom,
} from './atoms';
export type { AttendancePress, AttendanceViewPorts, Loaded } from './atoms';
export { fetchCommuteHours, fetchCommuteStatus, fetchPeriodInfo, sendCommuteAction } from './api';
export { getCommutePosition } from './position';
export type { CommutePosition } from './position';
export { attendanceCatalogue } from './catalogue';
export { CLOCK_TICK_MS } from './useClock';
