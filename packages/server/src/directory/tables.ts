import { sql, type Kysely } from 'kysely';

/*
 * The member directory's tables. `directory_lookups` and `member_facts` are source data (seeded
 * from the fixtures); `directory_entries` is derived from employees, their concurrent posts and
 * their facts by `rebuildDirectoryEntries`: one row per post, shaped for the finder's queries so
 * a page over 100,000 members is an index walk (GUIDE §6), like a search index.
 */

/** A duty (type 1) or job-group (type 2) lookup value, its meaning per locale. */
export interface DirectoryLookupTable {
  lookup_value_id: number;
  type_number: string;
  lookup_code: string;
  sort_no: number;
  meaning_ko: string;
  meaning_en: string;
  meaning_ja: string;
  meaning_zh: string;
}

/** What the directory knows of a member beside the employee row. Flags are 0/1. */
export interface MemberFactTable {
  user_id: string;
  job_group_code: string | null;
  google_auth_id: string | null;
  slack_link: string | null;
  microsoft: number;
  naver: number;
  dispatched: number;
  on_leave: number;
}

/** One post of an active member (main or concurrent), with what the finder filters and sorts by. */
export interface DirectoryEntryTable {
  user_id: string;
  organization_id: string;
  studio_id: string;
  duty_desc: string;
  duty_code: string | null;
  job_group_code: string | null;
  /** 1 for a concurrent post. */
  concurrent: number;
  /** 1 for the row that stands for the member in a company-wide search (one per company). */
  listed: number;
  /** 1 when the post heads its department (main posts of managers). */
  manager: number;
  user_name: string;
  user_name_en: string;
  email: string;
  /** Digits of the mobile and office numbers, space separated, for hyphen-blind matching. */
  phone_digits: string;
}

export async function createDirectoryTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('directory_lookups')
    .addColumn('lookup_value_id', 'integer', (c) => c.primaryKey())
    .addColumn('type_number', 'varchar(1)', (c) => c.notNull())
    .addColumn('lookup_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('sort_no', 'integer', (c) => c.notNull())
    .addColumn('meaning_ko', 'varchar(100)', (c) => c.notNull())
    .addColumn('meaning_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('meaning_ja', 'varchar(100)', (c) => c.notNull())
    .addColumn('meaning_zh', 'varchar(100)', (c) => c.notNull())
    .addUniqueConstraint('directory_lookups_code_uq', ['type_number', 'lookup_code'])
    .execute();

  await db.schema
    .createTable('member_facts')
    .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey().references('employees.user_id'))
    .addColumn('job_group_code', 'varchar(16)')
    .addColumn('google_auth_id', 'varchar(320)')
    .addColumn('slack_link', 'varchar(500)')
    .addColumn('microsoft', 'integer', (c) => c.notNull())
    .addColumn('naver', 'integer', (c) => c.notNull())
    .addColumn('dispatched', 'integer', (c) => c.notNull())
    .addColumn('on_leave', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('directory_entries')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
    .addColumn('organization_id', 'varchar(32)', (c) => c.notNull().references('departments.dl_id'))
    .addColumn('studio_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('duty_desc', 'varchar(100)', (c) => c.notNull())
    .addColumn('duty_code', 'varchar(16)')
    .addColumn('job_group_code', 'varchar(16)')
    .addColumn('concurrent', 'integer', (c) => c.notNull())
    .addColumn('listed', 'integer', (c) => c.notNull())
    .addColumn('manager', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('user_name_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('phone_digits', 'varchar(80)', (c) => c.notNull())
    .addPrimaryKeyConstraint('directory_entries_pk', ['user_id', 'organization_id'])
    .execute();
  // A company-wide search walks this in name order and stops after the page; the name columns
  // in it let the name filter and the count run on the index alone.
  await db.schema
    .createIndex('directory_entries_search_idx')
    .on('directory_entries')
    .columns(['studio_id', 'listed', 'user_name', 'user_id', 'user_name_en'])
    .execute();
  // An organisation's list in its order: head first, main posts before concurrent ones, by name.
  await sql`CREATE INDEX directory_entries_org_idx ON directory_entries
    (organization_id, manager DESC, concurrent, user_name, user_id)`.execute(db);
  await db.schema
    .createIndex('directory_departments_siblings_idx')
    .on('departments')
    .columns(['studio_id', 'parent_id', 'sort_no'])
    .execute();
  await db.schema
    .createIndex('directory_departments_parent_idx')
    .on('departments')
    .column('parent_id')
    .execute();
}

export async function dropDirectoryTables(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('directory_departments_parent_idx').execute();
  await db.schema.dropIndex('directory_departments_siblings_idx').execute();
  await db.schema.dropTable('directory_entries').execute();
  await db.schema.dropTable('member_facts').execute();
  await db.schema.dropTable('directory_lookups').execute();
}
