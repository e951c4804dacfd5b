import { describe, expect, it } from 'vitest';
import { browserYmd } from './browserClock';
import { formatHourMinute, formatUnix, formatYmd, isoOfUnix } from './format';

describe('formatting what the server sends (GUIDE §4)', () => {
  it('formats a yyyy-MM-dd as that calendar date in any zone', () => {
    expect(formatYmd('2026-11-20', 'ko-KR', { dateStyle: 'long' })).toBe('2026년 11월 20일');
    expect(
      formatYmd('2026-11-20', 'en-US', { month: 'long', day: 'numeric', weekday: 'short' }),
    ).toBe('Fri, November 20');
  });

  it('formats HH:mm as a 24-hour time', () => {
    expect(formatHourMinute('09:05', 'ko-KR')).toBe('09:05');
    expect(formatHourMinute('18:30', 'en-US')).toBe('18:30');
  });

  it('formats an instant in the zone asked for', () => {
    const lateInSeoul = Date.parse('2026-11-20T15:30:00Z') / 1000; // 00:30 on the 21st in Seoul
    expect(formatUnix(lateInSeoul, 'en-US', { dateStyle: 'medium' }, 'Asia/Seoul')).toBe(
      'Nov 21, 2026',
    );
    expect(formatUnix(lateInSeoul, 'en-US', { dateStyle: 'medium' }, 'UTC')).toBe('Nov 20, 2026');
    expect(isoOfUnix(lateInSeoul)).toBe('2026-11-20T15:30:00.000Z');
  });
});

describe("the browser's clock", () => {
  it('gives the calendar date on the wall clock, not in UTC', () => {
    expect(browserYmd(new Date(2026, 10, 21, 0, 30))).toBe('2026-11-21');
    expect(browserYmd(new Date(2026, 10, 20, 23, 30))).toBe('2026-11-20');
  });
});
