import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('scrypt password hashes (salted, constant-time compare)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('maru1234!');
    expect(await verifyPassword('maru1234!', hash)).toBe(true);
    expect(await verifyPassword('maru1234?', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash, so equal passwords give different hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(a).not.toContain('same');
  });

  it('treats Hangul in composed and decomposed form as the same password', async () => {
    const hash = await hashPassword('비밀번호');
    expect(await verifyPassword('비밀번호'.normalize('NFD'), hash)).toBe(true);
  });

  it.each([
    ['an empty hash', ''],
    ['another scheme', 'bcrypt$2b$10$abc'],
    ['a missing salt', 'scrypt$16384$8$1$$abc'],
    ['a bad cost', 'scrypt$x$8$1$c2FsdA$aGFzaA'],
    ['a short hash', 'scrypt$16384$8$1$c2FsdA$aGFzaA'],
  ])('never matches %s', async (_name, stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });
});
