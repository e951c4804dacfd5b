import type { Kysely } from 'kysely';

/** A calendar a user linked: `expired` when the provider no longer accepts the token. */
export interface CalendarLinkTable {
  user_id: string;
  /** google, microsoft or naver. */
  provider: string;
  state: string;
}

/** The events the reference server plays back in place of the providers' calendars. */
export interface CalendarEventTable {
  user_id: string;
  provider: string;
  event_id: string;
  summary: string;
  /** As the provider sends it: ISO date-time with offset, or `yyyy-MM-dd` all day. */
  start_at: string;
  /** The day the event is listed under. */
  standard_date: string;
  html_link: string;
}

export async function createScheduleTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_links')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addPrimaryKeyConstraint('calendar_links_pk', ['user_id', 'provider'])
    .execute();
  await db.schema
    .createTable('calendar_events')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary', 'varchar(500)', (c) => c.notNull())
    .addColumn('start_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('standard_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('html_link', 'varchar(2000)', (c) => c.notNull())
    .addPrimaryKeyConstraint('calendar_events_pk', ['user_id', 'provider', 'event_id'])
    .execute();
  await db.schema
    .createIndex('calendar_events_day_idx')
    .on('calendar_events')
    .columns(['user_id', 'standard_date'])
    .execute();
}

export async function dropScheduleTables(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_events').execute();
  await db.schema.dropTable('calendar_links').execute();
}
