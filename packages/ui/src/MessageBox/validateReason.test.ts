import { describe, expect, it } from 'vitest';
import { validateReason } from './validateReason';

describe('validateReason', () => {
  it('reason none: nothing is checked', () => {
    expect(validateReason('', { reason: 'none', pattern: /x/ })).toBeNull();
  });
  it('required reason: empty or whitespace-only fails with rule required', () => {
    expect(validateReason('', { reason: 'required' })).toEqual({ rule: 'required' });
    expect(validateReason('   ', { reason: 'required' })).toEqual({ rule: 'required' });
    expect(validateReason('병원', { reason: 'required' })).toBeNull();
  });
  it('optional reason: empty passes without running pattern or function', () => {
    expect(
      validateReason('', { reason: 'optional', pattern: /^\d+$/, validate: () => 'x' }),
    ).toBeNull();
  });
  it('minLength and maxLength are checked before the pattern', () => {
    expect(validateReason('a', { reason: 'required', minLength: 2, pattern: /b/ })).toEqual({
      rule: 'minLength',
      min: 2,
    });
    expect(validateReason('abcd', { reason: 'optional', maxLength: 3 })).toEqual({
      rule: 'maxLength',
      max: 3,
    });
  });
  it('pattern: a non-matching value fails with rule pattern', () => {
    expect(validateReason('12a', { reason: 'required', pattern: /^\d+$/ })).toEqual({
      rule: 'pattern',
    });
    expect(validateReason('123', { reason: 'required', pattern: /^\d+$/ })).toBeNull();
  });
  it('pattern: a global RegExp gives the same answer on every call', () => {
    const pattern = /^\d+$/g;
    expect(validateReason('123', { reason: 'required', pattern })).toBeNull();
    expect(validateReason('123', { reason: 'required', pattern })).toBeNull();
  });
  it('validate function: its message is returned, null passes', () => {
    const validate = (value: string) => (value.includes('!') ? '느낌표는 안 됩니다' : null);
    expect(validateReason('hi!', { reason: 'optional', validate })).toEqual({
      rule: 'validate',
      message: '느낌표는 안 됩니다',
    });
    expect(validateReason('hi', { reason: 'optional', validate })).toBeNull();
  });
});
