import { sql, type Kysely, type Migration } from 'kysely';

/*
 * `2026_11_27_001_retired_members_are_employees`: a retired member is an employee with
 * userState 2 (spec 01 §3), not a row of a table of their own, so their posts, comments and
 * facts can point at them like anyone's. Every listing of people filters userState 2 instead.
 */

async function createRetiredMembersTable(db: Kysely<unknown>): Promise<void> {
  // The shape `2026_11_26_002_member_profile` gave it.
  await db.schema
    .createTable('retired_members')
    .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('employee_number', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('user_name_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('photo', 'text', (c) => c.notNull())
    .addColumn('duty_desc', 'varchar(100)', (c) => c.notNull())
    .addColumn('organization_id', 'varchar(32)', (c) => c.notNull().references('departments.dl_id'))
    .addColumn('studio_id', 'varchar(32)', (c) => c.notNull().references('studios.dl_id'))
    .execute();
}

export const retiredMembersAreEmployeesMigration: Migration = {
  async up(db) {
    // The table kept no contacts (a retired member's are never shown): they stay empty. A
    // member already in `employees` (never the case for the seed) keeps that row.
    await sql`
      INSERT INTO employees (user_id, employee_number, user_name, user_name_en, email, mobile,
        tel_office, duty_desc, organization_id, studio_id, photo, admin_flag, hr_user_admin_flag,
        is_finance_admin, is_ga_privileged, manager_flag, language, user_state)
      SELECT r.user_id, r.employee_number, r.user_name, r.user_name_en, '', '', '', r.duty_desc,
        r.organization_id, r.studio_id, r.photo, '0', 0, 0, 0, '0', 'ko', 2
      FROM retired_members r
      WHERE NOT EXISTS (SELECT 1 FROM employees e WHERE e.user_id = r.user_id)`.execute(db);
    await db.schema.dropTable('retired_members').execute();
  },
  async down(db) {
    await createRetiredMembersTable(db);
    await sql`
      INSERT INTO retired_members (user_id, employee_number, user_name, user_name_en, photo,
        duty_desc, organization_id, studio_id)
      SELECT user_id, employee_number, user_name, user_name_en, photo, duty_desc,
        organization_id, studio_id
      FROM employees WHERE user_state = 2`.execute(db);
    // The rows stay in `employees` as well: posts, comments, facts and sessions may point at
    // them (deleting would lose those), and the code of that schema already read an employee
    // with userState 2 as retired before it looked in `retired_members`.
  },
};
