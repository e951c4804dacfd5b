/*
 * Frozen: the body expression of the search migrations that shipped before posts stored their
 * text (2026_11_26_003_search, 2026_11_27_101_search_renames), and of the triggers the
 * body-text migration drops and, going down, restores. Their SQL text must never change
 * (migration.test.ts); nothing else may use it.
 */

/**
 * Markup the editor writes, dropped from the body before it is indexed (block ends become
 * spaces): a fixed list of common tags and entities, as SQLite has no regular expressions.
 * A tag with attributes is not on it, so the words of its attributes were indexed; that is why
 * posts now store their text (documents.ts BODY_TEXT_SQL).
 */
const MARKUP: readonly [string, string][] = [
  ['</p>', ' '],
  ['</div>', ' '],
  ['</li>', ' '],
  ['<br>', ' '],
  ['<br/>', ' '],
  ['<br />', ' '],
  ['<p>', ''],
  ['<div>', ''],
  ['<li>', ''],
  ['<ul>', ''],
  ['</ul>', ''],
  ['<ol>', ''],
  ['</ol>', ''],
  ['<strong>', ''],
  ['</strong>', ''],
  ['<em>', ''],
  ['</em>', ''],
  ['<b>', ''],
  ['</b>', ''],
  ['<i>', ''],
  ['</i>', ''],
  ['<u>', ''],
  ['</u>', ''],
  ['&nbsp;', ' '],
  ['&lt;', '<'],
  ['&gt;', '>'],
  ['&quot;', '"'],
  ['&#39;', "'"],
  ['&amp;', '&'],
];

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A SQL expression of the plain text of an HTML column (see MARKUP). */
function plainTextSql(column: string): string {
  return MARKUP.reduce(
    (expression, [from, to]) => `replace(${expression}, ${quote(from)}, ${quote(to)})`,
    column,
  );
}

/** The body of a post document before `posts.body_text`: the HTML through MARKUP. */
export const LEGACY_BODY_SQL = plainTextSql('p.content_html');
