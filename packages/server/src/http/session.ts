import type { Context } from 'hono';
import { sessionTokenOf } from '../auth/sessionCookie';
import { sessionUser } from '../auth/sessions';
import type { AppEnv } from './env';

/**
 * The user of the request's live session, or null. Checked on every request, not only at
 * sign-in: `sessionUser` ends the session of a member who has retired since.
 */
export function signedInUser(c: Context<AppEnv>): Promise<string | null> {
  return sessionUser(c.get('db'), sessionTokenOf(c), c.get('now'));
}
