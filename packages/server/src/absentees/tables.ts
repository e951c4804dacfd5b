import type { Kysely } from 'kysely';

/** The lookup value of a leave type (spec 01 §3): attribute01 colours the calendar mark. */
export interface AbsenceLookupTable {
  /** Leave-type code of spec 02 §3 (100 annual … 900 compensatory). */
  lookup_code: string;
  /** ETC, VACATION, WORK or null. */
  attribute01: string | null;
  meaning_ko: string;
  meaning_en: string;
  meaning_ja: string;
  meaning_zh: string;
}

/** An approved absence: whole days from `start_ymd` to `end_ymd`, or hours of one day. */
export interface AbsenceTable {
  user_id: string;
  start_ymd: string;
  end_ymd: string;
  lookup_code: string;
  /** `HH:mm`, null for whole days. */
  start_time: string | null;
  end_time: string | null;
}

export async function createAbsenceTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('absence_lookups')
    .addColumn('lookup_code', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('attribute01', 'varchar(16)')
    .addColumn('meaning_ko', 'varchar(100)', (c) => c.notNull())
    .addColumn('meaning_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('meaning_ja', 'varchar(100)', (c) => c.notNull())
    .addColumn('meaning_zh', 'varchar(100)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('absences')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
    .addColumn('start_ymd', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_ymd', 'varchar(10)', (c) => c.notNull())
    .addColumn('lookup_code', 'varchar(8)', (c) =>
      c.notNull().references('absence_lookups.lookup_code'),
    )
    .addColumn('start_time', 'varchar(5)')
    .addColumn('end_time', 'varchar(5)')
    .addPrimaryKeyConstraint('absences_pk', ['user_id', 'start_ymd', 'lookup_code'])
    .execute();
  await db.schema
    .createIndex('absences_days_idx')
    .on('absences')
    .columns(['start_ymd', 'end_ymd'])
    .execute();
}

export async function dropAbsenceTables(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('absences').execute();
  await db.schema.dropTable('absence_lookups').execute();
}
