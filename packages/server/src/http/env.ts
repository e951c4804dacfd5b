import type { MaruDb } from '../db/connection';

/** What every request handler can reach: the database, the clock and the signed-in user. */
export interface AppEnv {
  Variables: {
    db: MaruDb;
    /** Server time in unix seconds, taken once per request from the injected clock. */
    now: number;
    /** Set by the session middleware on every route that needs a session. */
    userId: string;
  };
}
