import { describe, expect, it } from 'vitest';
import { employeeNewsFor } from '@maru/api/fixtures';
import { isNewsShown, newsColour, newsLabelKey, newsMonthDay, visibleNews } from './rules';

describe('isNewsShown: events dated in the current year, or next year near November', () => {
  it('issue 6: on Oct 31 next year’s events are not shown yet', () => {
    expect(isNewsShown('2027-01-05', '2026-10-31')).toBe(false);
    expect(isNewsShown('2026-12-31', '2026-10-31')).toBe(true);
  });

  it('issue 6: from Nov 1 next year’s events are shown too', () => {
    expect(isNewsShown('2027-01-05', '2026-11-01')).toBe(true);
    expect(isNewsShown('2026-11-01', '2026-11-01')).toBe(true);
  });

  it('issue 6: on Dec 31 next year’s events are still shown', () => {
    expect(isNewsShown('2027-01-01', '2026-12-31')).toBe(true);
    expect(isNewsShown('2027-12-31', '2026-12-31')).toBe(true);
  });

  it('issue 6: on Jan 1 the new year is the current year; last year’s events are gone', () => {
    expect(isNewsShown('2027-01-01', '2027-01-01')).toBe(true);
    expect(isNewsShown('2026-12-31', '2027-01-01')).toBe(false);
  });

  it('never shows events two years ahead or from past years', () => {
    expect(isNewsShown('2028-01-01', '2026-12-01')).toBe(false);
    expect(isNewsShown('2025-12-31', '2026-06-01')).toBe(false);
  });

  it('visibleNews keeps the server’s order and drops what the rule excludes', () => {
    const items = employeeNewsFor('2026-12-20', 'ST100', 'ko');
    expect(items.some((item) => item.eventYmd.startsWith('2027'))).toBe(true);
    expect(visibleNews(items, '2026-12-20')).toEqual(items);
    const octoberView = visibleNews(items, '2026-10-31');
    expect(octoberView.every((item) => item.eventYmd.startsWith('2026'))).toBe(true);
    expect(octoberView.length).toBeLessThan(items.length);
  });
});

describe('news display', () => {
  it('spec 01 §3: the date shows as MM.DD', () => {
    expect(newsMonthDay('2026-11-05')).toBe('11.05');
    expect(newsMonthDay('2027-01-31')).toBe('01.31');
  });

  it.each([
    ['BIRTHDAY', 'orange'],
    ['WEDDING', 'purple'],
    ['ABOARD', 'blue'],
    ['BBOARD', 'green'],
  ] as const)('spec 01 §3: infoChk %s has its colour (%s) and label', (infoChk, colour) => {
    expect(newsColour({ infoChk, color: '#000000' })).toBe(colour);
    expect(newsLabelKey(infoChk)).toBe(`kind.${infoChk}`);
  });

  it('an unknown kind takes the server’s colour when the theme has it, else black, and its label', () => {
    expect(newsColour({ infoChk: 'PROMOTION', color: 'Purple' })).toBe('purple');
    expect(newsColour({ infoChk: 'PROMOTION', color: '#ff0000' })).toBe('black');
    expect(newsLabelKey('PROMOTION')).toBeNull();
  });
});
