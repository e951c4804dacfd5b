import type { Migration } from 'kysely';
import { createDirectoryTables, dropDirectoryTables } from './tables';

/** `2026_11_26_001_directory`: the member finder's lookups, member facts and search entries. */
export const directoryMigration: Migration = {
  up: createDirectoryTables,
  down: dropDirectoryTables,
};
