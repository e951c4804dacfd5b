import type { Kysely } from 'kysely';

/** The standing facts behind employee news: birthday (if public) and hire date. */
export interface EmployeeFactTable {
  user_id: string;
  /** `yyyy-MM-dd`. */
  birth_date: string;
  /** 1 when the employee agreed to have the birthday announced. */
  birthday_public: number;
  /** `yyyy-MM-dd`, joined the group. */
  hire_date: string;
}

/** Dated news: a wedding, or a transfer (BBOARD) into `studio_id` from `from_studio_id`. */
export interface EmployeeEventTable {
  user_id: string;
  /** WEDDING or BBOARD. */
  kind: string;
  ymd: string;
  /** The company whose news it is. */
  studio_id: string;
  from_studio_id: string | null;
}

export async function createEmployeeNewsTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('employee_facts')
    .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey().references('employees.user_id'))
    .addColumn('birth_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('birthday_public', 'integer', (c) => c.notNull())
    .addColumn('hire_date', 'varchar(10)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('employee_events')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('ymd', 'varchar(10)', (c) => c.notNull())
    .addColumn('studio_id', 'varchar(32)', (c) => c.notNull().references('studios.dl_id'))
    .addColumn('from_studio_id', 'varchar(32)', (c) => c.references('studios.dl_id'))
    .addPrimaryKeyConstraint('employee_events_pk', ['user_id', 'kind', 'ymd'])
    .execute();
  await db.schema
    .createIndex('employee_events_studio_idx')
    .on('employee_events')
    .columns(['studio_id', 'ymd'])
    .execute();
}

export async function dropEmployeeNewsTables(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('employee_events').execute();
  await db.schema.dropTable('employee_facts').execute();
}
