import type { Employee } from '@maru/api/domain';
import type { MaruDb } from '../db/connection';

/** What every request handler can reach: the database, the clock and the signed-in user. */
export interface AppEnv {
  Variables: {
    db: MaruDb;
    /** Server time in unix seconds, taken once per request from the injected clock. */
    now: number;
    /** `AppOptions.trustProxy`: believe the proxy's `X-Forwarded-For` / `-Proto` headers. */
    trustProxy: boolean;
    /** Set by the route's guard on every route that needs a session. */
    userId: string;
    /** The signed-in employee once a guard or handler asked for it (`viewerOf`). */
    viewer: Employee | null | undefined;
  };
}
