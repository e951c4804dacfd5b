import {
  employees,
  hrLookupFixtures,
  memberChatLinksFor,
  memberIntroductionTagsFor,
  memberLocationIdsFor,
  retiredMembers,
} from '@maru/api/fixtures';
import type { MaruDb } from '../db/connection';

/**
 * The profile dialog's demo data from the fixtures: the retired members (in `retired_members`, beside
 * the generated company), everyone's chat links, locations and
 * introduction tags, and the HR lookup codes. Skipped once the lookups exist; deterministic.
 * Only for employees the database holds (a test database may hold fewer).
 */
export async function seedMemberProfiles(db: MaruDb, now: () => Date): Promise<boolean> {
  void now;
  const any = await db
    .selectFrom('hr_lookup_codes')
    .select('lookup_code')
    .limit(1)
    .executeTakeFirst();
  if (any) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('hr_lookup_codes')
      .values(
        hrLookupFixtures.map((item, index) => ({
          lookup_type: item.lookupType,
          lookup_code: item.lookupCode,
          attribute01: item.attribute01,
          meaning_ko: item.meaning.ko,
          meaning_en: item.meaning.en,
          meaning_ja: item.meaning.ja,
          meaning_zh: item.meaning.zh,
          sort_no: index + 1,
        })),
      )
      .execute();
    const known = new Set(
      (await trx.selectFrom('employees').select('user_id').execute()).map((row) => row.user_id),
    );
    const departments = new Set(
      (await trx.selectFrom('departments').select('dl_id').execute()).map((row) => row.dl_id),
    );
    for (const person of retiredMembers) {
      if (known.has(person.userId) || !departments.has(person.organizationId)) continue;
      await trx
        .insertInto('retired_members')
        .values({
          user_id: person.userId,
          employee_number: person.employeeNumber,
          user_name: person.userName,
          user_name_en: person.userNameEn,
          photo: person.photo,
          duty_desc: person.dutyDesc,
          organization_id: person.organizationId,
          studio_id: person.studioId,
        })
        .execute();
    }
    let introductionId = 0;
    for (const person of employees) {
      if (!known.has(person.userId)) continue;
      const chat = memberChatLinksFor(person);
      await trx
        .insertInto('member_chat_links')
        .values({
          user_id: person.userId,
          google_auth_id: chat.googleAuthId,
          slack_link: chat.slackLink,
          microsoft: chat.microsoft ? 1 : 0,
          naver: chat.naver ? 1 : 0,
        })
        .execute();
      const locations = memberLocationIdsFor(person).map((locationId, index) => ({
        user_id: person.userId,
        location_id: locationId,
        sort_no: index + 1,
      }));
      if (locations.length > 0)
        await trx.insertInto('member_locations').values(locations).execute();
      const tags = memberIntroductionTagsFor(person.userId).map((tagName, index) => ({
        introduction_id: (introductionId += 1),
        user_id: person.userId,
        tag_name: tagName,
        sort_no: index + 1,
      }));
      if (tags.length > 0) await trx.insertInto('member_introductions').values(tags).execute();
    }
  });
  return true;
}
