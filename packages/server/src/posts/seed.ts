import {
  ageToUnix,
  bookmarkFixtures,
  commentFixtures,
  postFixtures,
  previewTextOf,
} from '@maru/api/fixtures';
import { seedBanners } from '../banners/seed';
import type { MaruDb } from '../db/connection';
import { seedFeed } from '../feed/seed';
import { htmlText } from '../search/htmlText';

async function isEmpty(db: MaruDb, table: 'posts' | 'feed_config' | 'studio_widgets') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.lit(1).as('one'))
    .limit(1)
    .executeTakeFirst();
  return row === undefined;
}

/**
 * The demo posts with their comments, tags and bookmarks, dated back from the server's clock
 * so the home lists look fresh on the day the demo runs. Skipped when posts exist.
 */
export async function seedPosts(db: MaruDb, nowSeconds: number): Promise<boolean> {
  if (!(await isEmpty(db, 'posts'))) return false;
  await db.transaction().execute(async (trx) => {
    for (const post of postFixtures) {
      const createdAt = ageToUnix(nowSeconds, post.ageMinutes);
      await trx
        .insertInto('posts')
        .values({
          list_id: post.listId,
          menu_id: post.menuId,
          studio_id: post.studioId,
          title: post.title,
          content_html: post.contentHtml,
          preview_text: previewTextOf(post.contentHtml),
          body_text: htmlText(post.contentHtml),
          reg_user_id: post.regUserId,
          created_at: createdAt,
          updated_at: createdAt,
          enabled_flag: post.enabledFlag,
          notice_flag: post.noticeFlag ? 1 : 0,
          like_count: post.likeCount,
          view_count: post.viewCount,
        })
        .execute();
      if (post.tags.length > 0) {
        await trx
          .insertInto('post_tags')
          .values(post.tags.map((tag, sortNo) => ({ list_id: post.listId, tag, sort_no: sortNo })))
          .execute();
      }
    }
    for (const comment of commentFixtures) {
      const createdAt = ageToUnix(nowSeconds, comment.ageMinutes);
      await trx
        .insertInto('comments')
        .values({
          comment_id: comment.commentId,
          list_id: comment.listId,
          parent_comment_id: null,
          user_id: comment.userId,
          content: comment.content,
          enabled_flag: comment.enabledFlag,
          like_count: comment.likeCount,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
    }
    await trx
      .insertInto('post_bookmarks')
      .values(
        bookmarkFixtures.map((bookmark) => ({
          user_id: bookmark.userId,
          list_id: bookmark.listId,
          created_at: ageToUnix(nowSeconds, bookmark.ageMinutes),
        })),
      )
      .execute();
  });
  return true;
}

/** Posts, the feed's config and entries, and the companies' home widgets; each part once. */
export async function seedPostsFeed(db: MaruDb, now: () => Date): Promise<boolean> {
  const nowSeconds = Math.floor(now().getTime() / 1000);
  const posts = await seedPosts(db, nowSeconds);
  const feed = (await isEmpty(db, 'feed_config')) && (await seedFeed(db, nowSeconds), true);
  const banners = (await isEmpty(db, 'studio_widgets')) && (await seedBanners(db), true);
  return posts || feed || banners;
}
