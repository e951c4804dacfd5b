import { describe, expect, it } from 'vitest';
import { displayName } from './displayName';

const user = { userName: '김민준', userNameEn: 'Minjun Kim' };

describe('display name: Korean name if locale ko, otherwise English name (spec 01 §2)', () => {
  it('shows the Korean name in Korean', () => {
    expect(displayName(user, 'ko')).toBe('김민준');
  });

  it.each(['en', 'ja', 'zh'] as const)('shows the English name in %s', (locale) => {
    expect(displayName(user, locale)).toBe('Minjun Kim');
  });

  it('falls back to the Korean name when no English name is on file', () => {
    expect(displayName({ userName: '김민준', userNameEn: ' ' }, 'en')).toBe('김민준');
  });
});
