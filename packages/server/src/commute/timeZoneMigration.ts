import type { Migration } from 'kysely';
import { DEFAULT_TIME_ZONE } from '@maru/api/dates';

/**
 * Each company's time zone (issue 13, hole 2): the server, not the client's `offset`, decides
 * the work day and every recorded time. The zone is a property of the company, like its name,
 * so it lives on `studios` (every company has a row there; `cloud_settings` holds the tenant's
 * product switches and may lack a company). An IANA name, not an offset, so daylight saving is
 * the zone's business. Existing companies get Seoul, the zone every day so far was kept in.
 * `ALTER TABLE … ADD COLUMN … NOT NULL DEFAULT` works the same on SQLite and PostgreSQL.
 */
export const companyTimeZoneMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('studios')
      .addColumn('time_zone', 'varchar(64)', (column) =>
        column.notNull().defaultTo(DEFAULT_TIME_ZONE),
      )
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('studios').dropColumn('time_zone').execute();
  },
};
