import type { MaruDb } from '../db/connection';

/*
 * The per-account lock (issue 13, hole 4): five failed sign-ins of one login id within
 * fifteen minutes lock it for fifteen minutes from the fifth. While locked every attempt is
 * refused, the right password included, and is not counted (so the lock ends on time). A
 * success clears the id's failures. Ids no account has are counted the same way, so the lock
 * does not tell which ids exist.
 */

export const LOCK_THRESHOLD = 5;
export const FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOCK_SECONDS = 15 * 60;

/** Older failures can neither lock nor extend a lock. */
const RELEVANT_SECONDS = FAILURE_WINDOW_SECONDS + LOCK_SECONDS;

/**
 * When the id's lock ends (unix seconds), or null when it is not locked at `now`. Locked when
 * the latest five failures lie within the window and the latest is less than the lock ago.
 */
export async function lockedUntil(
  db: MaruDb,
  loginId: string,
  now: number,
): Promise<number | null> {
  const rows = await db
    .selectFrom('sign_in_failures')
    .select('failed_at')
    .where('login_id', '=', loginId)
    .where('failed_at', '>', now - RELEVANT_SECONDS)
    .orderBy('failed_at', 'desc')
    .limit(LOCK_THRESHOLD)
    .execute();
  const latest = rows[0]?.failed_at;
  const fifthLatest = rows[LOCK_THRESHOLD - 1]?.failed_at;
  if (latest === undefined || fifthLatest === undefined) return null;
  if (latest - fifthLatest > FAILURE_WINDOW_SECONDS) return null;
  const until = latest + LOCK_SECONDS;
  return now < until ? until : null;
}

/** Counts a failure, and drops failures too old to matter so the table stays small. */
export async function recordSignInFailure(
  db: MaruDb,
  failure: { loginId: string; address: string; now: number },
): Promise<void> {
  await db
    .insertInto('sign_in_failures')
    .values({ login_id: failure.loginId, address: failure.address, failed_at: failure.now })
    .execute();
  await db
    .deleteFrom('sign_in_failures')
    .where('failed_at', '<=', failure.now - RELEVANT_SECONDS)
    .execute();
}

export async function clearSignInFailures(db: MaruDb, loginId: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('login_id', '=', loginId).execute();
}
