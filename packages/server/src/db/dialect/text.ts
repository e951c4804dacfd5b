import { sql, type RawBuilder } from 'kysely';
import type { Engine } from './engine';

/*
 * Text comparisons whose SQL differs. SQLite's LIKE ignores case (ASCII letters only), while
 * PostgreSQL's LIKE does not: ILIKE is its case-insensitive form (by the database's ctype,
 * which docs/server.md asks to be a UTF-8 one).
 */

type Text = RawBuilder<unknown>;

/**
 * `column` matches the LIKE `pattern` ignoring case, with `\` as its escape character (the
 * callers escape `%`, `_` and `\` in what the user typed).
 */
export function likeIgnoringCase(
  engine: Engine,
  column: Text,
  pattern: string,
): RawBuilder<boolean> {
  return engine === 'sqlite'
    ? sql<boolean>`${column} like ${pattern} escape '\\'`
    : sql<boolean>`${column} ilike ${pattern} escape '\\'`;
}

/** `haystack` holds `needle` exactly (case and all): `instr` on SQLite, `strpos` on PostgreSQL. */
export function holdsText(engine: Engine, haystack: Text, needle: string): RawBuilder<boolean> {
  return engine === 'sqlite'
    ? sql<boolean>`instr(${haystack}, ${needle}) > 0`
    : sql<boolean>`strpos(${haystack}, ${needle}) > 0`;
}
