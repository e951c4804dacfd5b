import type { CommuteActionBody, CommuteStatus } from '@maru/api';
import type { CommutePosition } from './position';
import {
  ATTENDANCE_FLOWS,
  decideAction,
  statusChanged,
  type AttendanceButton,
  type AttendanceMessageKey,
  type AttendanceQuestion,
} from './rules';

/**
 * Everything a button press touches outside itself. The atoms bind these to the API client
 * and the component binds the dialogs to `@maru/ui`'s message box, so the flow stays a plain
 * function that the tests can drive step by step.
 */
export interface AttendanceFlowPorts {
  fetchStatus(signal: AbortSignal): Promise<CommuteStatus>;
  sendAction(body: CommuteActionBody, signal: AbortSignal): Promise<boolean>;
  getPosition(signal: AbortSignal): Promise<CommutePosition>;
  /** Minutes east of UTC of the client's clock. */
  offset(): number;
  /** The client's clock in unix seconds. */
  nowSeconds(): number;
  /** Replaces the rendered status with the one just fetched. */
  setStatus(status: CommuteStatus): void;
  /** Reloads status, hours and period info after a successful action. */
  reload(): void;
  alert(messageKey: AttendanceMessageKey): Promise<void>;
  confirm(messageKey: AttendanceMessageKey): Promise<boolean>;
  /** Resolves with the reason typed, or null when the user cancelled. */
  prompt(question: AttendanceQuestion & { dialog: 'prompt' }): Promise<string | null>;
  success(messageKey: AttendanceMessageKey): void;
  navigate(target: 'MyWorkHour'): void;
}

/** How a press ended; the view does not need it, the tests and hosts may. */
export type AttendanceFlowOutcome = 'statusChanged' | 'cancelled' | 'navigated' | 'done' | 'failed';

/** Asks the question of a flow row; null means the user said no. */
async function ask(
  ports: AttendanceFlowPorts,
  question: AttendanceQuestion,
): Promise<string | null> {
  if (question.dialog === 'confirm') return (await ports.confirm(question.messageKey)) ? '' : null;
  return ports.prompt(question);
}

/**
 * One press of an attendance button (spec 02 §4): re-fetch the status; if it changed since the
 * render, show it and stop; otherwise ask, then send the action or go to the work-hour page.
 * API failures have already been shown by the host's error policy, so they only end the flow.
 */
export async function runAttendanceFlow(
  button: AttendanceButton,
  rendered: CommuteStatus,
  ports: AttendanceFlowPorts,
  signal: AbortSignal,
): Promise<AttendanceFlowOutcome> {
  let fresh: CommuteStatus;
  try {
    fresh = await ports.fetchStatus(signal);
  } catch {
    return 'failed';
  }
  if (statusChanged(rendered, fresh)) {
    ports.setStatus(fresh);
    await ports.alert('alert.statusChanged');
    return 'statusChanged';
  }

  const flow = ATTENDANCE_FLOWS[decideAction(button, fresh)];
  const remark = await ask(ports, flow.ask);
  if (remark === null) return 'cancelled';
  if (flow.outcome === 'navigate') {
    ports.navigate(flow.target);
    return 'navigated';
  }

  try {
    const position = await ports.getPosition(signal);
    const ok = await ports.sendAction(
      {
        offset: ports.offset(),
        type: flow.type,
        division: flow.division,
        latitude: position.latitude,
        longitude: position.longitude,
        timestamp: ports.nowSeconds(),
        platform: '02',
        remark: remark.trim(),
      },
      signal,
    );
    if (!ok) return 'failed';
  } catch {
    return 'failed';
  }
  ports.success(flow.successKey);
  ports.reload();
  return 'done';
}
