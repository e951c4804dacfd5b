import { describe, expect, it } from 'vitest';
import {
  previousDayEmptyFixture,
  previousDayFixture,
  previousDayRequestedFixture,
} from '@maru/api/fixtures';
import { isApprovalRequested, isLeaveMissing, isoDurationOf, previousDayState } from './rules';

describe('previous-day rules (spec 02 §2, §3)', () => {
  it('a day without attendance time is the empty state', () => {
    expect(previousDayState(previousDayEmptyFixture)).toBe('empty');
    expect(previousDayState(previousDayFixture())).toBe('recorded');
    expect(previousDayState(previousDayRequestedFixture)).toBe('recorded');
  });

  it("spec 02 §3: request 'Y' means approval requested", () => {
    expect(isApprovalRequested(previousDayRequestedFixture)).toBe(true);
    expect(isApprovalRequested(previousDayFixture())).toBe(false);
  });

  it('a started day without leave time has its leave missing', () => {
    expect(isLeaveMissing(previousDayRequestedFixture)).toBe(true);
    expect(isLeaveMissing(previousDayFixture())).toBe(false);
    expect(isLeaveMissing(previousDayEmptyFixture)).toBe(false);
  });

  it('spec 02 §3: work time HH:mm becomes an ISO duration', () => {
    expect(isoDurationOf('08:15')).toBe('PT8H15M');
    expect(isoDurationOf('26:05')).toBe('PT26H5M');
    expect(isoDurationOf('00:00')).toBe('PT0H0M');
  });
});
