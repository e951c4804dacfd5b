import { describe, expect, it, vi } from 'vitest';
import type { CommuteActionBody, CommuteStatus } from '@maru/api';
import { commuteActionBodyFixture, commuteStatusFixture } from '@maru/api/fixtures';
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
    sendAction: vi.fn(async (body: CommuteActionBody) => {
      sent.push(body);
      return true;
    }),
    getPosition: vi.fn(async () => ({ latitude: null, longitude: null })),
    offset: () => 540,
    nowSeconds: () => 1_800_000_000,
    setStatus: vi.fn(),
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
    expect(p.setStatus).toHaveBeenCalledWith(working);
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
