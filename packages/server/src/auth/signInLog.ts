import { logger } from '../log/logger';

/**
 * Why a sign-in was refused: a wrong password, an id no account has, an id that is locked,
 * an address out of tokens, or the hash queue full.
 */
export type SignInFailureReason =
  'wrongPassword' | 'unknownAccount' | 'accountLocked' | 'addressThrottled' | 'busy';

export interface SignInFailureEntry {
  loginId: string;
  address: string;
  reason: SignInFailureReason;
}

/**
 * One `signInFailed` log line (warn) per refused sign-in (issue 13, hole 4), for an operator
 * or a log shipper to spot guessing. Never the password. The logger writes JSON, so a login id
 * with newlines or quotes stays on one line and an attacker cannot forge log entries.
 */
export function logSignInFailure(entry: SignInFailureEntry): void {
  logger().warn({
    event: 'signInFailed',
    loginId: entry.loginId,
    address: entry.address,
    reason: entry.reason,
  });
}
