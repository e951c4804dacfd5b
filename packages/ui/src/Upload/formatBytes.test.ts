import { describe, expect, it } from 'vitest';
import { formatBytes } from './formatBytes';

describe('formatBytes', () => {
  it('uses binary units: 1,048,576 bytes is 1 MB (the profile photo limit)', () => {
    expect(formatBytes(1_048_576, 'en')).toBe('1 MB');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(512, 'en')).toBe('512 B');
  });

  it('follows the locale', () => {
    expect(formatBytes(2_621_440, 'ko')).toMatch(/^2\.5\s?MB$/);
  });
});
