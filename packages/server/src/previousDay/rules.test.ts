import { describe, expect, it } from 'vitest';
import type { DaySummary } from '../commute/rules';
import { hoursMinutes, isPreviousWorkDay, previousDayOf } from './rules';

const day = (overrides: Partial<DaySummary>): DaySummary => ({
  phase: 'left',
  attendanceTime: 1000,
  appAttendanceTime: 1000,
  leaveTime: 5000,
  workSeconds: 0,
  nonWorkSeconds: 0,
  ...overrides,
});

describe('previous-day rules', () => {
  it('spec 02 §3: workTime is HH:mm, minutes rounded down, hours past 24 kept', () => {
    expect(hoursMinutes(0)).toBe('00:00');
    expect(hoursMinutes(8 * 3600 + 15 * 60 + 59)).toBe('08:15');
    expect(hoursMinutes(26 * 3600 + 5 * 60)).toBe('26:05');
    expect(hoursMinutes(-30)).toBe('00:00');
  });

  it('previous work day: a working day or any day with records; not an empty holiday', () => {
    expect(isPreviousWorkDay({ ymd: '2026-11-20', isHoliday: false, hasRecords: false })).toBe(
      true,
    );
    expect(isPreviousWorkDay({ ymd: '2026-11-22', isHoliday: true, hasRecords: true })).toBe(true);
    expect(isPreviousWorkDay({ ymd: '2026-11-22', isHoliday: true, hasRecords: false })).toBe(
      false,
    );
  });

  it("spec 02 §3: request is 'Y' only while a change request awaits approval", () => {
    expect(previousDayOf('2026-11-20', day({}), true).request).toBe('Y');
    expect(previousDayOf('2026-11-20', day({}), false).request).toBe('N');
  });

  it('a day left: attendance, leave and work time as recorded', () => {
    expect(previousDayOf('2026-11-20', day({ workSeconds: 3 * 3600 }), false)).toEqual({
      date: '2026-11-20',
      request: 'N',
      attendanceTime: 1000,
      leaveTime: 5000,
      workTime: '03:00',
    });
  });

  it('a day never left: no leave time (an unrecorded leave is not shown nor credited)', () => {
    const open = day({ phase: 'working', leaveTime: null, workSeconds: 0 });
    expect(previousDayOf('2026-11-20', open, true)).toMatchObject({
      leaveTime: null,
      workTime: '00:00',
    });
  });

  it('a day without records: no times at all (the widget’s empty state)', () => {
    const none = day({ phase: 'none', attendanceTime: null, leaveTime: null });
    expect(previousDayOf('2026-11-20', none, false)).toMatchObject({
      attendanceTime: null,
      leaveTime: null,
      workTime: '00:00',
    });
  });
});
