import {
  employees,
  hrLookupFixtures,
  memberChatLinksFor,
  memberIntroductionTagsFor,
  memberLocationIdsFor,
} from '@maru/api/fixtures';
import type { MaruDb } from '../db/connection';
import { insertInChunks } from '../directory/seed';

/**
 * The profile dialog's demo data from the fixtures: everyone's chat links, locations and
 * introduction tags, and the HR lookup codes. Retired members are employees (userState 2),
 * seeded with the company. Skipped once the lookups exist; deterministic. Only for employees
 * the database holds (a test database may hold fewer).
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
    const people = employees.filter((person) => known.has(person.userId));
    // A statement per chunk, not per person: the company holds hundreds (and tests seed often).
    const chatRows = people.map((person) => {
      const chat = memberChatLinksFor(person);
      return {
        user_id: person.userId,
        google_auth_id: chat.googleAuthId,
        slack_link: chat.slackLink,
        microsoft: chat.microsoft ? 1 : 0,
        naver: chat.naver ? 1 : 0,
      };
    });
    const locationRows = people.flatMap((person) =>
      memberLocationIdsFor(person).map((locationId, index) => ({
        user_id: person.userId,
        location_id: locationId,
        sort_no: index + 1,
      })),
    );
    const tagRows = people
      .flatMap((person) =>
        memberIntroductionTagsFor(person.userId).map((tagName, index) => ({
          user_id: person.userId,
          tag_name: tagName,
          sort_no: index + 1,
        })),
      )
      .map((row, index) => ({ introduction_id: index + 1, ...row }));
    await insertInChunks(chatRows, (chunk) =>
      trx.insertInto('member_chat_links').values(chunk).execute(),
    );
    await insertInChunks(locationRows, (chunk) =>
      trx.insertInto('member_locations').values(chunk).execute(),
    );
    await insertInChunks(tagRows, (chunk) =>
      trx.insertInto('member_introductions').values(chunk).execute(),
    );
  });
  return true;
}
