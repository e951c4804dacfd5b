import { describe, expect, it } from 'vitest';
import {
  hrLookupCodesQuerySchema,
  isRetiredMember,
  memberIdSchema,
  workStatusCodeOf,
} from './memberProfile';

describe('member profile contract rules', () => {
  it('spec 01 §4: work status 1 and 3 are kept, anything else reads 9 (left work)', () => {
    expect(workStatusCodeOf({ workStatus: 1 })).toBe(1);
    expect(workStatusCodeOf({ workStatus: 3 })).toBe(3);
    expect(workStatusCodeOf({ workStatus: 9 })).toBe(9);
    expect(workStatusCodeOf({ workStatus: 2 })).toBe(9);
  });

  it('spec 01 §4: a failed status call (no answer) defaults to 9', () => {
    expect(workStatusCodeOf(null)).toBe(9);
  });

  it('spec 01 §3: userState 2 is a retired member, 1 is not', () => {
    expect(isRetiredMember({ userState: 2 })).toBe(true);
    expect(isRetiredMember({ userState: 1 })).toBe(false);
  });

  it('member ids are plain ids: path tricks and empty ids are refused', () => {
    expect(memberIdSchema.safeParse(' U0001 ').data).toBe('U0001');
    for (const bad of ['', '../U0001', 'U 1', 'U0001/members', 'x'.repeat(33)]) {
      expect(memberIdSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('spec 01 §7: lookup codes only for DTM_TYPE_CD or PHM_LOCATION_CD of the HR system', () => {
    expect(
      hrLookupCodesQuerySchema.safeParse({ lookupType: 'DTM_TYPE_CD', systemCode: 'HR' }).success,
    ).toBe(true);
    expect(
      hrLookupCodesQuerySchema.safeParse({ lookupType: 'PHM_LOCATION_CD', systemCode: 'EA' })
        .success,
    ).toBe(false);
    expect(
      hrLookupCodesQuerySchema.safeParse({ lookupType: 'OTHER', systemCode: 'HR' }).success,
    ).toBe(false);
  });
});
