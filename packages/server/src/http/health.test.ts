import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createApp } from '../app';
import { migrations } from '../db/migrations';
import { captureLogs } from '../log/capture';
import { openTempDatabase, type TempDatabase } from '../testing/tempDatabase';
import { compareMigrations } from './healthChecks';

/*
 * Issue 15, "a service, not a dev process": `GET /healthz` (the process is alive) and
 * `GET /readyz` (the database answers and its migrations are current), without a session,
 * answering a status word and nothing else.
 */

let temp: TempDatabase;
let draining = false;
const logs = captureLogs();

beforeAll(async () => {
  temp = await openTempDatabase('maru-health-', { state: 'migrated' });
});
afterAll(() => temp.close());

/** The app as deployed behind a public name: any other Host is refused by the host check. */
function app() {
  return createApp({
    db: temp.db,
    publicOrigins: ['https://maru.example'],
    draining: () => draining,
  });
}

/** A probe as a load balancer sends it: by the instance's address, no cookie. */
async function probe(path: string, host = '10.0.0.7:3000') {
  const response = await app().request(`http://${host}${path}`);
  return { status: response.status, body: await response.text(), response };
}

describe('GET /healthz: the process is alive', () => {
  it('answers 200 "ok" without a session, to a probe by IP address, not stored by caches', async () => {
    const { status, body, response } = await probe('/healthz');
    expect({ status, body }).toEqual({ status: 200, body: 'ok' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('is answered before the host check, which still refuses everything else by IP', async () => {
    expect((await probe('/api/cloud/info/')).status).toBe(403);
    expect((await probe('/healthz', 'maru.example')).status).toBe(200);
  });
});

describe('GET /readyz: the database answers and runs this build’s migrations', () => {
  it('answers 200 "ok" on a migrated database', async () => {
    expect(await probe('/readyz')).toMatchObject({ status: 200, body: 'ok' });
  });

  it('answers 503 "unavailable" while a migration is pending, and logs why', async () => {
    const last = Object.keys(migrations).sort().at(-1) ?? '';
    await sql`DELETE FROM kysely_migration WHERE name = ${last}`.execute(temp.db);
    try {
      expect(await probe('/readyz')).toMatchObject({ status: 503, body: 'unavailable' });
      expect(logs.events('notReady').map((line) => line.reason)).toEqual(['migrationsPending']);
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${last}, ${new Date().toISOString()})`.execute(
        temp.db,
      );
    }
    expect((await probe('/readyz')).status).toBe(200);
  });

  it('answers 503 when the database holds a migration of a newer release', async () => {
    const newer = '2999_01_01_001_from_the_future';
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${newer}, ${new Date().toISOString()})`.execute(
      temp.db,
    );
    try {
      expect(await probe('/readyz')).toMatchObject({ status: 503, body: 'unavailable' });
      expect(logs.events('notReady').map((line) => line.reason)).toEqual(['newerSchema']);
    } finally {
      await sql`DELETE FROM kysely_migration WHERE name = ${newer}`.execute(temp.db);
    }
  });

  it('answers 503 once shutdown began, so the load balancer stops sending', async () => {
    draining = true;
    try {
      expect(await probe('/readyz')).toMatchObject({ status: 503, body: 'unavailable' });
      expect((await probe('/healthz')).status).toBe(200);
    } finally {
      draining = false;
    }
  });

  it('answers 503 when the database cannot be reached', async () => {
    const gone = await openTempDatabase('maru-health-gone-', { state: 'migrated' });
    await gone.close();
    const response = await createApp({ db: gone.db }).request('/readyz');
    expect({ status: response.status, body: await response.text() }).toEqual({
      status: 503,
      body: 'unavailable',
    });
    expect(logs.events('notReady').map((line) => line.reason)).toEqual(['unreachable']);
  });
});

describe('compareMigrations', () => {
  it('lists shipped migrations not run, and run migrations this build does not know', () => {
    expect(compareMigrations(['a', 'c', 'z'], ['a', 'b', 'c'])).toEqual({
      pending: ['b'],
      unknown: ['z'],
    });
    expect(compareMigrations(['a', 'b'], ['a', 'b'])).toEqual({ pending: [], unknown: [] });
  });
});
