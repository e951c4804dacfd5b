import { describe, expect, it } from 'vitest';
import {
  calendarDateIn,
  dayStartIn,
  isTimeZone,
  localMomentOn,
  workDayEnd,
  workDayOf,
  workDayStart,
} from './companyClock';

const at = (iso: string) => Date.parse(iso) / 1000;
const SEOUL = 'Asia/Seoul';
const NEW_YORK = 'America/New_York';

describe('workDayOf — a work day runs from 06:00 to 05:59 next day on the company’s clock', () => {
  it('puts 05:59:59 Seoul time in the previous work day and 06:00:00 in the new one', () => {
    // 2026-11-23 06:00 KST is 2026-11-22 21:00 UTC.
    expect(workDayOf(at('2026-11-22T20:59:59Z'), SEOUL)).toBe('2026-11-22');
    expect(workDayOf(at('2026-11-22T21:00:00Z'), SEOUL)).toBe('2026-11-23');
  });

  it('counts 06:00–23:59 for that date and 00:00–05:59 for the day before', () => {
    const kst = (iso: string) => at(`${iso}+09:00`);
    expect(workDayOf(kst('2026-11-20T06:00:00'), SEOUL)).toBe('2026-11-20');
    expect(workDayOf(kst('2026-11-20T23:59:00'), SEOUL)).toBe('2026-11-20');
    expect(workDayOf(kst('2026-11-21T01:30:00'), SEOUL)).toBe('2026-11-20');
    expect(workDayOf(kst('2026-11-21T05:59:59'), SEOUL)).toBe('2026-11-20');
  });

  it('keeps a night shift ending at 02:00 in the day it started', () => {
    expect(workDayOf(at('2026-11-23T17:00:00Z'), SEOUL)).toBe('2026-11-23'); // 02:00 KST on the 24th
  });

  it('follows the company’s zone, not the server’s', () => {
    const moment = at('2026-11-23T03:00:00Z');
    expect(workDayOf(moment, SEOUL)).toBe('2026-11-23'); // 12:00 Seoul
    expect(workDayOf(moment, NEW_YORK)).toBe('2026-11-22'); // 22:00 New York the day before
    expect(workDayOf(moment, 'UTC')).toBe('2026-11-22'); // 03:00 UTC, before 06:00
  });

  it('crosses month and year ends at the 06:00 boundary', () => {
    expect(workDayOf(at('2026-12-31T20:59:59Z'), SEOUL)).toBe('2026-12-31');
    expect(workDayOf(at('2026-12-31T21:00:00Z'), SEOUL)).toBe('2027-01-01');
  });

  it('gives the first and last second of a work day', () => {
    expect(workDayStart('2026-11-23', SEOUL)).toBe(at('2026-11-22T21:00:00Z'));
    expect(workDayEnd('2026-11-23', SEOUL)).toBe(at('2026-11-23T20:59:59Z'));
    expect(workDayOf(workDayStart('2026-11-23', SEOUL), SEOUL)).toBe('2026-11-23');
    expect(workDayOf(workDayEnd('2026-11-23', SEOUL), SEOUL)).toBe('2026-11-23');
  });

  it('rejects text that is not a date', () => {
    expect(() => workDayStart('23/11/2026', SEOUL)).toThrow(/yyyy-MM-dd/);
  });
});

describe('daylight saving (America/New_York): the day starts at 06:00 local either side of a change', () => {
  it('spring forward (2026-03-08, 02:00 → 03:00): that work day lasts 23 hours', () => {
    // 06:00 EST (UTC-5) on the 7th; 06:00 EDT (UTC-4) on the 8th and 9th.
    expect(workDayStart('2026-03-07', NEW_YORK)).toBe(at('2026-03-07T11:00:00Z'));
    expect(workDayStart('2026-03-08', NEW_YORK)).toBe(at('2026-03-08T10:00:00Z'));
    expect(workDayStart('2026-03-09', NEW_YORK)).toBe(at('2026-03-09T10:00:00Z'));
    expect(workDayEnd('2026-03-07', NEW_YORK) + 1 - workDayStart('2026-03-07', NEW_YORK)).toBe(
      23 * 3600,
    );
    // 05:59:59 EDT on the 8th is still the 7th; 06:00 EDT is the 8th.
    expect(workDayOf(at('2026-03-08T09:59:59Z'), NEW_YORK)).toBe('2026-03-07');
    expect(workDayOf(at('2026-03-08T10:00:00Z'), NEW_YORK)).toBe('2026-03-08');
  });

  it('fall back (2026-11-01, 02:00 → 01:00): that work day lasts 25 hours', () => {
    expect(workDayStart('2026-10-31', NEW_YORK)).toBe(at('2026-10-31T10:00:00Z'));
    expect(workDayStart('2026-11-01', NEW_YORK)).toBe(at('2026-11-01T11:00:00Z'));
    expect(workDayEnd('2026-10-31', NEW_YORK) + 1 - workDayStart('2026-10-31', NEW_YORK)).toBe(
      25 * 3600,
    );
    // The repeated hour (01:30 EDT, then 01:30 EST) belongs to the 31st both times.
    expect(workDayOf(at('2026-11-01T05:30:00Z'), NEW_YORK)).toBe('2026-10-31');
    expect(workDayOf(at('2026-11-01T06:30:00Z'), NEW_YORK)).toBe('2026-10-31');
    expect(workDayOf(at('2026-11-01T10:59:59Z'), NEW_YORK)).toBe('2026-10-31');
    expect(workDayOf(at('2026-11-01T11:00:00Z'), NEW_YORK)).toBe('2026-11-01');
  });

  it('keeps 05:30 EDT on the change morning in the previous work day (a fixed EST offset would not)', () => {
    // The old offset arithmetic with EST (-300) puts 05:30 EDT on the 8th into the 8th.
    const halfPastFiveEdt = at('2026-03-08T09:30:00Z');
    expect(workDayOf(halfPastFiveEdt, NEW_YORK)).toBe('2026-03-07');
  });
});

describe('calendar dates and local times on the company’s clock', () => {
  it('gives the local calendar date (midnight, not 06:00, turns it)', () => {
    expect(calendarDateIn(at('2026-11-22T15:00:00Z'), SEOUL)).toBe('2026-11-23'); // 00:00 KST
    expect(calendarDateIn(at('2026-11-22T14:59:59Z'), SEOUL)).toBe('2026-11-22');
  });

  it('turns a local HH:mm on a date into unix seconds, DST included', () => {
    expect(localMomentOn('2026-11-23', '09:00', SEOUL)).toBe(at('2026-11-23T00:00:00Z'));
    expect(localMomentOn('2026-03-08', '09:00', NEW_YORK)).toBe(at('2026-03-08T13:00:00Z'));
    expect(() => localMomentOn('2026-11-23', '9', SEOUL)).toThrow(/HH:mm/);
  });

  it('gives the first second of a calendar date (local midnight)', () => {
    expect(dayStartIn('2026-11-23', SEOUL)).toBe(at('2026-11-22T15:00:00Z'));
    expect(dayStartIn('2026-11-23', 'Asia/Tokyo')).toBe(at('2026-11-22T15:00:00Z'));
    expect(dayStartIn('2026-11-23', NEW_YORK)).toBe(at('2026-11-23T05:00:00Z'));
  });

  it('knows IANA names and refuses anything else', () => {
    expect(isTimeZone('Asia/Seoul')).toBe(true);
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
    expect(isTimeZone('+09:00 Seoul')).toBe(false);
  });
});
