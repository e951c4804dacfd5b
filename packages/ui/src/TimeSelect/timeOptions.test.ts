import { describe, expect, it } from 'vitest';
import {
  buildHourOptions,
  buildMinuteOptions,
  DEFAULT_BASE_HOUR,
  formatTime,
  isNextDayHour,
  parseTime,
} from './timeOptions';

describe('time select hours (spec 02 §9: 24 hours from a base hour, past midnight is next day)', () => {
  it('the default base hour is 6', () => {
    expect(DEFAULT_BASE_HOUR).toBe(6);
    expect(buildHourOptions()[0]).toEqual({ hour: 6, nextDay: false });
  });

  it('lists 24 hours in order base..23 then 0..base-1', () => {
    expect(buildHourOptions(6).map((o) => o.hour)).toEqual([
      6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 2, 3, 4, 5,
    ]);
  });

  it('marks exactly the hours after midnight as next day', () => {
    const nextDay = buildHourOptions(6)
      .filter((o) => o.nextDay)
      .map((o) => o.hour);
    expect(nextDay).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('another base hour shifts the order and the next-day hours', () => {
    const options = buildHourOptions(9);
    expect(options[0]).toEqual({ hour: 9, nextDay: false });
    expect(options[14]).toEqual({ hour: 23, nextDay: false });
    expect(options[15]).toEqual({ hour: 0, nextDay: true });
    expect(options[23]).toEqual({ hour: 8, nextDay: true });
  });

  it('base hour 0 is a plain calendar day with no next-day hours', () => {
    const options = buildHourOptions(0);
    expect(options.map((o) => o.hour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect(options.some((o) => o.nextDay)).toBe(false);
  });

  it('every hour appears exactly once for every base', () => {
    for (let base = 0; base < 24; base += 1) {
      expect(new Set(buildHourOptions(base).map((o) => o.hour)).size).toBe(24);
    }
  });

  it('rejects a base hour outside 0-23', () => {
    expect(() => buildHourOptions(24)).toThrow(RangeError);
    expect(() => buildHourOptions(-1)).toThrow(RangeError);
    expect(() => buildHourOptions(6.5)).toThrow(RangeError);
  });

  it('isNextDayHour: before the base hour is next day, the base hour itself is not', () => {
    expect(isNextDayHour(5, 6)).toBe(true);
    expect(isNextDayHour(0, 6)).toBe(true);
    expect(isNextDayHour(6, 6)).toBe(false);
    expect(isNextDayHour(23, 6)).toBe(false);
  });
});

describe('time select minutes (spec 02 §9: 60 minutes)', () => {
  it('lists minutes 0 to 59', () => {
    const minutes = buildMinuteOptions();
    expect(minutes).toHaveLength(60);
    expect(minutes[0]).toBe(0);
    expect(minutes[59]).toBe(59);
  });
});

describe('HH:mm values', () => {
  it('formats with two digits', () => {
    expect(formatTime(2, 5)).toBe('02:05');
    expect(formatTime(23, 59)).toBe('23:59');
  });

  it('parses HH:mm and HHmm, flagging next-day hours for the base', () => {
    expect(parseTime('02:30')).toEqual({ hour: 2, minute: 30, nextDay: true });
    expect(parseTime('0230')).toEqual({ hour: 2, minute: 30, nextDay: true });
    expect(parseTime('06:00')).toEqual({ hour: 6, minute: 0, nextDay: false });
    expect(parseTime('07:15', 9)).toEqual({ hour: 7, minute: 15, nextDay: true });
  });

  it('rejects malformed or out-of-range times', () => {
    for (const bad of ['', '2:30', '24:00', '12:60', '12-30', 'ab:cd', '12:300']) {
      expect(parseTime(bad)).toBeNull();
    }
    expect(parseTime(null)).toBeNull();
  });
});
