/**
 * Why a sign-in was refused: a wrong password, an id no account has, an id that is locked,
 * an address out of tokens, or the hash queue full.
 */
export type SignInFailureReason =
  'wrongPassword' | 'unknownAccount' | 'accountLocked' | 'addressThrottled' | 'busy';

export interface SignInFailureEntry {
  /** Server clock, unix seconds. */
  now: number;
  loginId: string;
  address: string;
  reason: SignInFailureReason;
}

/**
 * One JSON line on stderr per refused sign-in (issue 13, hole 4), for an operator or a log
 * shipper to spot guessing. Never the password. JSON keeps a login id with newlines or quotes
 * on one line, so an attacker cannot forge log entries.
 */
export function logSignInFailure(entry: SignInFailureEntry): void {
  const line = {
    time: new Date(entry.now * 1000).toISOString(),
    event: 'signInFailed',
    loginId: entry.loginId,
    address: entry.address,
    reason: entry.reason,
  };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}
