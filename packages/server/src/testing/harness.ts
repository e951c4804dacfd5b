import type { Hono } from 'hono';
import { createApp, type AppOptions } from '../app';
import type { MaruDb } from '../db/connection';
import type { AppEnv } from '../http/env';
import { openTempDatabase } from './tempDatabase';

/** The origin `app.request('/path')` sees (Hono resolves relative URLs against it). */
export const TEST_ORIGIN = 'http://localhost';

/** Headers a same-origin browser write carries. */
export const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin', Origin: TEST_ORIGIN } as const;

export interface CallOptions {
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the same-origin headers on writes (default true). */
  sameOrigin?: boolean;
}

export interface Harness {
  app: Hono<AppEnv>;
  db: MaruDb;
  dir: string;
  /** Sets the server clock. */
  setTime(iso: string): void;
  /** Moves the server clock forward. */
  advance(seconds: number): void;
  call(method: string, url: string, options?: CallOptions): Promise<Response>;
  /** Signs a demo account in and returns its `Cookie` header value. */
  signIn(loginId: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A server on a real SQLite file in a fresh temp directory, migrated and seeded, with a clock
 * the test controls. One per test file (seeding hashes passwords, which takes a moment).
 */
export async function createHarness(
  options: Omit<AppOptions, 'db' | 'clock'> = {},
): Promise<Harness> {
  const { db, dir, close } = await openTempDatabase('maru-server-', { state: 'seeded' });
  let now = new Date('2026-11-23T00:00:00Z');
  const app = createApp({ ...options, db, clock: () => now });

  const call: Harness['call'] = (method, url, callOptions = {}) => {
    const { cookie, body, headers = {}, sameOrigin = true } = callOptions;
    const write = method !== 'GET' && method !== 'HEAD';
    return Promise.resolve(
      app.request(url, {
        method,
        headers: {
          ...(write && sameOrigin ? SAME_ORIGIN : {}),
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(cookie ? { Cookie: cookie } : {}),
          ...headers,
        },
        ...(body !== undefined
          ? { body: typeof body === 'string' ? body : JSON.stringify(body) }
          : {}),
      }),
    );
  };

  return {
    app,
    db,
    dir,
    setTime: (iso) => {
      now = new Date(iso);
    },
    advance: (seconds) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
    call,
    signIn: async (loginId, password = 'maru1234!') => {
      const response = await call('POST', '/api/auth/signin', { body: { loginId, password } });
      if (response.status !== 200)
        throw new Error(`sign-in of ${loginId} failed: ${response.status}`);
      const setCookie = response.headers.get('Set-Cookie') ?? '';
      return setCookie.split(';')[0] ?? '';
    },
    close,
  };
}

/** Rows in a table, to prove a refused call wrote nothing. */
export async function rowCount(
  db: MaruDb,
  table: 'sessions' | 'commute_records' | 'accounts' | 'current_studios' | 'menu_access_log',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
