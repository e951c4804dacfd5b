import { describe, expect, it, vi } from 'vitest';
import type { CommuteActionBody, CommuteStatus } from '@maru/api';
import { defaultCommuteSettings } from '@maru/api/domain';
import {
  commuteActionBodyFixture,
  commuteStatusFixture,
  extendedWorkCheckFixture,
} from '@maru/api/fixtures';
import { runAttendanceFlow, type AttendanceFlowPorts } from './flow';

const notStarted = commuteStatusFixture();
const working = commuteStatusFixture({
  start: false,
  pause: true,
  leave: true,
  attendanceTime: 1_700_000_000,
});
const paused: CommuteStatus = { ...working, pause: false };

function ports(fresh: CommuteStatus, overrides: Partial<AttendanceFlowPorts> = {}) {
  const sent: CommuteActionBody[] = [];
  const p = {
    fetchStatus: vi.fn(async () => fresh),
    fetchSettings: vi.fn(async (ymd: string) => defaultCommuteSettings(ymd)),
    fetchExtendedWorkCheck: vi.fn(async () => extendedWorkCheckFixture()),
    fetchServerTime: vi.fn(async () => 1_900_000_000),
    sendAction: vi.fn(async (body: CommuteActionBody) => {
      sent.push(body);
      return true;
    }),
    getPosition: vi.fn(async () => ({ latitude: null, longitude: null })),
    offset: () => 540,
    nowSeconds: () => 1_800_000_000,
    reloadStatus: vi.fn(),
    reload: vi.fn(),
    alert: vi.fn(async () => undefined),
    confirm: vi.fn(async () => true),
    prompt: vi.fn(async () => '  reason  '),
    success: vi.fn(),
    navigate: vi.fn(),
    ...overrides,
  } satisfies AttendanceFlowPorts;
  return { ports: p, sent };
}

const signal = new AbortController().signal;

describe('runAttendanceFlow (spec 02 §4)', () => {
  it('status changed between render and press: updates the status, alerts, and sends nothing', async () => {
    const { ports: p, sent } = ports(working);
    const outcome = await runAttendanceFlow('start', notStarted, p, signal);
    expect(outcome).toBe('statusChanged');
    expect(p.reloadStatus).toHaveBeenCalledTimes(1);
    expect(p.alert).toHaveBeenCalledWith('alert.statusChanged');
    expect(p.prompt).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('check-in: prompt with an optional reason, then 01/1 with offset, time, platform 02 and null coordinates', async () => {
    const { ports: p, sent } = ports(notStarted);
    expect(await runAttendanceFlow('start', notStarted, p, signal)).toBe('done');
    expect(p.prompt).toHaveBeenCalledWith(
      expect.objectContaining({ messageKey: 'confirm.checkIn', reason: 'optional' }),
    );
    expect(sent).toEqual([
      commuteActionBodyFixture({ timestamp: 1_800_000_000, remark: 'reason' }),
    ]);
    expect(p.success).toHaveBeenCalledWith('success.workStarted');
    expect(p.reload).toHaveBeenCalledTimes(1);
  });

  it('re-check-in asks to check in again when a leave time exists', async () => {
    const left = { ...notStarted, attendanceTime: 1, leaveTime: 2 };
    const { ports: p } = ports(left);
    await runAttendanceFlow('start', left, p, signal);
    expect(p.prompt).toHaveBeenCalledWith(
      expect.objectContaining({ messageKey: 'confirm.reCheckIn' }),
    );
  });

  it('cancelling the question does nothing', async () => {
    const { ports: p, sent } = ports(working, { confirm: vi.fn(async () => false) });
    expect(await runAttendanceFlow('leave', working, p, signal)).toBe('cancelled');
    expect(sent).toEqual([]);
    expect(p.success).not.toHaveBeenCalled();
    expect(p.reload).not.toHaveBeenCalled();
  });

  it('pause start requires a reason of two characters and sends 02/1', async () => {
    const { ports: p, sent } = ports(working, { prompt: vi.fn(async () => '점심') });
    await runAttendanceFlow('pause', working, p, signal);
    expect(p.prompt).toHaveBeenCalledWith(
      expect.objectContaining({
        reason: 'required',
        minLength: 2,
        errorKey: 'error.pauseReasonTooShort',
      }),
    );
    expect(sent[0]).toMatchObject({ type: '1', division: '02', remark: '점심' });
    expect(p.success).toHaveBeenCalledWith('success.nonWorkStarted');
  });

  it('pause in the pause-on state confirms and sends 02/2', async () => {
    const { ports: p, sent } = ports(paused);
    await runAttendanceFlow('pause', paused, p, signal);
    expect(p.confirm).toHaveBeenCalledWith('confirm.pauseEnd');
    expect(sent[0]).toMatchObject({ type: '2', division: '02', remark: '' });
    expect(p.success).toHaveBeenCalledWith('success.nonWorkEnded');
  });

  it('leave confirms and sends 01/2', async () => {
    const { ports: p, sent } = ports(working);
    await runAttendanceFlow('leave', working, p, signal);
    expect(p.confirm).toHaveBeenCalledWith('confirm.leave');
    expect(sent[0]).toMatchObject({ type: '2', division: '01' });
    expect(p.success).toHaveBeenCalledWith('success.workEnded');
  });

  it('leave without an attendance time confirms and goes to MyWorkHour without sending', async () => {
    const noAttendance = { ...working, attendanceTime: null };
    const { ports: p, sent } = ports(noAttendance);
    expect(await runAttendanceFlow('leave', noAttendance, p, signal)).toBe('navigated');
    expect(p.confirm).toHaveBeenCalledWith('confirm.missingAttendance');
    expect(p.navigate).toHaveBeenCalledWith('MyWorkHour');
    expect(sent).toEqual([]);
  });

  it('nothing permitted: start confirms the missing leave and goes to MyWorkHour', async () => {
    const none = { ...notStarted, start: false };
    const { ports: p } = ports(none);
    expect(await runAttendanceFlow('start', none, p, signal)).toBe('navigated');
    expect(p.confirm).toHaveBeenCalledWith('confirm.missingLeave');
    expect(p.navigate).toHaveBeenCalledWith('MyWorkHour');
  });

  it('declining the missing-leave confirm stays put', async () => {
    const none = { ...notStarted, start: false };
    const { ports: p } = ports(none, { confirm: vi.fn(async () => false) });
    expect(await runAttendanceFlow('start', none, p, signal)).toBe('cancelled');
    expect(p.navigate).not.toHaveBeenCalled();
  });

  it('a failed action shows no success and reloads nothing (the host already showed the error)', async () => {
    const { ports: p } = ports(working, {
      sendAction: vi.fn(async () => {
        throw new Error('500');
      }),
    });
    expect(await runAttendanceFlow('leave', working, p, signal)).toBe('failed');
    expect(p.success).not.toHaveBeenCalled();
    expect(p.reload).not.toHaveBeenCalled();
  });

  it('a pause reason under two characters reaching the flow: the alert, nothing sent', async () => {
    const { ports: p, sent } = ports(working, { prompt: vi.fn(async () => ' 밥 ') });
    expect(await runAttendanceFlow('pause', working, p, signal)).toBe('invalid');
    expect(p.alert).toHaveBeenCalledWith('error.pauseReasonTooShort');
    expect(sent).toEqual([]);
    expect(p.success).not.toHaveBeenCalled();
  });

  it('settings are fetched for a leave only, for the status date', async () => {
    const { ports: p } = ports(working);
    await runAttendanceFlow('pause', working, p, signal);
    expect(p.fetchSettings).not.toHaveBeenCalled();
    await runAttendanceFlow('leave', working, p, signal);
    expect(p.fetchSettings).toHaveBeenCalledWith(working.date, signal);
  });

  it('a failed status re-fetch stops before asking', async () => {
    const { ports: p } = ports(working, {
      fetchStatus: vi.fn(async () => {
        throw new Error('502');
      }),
    });
    expect(await runAttendanceFlow('leave', working, p, signal)).toBe('failed');
    expect(p.confirm).not.toHaveBeenCalled();
  });
});

const extendedSettings = (ymd: string) => ({
  ...defaultCommuteSettings(ymd),
  applyExtendedWorkFlag: 'Y' as const,
  extendedWorkDraftUseFlag: 'Y' as const,
});

describe('extended-work leave (spec 02 §4 Leave, both flags Y)', () => {
  it('spec 02 §4: hasTimedOut → an optional reason prompt pre-filled with the comment; 01/2 with the check data', async () => {
    const { ports: p, sent } = ports(working, {
      fetchSettings: vi.fn(async (ymd: string) => extendedSettings(ymd)),
      prompt: vi.fn(async () => '배포 지연'),
    });
    expect(await runAttendanceFlow('leave', working, p, signal)).toBe('done');
    expect(p.fetchExtendedWorkCheck).toHaveBeenCalledTimes(1);
    expect(p.prompt).toHaveBeenCalledWith(
      expect.objectContaining({
        messageKey: 'confirm.extendedLeaveTimedOut',
        reason: 'optional',
        defaultValue: '분기 결산 마감',
      }),
    );
    expect(p.confirm).not.toHaveBeenCalled();
    expect(sent).toEqual([
      expect.objectContaining({
        division: '01',
        type: '2',
        remark: '배포 지연',
        extParam: extendedWorkCheckFixture().data,
      }),
    ]);
    expect(p.success).toHaveBeenCalledWith('success.workEnded');
  });

  it('spec 02 §4: not timed out → a confirm, then 01/2 with the check data', async () => {
    const check = extendedWorkCheckFixture({ hasTimedOut: false });
    const { ports: p, sent } = ports(working, {
      fetchSettings: vi.fn(async (ymd: string) => extendedSettings(ymd)),
      fetchExtendedWorkCheck: vi.fn(async () => check),
    });
    expect(await runAttendanceFlow('leave', working, p, signal)).toBe('done');
    expect(p.confirm).toHaveBeenCalledWith('confirm.extendedLeave');
    expect(p.prompt).not.toHaveBeenCalled();
    expect(sent[0]).toMatchObject({ division: '01', type: '2', remark: '', extParam: check.data });
  });

  it('spec 02 §4: without check data, the leave carries no extParam', async () => {
    const { ports: p, sent } = ports(working, {
      fetchSettings: vi.fn(async (ymd: string) => extendedSettings(ymd)),
      fetchExtendedWorkCheck: vi.fn(async () => ({
        hasTimedOut: false,
        data: null,
        comment: null,
      })),
    });
    await runAttendanceFlow('leave', working, p, signal);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('extParam');
  });

  it('spec 02 §4: without extended work (a flag N) no check is made; confirm and 01/2', async () => {
    const { ports: p, sent } = ports(working);
    await runAttendanceFlow('leave', working, p, signal);
    expect(p.fetchExtendedWorkCheck).not.toHaveBeenCalled();
    expect(p.confirm).toHaveBeenCalledWith('confirm.leave');
    expect(sent[0]).toMatchObject({ division: '01', type: '2' });
    expect(sent[0]).not.toHaveProperty('extParam');
  });

  it('cancelling the reason prompt sends nothing; a failed check ends the flow', async () => {
    const cancelled = ports(working, {
      fetchSettings: vi.fn(async (ymd: string) => extendedSettings(ymd)),
      prompt: vi.fn(async () => null),
    });
    expect(await runAttendanceFlow('leave', working, cancelled.ports, signal)).toBe('cancelled');
    expect(cancelled.sent).toEqual([]);
    const failing = ports(working, {
      fetchSettings: vi.fn(async (ymd: string) => extendedSettings(ymd)),
      fetchExtendedWorkCheck: vi.fn(async () => {
        throw new Error('502');
      }),
    });
    expect(await runAttendanceFlow('leave', working, failing.ports, signal)).toBe('failed');
    expect(failing.sent).toEqual([]);
  });
});

describe('continue-work (spec 02 §4 Continue-work)', () => {
  const waiting = commuteStatusFixture({
    start: false,
    leave: true,
    continue: true,
    yesterday: false,
  });

  it('spec 02 §4: continue → server time → optional reason → continue/2 stamped with the server time', async () => {
    const { ports: p, sent } = ports(waiting, { prompt: vi.fn(async () => '야간 장애 대응') });
    expect(await runAttendanceFlow('leave', waiting, p, signal)).toBe('done');
    expect(p.confirm).toHaveBeenCalledWith('confirm.continueWork', {
      confirmLabelKey: 'button.continue',
      cancelLabelKey: 'button.missing',
    });
    expect(p.fetchServerTime).toHaveBeenCalledTimes(1);
    expect(p.prompt).toHaveBeenCalledWith(
      expect.objectContaining({ messageKey: 'confirm.continueWorkReason', reason: 'optional' }),
    );
    expect(sent).toEqual([
      commuteActionBodyFixture({
        division: 'continue',
        type: '2',
        timestamp: 1_900_000_000,
        remark: '야간 장애 대응',
      }),
    ]);
    expect(p.success).toHaveBeenCalledWith('success.continueWorkComplete');
    expect(p.reload).toHaveBeenCalledTimes(1);
    expect(p.fetchSettings).not.toHaveBeenCalled();
  });

  it('spec 02 §4: missing → the missing-leave confirm → MyWorkHour, nothing sent', async () => {
    const confirm = vi.fn(async (key: string) => key !== 'confirm.continueWork');
    const { ports: p, sent } = ports(waiting, { confirm });
    expect(await runAttendanceFlow('leave', waiting, p, signal)).toBe('navigated');
    expect(confirm).toHaveBeenNthCalledWith(2, 'confirm.missingLeave');
    expect(p.navigate).toHaveBeenCalledWith('MyWorkHour');
    expect(p.fetchServerTime).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('dismissing both questions stays put (Esc never navigates by itself)', async () => {
    const { ports: p, sent } = ports(waiting, { confirm: vi.fn(async () => false) });
    expect(await runAttendanceFlow('leave', waiting, p, signal)).toBe('cancelled');
    expect(p.navigate).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('start while continue-work waits opens the same flow', async () => {
    const { ports: p } = ports(waiting);
    await runAttendanceFlow('start', waiting, p, signal);
    expect(p.confirm).toHaveBeenCalledWith('confirm.continueWork', expect.anything());
  });

  it('cancelling the reason sends nothing; a failed server-time call ends the flow', async () => {
    const cancelled = ports(waiting, { prompt: vi.fn(async () => null) });
    expect(await runAttendanceFlow('leave', waiting, cancelled.ports, signal)).toBe('cancelled');
    expect(cancelled.sent).toEqual([]);
    const failing = ports(waiting, {
      fetchServerTime: vi.fn(async () => {
        throw new Error('502');
      }),
    });
    expect(await runAttendanceFlow('leave', waiting, failing.ports, signal)).toBe('failed');
    expect(failing.ports.prompt).not.toHaveBeenCalled();
  });
});
