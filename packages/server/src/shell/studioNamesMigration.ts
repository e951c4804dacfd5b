import type { Kysely, Migration } from 'kysely';

/*
 * `2026_11_27_301_studio_names_ja_zh`: companies get Japanese and Chinese names, so ja and zh
 * users stop reading English ones. The columns stay nullable: a company added without them is
 * answered in Korean, the fallback locale (spec 01 §9). The demo companies' names are written
 * here, frozen, for databases seeded before this migration (the seed writes them itself).
 */

const DEMO_NAMES: readonly { dlId: string; ko: string; ja: string; zh: string }[] = [
  { dlId: 'ST100', ko: '마루 주식회사', ja: 'マル株式会社', zh: '玛鲁股份有限公司' },
  { dlId: 'ST200', ko: '마루 랩스', ja: 'マルラボ', zh: '玛鲁实验室' },
  { dlId: 'ST300', ko: '마루 재팬', ja: 'マルジャパン', zh: '玛鲁日本' },
];

/** The migration sees no typed schema; this is the one table it touches. */
interface Db {
  studios: { dl_id: string; dl_name: string; dl_name_ja: string | null; dl_name_zh: string | null };
}

export const studioNamesJaZhMigration: Migration = {
  async up(untyped) {
    const db = untyped as Kysely<Db>;
    await db.schema.alterTable('studios').addColumn('dl_name_ja', 'varchar(200)').execute();
    await db.schema.alterTable('studios').addColumn('dl_name_zh', 'varchar(200)').execute();
    // Only a row that still is the demo company: another company may carry the same id.
    for (const { dlId, ko, ja, zh } of DEMO_NAMES) {
      await db
        .updateTable('studios')
        .set({ dl_name_ja: ja, dl_name_zh: zh })
        .where('dl_id', '=', dlId)
        .where('dl_name', '=', ko)
        .execute();
    }
  },
  async down(untyped) {
    await untyped.schema.alterTable('studios').dropColumn('dl_name_zh').execute();
    await untyped.schema.alterTable('studios').dropColumn('dl_name_ja').execute();
  },
};
