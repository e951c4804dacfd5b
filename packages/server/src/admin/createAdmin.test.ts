import { demoAccounts } from '@maru/api/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { prepareDatabase } from '../startup';
import { SAME_ORIGIN } from '../testing/harness';
import { openTempDatabase, type TempDatabase } from '../testing/tempDatabase';
import { tableCounts } from '../db/seed';
import { createAdministrator, type NewAdministrator } from './createAdmin';

const STRONG = 'Maru-Admin1';

let temp: TempDatabase | undefined;
afterEach(async () => {
  await temp?.close();
  temp = undefined;
});

/** A new database brought up as production start-up does it: migrated, reference data only. */
async function productionDatabase() {
  const empty = await openTempDatabase('maru-create-admin-');
  const prepared = await prepareDatabase({
    database: empty.config,
    createDatabase: true,
    mode: 'production',
  });
  if (!prepared.ok) {
    await empty.close();
    throw new Error(prepared.problem.kind);
  }
  const { db } = prepared;
  temp = {
    ...empty,
    db,
    close: async () => {
      await db.destroy();
      await empty.close();
    },
  };
  return db;
}

const first: NewAdministrator = {
  loginId: 'root.admin',
  userName: '관리자',
  password: STRONG,
  companyName: '한빛 주식회사',
};

describe('maru create-admin (issue 13, hole 11; password policy of spec 02 §5)', () => {
  it('refuses a weak password with the policy message and writes nothing', async () => {
    const db = await productionDatabase();
    const before = await tableCounts(db);
    const result = await createAdministrator(db, { ...first, password: 'maru1234!' });
    expect(result).toEqual({
      ok: false,
      reason: 'weakPassword',
      messageKey: 'validation.passwordPolicy',
      missing: ['upper'],
    });
    expect(await tableCounts(db)).toEqual(before);
  });

  it('needs a company name while the database has none', async () => {
    const db = await productionDatabase();
    const result = await createAdministrator(db, { ...first, companyName: undefined });
    expect(result).toMatchObject({ ok: false, reason: 'companyRequired' });
    expect((await tableCounts(db)).employees).toBe(0);
  });

  it('creates a system administrator who can sign in and holds the admin menus', async () => {
    const db = await productionDatabase();
    const result = await createAdministrator(db, first);
    expect(result).toMatchObject({ ok: true, createdCompany: true });

    const app = createApp({ db });
    const signIn = await app.request('/api/auth/signin', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ loginId: 'root.admin', password: STRONG }),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const events = await app.request('/api/gw/common/menu/1000/events?checkEvent=R', {
      headers: { Cookie: cookie },
    });
    expect(events.status).toBe(200);
    expect(JSON.stringify(await events.json())).toContain('"A"');
    const companies = await app.request('/api/gw/common/org/userstudios', {
      headers: { Cookie: cookie },
    });
    expect(JSON.stringify(await companies.json())).toContain('한빛 주식회사');
  });

  it('refuses a login id that exists, and adds a second administrator to the same company', async () => {
    const db = await productionDatabase();
    const created = await createAdministrator(db, first);
    const before = await tableCounts(db);
    expect(await createAdministrator(db, { ...first, userName: '다른 사람' })).toEqual({
      ok: false,
      reason: 'loginTaken',
    });
    expect(await tableCounts(db)).toEqual(before);
    const second = await createAdministrator(db, { ...first, loginId: 'second.admin' });
    expect(second).toMatchObject({
      ok: true,
      createdCompany: false,
      studioId: created.ok ? created.studioId : '',
    });
  });
});

describe('production mode (MARU_MODE=production, issue 13, hole 11)', () => {
  it('seeds no demo data into an empty database: no company, people, accounts or per-user grants', async () => {
    const db = await productionDatabase();
    const counts = await tableCounts(db);
    expect(counts).toMatchObject({ studios: 0, employees: 0, accounts: 0, cloudSettings: 0 });
    expect(counts.menus).toBeGreaterThan(0);
    const userGrants = await db
      .selectFrom('menu_permissions')
      .select('menu_id')
      .where('grantee_kind', '=', 'user')
      .execute();
    expect(userGrants).toEqual([]);
    for (const table of ['posts', 'employee_notices', 'commute_records', 'feed_config'] as const) {
      const rows = await db.selectFrom(table).selectAll().limit(1).execute();
      expect(rows, table).toEqual([]);
    }
  });

  it('refuses to start on a database holding any demo account (exit 7), naming them (one demo login id inserted)', async () => {
    temp = await openTempDatabase('maru-production-demo-', { state: 'migrated' });
    // One demo login id is enough to refuse (the demo seed itself is slow and tested elsewhere).
    const demo = demoAccounts[2];
    if (!demo) throw new Error('the fixtures have fewer demo accounts');
    await createAdministrator(temp.db, { ...first, loginId: demo.loginId });
    const prepared = await prepareDatabase({
      database: temp.config,
      createDatabase: false,
      mode: 'production',
    });
    expect(prepared.ok ? null : prepared.problem).toMatchObject({
      kind: 'demoAccountsInProduction',
      detail: `demo accounts present: ${demo.loginId}`,
    });
  });
});
