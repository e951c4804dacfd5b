import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** The one dialect-specific column: an auto-numbered key (identity on PostgreSQL). */
export function identity(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (column: ColumnDefinitionBuilder) =>
    postgres
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}
