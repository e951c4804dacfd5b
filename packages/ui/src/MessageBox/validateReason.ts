/** Whether a prompt shows a reason field, and whether it may be left empty. */
export type ReasonMode = 'none' | 'optional' | 'required';

/** The rules a prompt's reason is checked against when the user confirms. */
export interface ReasonRules {
  reason: ReasonMode;
  /** The whole value must match (tested as given, so anchor it for an exact match). */
  pattern?: RegExp;
  /** Returns an error message, or null when the value is acceptable. */
  validate?: (value: string) => string | null;
  minLength?: number;
  maxLength?: number;
}

/** Which rule failed, so the caller can pick the message (its own or the catalogue's). */
export type ReasonError =
  | { rule: 'required' }
  | { rule: 'minLength'; min: number }
  | { rule: 'maxLength'; max: number }
  | { rule: 'pattern' }
  | { rule: 'validate'; message: string };

/**
 * Checks a reason in a fixed order: required, length, pattern, then the custom function.
 * An empty optional reason is accepted without running pattern or function, because
 * "optional" means the user may skip it; whitespace alone counts as empty.
 */
export function validateReason(value: string, rules: ReasonRules): ReasonError | null {
  if (rules.reason === 'none') return null;
  const empty = value.trim() === '';
  if (empty) return rules.reason === 'required' ? { rule: 'required' } : null;
  if (rules.minLength !== undefined && value.length < rules.minLength) {
    return { rule: 'minLength', min: rules.minLength };
  }
  if (rules.maxLength !== undefined && value.length > rules.maxLength) {
    return { rule: 'maxLength', max: rules.maxLength };
  }
  if (rules.pattern) {
    // A global/sticky RegExp keeps lastIndex between calls; reset it so repeated checks agree.
    rules.pattern.lastIndex = 0;
    if (!rules.pattern.test(value)) return { rule: 'pattern' };
  }
  const message = rules.validate?.(value) ?? null;
  return message === null ? null : { rule: 'validate', message };
}
