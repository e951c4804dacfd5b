import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors/catalogue';
import { PASSWORD_POLICY_MESSAGE_KEY, passwordPolicyIssues } from './passwordPolicy';

describe('password policy (spec 02 §5: 8–16 characters, upper, lower, digit, special)', () => {
  it('accepts a password with every part, at both length bounds', () => {
    expect(passwordPolicyIssues('Abcdef1!')).toEqual([]);
    expect(passwordPolicyIssues('Abcdefgh1234567!')).toEqual([]);
  });

  it('names each part a password misses', () => {
    expect(passwordPolicyIssues('Abcde1!')).toEqual(['length']);
    expect(passwordPolicyIssues('Abcdefgh12345678!')).toEqual(['length']);
    expect(passwordPolicyIssues('abcdef1!')).toEqual(['upper']);
    expect(passwordPolicyIssues('ABCDEF1!')).toEqual(['lower']);
    expect(passwordPolicyIssues('Abcdefg!')).toEqual(['digit']);
    expect(passwordPolicyIssues('Abcdefg1')).toEqual(['special']);
    expect(passwordPolicyIssues('maru1234!')).toEqual(['upper']); // the demo password
  });

  it('refuses spaces, control and non-ASCII characters', () => {
    expect(passwordPolicyIssues('Abc def1!')).toEqual(['characters']);
    expect(passwordPolicyIssues('Abcdef1!\u0000')).toEqual(['characters']);
    expect(passwordPolicyIssues('Abcdef1!비밀')).toEqual(['characters']);
  });

  it('has its message in every locale', () => {
    for (const texts of Object.values(errorCatalogue)) {
      expect(texts[PASSWORD_POLICY_MESSAGE_KEY]).toMatch(/8/);
    }
  });
});
