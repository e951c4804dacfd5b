import { identity } from './columns';
import { exclusively, STARTUP_LOCKS } from './dialect/locks';
import {
  Migrator,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import { noticesMigration } from '../notices/migration';
import { commandMenusMigration } from '../commandMenus/migration';
import { commuteFlowsMigration } from '../commute/migration';
import { previousDayMigration } from '../previousDay/migration';
import { favouritesMigration } from '../favourites/migration';
import { peopleMigration } from '../absentees/migration';
import { postsFeedMigration } from '../posts/migration';
import { searchMigration } from '../search/migration';
import { searchRenamesMigration } from '../search/renamesMigration';
import { memberProfileMigration } from '../memberProfile/migration';
import { retiredMembersAreEmployeesMigration } from '../memberProfile/retiredMigration';
import { directoryMigration } from '../directory/migration';
import { studioNamesJaZhMigration } from '../shell/studioNamesMigration';
import { departmentNamesJaZhMigration } from '../directory/departmentNamesMigration';
import { companyTimeZoneMigration } from '../commute/timeZoneMigration';
import { signInFailuresMigration } from '../auth/signInMigration';
import { searchBodyTextMigration } from '../search/bodyTextMigration';
import { searchOnPostgresMigration } from '../search/postgresMigration';

/*
 * Migrations live in code (not files on disk) so they ship inside the package and run the
 * same from tsx, tests and a bundle. They receive `Kysely<unknown>`: a migration must not
 * depend on today's typed schema. Add a new entry at the end; never edit a shipped one.
 */

const initial: Migration = {
  async up(db) {
    await db.schema
      .createTable('studios')
      .addColumn('dl_id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('dl_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('dl_name_en', 'varchar(200)', (c) => c.notNull())
      .addColumn('code', 'varchar(32)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('departments')
      .addColumn('dl_id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('dl_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('dl_name_en', 'varchar(200)', (c) => c.notNull())
      .addColumn('parent_id', 'varchar(32)', (c) => c.references('departments.dl_id'))
      .addColumn('studio_id', 'varchar(32)', (c) => c.notNull().references('studios.dl_id'))
      .addColumn('group_mail', 'varchar(320)')
      .addColumn('sort_no', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('employees')
      .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('employee_number', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('user_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('user_name_en', 'varchar(200)', (c) => c.notNull())
      .addColumn('email', 'varchar(320)', (c) => c.notNull())
      .addColumn('mobile', 'varchar(40)', (c) => c.notNull())
      .addColumn('tel_office', 'varchar(40)', (c) => c.notNull())
      .addColumn('duty_desc', 'varchar(100)', (c) => c.notNull())
      .addColumn('organization_id', 'varchar(32)', (c) =>
        c.notNull().references('departments.dl_id'),
      )
      .addColumn('studio_id', 'varchar(32)', (c) => c.notNull().references('studios.dl_id'))
      .addColumn('photo', 'text', (c) => c.notNull())
      .addColumn('admin_flag', 'varchar(1)', (c) => c.notNull())
      .addColumn('hr_user_admin_flag', 'integer', (c) => c.notNull())
      .addColumn('is_finance_admin', 'integer', (c) => c.notNull())
      .addColumn('is_ga_privileged', 'integer', (c) => c.notNull())
      .addColumn('manager_flag', 'varchar(1)', (c) => c.notNull())
      .addColumn('language', 'varchar(8)', (c) => c.notNull())
      .addColumn('user_state', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('employee_sub_departments')
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
      .addColumn('organization_id', 'varchar(32)', (c) =>
        c.notNull().references('departments.dl_id'),
      )
      .addColumn('studio_id', 'varchar(32)', (c) => c.notNull().references('studios.dl_id'))
      .addColumn('duty_desc', 'varchar(100)', (c) => c.notNull())
      .addColumn('sort_no', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('employee_sub_departments_pk', ['user_id', 'organization_id'])
      .execute();

    await db.schema
      .createTable('accounts')
      .addColumn('login_id', 'varchar(200)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) =>
        c.notNull().unique().references('employees.user_id'),
      )
      .addColumn('password_hash', 'varchar(300)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('commute_records')
      .addColumn('id', 'integer', identity(db))
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
      .addColumn('ymd', 'varchar(10)', (c) => c.notNull())
      .addColumn('division', 'varchar(16)', (c) => c.notNull())
      .addColumn('type', 'varchar(1)', (c) => c.notNull())
      .addColumn('recorded_at', 'bigint', (c) => c.notNull())
      .addColumn('client_timestamp', 'bigint', (c) => c.notNull())
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .addColumn('platform', 'varchar(2)', (c) => c.notNull())
      .addColumn('remark', 'varchar(500)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('commute_records_user_day_idx')
      .on('commute_records')
      .columns(['user_id', 'ymd'])
      .execute();

    await db.schema
      .createTable('commute_settings')
      .addColumn('id', 'integer', identity(db))
      .addColumn('user_id', 'varchar(32)', (c) => c.references('employees.user_id'))
      .addColumn('ymd', 'varchar(10)', (c) => c.notNull())
      .addColumn('work_code', 'varchar(8)')
      .addColumn('work_start_time', 'varchar(5)')
      .addColumn('holiday_yn', 'varchar(1)')
      .addColumn('breaktime_yn', 'varchar(1)')
      .addColumn('cowork_start_time', 'varchar(5)')
      .addColumn('cowork_end_time', 'varchar(5)')
      .addColumn('overtime_yn', 'varchar(1)')
      .addColumn('apply_extended_work_flag', 'varchar(1)')
      .addColumn('extended_work_draft_use_flag', 'varchar(1)')
      .execute();
    await db.schema
      .createIndex('commute_settings_day_idx')
      .on('commute_settings')
      .columns(['ymd', 'user_id'])
      .execute();
  },
  async down(db) {
    for (const table of [
      'commute_settings',
      'commute_records',
      'sessions',
      'accounts',
      'employee_sub_departments',
      'employees',
      'departments',
      'studios',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};

/** The shell: menus and their permissions, cloud settings, current company, logs, counts. */
const shell: Migration = {
  async up(db) {
    await db.schema
      .createTable('menus')
      .addColumn('menu_id', 'integer', (c) => c.primaryKey())
      .addColumn('parent_id', 'integer', (c) => c.references('menus.menu_id'))
      .addColumn('sort_no', 'integer', (c) => c.notNull())
      .addColumn('top_menu', 'integer', (c) => c.notNull())
      .addColumn('menu_type_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('board_type', 'varchar(32)')
      .addColumn('folder_flag', 'varchar(1)', (c) => c.notNull())
      .addColumn('link_type', 'varchar(32)')
      .addColumn('link_url', 'varchar(2000)')
      .addColumn('visible_flag', 'varchar(1)', (c) => c.notNull())
      .addColumn('system', 'varchar(20)', (c) => c.notNull())
      .addColumn('url_path', 'varchar(2000)')
      .addColumn('image_url', 'text')
      .addColumn('name_ko', 'varchar(200)', (c) => c.notNull())
      .addColumn('name_en', 'varchar(200)', (c) => c.notNull())
      .addColumn('name_ja', 'varchar(200)', (c) => c.notNull())
      .addColumn('name_zh', 'varchar(200)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('menus_parent_idx').on('menus').column('parent_id').execute();
    await db.schema.createIndex('menus_url_idx').on('menus').column('url_path').execute();

    await db.schema
      .createTable('menu_permissions')
      .addColumn('id', 'integer', identity(db))
      .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.menu_id'))
      .addColumn('grantee_kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('grantee_value', 'varchar(64)')
      .addColumn('event', 'varchar(1)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('menu_permissions_menu_idx')
      .on('menu_permissions')
      .column('menu_id')
      .execute();

    await db.schema
      .createTable('open_portal_paths')
      .addColumn('path', 'varchar(2000)', (c) => c.notNull())
      .addColumn('below', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('open_portal_paths_pk', ['path', 'below'])
      .execute();

    await db.schema
      .createTable('cloud_settings')
      .addColumn('studio_id', 'varchar(32)', (c) => c.primaryKey().references('studios.dl_id'))
      .addColumn('is_blocked', 'integer', (c) => c.notNull())
      .addColumn('blocked_url', 'varchar(2000)')
      .addColumn('is_cloud', 'integer', (c) => c.notNull())
      .addColumn('use_ga', 'integer', (c) => c.notNull())
      .addColumn('use_kanban', 'integer', (c) => c.notNull())
      .addColumn('use_performance', 'integer', (c) => c.notNull())
      .addColumn('use_payroll', 'integer', (c) => c.notNull())
      .addColumn('is_free_trial', 'integer', (c) => c.notNull())
      .addColumn('free_trial_expired_at', 'varchar(40)')
      .addColumn('logo_url', 'text')
      .execute();

    await db.schema
      .createTable('current_studios')
      .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey().references('employees.user_id'))
      .addColumn('studio_id', 'varchar(32)', (c) => c.notNull().references('studios.dl_id'))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('menu_access_log')
      .addColumn('id', 'integer', identity(db))
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
      .addColumn('system', 'varchar(20)', (c) => c.notNull())
      .addColumn('menu_path', 'varchar(2000)', (c) => c.notNull())
      .addColumn('accessed_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('menu_access_log_user_idx')
      .on('menu_access_log')
      .columns(['user_id', 'accessed_at'])
      .execute();

    await db.schema
      .createTable('notification_counts')
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
      .addColumn('system', 'varchar(20)', (c) => c.notNull())
      .addColumn('unread_count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_counts_pk', ['user_id', 'system'])
      .execute();
  },
  async down(db) {
    for (const table of [
      'notification_counts',
      'menu_access_log',
      'current_studios',
      'cloud_settings',
      'open_portal_paths',
      'menu_permissions',
      'menus',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};

/** Every migration in order; the key is the name Kysely records in its migration table. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_001_initial': initial,
  '2026_11_24_001_shell': shell,
  '2026_11_25_001_commute_flows': commuteFlowsMigration,
  '2026_11_25_002_previous_day': previousDayMigration,
  '2026_11_25_003_favourites': favouritesMigration,
  '2026_11_25_004_people': peopleMigration,
  '2026_11_25_005_posts_feed': postsFeedMigration,
  '2026_11_25_006_notices': noticesMigration,
  '2026_11_26_003_search': searchMigration,
  '2026_11_26_002_member_profile': memberProfileMigration,
  '2026_11_26_004_command_menus': commandMenusMigration,
  '2026_11_26_001_directory': directoryMigration,
  '2026_11_27_001_retired_members_are_employees': retiredMembersAreEmployeesMigration,
  '2026_11_27_101_search_renames': searchRenamesMigration,
  '2026_11_27_301_studio_names_ja_zh': studioNamesJaZhMigration,
  '2026_11_27_401_department_names_ja_zh': departmentNamesJaZhMigration,
  '2026_11_28_001_company_time_zone': companyTimeZoneMigration,
  '2026_11_28_002_sign_in_failures': signInFailuresMigration,
  '2026_11_29_401_search_body_text': searchBodyTextMigration,
  '2026_11_30_001_pg_trgm_indexes': searchOnPostgresMigration,
};

/**
 * Brings the database to the latest schema, one migration per transaction: a migration that
 * fails rolls back with everything it created, the ones before it stay, and its
 * `kysely_migration` row is never written, so the next start runs it again on the schema it
 * expects. Throws with the failing migration's name and error. On PostgreSQL one instance at a
 * time runs it (`exclusively`); the others then find nothing to do. `list` is for tests (a
 * migration that fails on purpose); production always runs `migrations`.
 */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  list: Record<string, Migration> = migrations,
): Promise<MigrationResultSet> {
  // Kysely wraps a migrator run in a transaction only where the adapter says DDL is
  // transactional (PostgreSQL; SQLite through `openDatabase`'s dialect). Without it a
  // failure would leave half a schema, so refuse rather than migrate unsafely.
  if (!db.getExecutor().adapter.supportsTransactionalDdl) {
    throw new Error(
      'migrateToLatest needs a dialect with transactional DDL (open SQLite with openDatabase)',
    );
  }
  return exclusively(db, STARTUP_LOCKS.migrate, (locked) => migrateAll(locked, list));
}

async function migrateAll<DB>(
  db: Kysely<DB>,
  list: Record<string, Migration>,
): Promise<MigrationResultSet> {
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve(list) };
  const migrator = new Migrator({ db, provider });
  const results: NonNullable<MigrationResultSet['results']> = [];
  // One step per run: each `migrateUp` is its own transaction (migration and its row together).
  for (;;) {
    const step = await migrator.migrateUp();
    results.push(...(step.results ?? []));
    if (step.error) {
      const failed = step.results?.find((result) => result.status === 'Error');
      // Before any migration ran (its tables, its lock): say what the engine said.
      const what = failed
        ? `migration ${failed.migrationName}`
        : `the migrator (${step.error instanceof Error ? step.error.message : String(step.error)})`;
      throw new Error(`${what} failed`, { cause: step.error });
    }
    if (!step.results || step.results.length === 0) return { results };
  }
}
