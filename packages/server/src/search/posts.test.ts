import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuSearchCount, PostSearchPage } from '@maru/api';
import { findDepartment, findEmployee, postFixtures } from '@maru/api/fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { withoutDepartmentNames } from '../testing/orgNames';
import { searchCall } from './testing';

let harness: Harness;
let minjun: string;
let seoyeon: string;
let admin: string;
let labs: string;

beforeAll(async () => {
  harness = await createHarness();
  // The seed dated the posts back from the real clock: search with the same clock.
  harness.setTime(new Date().toISOString());
  minjun = await harness.signIn('minjun.kim');
  seoyeon = await harness.signIn('seoyeon.lee');
  admin = await harness.signIn('admin');
  labs = await harness.signIn('labs');
});
afterAll(() => harness.close());

const posts = (cookie: string, query: Record<string, string | number | undefined>) =>
  searchCall<PostSearchPage>(harness, cookie, '/es/search/posts', query);
const found = async (cookie: string, query: Record<string, string | number>) =>
  (await posts(cookie, { limit: 100, ...query })).body.items
    .map((item) => item.listId)
    .sort((a, b) => a - b);

async function createdAt(listId: number): Promise<number> {
  const row = await harness.db
    .selectFrom('posts')
    .select('created_at')
    .where('list_id', '=', listId)
    .executeTakeFirstOrThrow();
  return Number(row.created_at);
}

const seoulYmd = (seconds: number) =>
  new Date((seconds + 9 * 3600) * 1000).toISOString().slice(0, 10);

describe('post search: the author’s department (spec 01 §9)', () => {
  it('spec 01 §9: names it in Japanese and Chinese, else in Korean', async () => {
    const department = async (lang: string) =>
      (
        await searchCall<PostSearchPage>(
          harness,
          minjun,
          '/es/search/posts',
          { keyword: '말정산' },
          lang,
        )
      ).body.items.map((item) => item.regUserOrganizationName);
    const author = findEmployee(postFixtures.find((post) => post.listId === 1)?.regUserId ?? '');
    const written = findDepartment(author?.organizationId ?? '');
    if (!written) throw new Error('post 1 has no author department');
    expect(await department('ja')).toEqual([written.dlNameJa]);
    expect(await department('zh')).toEqual([written.dlNameZh]);
    await withoutDepartmentNames(harness.db, 'zh', [written.dlId], async () => {
      expect(await department('zh')).toEqual([written.dlName]);
    });
  });
});

describe('post search: Korean text and scoping', () => {
  it('finds a Korean substring inside a word (말정산 in 연말정산)', async () => {
    expect(await found(minjun, { keyword: '말정산' })).toEqual([1]);
  });

  it('finds two-character words through the short-gram index, every word required', async () => {
    expect(await found(minjun, { keyword: '회의', searchTargets: 'title' })).toEqual([19, 20]);
    expect(await found(minjun, { keyword: '회의 셋째', searchTargets: 'title' })).toEqual([20]);
    // A long and a short word together: both indexes, intersected.
    expect(await found(minjun, { keyword: '연말정산 일정', searchTargets: 'title' })).toEqual([1]);
    expect(await found(minjun, { keyword: '연말정산 주차', searchTargets: 'title' })).toEqual([]);
  });

  it('only shows boards the user may read: the executive board is closed to employees', async () => {
    expect(await found(minjun, { keyword: '사업 계획' })).toEqual([]);
    expect(await found(admin, { keyword: '사업 계획' })).toEqual([21]);
  });

  it('only shows the current company’s posts', async () => {
    expect(await found(minjun, { keyword: '음성인식' })).toEqual([]);
    expect(await found(labs, { keyword: '음성인식' })).toContain(32);
  });

  it('shows a draft to its writer only (enabledFlag 9), never a deleted post', async () => {
    const mine = (await posts(minjun, { keyword: '배포 정리' })).body.items;
    expect(mine.map((item) => [item.listId, item.enabledFlag])).toEqual([[15, 9]]);
    expect(await found(seoyeon, { keyword: '배포 정리' })).toEqual([]);
    expect(await found(minjun, { keyword: '중복으로' })).toEqual([]);
  });
});

describe('spec 01 §2: search scope (searchTargets)', () => {
  it('title, body and titleBody look where they say', async () => {
    // 연말정산: title and body of post 1; 간소화: its body only.
    expect(await found(minjun, { keyword: '간소화', searchTargets: 'title' })).toEqual([]);
    expect(await found(minjun, { keyword: '간소화', searchTargets: 'body' })).toContain(1);
    expect(await found(minjun, { keyword: '간소화', searchTargets: 'titleBody' })).toContain(1);
  });

  it('author finds the writer’s posts by name', async () => {
    const result = await found(minjun, { keyword: '강서준', searchTargets: 'author' });
    expect(result).toEqual([19, 20]);
    expect(await found(minjun, { keyword: '강서준', searchTargets: 'title' })).toEqual([]);
  });

  it('comment finds live comments only', async () => {
    expect(await found(minjun, { keyword: '칼국숫집', searchTargets: 'comment' })).toEqual([9]);
    // Comment 27 was deleted by its writer: its text no longer finds post 28.
    expect(await found(minjun, { keyword: '요약 감사', searchTargets: 'comment' })).toEqual([]);
  });

  it('tag finds tags, not titles', async () => {
    expect(await found(minjun, { keyword: '재택근무', searchTargets: 'tag' })).toEqual([13]);
    expect(await found(minjun, { keyword: '모니터', searchTargets: 'tag' })).toEqual([]);
  });

  it('spec 01 §5: attachment search on a Hangul keyword uses the Korean-analysed variant', async () => {
    // 회의록 inside 주간회의록_플랫폼팀_1124.docx: only a substring search finds it.
    expect(await found(minjun, { keyword: '회의록', searchTargets: 'attachment' })).toEqual([
      19, 20,
    ]);
    expect(await found(minjun, { keyword: '회의록', searchTargets: 'attachmentKo' })).toEqual([
      19, 20,
    ]);
  });

  it('plain attachment search matches words and their prefixes, not inner substrings', async () => {
    expect(await found(minjun, { keyword: 'train', searchTargets: 'attachment' })).toEqual([2]);
    expect(await found(minjun, { keyword: 'raining', searchTargets: 'attachment' })).toEqual([]);
    expect(await found(minjun, { keyword: 'security', searchTargets: 'title' })).toEqual([]);
  });

  it('postNumber finds the post with that number; other text finds nothing', async () => {
    expect(await found(minjun, { keyword: '9', searchTargets: 'postNumber' })).toEqual([9]);
    expect(await found(minjun, { keyword: '#23', searchTargets: 'postNumber' })).toEqual([23]);
    expect(await found(minjun, { keyword: '21', searchTargets: 'postNumber' })).toEqual([]);
    expect(await found(minjun, { keyword: '점심', searchTargets: 'postNumber' })).toEqual([]);
  });

  it('all looks everywhere: a comment or an attachment name finds its post', async () => {
    expect(await found(minjun, { keyword: '칼국숫집' })).toEqual([9]);
    expect(await found(minjun, { keyword: '체크리스트' })).toEqual([1]);
  });
});

describe('spec 01 §2: period, content and attachment filters', () => {
  it('P1W keeps the last seven days; P1M and all reach further', async () => {
    // Storybook 10 마이그레이션 후기 (25) is 12 days old.
    expect(await found(minjun, { keyword: 'Storybook', period: 'P1W' })).toEqual([]);
    expect(await found(minjun, { keyword: 'Storybook', period: 'P1M' })).toEqual([25]);
    expect(await found(minjun, { keyword: 'Storybook', period: 'P1Y' })).toEqual([25]);
    expect(await found(minjun, { keyword: 'Storybook' })).toEqual([25]);
  });

  it('a custom period covers its first and last day whole', async () => {
    const day = seoulYmd(await createdAt(25));
    expect(
      await found(minjun, { keyword: 'Storybook', period: 'custom', startYmd: day, endYmd: day }),
    ).toEqual([25]);
    const next = seoulYmd((await createdAt(25)) + 86_400);
    expect(
      await found(minjun, { keyword: 'Storybook', period: 'custom', startYmd: next, endYmd: next }),
    ).toEqual([]);
  });

  it('spec 01 §4: a custom period without both dates, or reversed, is refused (400)', async () => {
    for (const query of [
      { period: 'custom' },
      { period: 'custom', startYmd: '2026-11-01' },
      { period: 'custom', startYmd: '2026-11-02', endYmd: '2026-11-01' },
      { period: 'custom', startYmd: '2026-11', endYmd: '2026-11-02' },
    ]) {
      expect((await posts(minjun, { keyword: '안내', ...query })).status).toBe(400);
    }
  });

  it('content type keeps posts with an embedded photo or video', async () => {
    expect(await found(minjun, { keyword: '카페', contentEmbedType: 'photo' })).toEqual([24]);
    expect(await found(minjun, { keyword: '카페', contentEmbedType: 'video' })).toEqual([]);
    expect(await found(minjun, { keyword: '타운홀', contentEmbedType: 'video' })).toEqual([3]);
  });

  it('attachment type keeps posts with such a file; other is neither photo nor video', async () => {
    expect(await found(minjun, { keyword: 'Storybook', attachFileType: 'video' })).toEqual([25]);
    expect(await found(minjun, { keyword: 'Storybook', attachFileType: 'photo' })).toEqual([]);
    expect(await found(minjun, { keyword: '연말정산', attachFileType: 'other' })).toEqual([1]);
    expect(await found(minjun, { keyword: '타운홀', attachFileType: 'photo' })).toEqual([3]);
  });

  it('unknown filter values are refused (400)', async () => {
    for (const query of [
      { period: 'P2W' },
      { searchTargets: 'everything' },
      { contentEmbedType: 'audio' },
      { attachFileType: 'pdf' },
      { sort: 'score' },
      { menuIdField: 'abc' },
    ]) {
      expect((await posts(minjun, { keyword: '안내', ...query })).status).toBe(400);
    }
  });

  it('menuIdField keeps one board', async () => {
    const result = (await posts(minjun, { keyword: '안내', menuIdField: 22, limit: 100 })).body;
    expect(result.totalHits).toBeGreaterThan(0);
    expect(result.items.every((item) => item.menuId === 22)).toBe(true);
  });
});

describe('spec 01 §2: sort by date, likes, views, comments', () => {
  const keyword = '안내';

  it.each([
    ['date', 'regDate'],
    ['like', 'likeCount'],
    ['view', 'viewCount'],
    ['comment', 'commentCount'],
  ] as const)('sort=%s orders by %s, highest first', async (sort, field) => {
    const { body } = await posts(minjun, { keyword, sort, limit: 100 });
    expect(body.items.length).toBeGreaterThan(3);
    const values = body.items.map((item) => item[field]);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('a page past the end is empty but still reports the total', async () => {
    const total = (await posts(minjun, { keyword })).body.totalHits;
    expect((await posts(minjun, { keyword, page: 99 })).body).toMatchObject({
      items: [],
      totalHits: total,
    });
  });

  it('pages are disjoint slices of one order, with the total on each', async () => {
    const all = (await posts(minjun, { keyword, sort: 'like', limit: 100 })).body;
    const second = (await posts(minjun, { keyword, sort: 'like', limit: 2, page: 2 })).body;
    expect(second.items.map((item) => item.listId)).toEqual(
      all.items.slice(2, 4).map((item) => item.listId),
    );
    expect(second.totalHits).toBe(all.totalHits);
  });
});

describe('post results', () => {
  it('carry the author’s organisation, board name, counts and highlight ranges', async () => {
    const item = (await posts(minjun, { keyword: '연말정산' })).body.items[0];
    expect(item).toMatchObject({
      listId: 1,
      menuName: '공지사항',
      regUserName: '박지훈',
      regUserOrganizationName: '인사팀',
      commentCount: 2,
      tags: ['연말정산', '인사'],
      attachmentNames: ['2026_연말정산_안내.pdf', '소득공제_증빙서류_체크리스트.xlsx'],
    });
    for (const highlight of item?.highlights ?? []) {
      const text =
        highlight.field === 'tags' || highlight.field === 'attachmentNames'
          ? (item?.[highlight.field] ?? []).join(', ')
          : (item?.[highlight.field] ?? '');
      expect(text.slice(highlight.start, highlight.end)).toBe('연말정산');
    }
    expect(item?.highlights.map((highlight) => highlight.field)).toEqual([
      'title',
      'previewContentText',
      'tags',
      'attachmentNames',
    ]);
  });
});

describe('post counts per board (spec 01 §3)', () => {
  const counts = (cookie: string, query: Record<string, string | number>) =>
    searchCall<MenuSearchCount[]>(harness, cookie, '/es/search/posts/counts', query);

  it('lists every readable board in menu order; the counts add up to the total', async () => {
    const { status, body } = await counts(minjun, { keyword: '안내' });
    expect(status).toBe(200);
    expect(body.map((row) => row.menuId)).toEqual([10, 11, 13, 14, 22, 15]);
    const total = (await posts(minjun, { keyword: '안내' })).body.totalHits;
    expect(body.reduce((sum, row) => sum + row.searchCount, 0)).toBe(total);
  });

  it('includes the executive board for admins only', async () => {
    expect((await counts(admin, { keyword: '계획' })).body).toContainEqual({
      menuId: 16,
      menuName: '임원 게시판',
      searchCount: 1,
    });
  });

  it('applies the same filters (but not the board filter)', async () => {
    const recent = (await counts(minjun, { keyword: '안내', period: 'P1W', menuIdField: 10 })).body;
    const total = (await posts(minjun, { keyword: '안내', period: 'P1W' })).body.totalHits;
    expect(recent.reduce((sum, row) => sum + row.searchCount, 0)).toBe(total);
    expect(recent.filter((row) => row.searchCount > 0).length).toBeGreaterThan(1);
    expect((await counts(minjun, { keyword: '안내', period: 'custom' })).status).toBe(400);
  });
});
