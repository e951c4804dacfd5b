import { sql } from 'kysely';
import { SEARCH_TARGETS } from '@maru/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineOf } from '../db/dialect/engine';
import { createHarness, type Harness } from '../testing/harness';
import { attachmentWordRowids, MEMBER_SET, MENU_SET, POST_SET, matchingRowids } from './matching';

/*
 * Issue 13, hole 9: a NUL in a keyword ended the FTS5 query inside its quotes ("unterminated
 * string") and every search call answered 500. The contract now refuses control characters
 * (400, first line); the query builder also never throws, whatever the words.
 */

let harness: Harness;
let cookie: string;

beforeAll(async () => {
  harness = await createHarness();
  harness.setTime(new Date().toISOString());
  cookie = await harness.signIn('minjun.kim');
});
afterAll(() => harness.close());

/** The six search calls and the query name of their keyword. */
const SEARCH_CALLS = [
  ['/es/unified/search', 'searchText'],
  ['/es/search/users', 'keyword'],
  ['/es/search/users/counts', 'keyword'],
  ['/es/search/posts', 'keyword'],
  ['/es/search/posts/counts', 'keyword'],
  ['/es/search/menus', 'keyword'],
] as const;

const search = (path: string, name: string, keyword: string, extra = '') =>
  harness.call('GET', `/api${path}?${name}=${encodeURIComponent(keyword)}${extra}`, {
    cookie,
    headers: { Lang: 'en' },
  });

const HOSTILE_KEYWORDS = [
  '"',
  '""',
  'a"b',
  '"연말정산',
  '*',
  'a*',
  '*a',
  'NEAR(',
  'NEAR(a b, 2)',
  'AND',
  'OR NOT',
  'a AND b',
  '-',
  '-a',
  '^',
  '^a',
  '(',
  ')',
  '(a OR b)',
  '{title} : a',
  'title:a',
  '+',
  "'",
  "';--",
  '%',
  '_',
  '50%_off',
  '😀',
  '😀😀😀',
  'a😀',
  '가'.repeat(100),
  '김 민 준 가 나 다 라 마 바 사',
  'ǅ İ ß',
  '__proto__',
  '#123',
  '0',
];

describe('issue 13 loose input: hostile keywords never make a search call fail', () => {
  it.each(SEARCH_CALLS)(
    '%s answers 200 for every FTS5 operator, quote and script',
    async (path, name) => {
      for (const keyword of HOSTILE_KEYWORDS) {
        const response = await search(path, name, keyword);
        expect(response.status, `${path} ${JSON.stringify(keyword)}`).toBe(200);
      }
    },
  );

  it('every post search target and sort takes them too', async () => {
    for (const target of SEARCH_TARGETS) {
      for (const keyword of HOSTILE_KEYWORDS) {
        const response = await search(
          '/es/search/posts',
          'keyword',
          keyword,
          `&searchTargets=${target}`,
        );
        expect(response.status, `${target} ${JSON.stringify(keyword)}`).toBe(200);
      }
    }
  });

  it.each(SEARCH_CALLS)(
    '%s refuses a NUL in the keyword with 400 and the control-character text',
    async (path, name) => {
      for (const keyword of ['ab\u0000cd', '\u0000', 'a\u0000b', 'a\u001bb']) {
        const response = await search(path, name, keyword);
        expect(response.status, JSON.stringify(keyword)).toBe(400);
        expect(await response.json()).toMatchObject({
          meta: {
            errorType: 'validation',
            data: [
              {
                field: name,
                message:
                  'The text contains characters that are not allowed (control or broken characters).',
              },
            ],
          },
        });
      }
    },
  );

  it('the query builder drops a NUL instead of ending the FTS5 string inside its quotes (or failing PostgreSQL)', async () => {
    const engine = engineOf(harness.db);
    const terms = ['ab\u0000cd', '\u0000', 'a\u0000', '"\u0000"', 'x\u0000yz'];
    const sets = [
      [MEMBER_SET, ['user_name']],
      [POST_SET, ['title', 'body']],
      [MENU_SET, ['name_ko']],
    ] as const;
    for (const [set, columns] of sets) {
      for (const term of terms) {
        const query = sql`select count(*) as n from (${matchingRowids(engine, set, [term, 'abc'], columns)}) h`;
        await expect(
          query.execute(harness.db),
          `${set.table} ${JSON.stringify(term)}`,
        ).resolves.toBeDefined();
      }
    }
    const prefix = attachmentWordRowids(engine, ['ab\u0000', '\u0000']);
    await expect(prefix.execute(harness.db)).resolves.toBeDefined();
  });
});
