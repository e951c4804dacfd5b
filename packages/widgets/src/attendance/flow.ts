import type {
  CommuteActionBody,
  CommuteSettings,
  CommuteStatus,
  ExtendedWorkCheck,
} from '@maru/api';
import type { CommutePosition } from './position';
import {
  ATTENDANCE_FLOWS,
  decideAction,
  needsSettings,
  statusChanged,
  type AttendanceButton,
  type AttendanceFlow,
  type AttendanceMessageKey,
  type AttendanceQuestion,
} from './rules';

/** Button labels of a confirm that offers two named choices (continue or missing). */
export interface ConfirmLabels {
  confirmLabelKey: AttendanceMessageKey;
  cancelLabelKey: AttendanceMessageKey;
}

/** A reason prompt, optionally pre-filled (the extended-work request's comment). */
export type PromptQuestion = AttendanceQuestion & { dialog: 'prompt'; defaultValue?: string };

/**
 * Everything a button press touches outside itself. The atoms bind these to the API client
 * and the component binds the dialogs to `@maru/ui`'s message box, so the flow stays a plain
 * function that the tests can drive step by step.
 */
export interface AttendanceFlowPorts {
  fetchStatus(signal: AbortSignal): Promise<CommuteStatus>;
  /** GET /hr/commute/settings for the work day (only when a leave needs them). */
  fetchSettings(ymd: string, signal: AbortSignal): Promise<CommuteSettings>;
  /** GET /hr/commute/extendedWorkCheck/widget for the signed-in employee. */
  fetchExtendedWorkCheck(signal: AbortSignal): Promise<ExtendedWorkCheck>;
  /** GET /timestamp: the server's clock in unix seconds (continue-work). */
  fetchServerTime(signal: AbortSignal): Promise<number>;
  sendAction(body: CommuteActionBody, signal: AbortSignal): Promise<boolean>;
  getPosition(signal: AbortSignal): Promise<CommutePosition>;
  /** Minutes east of UTC of the client's clock. */
  offset(): number;
  /** The client's clock in unix seconds. */
  nowSeconds(): number;
  /** The status changed since the render: the view asks for it again and shows it. */
  reloadStatus(): void;
  /** Reloads status, hours and period info after a successful action. */
  reload(): void;
  alert(messageKey: AttendanceMessageKey): Promise<void>;
  confirm(messageKey: AttendanceMessageKey, labels?: ConfirmLabels): Promise<boolean>;
  /** Resolves with the reason typed, or null when the user cancelled. */
  prompt(question: PromptQuestion): Promise<string | null>;
  success(messageKey: AttendanceMessageKey): void;
  navigate(target: 'MyWorkHour'): void;
}

/**
 * How a press ended; the view does not need it, the tests and hosts may. `invalid`: a reason
 * too short reached the flow (the two-characters alert was shown, nothing was sent).
 */
export type AttendanceFlowOutcome =
  'statusChanged' | 'cancelled' | 'invalid' | 'navigated' | 'done' | 'failed';

type CommandFlow = Extract<AttendanceFlow, { type: unknown }>;
type NavigateFlow = Extract<AttendanceFlow, { outcome: 'navigate' }>;

/** Asks a question; the reason typed ('' for a confirm), or null when the user said no. */
async function ask(
  ports: AttendanceFlowPorts,
  question: AttendanceQuestion | PromptQuestion,
): Promise<string | null> {
  if (question.dialog === 'confirm') return (await ports.confirm(question.messageKey)) ? '' : null;
  return ports.prompt(question);
}

/** A reason under the question's minimum: the alert is shown and nothing may be sent. */
async function tooShort(
  ports: AttendanceFlowPorts,
  question: AttendanceQuestion,
  remark: string,
): Promise<boolean> {
  if (question.dialog !== 'prompt' || question.minLength === undefined) return false;
  if (remark.trim().length >= question.minLength) return false;
  if (question.errorKey) await ports.alert(question.errorKey);
  return true;
}

async function navigateAfterConfirm(
  ports: AttendanceFlowPorts,
  flow: NavigateFlow,
): Promise<AttendanceFlowOutcome> {
  if (!(await ports.confirm(flow.ask.messageKey))) return 'cancelled';
  ports.navigate(flow.target);
  return 'navigated';
}

/** Sends the flow's action with the position (null when unknown) and shows the outcome. */
async function send(
  ports: AttendanceFlowPorts,
  flow: CommandFlow,
  remark: string,
  signal: AbortSignal,
  extra: { timestamp?: number; extParam?: Record<string, unknown> | null } = {},
): Promise<AttendanceFlowOutcome> {
  try {
    const position = await ports.getPosition(signal);
    const ok = await ports.sendAction(
      {
        offset: ports.offset(),
        type: flow.type,
        division: flow.division,
        latitude: position.latitude,
        longitude: position.longitude,
        timestamp: extra.timestamp ?? ports.nowSeconds(),
        platform: '02',
        remark: remark.trim(),
        ...(extra.extParam ? { extParam: extra.extParam } : {}),
      },
      signal,
    );
    if (!ok) return 'failed';
  } catch {
    // The host's error policy has shown the server's message already.
    return 'failed';
  }
  ports.success(flow.successKey);
  ports.reload();
  return 'done';
}

/**
 * One press of an attendance button (spec 02 §4): re-fetch the status; if it changed since the
 * render, show it and stop; otherwise decide (with the day's settings for a leave), ask, then
 * send the action or go to the work-hour page. API failures have already been shown by the
 * host's error policy, so they only end the flow.
 */
export async function runAttendanceFlow(
  button: AttendanceButton,
  rendered: CommuteStatus,
  ports: AttendanceFlowPorts,
  signal: AbortSignal,
): Promise<AttendanceFlowOutcome> {
  let fresh: CommuteStatus;
  let settings: CommuteSettings | null = null;
  try {
    fresh = await ports.fetchStatus(signal);
    if (!statusChanged(rendered, fresh) && needsSettings(button, fresh)) {
      settings = await ports.fetchSettings(fresh.date, signal);
    }
  } catch {
    return 'failed';
  }
  if (statusChanged(rendered, fresh)) {
    ports.reloadStatus();
    await ports.alert('alert.statusChanged');
    return 'statusChanged';
  }

  const flow = ATTENDANCE_FLOWS[decideAction(button, fresh, settings)];
  switch (flow.outcome) {
    case 'navigate':
      return navigateAfterConfirm(ports, flow);

    case 'command': {
      const remark = await ask(ports, flow.ask);
      if (remark === null) return 'cancelled';
      if (await tooShort(ports, flow.ask, remark)) return 'invalid';
      return send(ports, flow, remark, signal);
    }

    case 'extendedLeave': {
      let check: ExtendedWorkCheck;
      try {
        check = await ports.fetchExtendedWorkCheck(signal);
      } catch {
        return 'failed';
      }
      // Past the approved extended work: a reason (optional), pre-filled with the request's
      // comment; otherwise the plain leave confirm. The check data goes back with the leave.
      const remark = check.hasTimedOut
        ? await ports.prompt({ ...flow.timedOut, defaultValue: check.comment ?? '' })
        : await ask(ports, flow.inTime);
      if (remark === null) return 'cancelled';
      return send(ports, flow, remark, signal, { extParam: check.data });
    }

    case 'continueWork': {
      const { confirmLabelKey, cancelLabelKey } = flow.choice;
      const resume = await ports.confirm(flow.choice.messageKey, {
        confirmLabelKey,
        cancelLabelKey,
      });
      // "Missing" (or dismissing the choice) goes on to the missing-leave confirm, so Esc never
      // navigates away by itself.
      if (!resume) {
        const missing = ATTENDANCE_FLOWS[flow.missing];
        return missing.outcome === 'navigate' ? navigateAfterConfirm(ports, missing) : 'cancelled';
      }
      let timestamp: number;
      try {
        timestamp = await ports.fetchServerTime(signal);
      } catch {
        return 'failed';
      }
      const remark = await ask(ports, flow.reason);
      if (remark === null) return 'cancelled';
      return send(ports, flow, remark, signal, { timestamp });
    }
  }
}
