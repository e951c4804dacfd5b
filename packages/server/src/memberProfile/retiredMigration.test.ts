import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hasTable } from '../testing/schema';
import { fileDatabase, migrationSteps } from '../testing/tempDatabase';

const NAME = '2026_11_27_001_retired_members_are_employees';
const temp = fileDatabase('maru-retired-migration-');
const raw = () => temp.db as unknown as Kysely<unknown>;
const tableExists = (name: string) => hasTable(temp.db, name);

describe(`migration ${NAME}`, () => {
  it('spec 01 §3: moves the rows of retired_members into employees with userState 2, then drops the table', async () => {
    const { migrator, previous } = migrationSteps(temp.db, NAME);
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    await sql`INSERT INTO studios VALUES ('ST100', '마루 주식회사', 'Maru Corp.', 'MARU')`.execute(
      raw(),
    );
    await sql`INSERT INTO departments VALUES ('D2110', '프론트엔드파트', 'Frontend Part', NULL, 'ST100', NULL, 1)`.execute(
      raw(),
    );
    await sql`INSERT INTO retired_members VALUES
      ('U0901', 'R0901', '서민재', 'Minjae Seo', 'data:image/svg+xml,x', '선임', 'D2110', 'ST100')`.execute(
      raw(),
    );

    expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
    expect(await tableExists('retired_members')).toBe(false);
    const moved = await temp.db
      .selectFrom('employees')
      .selectAll()
      .where('user_id', '=', 'U0901')
      .executeTakeFirstOrThrow();
    expect(moved).toMatchObject({
      employee_number: 'R0901',
      user_name: '서민재',
      organization_id: 'D2110',
      studio_id: 'ST100',
      manager_flag: '0',
      admin_flag: '0',
      user_state: 2,
    });
  });

  it('down recreates retired_members from the userState 2 employees', async () => {
    const { migrator } = migrationSteps(temp.db, NAME);
    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect(await tableExists('retired_members')).toBe(true);
    const { rows } = await sql<{ user_id: string; user_name: string }>`
      SELECT user_id, user_name FROM retired_members`.execute(raw());
    expect(rows).toEqual([{ user_id: 'U0901', user_name: '서민재' }]);
  });
});
