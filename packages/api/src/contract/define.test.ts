import { describe, expect, it } from 'vitest';
import { issueText } from '../errors';
import { signInBodySchema } from './session';
import { offsetSchema } from './primitives';

describe('contract schema messages (zod/mini with the English locale of classic zod)', () => {
  it('default messages are the English ones, not zod/mini’s bare "Invalid input"', () => {
    const result = signInBodySchema.safeParse({ loginId: 'a'.repeat(201), password: 1 });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['loginId'], 'validation.textTooLong'],
      [['password'], 'Invalid input: expected string, received number'],
    ]);
  });

  it('the contract’s own messages win over the locale and are catalogue keys', () => {
    expect(offsetSchema.safeParse('1.5').error?.issues[0]?.message).toBe('validation.offsetWhole');
    expect(offsetSchema.safeParse(900).error?.issues[0]?.message).toBe('validation.offsetRange');
  });

  it('issueText shows a contract key in each of the four languages and passes other text', () => {
    expect(issueText('validation.loginIdRequired', 'ko')).toBe('아이디를 입력하세요.');
    expect(issueText('validation.loginIdRequired', 'en')).toBe('Enter your ID.');
    expect(issueText('validation.loginIdRequired', 'ja')).toBe('IDを入力してください。');
    expect(issueText('validation.loginIdRequired', 'zh')).toBe('请输入账号。');
    expect(issueText('Too big', 'ja')).toBe('Too big');
  });
});
