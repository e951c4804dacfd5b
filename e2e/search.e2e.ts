import { describe, expect, test } from 'vitest';
import type { Locator, Page, Request, Response } from 'playwright-core';
import { postFixtures } from '@maru/api/fixtures';
import { dateRangePickerTexts, portalTexts } from './catalogue';
import { serverAndBrowser } from './harness';
import { eventually } from './shellPage';

/*
 * Unified and detail search against the real server (issue 7 "Tests"): a post search with a
 * custom period, a Hangul attachment-name search, and a copied detail-search address that
 * restores the same results. The posts are the fixtures the server seeds, dated relative to
 * its clock (docs/search-server.md).
 */

const e2e = serverAndBrowser();

const ko = portalTexts('ko');
const picker = dateRangePickerTexts('ko');
const POSTS_PATH = '/api/es/search/posts';

function postTitle(listId: number): string {
  const post = postFixtures.find((candidate) => candidate.listId === listId);
  if (!post) throw new Error(`no demo post ${listId}`);
  return post.title;
}
/** The weekly-meeting minutes of the platform team: about 1 and 8 days old, each with a 회의록 file. */
const THIS_WEEK = postTitle(19);
const LAST_WEEK = postTitle(20);

const signedInPage = () => e2e.page({ signInAs: 'minjun.kim' });

/** Whether a request is the post search with every `expected` query parameter. */
function isPostSearch(request: Request, expected: Record<string, string>): boolean {
  const url = new URL(request.url());
  return (
    url.pathname === POSTS_PATH &&
    Object.entries(expected).every(([name, value]) => url.searchParams.get(name) === value)
  );
}

/**
 * Starts waiting for the answer to a post search (before the action that sends it). A failure
 * before the wait is awaited would otherwise surface as an unhandled rejection besides the
 * test's own.
 */
function nextPostSearch(page: Page, expected: Record<string, string>): Promise<Response> {
  const waiting = page.waitForResponse((response) => isPostSearch(response.request(), expected));
  waiting.catch(() => undefined);
  return waiting;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The posts result group ("게시글 N건"). */
function postResults(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('region', { name: new RegExp(`^${escapeRegExp(ko('search.results.posts'))}`) });
}

/**
 * The titles listed once the post search settled: neither loading nor empty-handed (a list of
 * posts or the empty state is shown).
 */
async function settledTitles(page: Page): Promise<string[]> {
  const results = postResults(page);
  const titles = results.getByRole('heading', { level: 3 }).getByRole('link');
  await eventually(async () => {
    const loading = await results.getByText(ko('search.state.loading')).count();
    const empty = await results.getByText(ko('search.state.empty')).count();
    return loading === 0 && (await titles.count()) + empty > 0;
  }).toBe(true);
  return titles.allTextContents();
}

/** Types a keyword into the search header and searches with Enter (the unified mode). */
async function searchFor(page: Page, keyword: string): Promise<void> {
  await page.goto('/search');
  const form = page.getByRole('search', { name: ko('search.form.label') });
  await form.getByRole('searchbox', { name: ko('search.form.keyword') }).click();
  await page.keyboard.type(keyword);
  await page.keyboard.press('Enter');
  await eventually(() => new URL(page.url()).searchParams.get('keyword')).toBe(keyword);
}

/** Switches to the community-post mode through the aside's mode links; waits for its answer. */
async function toPostMode(page: Page, keyword: string): Promise<void> {
  const searched = nextPostSearch(page, { keyword });
  await page
    .getByRole('navigation', { name: ko('search.mode.label') })
    .getByRole('link', { name: ko('search.mode.post'), exact: true })
    .click();
  expect((await searched).ok()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/search/detail');
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** `yyyy-MM-dd` of a day in Seoul, `daysBack` days before today there (the search calendar). */
function seoulYmd(daysBack: number): string {
  const day = new Date(Date.now() - daysBack * 24 * 60 * 60 * 1000);
  // en-CA writes yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(day);
}

describe('search, end to end against the real server', () => {
  test('issue 7 / spec 01 §4: a post search with a custom period (both dates chosen) finds only the posts of that period', async () => {
    const page = await signedInPage();
    await searchFor(page, '플랫폼팀');
    await toPostMode(page, '플랫폼팀');
    // Every period first: both weeks' minutes are found.
    expect(await settledTitles(page)).toEqual(expect.arrayContaining([THIS_WEEK, LAST_WEEK]));

    const start = seoulYmd(3);
    const end = seoulYmd(0);
    const customSearch = nextPostSearch(page, {
      keyword: '플랫폼팀',
      period: 'custom',
      startYmd: start,
      endYmd: end,
    });
    // The preset's label is what a pointer clicks (the radio itself is visually hidden).
    await page
      .getByRole('radiogroup', { name: ko('search.options.period') })
      .getByText(picker('preset.custom'), { exact: true })
      .click();
    await eventually(() =>
      page.getByRole('radio', { name: picker('preset.custom'), exact: true }).isChecked(),
    ).toBe(true);
    // Custom starts as today–today. In the calendar (keyboard, APG grid) focus is on today:
    // Enter anchors it (react-aria then moves focus a day on, as the ui picker's tests note),
    // four days back is three before today, Enter ends the range. The range is reported once,
    // complete (typing digits into the date segments instead reports every intermediate
    // complete date, and under load a digit can be lost between them).
    await page
      .getByRole('group', { name: picker('range') })
      .getByRole('button')
      .click();
    await eventually(() =>
      page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null),
    ).toBe(true);
    for (const key of ['Enter', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Enter']) {
      await page.keyboard.press(key);
    }
    expect((await customSearch).ok()).toBe(true);

    const params = new URL(page.url()).searchParams;
    expect([params.get('period'), params.get('startYmd'), params.get('endYmd')]).toEqual([
      'custom',
      start,
      end,
    ]);
    await eventually(() => settledTitles(page)).toContain(THIS_WEEK);
    expect(await settledTitles(page)).not.toContain(LAST_WEEK);
  });

  test('issue 7 / spec 01 §5: an attachment-name search with a Hangul keyword goes out as attachmentKo', async () => {
    const page = await signedInPage();
    await searchFor(page, '회의록');
    await toPostMode(page, '회의록');
    await settledTitles(page);

    const attachmentSearch = nextPostSearch(page, {
      keyword: '회의록',
      searchTargets: 'attachmentKo',
    });
    await choose(page, ko('search.options.scope'), ko('search.scope.attachment'));
    expect((await attachmentSearch).ok()).toBe(true);

    await eventually(() => settledTitles(page)).toEqual(
      expect.arrayContaining([THIS_WEEK, LAST_WEEK]),
    );
    // The file names are what matched: marked in the attachment line of each post.
    const marks = postResults(page).locator('mark').filter({ hasText: '회의록' });
    expect(await marks.count()).toBeGreaterThanOrEqual(2);
  });

  test('issue 7 / spec 01 §2: an address copied from detail search restores the same results', async () => {
    const page = await signedInPage();
    await searchFor(page, '안내');
    await toPostMode(page, '안내');
    await settledTitles(page);
    await choose(page, ko('search.options.scope'), ko('search.scope.title'));
    await eventually(() => new URL(page.url()).searchParams.get('searchTargets')).toBe('title');
    const sorted = nextPostSearch(page, { searchTargets: 'title', sort: 'view' });
    await choose(page, ko('search.sort.label'), ko('search.sort.view'));
    await sorted;
    const titles = await settledTitles(page);
    expect(titles.length).toBeGreaterThan(1);

    const copied = page.url();
    const other = await page.context().newPage();
    await other.goto(copied);
    await eventually(() => settledTitles(other)).toEqual(titles);
    expect(other.url()).toBe(copied);
  });
});
