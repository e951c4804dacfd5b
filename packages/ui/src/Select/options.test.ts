import { describe, expect, it } from 'vitest';
import { findOption, isOptionDisabled, optionToKey, optionToString } from './options';

const options = [
  { key: 'dev', label: '개발팀' },
  { key: 'hr', label: '인사팀', disabled: true },
];

describe('options', () => {
  it('findOption finds by key and returns null for null, undefined or an unknown key', () => {
    expect(findOption(options, 'hr')).toBe(options[1]);
    expect(findOption(options, null)).toBeNull();
    expect(findOption(options, undefined)).toBeNull();
    expect(findOption(options, 'sales')).toBeNull();
  });

  it('optionToString gives the label, and an empty string for no selection', () => {
    expect(optionToString(options[0] ?? null)).toBe('개발팀');
    expect(optionToString(null)).toBe('');
  });

  it('optionToKey compares options by key so a fresh copy of an option is still selected', () => {
    expect(optionToKey({ key: 'dev', label: '개발팀' })).toBe('dev');
    expect(optionToKey(null)).toBeNull();
  });

  it('isOptionDisabled is true only for disabled options', () => {
    expect(options.map(isOptionDisabled)).toEqual([false, true]);
  });
});
