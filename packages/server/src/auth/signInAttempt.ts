import type { MaruDb } from '../db/connection';
import { passwordHashGate, type ConcurrencyGate } from './hashGate';
import { dummyPasswordHash, verifyPassword } from './password';
import { clearSignInFailures, lockedUntil, recordSignInFailure } from './signInFailures';

export type SignInOutcome =
  /** The password is right; `userState` decides whether the member may still sign in. */
  | { kind: 'passwordOk'; userId: string; userState: number }
  /** Wrong password or unknown id, counted; `lockedUntil` is set when this failure locked it. */
  | { kind: 'failed'; reason: 'wrongPassword' | 'unknownAccount'; lockedUntil: number | null }
  /** The id was already locked: refused without hashing and not counted. */
  | { kind: 'locked'; until: number }
  /** The hash queue is full. */
  | { kind: 'busy' };

export interface SignInAttempt {
  loginId: string;
  password: string;
  address: string;
  now: number;
}

/**
 * Checks a sign-in against the lock and the stored hash (issue 13, hole 4). The lock is read
 * inside the hash gate's slot, so concurrent guesses can overrun it by at most the gate's few
 * slots rather than by everything queued. The hash always runs for an unlocked id, against a
 * dummy hash for an unknown one, so the answer's timing does not tell which ids exist.
 */
export async function attemptSignIn(
  db: MaruDb,
  attempt: SignInAttempt,
  gate: ConcurrencyGate = passwordHashGate,
): Promise<SignInOutcome> {
  const { loginId, now } = attempt;
  const outcome = await gate.run(async (): Promise<SignInOutcome> => {
    const until = await lockedUntil(db, loginId, now);
    if (until !== null) return { kind: 'locked', until };
    const account = await db
      .selectFrom('accounts')
      .innerJoin('employees', 'employees.user_id', 'accounts.user_id')
      .select(['accounts.user_id', 'accounts.password_hash', 'employees.user_state'])
      .where('accounts.login_id', '=', loginId)
      .executeTakeFirst();
    const stored = account?.password_hash ?? (await dummyPasswordHash());
    const passwordOk = await verifyPassword(attempt.password, stored);
    if (account && passwordOk) {
      await clearSignInFailures(db, loginId);
      return { kind: 'passwordOk', userId: account.user_id, userState: account.user_state };
    }
    await recordSignInFailure(db, { loginId, address: attempt.address, now });
    return {
      kind: 'failed',
      reason: account ? 'wrongPassword' : 'unknownAccount',
      lockedUntil: await lockedUntil(db, loginId, now),
    };
  });
  return outcome?.value ?? { kind: 'busy' };
}
