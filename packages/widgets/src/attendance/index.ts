export { AttendanceWidget } from './AttendanceWidget';
export type { AttendanceNavigationTarget, AttendanceWidgetProps } from './AttendanceWidget';
export {
  ATTENDANCE_FLOWS,
  PAUSE_REASON_MIN_LENGTH,
  attendanceButtons,
  decideAction,
  extendedWorkApplies,
  isPauseReasonValid,
  leaveIntent,
  needsSettings,
  pauseIntent,
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
  ChoiceQuestion,
  CommuteFlags,
  DecisionSettings,
  DecisionStatus,
  WorkStatus,
} from './rules';
export { runAttendanceFlow } from './flow';
export type {
  AttendanceFlowOutcome,
  AttendanceFlowPorts,
  ConfirmLabels,
  PromptQuestion,
} from './flow';
export {
  attendanceBusyAtom,
  commuteHoursAtom,
  commuteOffsetAtom,
  commuteStatusAtom,
  commuteStatusViewAtom,
  periodInfoAtom,
  pressAttendanceButtonAtom,
  reloadCommuteAtom,
  commuteRecordsVersionAtom,
  reloadCommuteStatusAtom,
  setCommuteStatusAtom,
} from './atoms';
export type { AttendancePress, AttendanceViewPorts, Loaded } from './atoms';
export {
  fetchCommuteHours,
  fetchCommuteStatus,
  fetchExtendedWorkCheck,
  fetchPeriodInfo,
  fetchServerTime,
  sendCommuteAction,
} from './api';
export {
  GEOLOCATION_TIMEOUT_MS,
  browserGeolocationSource,
  readPosition,
  watchGeolocationPermission,
} from './position';
export type { CommutePosition, GeolocationPermission, GeolocationSource } from './position';
export { useGeolocationPermission } from './useGeolocationPermission';
export { attendanceCatalogue } from './catalogue';
export { CLOCK_TICK_MS } from './useClock';
