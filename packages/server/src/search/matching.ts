import { sql, type RawBuilder } from 'kysely';
import type { Engine } from '../db/dialect/engine';
import { holdsText, likeIgnoringCase } from '../db/dialect/text';
import { ftsQuery, ftsString, likePattern, termsByIndex } from './rules';

/*
 * The rows a keyword finds in one searchable set (members, posts, menus), as a subquery of
 * `rowid`s, on either engine: every word is a substring of one of the columns, ignoring case.
 *
 * SQLite: built from the three FTS5 indexes (rules.ts). Queries then drive from it with a CROSS
 * JOIN, so SQLite starts from the few matching rows instead of scanning the company and probing
 * the index for each row (measured: 10 ms against 0.1 ms over 100,000 members).
 *
 * PostgreSQL: ILIKE on the documents, which the pg_trgm GIN indexes answer for words of three
 * characters or more (postgresMigration.ts); a shorter word is checked on the rows the other
 * conditions (company range, longer words) leave. Case is folded by the database's ctype where
 * FTS5 folds it by Unicode's tables: the same for Hangul, Latin and the CJK scripts.
 */

/** One searchable set: its document table and, on SQLite, the FTS5 indexes over it. */
export interface SearchableSet {
  /** The document table and its id column (the FTS rowid). */
  table: string;
  id: string;
  /** The trigram index (external content over `table`). */
  trigram: string;
  /** The short-gram index (same columns, rowid = id); without one, short words use LIKE. */
  grams?: string;
}

export const MEMBER_SET: SearchableSet = {
  table: 'search_members',
  id: 'id',
  trigram: 'search_members_fts',
  grams: 'search_member_grams_fts',
};

/** The menus: a hundred rows, so short words simply scan them. */
export const MENU_SET: SearchableSet = {
  table: 'menus',
  id: 'menu_id',
  trigram: 'search_menus_fts',
};

export const POST_SET: SearchableSet = {
  table: 'search_post_docs',
  id: 'list_id',
  trigram: 'search_posts_fts',
  grams: 'search_post_grams_fts',
};

/** Narrowing beyond the words: a rowid range and one token of a scope column. */
export interface MatchScope {
  /** Inclusive rowid range (a company's members, see members.ts). */
  rowids?: { from: number; to: number };
  /** Rows whose space-framed token list in `column` holds `token` (lower case). */
  token?: { column: string; token: string };
}

/**
 * The join from the matches to the rows they name. SQLite's CROSS JOIN keeps the matches as
 * the outer loop (see above); PostgreSQL plans joins itself and has no CROSS JOIN … ON.
 */
export const drivingJoin = (engine: Engine) => sql.raw(engine === 'sqlite' ? 'cross join' : 'join');

/** The subquery that finds nothing (no words, no post number). */
export const NO_ROWS = sql`select 0 as rowid where false`;

/**
 * The `rowid`s of the rows holding every word of `terms` in one of `columns`, within `scope`.
 * Empty `terms` find nothing.
 */
export function matchingRowids(
  engine: Engine,
  set: SearchableSet,
  terms: readonly string[],
  columns: readonly string[],
  scope: MatchScope = {},
): RawBuilder<unknown> {
  if (terms.length === 0) return NO_ROWS;
  return engine === 'sqlite'
    ? ftsRowids(set, terms, columns, scope)
    : trigramRowids(set, terms, columns, scope);
}

/** PostgreSQL: one ILIKE per word and column, the words all required. */
function trigramRowids(
  set: SearchableSet,
  terms: readonly string[],
  columns: readonly string[],
  { rowids, token }: MatchScope,
): RawBuilder<unknown> {
  const conditions = terms.map(
    (term) =>
      sql`(${sql.join(
        columns.map((column) => likeIgnoringCase('postgres', sql.ref(column), likePattern(term))),
        sql` or `,
      )})`,
  );
  if (rowids) conditions.push(sql`${sql.ref(set.id)} between ${rowids.from} and ${rowids.to}`);
  if (token) conditions.push(holdsText('postgres', sql.ref(token.column), ` ${token.token} `));
  return sql`select ${sql.ref(set.id)} as rowid from ${sql.table(set.table)}
    where ${sql.join(conditions, sql` and `)}`;
}

/** SQLite: the trigram, short-gram and LIKE lookups of the words, intersected. */
function ftsRowids(
  set: SearchableSet,
  terms: readonly string[],
  columns: readonly string[],
  { rowids, token }: MatchScope,
): RawBuilder<unknown> {
  const inRange = (column: string) =>
    rowids ? sql` and ${sql.ref(column)} between ${rowids.from} and ${rowids.to}` : sql``;
  // The token as a phrase: exact for the word index; space-framed for the trigram index.
  const tokenIn = (framed: boolean) =>
    token ? ` AND ${token.column} : ${ftsString(framed ? ` ${token.token} ` : token.token)}` : '';
  const groups = termsByIndex(terms);
  if (!set.grams) groups.like.push(...groups.gram.splice(0));
  const parts: RawBuilder<unknown>[] = [];
  if (groups.trigram.length > 0) {
    parts.push(
      sql`select rowid from ${sql.table(set.trigram)} where ${sql.table(set.trigram)} match ${ftsQuery(groups.trigram, { columns }) + tokenIn(true)}${inRange('rowid')}`,
    );
  }
  if (set.grams && groups.gram.length > 0) {
    const grams = sql.table(set.grams);
    parts.push(
      sql`select rowid from ${grams} where ${grams} match ${ftsQuery(groups.gram, { columns }) + tokenIn(false)}${inRange('rowid')}`,
    );
  }
  for (const term of groups.like) {
    const anyColumn = sql.join(
      columns.map((column) => likeIgnoringCase('sqlite', sql.ref(column), likePattern(term))),
      sql` or `,
    );
    const hasToken = token
      ? sql` and ${holdsText('sqlite', sql.ref(token.column), ` ${token.token} `)}`
      : sql``;
    parts.push(
      sql`select ${sql.ref(set.id)} as rowid from ${sql.table(set.table)} where (${anyColumn})${hasToken}${inRange(set.id)}`,
    );
  }
  return sql.join(parts, sql` intersect `);
}

/** Letters and digits: the words of a file name as FTS5's unicode61 tokenizer cuts them. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The plain attachment-name search: documents whose attachment names hold every word as whole
 * words, the last of each typed word also as the start of a longer one (report → report_v2.pdf;
 * `v2.p` → the words v2 and the start of pdf, adjacent). Words without a letter or digit are
 * ignored; none left finds nothing.
 */
export function attachmentWordRowids(
  engine: Engine,
  terms: readonly string[],
): RawBuilder<unknown> {
  const words = terms.filter((term) => /[\p{L}\p{N}]/u.test(term));
  if (words.length === 0) return NO_ROWS;
  if (engine === 'sqlite') {
    return sql`select rowid from search_attachment_words_fts where search_attachment_words_fts match ${ftsQuery(words, { prefix: true })}`;
  }
  // A word starts at the text's start or after a character that is not a letter or digit;
  // the parts of one typed word follow each other with only such characters between.
  const patterns = words.map(
    (word) => `(^|[^[:alnum:]])${(word.toLowerCase().match(WORD) ?? []).join('[^[:alnum:]]+')}`,
  );
  return sql`select list_id as rowid from search_post_docs
    where ${sql.join(
      patterns.map((pattern) => sql`attachments ~* ${pattern}`),
      sql` and `,
    )}`;
}
