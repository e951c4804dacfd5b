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
  commuteHoursData,
  commuteOffsetAtom,
  commuteStatusData,
  periodInfoData,
  previousDayData,
  reloadCommuteAtom,
} from './commuteData';
export { attendanceBusyAtom, pressAttendanceButtonAtom } from './atoms';
export type { AttendancePress, AttendanceViewPorts } from './atoms';
export {
  fetchCommuteHours,
  fetchCommuteSettings,
  fetchCommuteStatus,
  fetchExtendedWorkCheck,
  fetchPeriodInfo,
  fetchPreviousDay,
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
