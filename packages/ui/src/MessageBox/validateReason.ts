/** Whether a prompt shows a reason field, and whether it may be left empty. */
export type ReasonMode = 'none' | 'optional' | 'required';

/** The rules a prompt's reason is checked against when the user confirms. */
export interface ReasonRules {
  /** `none` accepts anything, `optional` accepts empty, `required` rejects empty. */
  reason: ReasonMode;
  /** The whole value must match (tested as given, so anchor it for an exact match). */
  pattern?: RegExp;
  /** Returns an error message, or null when the value is acceptable. */
  validate?: (value: string) => string | null;
  /** Fewest characters (UTF-16 code units) of a non-empty value. */
  minLength?: number;
  /** Most characters (UTF-16 code units) of the value. */
  maxLength?: number;
}

/** Which rule failed, so the caller can pick the message (its own or the catalogue's). */
export type ReasonError =
  | {
      /** A required reason was empty (or whitespace only). */
      rule: 'required';
    }
  | {
      /** The value was shorter than `min`. */
      rule: 'minLength';
      /** The `minLength` rule in force. */
      min: number;
    }
  | {
      /** The value was longer than `max`. */
      rule: 'maxLength';
      /** The `maxLength` rule in force. */
      max: number;
    }
  | {
      /** The value did not match `pattern`. */
      rule: 'pattern';
    }
  | {
      /** The custom `validate` function refused the value. */
      rule: 'validate';
      /** The message `validate` returned. */
      message: string;
    };

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
