import { describe, expect, it } from 'vitest';
import { signInBodySchema } from './session';
import { offsetSchema } from './primitives';

describe('contract schema messages (zod/mini with the English locale of classic zod)', () => {
  it('default messages are the English ones, not zod/mini’s bare "Invalid input"', () => {
    const result = signInBodySchema.safeParse({ loginId: 'a'.repeat(201), password: 1 });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['loginId'], 'Too big: expected string to have <=200 characters'],
      [['password'], 'Invalid input: expected string, received number'],
    ]);
  });

  it('the contract’s own messages still win over the locale', () => {
    expect(offsetSchema.safeParse('1.5').error?.issues[0]?.message).toBe(
      'offset must be whole minutes',
    );
    expect(offsetSchema.safeParse(900).error?.issues[0]?.message).toBe(
      'offset must be between -720 and 840 minutes',
    );
  });
});
