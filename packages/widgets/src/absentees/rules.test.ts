import { describe, expect, it } from 'vitest';
import { LEAVE_TYPE_CODES, type AbsenteeDay } from '@maru/api';
import { absenteeDayFor } from '@maru/api/fixtures';
import ko from './intl/ko.json';
import en from './intl/en.json';
import ja from './intl/ja.json';
import zh from './intl/zh.json';
import { absenceHours, absenteeColour, leaveTypeLabelKey, todaysAbsentees } from './rules';

describe('leaveTypeLabelKey (spec 02 §3 leave-type codes)', () => {
  it('spec 02 §3: every leave-type code has a label in ko, en, ja and zh', () => {
    for (const code of LEAVE_TYPE_CODES) {
      const key = leaveTypeLabelKey(code);
      expect(key).toBe(`leaveType.${code}`);
      for (const catalogue of [ko, en, ja, zh] as Record<string, string>[]) {
        expect(catalogue[key ?? '']).toBeTruthy();
      }
    }
    expect(ko['leaveType.100']).toBe('연차');
    expect(ko['leaveType.170']).toBe('출장');
  });

  it('an unknown code has no key, so the server’s calendar mark name is shown', () => {
    expect(leaveTypeLabelKey('999')).toBeNull();
    expect(leaveTypeLabelKey('')).toBeNull();
  });
});

describe('absenteeColour (spec 01 §3, spec 02 §9 colours by attribute01)', () => {
  it.each([
    ['ETC', 'purple'],
    ['VACATION', 'blue'],
    ['WORK', 'green'],
    [null, 'black'],
    ['HOLIDAY', 'black'],
  ] as const)('spec 02 §9: attribute01 %s is %s', (attribute01, colour) => {
    expect(absenteeColour({ attribute01 })).toBe(colour);
  });
});

describe('absenceHours', () => {
  it('no times is a whole day; otherwise the range, either end may be open', () => {
    expect(absenceHours({ startTime: null, endTime: null })).toEqual({ kind: 'allDay' });
    expect(absenceHours({ startTime: '09:00', endTime: '13:00' })).toEqual({
      kind: 'range',
      start: '09:00',
      end: '13:00',
    });
    expect(absenceHours({ startTime: null, endTime: '12:00' })).toEqual({
      kind: 'range',
      start: null,
      end: '12:00',
    });
  });
});

describe('todaysAbsentees', () => {
  const today = absenteeDayFor('2026-11-20', 'ST100', 'ko');
  const other: AbsenteeDay = { solarYmd: '2026-11-21', entries: [] };

  it('takes the day entry of today', () => {
    expect(todaysAbsentees([other, today], '2026-11-20')).toBe(today.entries);
  });

  it('falls back to the first day the server sent when the client’s date differs', () => {
    expect(todaysAbsentees([today], '2026-11-21')).toBe(today.entries);
    expect(todaysAbsentees([], '2026-11-20')).toEqual([]);
  });
});
