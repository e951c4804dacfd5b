import type { ErrorMessageKey } from '../errors/texts';

/**
 * The password rule of spec 02 §5: 8 to 16 characters with an upper-case letter, a lower-case
 * letter, a digit and a special character. Pure, so the server (`maru create-admin`, later the
 * password change endpoint) and the portal's password change screen apply the same rule.
 * Characters are printable ASCII: what every keyboard layout and IME can type the same way.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;

/** The part of the rule a password misses. */
export type PasswordRulePart = 'length' | 'upper' | 'lower' | 'digit' | 'special' | 'characters';

/** One message that states the whole rule (its text in the error catalogue, four locales). */
export const PASSWORD_POLICY_MESSAGE_KEY = 'validation.passwordPolicy' satisfies ErrorMessageKey;

const SPECIAL = /[!-/:-@[-`{-~]/;

/** The parts of the rule `password` misses, in the rule's order; empty when it passes. */
export function passwordPolicyIssues(password: string): PasswordRulePart[] {
  const issues: PasswordRulePart[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) issues.push('length');
  if (!/[A-Z]/.test(password)) issues.push('upper');
  if (!/[a-z]/.test(password)) issues.push('lower');
  if (!/[0-9]/.test(password)) issues.push('digit');
  if (!SPECIAL.test(password)) issues.push('special');
  if (!/^[!-~]*$/.test(password)) issues.push('characters');
  return issues;
}
