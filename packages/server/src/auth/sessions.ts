import { createHash, randomBytes } from 'node:crypto';
import type { MaruDb } from '../db/connection';

export const SESSION_COOKIE = 'maru_session';
/** Sessions last a working day and a half; signing in again starts a new one. */
export const SESSION_LIFETIME_SECONDS = 12 * 3600;

/** The database keeps only this digest: the cookie's token cannot be read back from it. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session; the returned token (32 random bytes) goes into the cookie only. */
export async function createSession(db: MaruDb, userId: string, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      id: sessionIdOf(token),
      user_id: userId,
      created_at: now,
      expires_at: now + SESSION_LIFETIME_SECONDS,
    })
    .execute();
  return token;
}

/**
 * The user of a live session, or null for a missing, unknown or expired token. The person is
 * checked again on every request (issue 13): a session of a member who has since retired
 * (userState 2) is deleted and answers null, so the caller gets 401.
 */
export async function sessionUser(
  db: MaruDb,
  token: string | undefined,
  now: number,
): Promise<string | null> {
  // A real token is 43 base64url characters; refuse anything else before touching the db.
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const id = sessionIdOf(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('employees', 'employees.user_id', 'sessions.user_id')
    .select(['sessions.user_id', 'employees.user_state'])
    .where('sessions.id', '=', id)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  if (row.user_state !== 1) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  return row.user_id;
}

export async function deleteSession(db: MaruDb, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.deleteFrom('sessions').where('id', '=', sessionIdOf(token)).execute();
}

/** Removes expired sessions (run at start-up and on sign-in, so the table does not grow). */
export async function deleteExpiredSessions(db: MaruDb, now: number): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
