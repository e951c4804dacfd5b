import { describe, expect, it } from 'vitest';
import { calendarEventsFor } from '@maru/api/fixtures';
import { eventStart, groupScheduleByDay, isScheduleShown, scrollTarget } from './rules';

describe('isScheduleShown (spec 02 §2: only for users linked to google, microsoft or naver)', () => {
  it.each(['google', 'microsoft', 'naver'] as const)(
    'spec 02 §2: shown when %s is linked',
    (provider) => {
      expect(isScheduleShown({ mainDepartment: { [provider]: true } })).toBe(true);
    },
  );

  it('spec 02 §2: hidden when nothing is linked, or the profile lacks the flags', () => {
    expect(
      isScheduleShown({ mainDepartment: { google: false, microsoft: false, naver: false } }),
    ).toBe(false);
    expect(isScheduleShown({})).toBe(false);
    expect(isScheduleShown({ mainDepartment: null })).toBe(false);
    expect(isScheduleShown(null)).toBe(false);
    expect(isScheduleShown(undefined)).toBe(false);
  });
});

describe('groupScheduleByDay', () => {
  it('groups consecutive entries of a day, keeping the server’s order', () => {
    const entries = calendarEventsFor('U0001', 'google', '2026-11');
    const days = groupScheduleByDay(entries);
    expect(days.map((day) => day.standardDate)).toEqual([
      ...new Set(entries.map((e) => e.standardDate)),
    ]);
    expect(days.find((day) => day.standardDate === '2026-11-20')?.entries).toHaveLength(2);
    expect(days.flatMap((day) => day.entries)).toEqual(entries);
  });
});

describe('eventStart', () => {
  it('a bare date is all day; a date-time keeps the calendar’s wall-clock time', () => {
    expect(eventStart('2026-11-27')).toEqual({ kind: 'allDay' });
    expect(eventStart('2026-11-20T10:00:00+09:00')).toEqual({ kind: 'timed', hhmm: '10:00' });
    expect(eventStart('2026-11-20T23:30:00Z')).toEqual({ kind: 'timed', hhmm: '23:30' });
    expect(eventStart('next tuesday')).toEqual({ kind: 'unknown' });
  });
});

describe('scrollTarget (spec 02 §2 scroll controls)', () => {
  const metrics = { scrollTop: 0, clientHeight: 200, scrollHeight: 700 };

  it('spec 02 §2: next scrolls most of a page down, previous back up', () => {
    expect(scrollTarget(metrics, 'next')).toBe(160);
    expect(scrollTarget({ ...metrics, scrollTop: 300 }, 'previous')).toBe(140);
  });

  it('stops at the ends of the list', () => {
    expect(scrollTarget(metrics, 'previous')).toBe(0);
    expect(scrollTarget({ ...metrics, scrollTop: 450 }, 'next')).toBe(500);
    expect(scrollTarget({ scrollTop: 0, clientHeight: 200, scrollHeight: 150 }, 'next')).toBe(0);
  });
});
