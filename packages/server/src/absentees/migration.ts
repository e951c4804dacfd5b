import type { Migration } from 'kysely';
import { dropEmployeeNewsTables, createEmployeeNewsTables } from '../employeeNews/tables';
import { createScheduleTables, dropScheduleTables } from '../schedule/tables';
import { createAbsenceTables, dropAbsenceTables } from './tables';

/**
 * `2026_11_25_004_people`: the people widgets' tables in one migration (absences and their
 * leave-type lookups, employee facts and dated news, linked calendars and their events).
 */
export const peopleMigration: Migration = {
  async up(db) {
    await createAbsenceTables(db);
    await createEmployeeNewsTables(db);
    await createScheduleTables(db);
  },
  async down(db) {
    await dropScheduleTables(db);
    await dropEmployeeNewsTables(db);
    await dropAbsenceTables(db);
  },
};
