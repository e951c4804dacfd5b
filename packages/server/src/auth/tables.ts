import type { Generated } from 'kysely';

/** One failed sign-in (auth/signInMigration.ts); rows older than the lock window are pruned. */
export interface SignInFailureTable {
  id: Generated<number>;
  /** As typed, also when no account has it: unknown ids lock like real ones. */
  login_id: string;
  /** The client address (auth/forwarded.ts), for operators reading an attack afterwards. */
  address: string;
  /** Server clock, unix seconds. */
  failed_at: number;
}
