import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { PostSearchPage } from '@maru/api';
import { migrations } from '../db/migrations';
import { TEST_ENGINE } from '../testing/engine';
import { htmlText } from './htmlText';
import { fileHarness, searchCall } from './testing';

/*
 * Issue 14, search index text: a post's body is indexed from the text a reader sees, computed
 * by a parser when the post is written (posts.body_text), never from the words of its tags.
 */

const BODY_TEXT = '2026_11_29_401_search_body_text';
const HTML =
  '<p><a title="secretword 숨은낱말" href="https://intra.example/hiddenpath">visibleword 보이는낱말</a>' +
  ' R&amp;D</p>';

const h = fileHarness('minjun.kim');

const found = async (keyword: string) =>
  (
    await searchCall<PostSearchPage>(h.harness, h.cookie, '/es/search/posts', {
      keyword,
      searchTargets: 'body',
    })
  ).body.items.map((item) => item.listId);

/** The board, company and author of the demo post 9, which minjun.kim can read. */
async function boardOfPost9() {
  return h.harness.db
    .selectFrom('posts')
    .select(['menu_id', 'studio_id', 'reg_user_id'])
    .where('list_id', '=', 9)
    .executeTakeFirstOrThrow();
}

describe('posts are indexed by the text they show (issue 14)', () => {
  it('a link is found by its visible words and the entity-decoded text, never by its attributes', async () => {
    const { list_id } = await h.harness.db
      .insertInto('posts')
      .values({
        ...(await boardOfPost9()),
        title: '링크가 있는 글',
        content_html: HTML,
        preview_text: '',
        body_text: htmlText(HTML),
        created_at: 1,
        updated_at: 1,
        enabled_flag: 1,
        notice_flag: 0,
        like_count: 0,
        view_count: 0,
      })
      .returning('list_id')
      .executeTakeFirstOrThrow();
    expect(await found('visibleword')).toEqual([list_id]);
    expect(await found('보이는낱말')).toEqual([list_id]);
    expect(await found('R&D')).toContain(list_id);
    expect(await found('secretword')).toEqual([]);
    expect(await found('숨은낱말')).toEqual([]);
    expect(await found('hiddenpath')).toEqual([]);
  });

  it(`${BODY_TEXT} fills the text of the posts already there and re-indexes them`, async () => {
    const migrator = new Migrator({
      db: h.harness.db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    const order = Object.keys(migrations).sort();
    const step = async (name: string) => {
      const result = await migrator.migrateTo(name);
      if (result.error) throw result.error;
    };
    await step(order[order.indexOf(BODY_TEXT) - 1] ?? '');
    // A post written before the column existed: the old SQL stripping indexed its attributes
    // (on SQLite; PostgreSQL's search starts after this migration, with the stored text).
    const board = await boardOfPost9();
    await sql`insert into posts (menu_id, studio_id, title, content_html, preview_text,
        reg_user_id, created_at, updated_at, enabled_flag, notice_flag, like_count, view_count)
      values (${board.menu_id}, ${board.studio_id}, '옛 글', ${HTML.replace(/word/g, 'word2')},
        '', ${board.reg_user_id}, 2, 2, 1, 0, 0, 0)`.execute(h.harness.db);
    if (TEST_ENGINE === 'sqlite') expect(await found('secretword2')).toHaveLength(1);

    await step(order.at(-1) ?? BODY_TEXT);
    const [listId] = await found('visibleword2');
    expect(listId).toBeDefined();
    expect(await found('secretword2')).toEqual([]);
    const row = await h.harness.db
      .selectFrom('posts')
      .select('body_text')
      .where('list_id', '=', listId ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.body_text).toBe('visibleword2 보이는낱말 R&D');
  });
});
