import { describe, expect, it } from 'vitest';
import { newsOccurrences, newsWindow } from './employeeNews';

describe('member news: the occurrences of a window', () => {
  it('covers a week before and a month after today', () => {
    expect(newsWindow('2026-11-20')).toEqual({ first: '2026-11-13', last: '2026-12-20' });
  });

  it('work anniversaries count completed years; a hire this year is not an anniversary', () => {
    const fact = {
      userId: 'U9',
      birthDate: '1990-01-01',
      birthdayPublic: false,
      hireDate: '2020-11-21',
    };
    const window = newsWindow('2026-11-20');
    expect(newsOccurrences([fact], [], window)).toEqual([
      { userId: 'U9', kind: 'ABOARD', ymd: '2026-11-21', years: 6, fromStudioId: null },
    ]);
    const newcomer = { ...fact, hireDate: '2026-11-21' };
    expect(newsOccurrences([newcomer], [], window)).toEqual([]);
  });

  it('private birthdays are never news', () => {
    const fact = {
      userId: 'U9',
      birthDate: '1990-11-22',
      birthdayPublic: false,
      hireDate: '2026-01-01',
    };
    expect(newsOccurrences([fact], [], newsWindow('2026-11-20'))).toEqual([]);
  });

  it('a window across the new year finds next January’s dates', () => {
    const fact = {
      userId: 'U9',
      birthDate: '1990-01-03',
      birthdayPublic: true,
      hireDate: '2026-06-01',
    };
    expect(newsOccurrences([fact], [], newsWindow('2026-12-20')).map((o) => o.ymd)).toEqual([
      '2027-01-03',
    ]);
  });

  it('a 29 February birthday is celebrated on 28 February in common years', () => {
    const fact = {
      userId: 'U9',
      birthDate: '1992-02-29',
      birthdayPublic: true,
      hireDate: '2027-12-15',
    };
    const window = { first: '2027-02-01', last: '2028-03-01' };
    expect(newsOccurrences([fact], [], window).map((o) => o.ymd)).toEqual([
      '2027-02-28',
      '2028-02-29',
    ]);
  });
});
