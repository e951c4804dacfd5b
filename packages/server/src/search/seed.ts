import { attachmentFixtures, postEmbedFixtures } from '@maru/api/fixtures';
import type { MaruDb } from '../db/connection';
import { flushPostGrams, rebuildMenuIndex, rebuildMemberIndex } from './indexing';

async function isEmpty(
  db: MaruDb,
  table: 'post_attachments' | 'post_embeds' | 'search_members',
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/**
 * The demo posts' attachments and embedded media (from the fixtures, only for posts that
 * exist), then the member and menu indexes. The post documents were built by the triggers as
 * the posts were seeded; their short grams are indexed here. Each part is skipped once it has
 * rows; deterministic.
 */
export async function seedSearch(db: MaruDb): Promise<boolean> {
  let wrote = false;
  const posts = new Set(
    (await db.selectFrom('posts').select('list_id').execute()).map((row) => row.list_id),
  );
  if (await isEmpty(db, 'post_attachments')) {
    const rows = attachmentFixtures
      .filter((attachment) => posts.has(attachment.listId))
      .map((attachment, index) => ({
        attachment_id: attachment.attachmentId,
        list_id: attachment.listId,
        file_name: attachment.fileName,
        file_type: attachment.fileType,
        sort_no: index,
      }));
    if (rows.length > 0) {
      await db.insertInto('post_attachments').values(rows).execute();
      wrote = true;
    }
  }
  if (await isEmpty(db, 'post_embeds')) {
    const rows = postEmbedFixtures
      .filter((embed) => posts.has(embed.listId))
      .map((embed) => ({ list_id: embed.listId, media_type: embed.mediaType }));
    if (rows.length > 0) {
      await db.insertInto('post_embeds').values(rows).execute();
      wrote = true;
    }
  }
  // The posts seeded before (and the attachments above) queued their short grams.
  await flushPostGrams(db);
  if (await isEmpty(db, 'search_members')) {
    await rebuildMemberIndex(db);
    await rebuildMenuIndex(db);
    wrote = true;
  }
  return wrote;
}
