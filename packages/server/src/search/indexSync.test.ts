import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSearchPage, UserSearchPage } from '@maru/api';
import { createHarness, type Harness } from '../testing/harness';
import { memberIndexRows, rebuildMemberIndex, rebuildSearchIndex } from './indexing';
import { searchCall } from './testing';

let harness: Harness;
let minjun: string;

beforeAll(async () => {
  harness = await createHarness();
  minjun = await harness.signIn('minjun.kim');
});
afterAll(() => harness.close());

const found = async (keyword: string, searchTargets = 'all') =>
  (
    await searchCall<PostSearchPage>(harness, minjun, '/es/search/posts', {
      keyword,
      searchTargets,
    })
  ).body.items.map((item) => item.listId);

describe('the post index follows the base tables (triggers)', () => {
  it('a new comment is found at once, and gone once deleted', async () => {
    const { commentId } = await harness.db
      .insertInto('comments')
      .values({
        list_id: 9,
        parent_comment_id: null,
        user_id: 'U0002',
        content: '우동집도 괜찮아요',
        enabled_flag: 1,
        like_count: 0,
        created_at: 1,
        updated_at: 1,
      })
      .returning('comment_id as commentId')
      .executeTakeFirstOrThrow();
    expect(await found('우동집', 'comment')).toEqual([9]);
    await harness.db
      .updateTable('comments')
      .set({ enabled_flag: 0 })
      .where('comment_id', '=', commentId)
      .execute();
    expect(await found('우동집', 'comment')).toEqual([]);
  });

  it('an edited title is found by its new words only; a deleted post leaves the index', async () => {
    await harness.db
      .updateTable('posts')
      .set({ title: '판교역 근처 저녁 맛집 추천' })
      .where('list_id', '=', 9)
      .execute();
    expect(await found('저녁 맛집', 'title')).toEqual([9]);
    expect(await found('점심 맛집', 'title')).toEqual([]);
    await harness.db
      .updateTable('posts')
      .set({ enabled_flag: 0 })
      .where('list_id', '=', 9)
      .execute();
    expect(await found('저녁 맛집', 'title')).toEqual([]);
  });

  it('tags and attachments added later are searchable', async () => {
    await harness.db
      .insertInto('post_tags')
      .values({ list_id: 10, tag: '신간안내', sort_no: 5 })
      .execute();
    expect(await found('신간안내', 'tag')).toEqual([10]);
    await harness.db
      .insertInto('post_attachments')
      .values({ list_id: 10, file_name: 'reading-list-2027.pdf', file_type: 'other', sort_no: 9 })
      .execute();
    expect(await found('reading', 'attachment')).toEqual([10]);
  });

  it('removing a post removes its attachments and its document', async () => {
    expect(await found('build-times', 'attachment')).toEqual([8]);
    await harness.db.deleteFrom('post_bookmarks').where('list_id', '=', 8).execute();
    await harness.db.deleteFrom('post_tags').where('list_id', '=', 8).execute();
    await harness.db.deleteFrom('comments').where('list_id', '=', 8).execute();
    await harness.db.deleteFrom('posts').where('list_id', '=', 8).execute();
    expect(await found('build-times', 'attachment')).toEqual([]);
    const docs = await harness.db
      .selectFrom('search_post_docs')
      .select('list_id')
      .where('list_id', '=', 8)
      .execute();
    expect(docs).toEqual([]);
  });

  it('a full rebuild gives the same answers as the triggers', async () => {
    const before = await found('안내');
    await rebuildSearchIndex(harness.db);
    expect(await found('안내')).toEqual(before);
  });
});

describe('the member index', () => {
  it('has one row per member and company, main post shown, every department in the path', async () => {
    const rows = (await memberIndexRows(harness.db)).filter((row) => row.user_id === 'U0008');
    // 한예준: main post 마케팅팀 and a concurrent one in 영업팀 (ST100), one in 도쿄 영업팀 (ST300).
    expect(rows.map((row) => [row.studio_id, row.organization_id])).toEqual([
      ['ST100', 'D3200'],
      ['ST300', 'J1100'],
    ]);
    expect(rows[0]?.org_path).toBe(' d3200 d3000 d3100 ');
    // Each department by all four of its names (issue 15), so a reader finds it as they see it.
    expect(rows[0]?.org_names.split('\n')).toEqual([
      '마케팅팀',
      'Marketing Team',
      'マーケティングチーム',
      '市场营销组',
      '영업팀',
      'Sales Team',
      '営業チーム',
      '销售组',
    ]);
    expect(rows[1]?.org_path).toBe(' j1100 j1000 ');
  });

  it('numbers the rows in (company, name) order, so a company is one id range', async () => {
    const rows = await memberIndexRows(harness.db);
    const keys = rows.map((row) => `${row.studio_id} ${row.user_name} ${row.user_id}`);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(rows.map((row) => row.id)).toEqual(rows.map((_, index) => index + 1));
  });

  it('holds active members only and is rebuilt from the base tables', async () => {
    const search = async () =>
      (
        await searchCall<UserSearchPage>(harness, minjun, '/es/search/users', { keyword: '이서연' })
      ).body.items.map((item) => item.userId);
    expect(await search()).toContain('U0002');
    await harness.db
      .updateTable('employees')
      .set({ user_state: 2 })
      .where('user_id', '=', 'U0002')
      .execute();
    await rebuildMemberIndex(harness.db);
    expect(await search()).not.toContain('U0002');
  });
});
