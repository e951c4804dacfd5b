import { describe, expect, it } from 'vitest';
import {
  addNonWorkRow,
  appendMissingEndRow,
  dayEndTime,
  dayStartTime,
  isNextDayTime,
  isRowDeletable,
  latestTime,
  normalizeTypedTime,
  parseTypedTime,
  toUnixSeconds,
  toUnixTimeline,
  validateTimeline,
  workDayMinutes,
} from './timelineRules';
import type { TimelineRow } from './timelineRules';

const clockIn = (start: string, extra: Partial<TimelineRow> = {}): TimelineRow => ({
  division: '01',
  start,
  end: '',
  remark: '',
  ...extra,
});
const nonWork = (start: string, end: string, extra: Partial<TimelineRow> = {}): TimelineRow => ({
  division: '02',
  start,
  end,
  remark: '',
  ...extra,
});
const clockOut = (end: string): TimelineRow => ({ division: '99', start: '', end, remark: '' });

/** 09:00-18:00 with a lunch break: valid. */
const day = [clockIn('09:00'), nonWork('12:00', '13:00'), clockOut('18:00')];

describe('spec 02 §5: the time-string test matches four digits with an optional separator', () => {
  it('reads HH:mm, HHmm and other single separators', () => {
    for (const text of ['09:30', '0930', '09.30', '09 30']) {
      expect(parseTypedTime(text)).toEqual({ hour: 9, minute: 30, nextDay: false });
    }
  });

  it('folds full-width digits and colon typed by a CJK IME, and trims', () => {
    expect(parseTypedTime('０９：３０')).toEqual({ hour: 9, minute: 30, nextDay: false });
    expect(parseTypedTime(' 1830 ')).toEqual({ hour: 18, minute: 30, nextDay: false });
  });

  it('rejects other lengths, two separators and out-of-range values', () => {
    for (const text of ['', '930', '9:30', '09:300', '09::30', '2400', '1260', 'ab:cd', '０９３']) {
      expect(parseTypedTime(text)).toBeNull();
    }
    expect(parseTypedTime(undefined)).toBeNull();
  });

  it('normalizes readable text to HH:mm and keeps unreadable text exactly as typed', () => {
    expect(normalizeTypedTime('0930')).toBe('09:30');
    expect(normalizeTypedTime('０９.３０')).toBe('09:30');
    expect(normalizeTypedTime('25:00')).toBe('25:00');
    expect(normalizeTypedTime('9시')).toBe('9시');
  });
});

describe('spec 02 §5: the standard day start is a fixed reference time, the end one minute before', () => {
  it('defaults to 06:00 and 05:59', () => {
    expect(dayStartTime()).toBe('06:00');
    expect(dayEndTime()).toBe('05:59');
  });

  it('follows another base hour, including midnight', () => {
    expect(dayStartTime(9)).toBe('09:00');
    expect(dayEndTime(9)).toBe('08:59');
    expect(dayEndTime(0)).toBe('23:59');
  });
});

describe('spec 02 §5: early-hours times after the day start count as next day', () => {
  it('05:59 is next day and 06:00 is not (default day start)', () => {
    expect(isNextDayTime('05:59')).toBe(true);
    expect(isNextDayTime('00:00')).toBe(true);
    expect(isNextDayTime('06:00')).toBe(false);
    expect(isNextDayTime('23:59')).toBe(false);
    expect(isNextDayTime('nonsense')).toBe(false);
  });

  it('work-day minutes run from 0 at the day start to 1439 at the day end', () => {
    expect(workDayMinutes('06:00')).toBe(0);
    expect(workDayMinutes('23:59')).toBe(1079);
    expect(workDayMinutes('00:00')).toBe(1080);
    expect(workDayMinutes('05:59')).toBe(1439);
    expect(workDayMinutes('07:00', 9)).toBe(1320);
    expect(workDayMinutes('x')).toBeNull();
  });
});

describe('spec 02 §5: unix times are the date plus HH:mm, a day later for next-day times', () => {
  it('builds Seoul time by default', () => {
    // 2024-05-01 09:00 KST is 00:00 UTC.
    expect(toUnixSeconds('2024-05-01', '09:00')).toBe(Date.UTC(2024, 4, 1, 0, 0) / 1000);
  });

  it('adds a day for a next-day time, across a month end', () => {
    expect(toUnixSeconds('2024-05-31', '02:30')).toBe(
      Date.UTC(2024, 5, 1, 2, 30) / 1000 - 9 * 3600,
    );
    expect(toUnixSeconds('2024-05-31', '06:00')).toBe(
      Date.UTC(2024, 4, 31, 6, 0) / 1000 - 9 * 3600,
    );
  });

  it('uses the given base hour and time zone', () => {
    expect(toUnixSeconds('2024-05-01', '07:00', { baseHour: 9, timeZone: 'UTC' })).toBe(
      Date.UTC(2024, 4, 2, 7, 0) / 1000,
    );
    expect(toUnixSeconds('2024-05-01', '09:00', { timeZone: 'Asia/Tokyo' })).toBe(
      Date.UTC(2024, 4, 1, 0, 0) / 1000,
    );
  });

  it('follows daylight saving in the company zone, which a fixed offset cannot', () => {
    const newYork = { timeZone: 'America/New_York' };
    // 2026-03-08 02:00 EST → 03:00 EDT: 09:00 that morning is UTC-4, the evening before UTC-5.
    expect(toUnixSeconds('2026-03-07', '09:00', newYork)).toBe(Date.UTC(2026, 2, 7, 14) / 1000);
    expect(toUnixSeconds('2026-03-08', '09:00', newYork)).toBe(Date.UTC(2026, 2, 8, 13) / 1000);
    // A night shift's 01:30 (next day) before the change and 04:00 after it, on the 7th's work date.
    expect(toUnixSeconds('2026-03-07', '01:30', newYork)).toBe(Date.UTC(2026, 2, 8, 6, 30) / 1000);
    expect(toUnixSeconds('2026-03-07', '04:00', newYork)).toBe(Date.UTC(2026, 2, 8, 8) / 1000);
    // 02:30 does not exist that night: it is written as the first time after the gap.
    expect(toUnixSeconds('2026-03-07', '02:30', newYork)).toBe(Date.UTC(2026, 2, 8, 7, 30) / 1000);
  });

  it('is null for unreadable time and refuses a malformed or impossible date', () => {
    expect(toUnixSeconds('2024-05-01', '25:00')).toBeNull();
    expect(() => toUnixSeconds('20240501', '09:00')).toThrow(RangeError);
    // Date.UTC would quietly roll this over to 2 March.
    expect(() => toUnixSeconds('2025-02-30', '09:00')).toThrow(RangeError);
  });

  it('converts a timeline, only the times each division uses', () => {
    const rows = toUnixTimeline(
      [{ ...clockIn('09:00'), key: 'a' }, nonWork('23:00', '01:00'), clockOut('02:00')],
      '2024-05-01',
    );
    const at = (d: number, h: number, m = 0) => Date.UTC(2024, 4, d, h, m) / 1000 - 9 * 3600;
    expect(rows).toEqual([
      { division: '01', start: at(1, 9), end: null, remark: '' },
      { division: '02', start: at(1, 23), end: at(2, 1), remark: '' },
      { division: '99', start: null, end: at(2, 2), remark: '' },
    ]);
  });
});

describe('spec 02 §4: rows are deletable unless start/end rows or protected in the relevant mode', () => {
  it('start and end rows are never deletable', () => {
    expect(isRowDeletable(clockIn('09:00'))).toBe(false);
    expect(isRowDeletable(clockOut('18:00'))).toBe(false);
  });

  it('a non-work row is deletable', () => {
    expect(isRowDeletable(nonWork('12:00', '13:00'))).toBe(true);
    expect(isRowDeletable(nonWork('12:00', '13:00', { platform: '02' }))).toBe(true);
  });

  it('a protected row (platform 10) is locked while protected rows are locked', () => {
    const row = nonWork('12:00', '13:00', { platform: '10' });
    expect(isRowDeletable(row)).toBe(false);
    expect(isRowDeletable(row, { lockProtected: true })).toBe(false);
    expect(isRowDeletable(row, { lockProtected: false })).toBe(true);
  });

  it('the server can forbid deleting a row', () => {
    expect(isRowDeletable(nonWork('12:00', '13:00', { deletable: false }))).toBe(false);
  });
});

describe('spec 02 §4: a missing end row is appended', () => {
  it('appends an end row with the given end time', () => {
    const rows = appendMissingEndRow([clockIn('09:00')], '18:00');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ division: '99', end: '18:00', deletable: false });
  });

  it('leaves a timeline with an end row untouched (same array)', () => {
    expect(appendMissingEndRow(day)).toBe(day);
  });
});

describe('spec 02 §4: non-work rows can be added', () => {
  it('inserts before the end row, starting at the latest time above it', () => {
    const rows = addNonWorkRow(day, 'new-1');
    expect(rows.map((row) => row.division)).toEqual(['01', '02', '02', '99']);
    expect(rows[2]).toEqual({
      key: 'new-1',
      division: '02',
      start: '13:00',
      end: '13:00',
      remark: '',
    });
  });

  it('skips unreadable times when looking for the latest one', () => {
    const rows = addNonWorkRow(
      [clockIn('09:00'), nonWork('12:00', '13시'), clockOut('18:00')],
      'n',
    );
    expect(rows[2]).toMatchObject({ start: '12:00', end: '12:00' });
    expect(latestTime([])).toBe('');
  });

  it('appends last when there is no end row, after the clock-in', () => {
    const rows = addNonWorkRow([clockIn('09:00')], 'n');
    expect(rows[1]).toMatchObject({ division: '02', start: '09:00', end: '09:00' });
  });
});

describe('validateTimeline', () => {
  it('a regular day passes', () => {
    expect(validateTimeline(day)).toBeNull();
  });

  describe('spec 02 §5: fewer than 2 rows (fewer than 1 in the alternative mode) → no commute data', () => {
    it('fails with no rows or one row', () => {
      const expected = { messageKey: 'noCommuteData', rowIndex: null, field: null };
      expect(validateTimeline([])).toEqual(expected);
      expect(validateTimeline([clockIn('09:00')])).toEqual(expected);
    });

    it('the alternative mode needs only the clock-in', () => {
      expect(validateTimeline([], { now: '10:00' })?.messageKey).toBe('noCommuteData');
      expect(validateTimeline([clockIn('09:00')], { now: '10:00' })).toBeNull();
    });
  });

  describe('unreadable typed time → invalid time (beyond the spec: the text is kept)', () => {
    it('names the row and field', () => {
      expect(
        validateTimeline([clockIn('09:00'), nonWork('12:00', '13시'), clockOut('18:00')]),
      ).toEqual({ messageKey: 'invalidTime', rowIndex: 1, field: 'end' });
    });

    it('an empty clock-out is missing in the standard mode but open in the alternative mode', () => {
      const rows = [clockIn('09:00'), clockOut('')];
      expect(validateTimeline(rows)?.messageKey).toBe('invalidTime');
      expect(validateTimeline(rows, { now: '10:00' })).toBeNull();
    });

    it('an unreadable `now` is a programming error', () => {
      expect(() => validateTimeline(day, { now: 'soon' })).toThrow(RangeError);
    });
  });

  describe('spec 02 §5: first start earlier than the standard day start → clock-in before day start', () => {
    it('05:59 is before the day start, 06:00 is the day start itself', () => {
      expect(validateTimeline([clockIn('05:59'), clockOut('18:00')])).toEqual({
        messageKey: 'clockInBeforeDayStart',
        rowIndex: 0,
        field: 'start',
      });
      expect(validateTimeline([clockIn('06:00'), clockOut('18:00')])).toBeNull();
    });

    it('midnight is before the day start; with base hour 0 it is the day start', () => {
      expect(validateTimeline([clockIn('00:00'), clockOut('08:00')])?.messageKey).toBe(
        'clockInBeforeDayStart',
      );
      expect(validateTimeline([clockIn('00:00'), clockOut('08:00')], { baseHour: 0 })).toBeNull();
    });
  });

  describe('spec 02 §5: any start or end before the first start → cannot precede clock-in', () => {
    it('a non-work start before the clock-in', () => {
      expect(
        validateTimeline([clockIn('09:00'), nonWork('08:30', '09:30'), clockOut('18:00')]),
      ).toEqual({ messageKey: 'cannotPrecedeClockIn', rowIndex: 1, field: 'start' });
    });

    it('a clock-out before the clock-in', () => {
      expect(validateTimeline([clockIn('09:00'), clockOut('08:00')])).toEqual({
        messageKey: 'cannotPrecedeClockIn',
        rowIndex: 1,
        field: 'end',
      });
    });

    it('next-day edge: 05:59 is after a 22:00 clock-in, 06:00 the same day is before it', () => {
      expect(validateTimeline([clockIn('22:00'), clockOut('05:59')])).toBeNull();
      expect(validateTimeline([clockIn('22:00'), clockOut('06:00')])?.messageKey).toBe(
        'cannotPrecedeClockIn',
      );
    });
  });

  describe('spec 02 §5: start not before end, or first start equal to last end → start and end same', () => {
    it('equal start and end in a non-work row', () => {
      expect(
        validateTimeline([clockIn('09:00'), nonWork('12:00', '12:00'), clockOut('18:00')]),
      ).toEqual({ messageKey: 'startEndSame', rowIndex: 1, field: 'end' });
    });

    it('an end before its start', () => {
      expect(
        validateTimeline([clockIn('09:00'), nonWork('13:00', '12:00'), clockOut('18:00')])
          ?.messageKey,
      ).toBe('startEndSame');
    });

    it('protected rows are excepted', () => {
      const rows = [
        clockIn('09:00'),
        nonWork('12:00', '12:00', { platform: '10' }),
        clockOut('18:00'),
      ];
      expect(validateTimeline(rows)).toBeNull();
    });

    it('first start equal to last end', () => {
      expect(validateTimeline([clockIn('09:00'), clockOut('09:00')])).toEqual({
        messageKey: 'startEndSame',
        rowIndex: 1,
        field: 'end',
      });
    });

    it('next-day edge: a break across midnight is in order', () => {
      expect(
        validateTimeline([clockIn('20:00'), nonWork('23:30', '00:30'), clockOut('03:00')]),
      ).toBeNull();
    });
  });

  describe('spec 02 §5: any time after the day end → cannot be after clock-out', () => {
    it('after the last row end when its division is 99', () => {
      expect(
        validateTimeline([clockIn('09:00'), nonWork('17:30', '18:30'), clockOut('18:00')]),
      ).toEqual({ messageKey: 'cannotBeAfterClockOut', rowIndex: 1, field: 'end' });
    });

    it('after the current time in the alternative mode', () => {
      expect(
        validateTimeline([clockIn('09:00'), nonWork('12:00', '13:00')], { now: '12:30' }),
      ).toEqual({ messageKey: 'cannotBeAfterClockOut', rowIndex: 1, field: 'end' });
      expect(validateTimeline([clockIn('09:00'), clockOut('13:00')], { now: '12:30' })).toEqual({
        messageKey: 'cannotBeAfterClockOut',
        rowIndex: 1,
        field: 'end',
      });
    });

    it('next-day edge: now at 00:30 (next day) allows a 23:00 break end', () => {
      expect(
        validateTimeline([clockIn('18:00'), nonWork('22:00', '23:00')], { now: '00:30' }),
      ).toBeNull();
      expect(
        validateTimeline([clockIn('18:00'), nonWork('22:00', '01:00')], { now: '00:30' })
          ?.messageKey,
      ).toBe('cannotBeAfterClockOut');
    });

    it('the standard end (05:59) bounds a timeline without an end row', () => {
      expect(validateTimeline([clockIn('06:00'), nonWork('04:00', '05:59')])).toBeNull();
    });
  });

  describe('spec 02 §5: non-work longer than the whole span → non-work too long', () => {
    it('total non-work beyond the clock-in to clock-out span', () => {
      const rows = [
        clockIn('09:00'),
        nonWork('09:00', '10:00'),
        nonWork('09:30', '11:30'),
        nonWork('10:00', '10:30'),
        clockOut('12:00'),
      ];
      expect(validateTimeline(rows)).toEqual({
        messageKey: 'nonWorkTooLong',
        rowIndex: 3,
        field: null,
      });
    });

    it('non-work filling exactly the span is allowed', () => {
      const rows = [clockIn('09:00'), nonWork('09:00', '12:00'), clockOut('12:00')];
      expect(validateTimeline(rows)).toBeNull();
    });

    it('an open break in the alternative mode lasts until now', () => {
      const rows = [clockIn('09:00'), nonWork('09:00', '10:00'), nonWork('09:30', '')];
      expect(validateTimeline(rows, { now: '10:00' })?.messageKey).toBe('nonWorkTooLong');
      expect(
        validateTimeline([clockIn('09:00'), nonWork('09:30', '')], { now: '10:00' }),
      ).toBeNull();
    });
  });

  describe('spec 02 §5: overlapping rows after sorting by time → overlapping not allowed', () => {
    it('reports the later of two overlapping breaks, whatever the row order', () => {
      const rows = [
        clockIn('09:00'),
        nonWork('15:00', '16:00'),
        nonWork('12:00', '15:30'),
        clockOut('18:00'),
      ];
      expect(validateTimeline(rows)).toEqual({
        messageKey: 'overlappingNotAllowed',
        rowIndex: 1,
        field: 'start',
      });
    });

    it('breaks that touch do not overlap', () => {
      const rows = [
        clockIn('09:00'),
        nonWork('12:00', '13:00'),
        nonWork('13:00', '14:00'),
        clockOut('18:00'),
      ];
      expect(validateTimeline(rows)).toBeNull();
    });

    it('next-day edge: 23:00-01:00 overlaps 00:30-02:00 across midnight', () => {
      const rows = [
        clockIn('20:00'),
        nonWork('00:30', '02:00'),
        nonWork('23:00', '01:00'),
        clockOut('05:00'),
      ];
      expect(validateTimeline(rows)).toEqual({
        messageKey: 'overlappingNotAllowed',
        rowIndex: 1,
        field: 'start',
      });
    });
  });

  it('returns the first failure in the spec order', () => {
    // Both "cannot precede clock-in" and "overlapping" apply; the earlier rule wins.
    const rows = [
      clockIn('09:00'),
      nonWork('08:00', '10:00'),
      nonWork('09:30', '10:30'),
      clockOut('18:00'),
    ];
    expect(validateTimeline(rows)?.messageKey).toBe('cannotPrecedeClockIn');
  });
});
