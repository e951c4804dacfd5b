import type { Kysely, Migration } from 'kysely';

/*
 * `2026_11_27_401_department_names_ja_zh`: departments get Japanese and Chinese names, as the
 * companies did in `_301`, so ja and zh readers stop reading English ones. The columns stay
 * nullable: a department added without them is answered in Korean, the fallback locale (spec
 * 01 §9). The demo departments' names are written here, frozen, for databases seeded before
 * this migration (the seed writes them itself).
 */

// [dl_id, Korean name it must still carry, Japanese, Chinese]
const DEMO_NAMES: readonly (readonly [string, string, string, string])[] = [
  ['D1000', '경영지원본부', '経営支援本部', '经营支持本部'],
  ['D1100', '인사팀', '人事チーム', '人事组'],
  ['D1200', '재무팀', '財務チーム', '财务组'],
  ['D1300', '총무팀', '総務チーム', '总务组'],
  ['D1400', '법무팀', '法務チーム', '法务组'],
  ['D2000', '개발본부', '開発本部', '研发本部'],
  ['D2100', '플랫폼팀', 'プラットフォームチーム', '平台组'],
  ['D2110', '프론트엔드파트', 'フロントエンドパート', '前端小组'],
  ['D2120', '백엔드파트', 'バックエンドパート', '后端小组'],
  ['D2200', '인프라팀', 'インフラチーム', '基础设施组'],
  ['D3000', '사업본부', '事業本部', '业务本部'],
  ['D3100', '영업팀', '営業チーム', '销售组'],
  ['D3200', '마케팅팀', 'マーケティングチーム', '市场营销组'],
  ['L1000', '연구소', '研究所', '研究院'],
  ['L1100', 'AI연구팀', 'AI研究チーム', 'AI研究组'],
  ['L1110', '음성인식파트', '音声認識パート', '语音识别小组'],
  ['L1200', '데이터팀', 'データチーム', '数据组'],
  ['L2000', '디자인센터', 'デザインセンター', '设计中心'],
  ['L2100', 'UX팀', 'UXチーム', 'UX组'],
  ['L2200', '브랜드팀', 'ブランドチーム', '品牌组'],
  ['J1000', '도쿄지사', '東京支社', '东京分公司'],
  ['J1100', '영업팀', '営業部', '销售部'],
  ['J1200', '고객지원팀', 'カスタマーサポート部', '客户支持部'],
  ['J2000', '오사카지사', '大阪支社', '大阪分公司'],
  ['J2100', '운영팀', '運営部', '运营部'],
];

/** The migration sees no typed schema; this is the one table it touches. */
interface Db {
  departments: {
    dl_id: string;
    dl_name: string;
    dl_name_ja: string | null;
    dl_name_zh: string | null;
  };
}

export const departmentNamesJaZhMigration: Migration = {
  async up(untyped) {
    const db = untyped as Kysely<Db>;
    await db.schema.alterTable('departments').addColumn('dl_name_ja', 'varchar(200)').execute();
    await db.schema.alterTable('departments').addColumn('dl_name_zh', 'varchar(200)').execute();
    // Only a row that still is the demo department: a renamed one is someone else's now.
    for (const [dlId, ko, ja, zh] of DEMO_NAMES) {
      await db
        .updateTable('departments')
        .set({ dl_name_ja: ja, dl_name_zh: zh })
        .where('dl_id', '=', dlId)
        .where('dl_name', '=', ko)
        .execute();
    }
  },
  async down(untyped) {
    await untyped.schema.alterTable('departments').dropColumn('dl_name_zh').execute();
    await untyped.schema.alterTable('departments').dropColumn('dl_name_ja').execute();
  },
};
