import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { columnsOf, fileDatabase, migratedBefore } from '../testing/tempDatabase';

const NAME = '2026_11_27_401_department_names_ja_zh';
const temp = fileDatabase('maru-department-names-');

describe(`migration ${NAME}`, () => {
  it('spec 01 §9: names the demo departments of an existing database in ja and zh, no one else', async () => {
    const { db } = temp;
    const migrator = await migratedBefore(db, NAME);
    const raw = db as unknown as Kysely<unknown>;
    await sql`INSERT INTO studios (dl_id, dl_name, dl_name_en, code) VALUES
      ('ST100', '마루 주식회사', 'Maru Corp.', 'MARU'),
      ('ST300', '마루 재팬', 'Maru Japan', 'MJAPAN')`.execute(raw);
    await sql`INSERT INTO departments (dl_id, dl_name, dl_name_en, parent_id, studio_id, sort_no)
      VALUES
      ('D2110', '프론트엔드파트', 'Frontend Part', NULL, 'ST100', 1),
      ('J1100', '영업팀', 'Sales Team', NULL, 'ST300', 2),
      ('D3100', '국내영업팀', 'Domestic Sales Team', NULL, 'ST100', 3),
      ('D9000', '신설팀', 'New Team', NULL, 'ST100', 4)`.execute(raw);

    expect((await migrator.migrateTo(NAME)).error).toBeUndefined();

    const rows = await db
      .selectFrom('departments')
      .select(['dl_id', 'dl_name_ja', 'dl_name_zh'])
      .orderBy('dl_id')
      .execute();
    expect(rows).toEqual([
      { dl_id: 'D2110', dl_name_ja: 'フロントエンドパート', dl_name_zh: '前端小组' },
      // Same id, renamed since the demo: its names are not the demo's.
      { dl_id: 'D3100', dl_name_ja: null, dl_name_zh: null },
      { dl_id: 'D9000', dl_name_ja: null, dl_name_zh: null },
      { dl_id: 'J1100', dl_name_ja: '営業部', dl_name_zh: '销售部' },
    ]);
  });

  it('down drops the two columns again', async () => {
    await migratedBefore(temp.db, NAME);
    expect(await columnsOf(temp.db, 'departments')).toEqual([
      'dl_id',
      'dl_name',
      'dl_name_en',
      'parent_id',
      'studio_id',
      'group_mail',
      'sort_no',
    ]);
  });
});
