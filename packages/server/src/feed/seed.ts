import { FEED_TYPES } from '@maru/api';
import { ageToUnix, externalFeedFixtures, feedConfigByStudio } from '@maru/api/fixtures';
import type { MaruDb } from '../db/connection';

/** Each company's stored feed tabs and the other systems' feed entries (dated from `now`). */
export async function seedFeed(db: MaruDb, nowSeconds: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [studioId, config] of Object.entries(feedConfigByStudio)) {
      await trx
        .insertInto('feed_config')
        .values(
          config.map((item) => ({
            studio_id: studioId,
            feed_type: item.feedType,
            enabled_flag: item.enabledFlag,
            sort_no: FEED_TYPES.indexOf(item.feedType),
          })),
        )
        .execute();
    }
    for (const item of externalFeedFixtures) {
      await trx
        .insertInto('feed_items')
        .values({
          item_id: item.itemId,
          studio_id: item.studioId,
          user_id: item.userId,
          feed_type: item.feedType,
          title: item.title,
          preview_text: item.previewText,
          author_user_id: item.authorUserId,
          author_name: item.authorName,
          link_url: item.linkUrl,
          created_at: ageToUnix(nowSeconds, item.ageMinutes),
        })
        .execute();
    }
  });
}
