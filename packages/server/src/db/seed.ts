import { demoAccounts, departments, employees, studios } from '@maru/api/fixtures';
import type { Department, Employee } from '@maru/api/domain';
import { hashPassword } from '../auth/password';
import { demoTimeZoneOf, seedCommute } from '../commute/seed';
import { seedPreviousDay } from '../previousDay/seed';
import { seedShell } from '../shell/seed';
import { seedPostsFeed } from '../posts/seed';
import { seedSearch } from '../search/seed';
import { seedFavourites } from '../favourites/seed';
import { seedCommandMenus } from '../commandMenus/seed';
import { seedNotices } from '../notices/seed';
import { seedPeople } from '../absentees/peopleSeed';
import { seedMemberProfiles } from '../memberProfile/seed';
import { insertInChunks, seedDirectory } from '../directory/seed';
import { advanceIdentities } from './columns';
import { exclusively, STARTUP_LOCKS } from './dialect/locks';
import type { MaruDb } from './connection';
import type { Database } from './schema';

export interface TableCounts {
  studios: number;
  departments: number;
  employees: number;
  accounts: number;
  sessions: number;
  commuteRecords: number;
  menus: number;
  menuPermissions: number;
  cloudSettings: number;
  notificationCounts: number;
  menuAccessLog: number;
}

async function count(db: MaruDb, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many rows the main tables hold (printed by the CLI, used by tests). */
export async function tableCounts(db: MaruDb): Promise<TableCounts> {
  return {
    studios: await count(db, 'studios'),
    departments: await count(db, 'departments'),
    employees: await count(db, 'employees'),
    accounts: await count(db, 'accounts'),
    sessions: await count(db, 'sessions'),
    commuteRecords: await count(db, 'commute_records'),
    menus: await count(db, 'menus'),
    menuPermissions: await count(db, 'menu_permissions'),
    cloudSettings: await count(db, 'cloud_settings'),
    notificationCounts: await count(db, 'notification_counts'),
    menuAccessLog: await count(db, 'menu_access_log'),
  };
}

/** Parents before children, so the departments' self reference holds at every insert. */
function parentsFirst(list: readonly Department[]): Department[] {
  const placed = new Set<string>();
  const ordered: Department[] = [];
  let pending = [...list];
  while (pending.length > 0) {
    const ready = pending.filter((d) => d.parentId === null || placed.has(d.parentId));
    if (ready.length === 0) throw new Error('the department fixtures contain a cycle or orphan');
    for (const department of ready) {
      ordered.push(department);
      placed.add(department.dlId);
    }
    pending = pending.filter((d) => !placed.has(d.dlId));
  }
  return ordered;
}

/**
 * Fills an empty database with the fixture company (studios, departments, employees and the
 * demo accounts with scrypt hashes), then the shell's data (menus, permissions, cloud settings,
 * notification counts). Each part is skipped when it already has rows, so it is safe to run on
 * every start. Returns whether anything was seeded.
 */
export function seed(db: MaruDb, now: () => Date = () => new Date()): Promise<boolean> {
  return exclusively(db, STARTUP_LOCKS.seed, (locked) => seedDemo(locked, now));
}

async function seedDemo(db: MaruDb, now: () => Date): Promise<boolean> {
  const company = await seedCompany(db, now);
  const shell = await seedShell(db);
  const favourites = await seedFavourites(db, now);
  const commute = await seedCommute(db, now);
  const previousDay = await seedPreviousDay(db, now);
  const notices = await seedNotices(db, now);
  const people = await seedPeople(db, now);
  const postsFeed = await seedPostsFeed(db, now);
  // Search indexes what the other parts seeded: keep it after them (and before the return).
  const search = await seedSearch(db);
  const commandMenus = await seedCommandMenus(db, now);
  const memberProfiles = await seedMemberProfiles(db, now);
  const directory = await seedDirectory(db, now);
  await advanceIdentities(db);
  return (
    commandMenus ||
    favourites ||
    company ||
    shell ||
    commute ||
    previousDay ||
    notices ||
    people ||
    postsFeed ||
    search ||
    memberProfiles ||
    directory
  );
}

/** The demo accounts' login ids: production mode refuses a database that holds any of them. */
export const DEMO_LOGIN_IDS: readonly string[] = demoAccounts.map((account) => account.loginId);

/** The demo accounts present in the database (their published password may still work). */
export async function demoAccountsIn(db: MaruDb): Promise<string[]> {
  const rows = await db
    .selectFrom('accounts')
    .select('login_id')
    .where('login_id', 'in', [...DEMO_LOGIN_IDS])
    .orderBy('login_id')
    .execute();
  return rows.map((row) => row.login_id);
}

/**
 * What every install needs, production included, and nothing of the demo company: the menus
 * with the grants to everyone and to flags (admin, HR, manager, finance, GA) and the open
 * portal paths, the other systems' command menus, the HR and directory lookups, the menu search
 * index. The shared
 * seeders fill their per-person parts only for the fixture employees that exist, and a
 * production database has none (its people have other ids), so those parts write nothing; the
 * demo's grants to named users are removed. Each part runs while its table is empty, so it is
 * safe on every start. Returns whether anything was written.
 */
export function seedReference(db: MaruDb): Promise<boolean> {
  return exclusively(db, STARTUP_LOCKS.seed, seedReferenceData);
}

async function seedReferenceData(db: MaruDb): Promise<boolean> {
  const freshMenus = (await count(db, 'menus')) === 0;
  const shell = await seedShell(db);
  if (freshMenus) {
    await db.deleteFrom('menu_permissions').where('grantee_kind', '=', 'user').execute();
  }
  const commandMenus = await seedCommandMenus(db, () => new Date());
  const lookups = await seedMemberProfiles(db, () => new Date());
  const directory = await seedDirectory(db);
  // The menu index (and an empty member index) from what is there; no demo posts to index.
  const search = await seedSearch(db);
  await advanceIdentities(db);
  return shell || commandMenus || lookups || directory || search;
}

function employeeRowOf(e: Employee) {
  return {
    user_id: e.userId,
    employee_number: e.employeeNumber,
    user_name: e.userName,
    user_name_en: e.userNameEn,
    email: e.email,
    mobile: e.mobile,
    tel_office: e.telOffice,
    duty_desc: e.dutyDesc,
    organization_id: e.organizationId,
    studio_id: e.studioId,
    photo: e.photo,
    admin_flag: e.adminFlag,
    hr_user_admin_flag: e.hrUserAdminFlag ? 1 : 0,
    is_finance_admin: e.isFinanceAdmin ? 1 : 0,
    is_ga_privileged: e.isGaPrivileged ? 1 : 0,
    manager_flag: e.managerFlag,
    language: e.language,
    user_state: e.userState,
  };
}

async function seedCompany(db: MaruDb, now: () => Date): Promise<boolean> {
  if ((await count(db, 'employees')) > 0) return false;
  // Hash before the transaction: scrypt is slow on purpose and must not hold the write lock.
  const hashes = await Promise.all(demoAccounts.map((account) => hashPassword(account.password)));
  const createdAt = Math.floor(now().getTime() / 1000);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('studios')
      .values(
        studios.map((s) => ({
          dl_id: s.dlId,
          dl_name: s.dlName,
          dl_name_en: s.dlNameEn,
          dl_name_ja: s.dlNameJa,
          dl_name_zh: s.dlNameZh,
          code: s.code,
          time_zone: demoTimeZoneOf(s.dlId),
        })),
      )
      .execute();
    for (const d of parentsFirst(departments)) {
      await trx
        .insertInto('departments')
        .values({
          dl_id: d.dlId,
          dl_name: d.dlName,
          dl_name_en: d.dlNameEn,
          dl_name_ja: d.dlNameJa,
          dl_name_zh: d.dlNameZh,
          parent_id: d.parentId,
          studio_id: d.studioId,
          group_mail: d.groupMail,
          sort_no: d.sortNo,
        })
        .execute();
    }
    // A statement per chunk, not per person: the company holds hundreds (and tests seed often).
    await insertInChunks(employees, (chunk) =>
      trx.insertInto('employees').values(chunk.map(employeeRowOf)).execute(),
    );
    const concurrentPosts = employees.flatMap((e) =>
      e.subDepartments.map((sub, index) => ({
        user_id: e.userId,
        organization_id: sub.organizationId,
        studio_id: sub.studioId,
        duty_desc: sub.dutyDesc,
        sort_no: index,
      })),
    );
    await insertInChunks(concurrentPosts, (chunk) =>
      trx.insertInto('employee_sub_departments').values(chunk).execute(),
    );
    for (const [index, account] of demoAccounts.entries()) {
      await trx
        .insertInto('accounts')
        .values({
          login_id: account.loginId,
          user_id: account.userId,
          password_hash: hashes[index] ?? '',
          created_at: createdAt,
        })
        .execute();
    }
  });
  return true;
}
