import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { columnsOf, fileDatabase, migratedBefore } from '../testing/tempDatabase';

const NAME = '2026_11_27_301_studio_names_ja_zh';
const temp = fileDatabase('maru-studio-names-');

describe(`migration ${NAME}`, () => {
  it('spec 01 §9: names the demo companies of an existing database in ja and zh, no one else', async () => {
    const { db } = temp;
    const migrator = await migratedBefore(db, NAME);
    const raw = db as unknown as Kysely<unknown>;
    await sql`INSERT INTO studios (dl_id, dl_name, dl_name_en, code) VALUES
      ('ST100', '마루 주식회사', 'Maru Corp.', 'MARU'),
      ('ST300', '마루 재팬', 'Maru Japan', 'MJAPAN'),
      ('ST200', '다른 회사', 'Another Co.', 'OTHER'),
      ('ST900', '새 회사', 'New Co.', 'NEW')`.execute(raw);

    expect((await migrator.migrateTo(NAME)).error).toBeUndefined();

    const rows = await db
      .selectFrom('studios')
      .select(['dl_id', 'dl_name_ja', 'dl_name_zh'])
      .orderBy('dl_id')
      .execute();
    expect(rows).toEqual([
      { dl_id: 'ST100', dl_name_ja: 'マル株式会社', dl_name_zh: '玛鲁股份有限公司' },
      // Same id, another company: its names are not the demo's.
      { dl_id: 'ST200', dl_name_ja: null, dl_name_zh: null },
      { dl_id: 'ST300', dl_name_ja: 'マルジャパン', dl_name_zh: '玛鲁日本' },
      { dl_id: 'ST900', dl_name_ja: null, dl_name_zh: null },
    ]);
  });

  it('down drops the two columns again', async () => {
    await migratedBefore(temp.db, NAME);
    expect(await columnsOf(temp.db, 'studios')).toEqual(['dl_id', 'dl_name', 'dl_name_en', 'code']);
  });
});
