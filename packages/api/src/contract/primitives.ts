import { z } from 'zod/mini';
import { isYmd, YMD_PATTERN } from '../dates/ymd';

/*
 * The strict building blocks of every request schema (issue 13, "loose input"): whole numbers
 * written only in digits, real calendar dates, and text with a length cap that refuses control
 * characters and broken UTF-16. A request schema uses these instead of `z.coerce.number()` or a
 * bare `z.string()`, so nothing the contract accepts can surprise the server (a NUL in an FTS
 * query, `0x10` read as 16, a 5 MB field stored in a log). Messages are catalogue keys.
 */

// ---- whole numbers -----------------------------------------------------------------------------

/**
 * How a whole number may be written in a query or a path: digits (15 at most, so it stays a
 * safe integer) and an optional minus, nothing else.
 */
const INTEGER_TEXT = /^-?\d{1,15}$/;

export interface IntegerRules {
  min: number;
  max: number;
  /** Catalogue key when the value is not a whole number (default `validation.wholeNumber`). */
  formatKey?: string;
  /**
   * Catalogue key when it is out of [min, max]; by default zod's own text in the caller's
   * language, which names the bound ("must be at least 1").
   */
  rangeKey?: string;
}

/**
 * A whole number in [min, max], from a JSON number or from text that is only digits (the
 * form a query or a path carries it in): '', ' 5', '0x10', '1e3', '5.0', NaN, arrays and
 * booleans are refused, where `z.coerce.number()` read '' as 0 and '0x10' as 16. The input type
 * admits both (an `unknown` input would leave callers untyped); the output is a number.
 */
export function integerSchema({
  min,
  max,
  formatKey = 'validation.wholeNumber',
  rangeKey,
}: IntegerRules) {
  return z.pipe(
    z.pipe(
      z.union([z.number(), z.string().check(z.regex(INTEGER_TEXT, formatKey))], formatKey),
      z.transform((value: number | string) => Number(value)),
    ),
    z.number().check(z.int(formatKey), z.gte(min, rangeKey), z.lte(max, rangeKey)),
  );
}

/** The largest id or page number a request may name (ids are SQLite integers, far below it). */
export const MAX_REQUEST_INTEGER = 2 ** 31 - 1;

// ---- dates -------------------------------------------------------------------------------------

/**
 * The years a date of the contract may fall in. Birthdays, work days and search periods all
 * lie well inside; the bounds keep date arithmetic (a day after 9999-12-31) from leaving the
 * four-digit years every `yyyy-MM-dd` answer must have.
 */
export const YMD_MIN_YEAR = 1900;
export const YMD_MAX_YEAR = 2999;

/** True for a `yyyy-MM-dd` that exists in the calendar within the contract's years. */
export function isCalendarDate(text: string): boolean {
  const year = Number(text.slice(0, 4));
  return isYmd(text) && year >= YMD_MIN_YEAR && year <= YMD_MAX_YEAR;
}

/** `yyyy-MM-dd`, a real calendar date (2026-02-30 and 9999-99-99 are refused). */
export const ymdSchema = z.string().check(
  z.regex(YMD_PATTERN, 'validation.dateFormat'),
  z.refine((text) => !YMD_PATTERN.test(text) || isCalendarDate(text), 'validation.dateInvalid'),
);

/** The last second of YMD_MAX_YEAR: later instants have no four-digit `yyyy-MM-dd`. */
const MAX_UNIX_SECONDS = Date.UTC(YMD_MAX_YEAR, 11, 31, 23, 59, 59) / 1000;

/** Unix time in seconds, as the commute calls send it. */
export const unixSecondsSchema = z
  .number()
  .check(z.int(), z.nonnegative(), z.lte(MAX_UNIX_SECONDS, 'validation.numberRange'));

/**
 * Minutes east of UTC of the caller's clock (Seoul is 540); a query carries it as text, a body
 * as a number.
 */
export const offsetSchema = integerSchema({
  min: -720,
  max: 840,
  formatKey: 'validation.offsetWhole',
  rangeKey: 'validation.offsetRange',
});

// ---- text --------------------------------------------------------------------------------------

/* eslint-disable no-control-regex -- matching control characters is the point of these two */
/** C0 controls and DEL: never in a one-line value (a name, a path, a keyword). */
const LINE_CONTROLS = /[\u0000-\u001F\u007F]/;
/** The same but tab, line feed and carriage return, which a multi-line text may hold. */
const TEXT_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/* eslint-enable no-control-regex */
/** A surrogate without its partner: not a character, and invalid once encoded as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text has no control character (tab and line breaks allowed when multi-line). */
export function isCleanText(text: string, multiline = false): boolean {
  return !(multiline ? TEXT_CONTROLS : LINE_CONTROLS).test(text) && !LONE_SURROGATE.test(text);
}

export interface TextRules {
  /** Most UTF-16 units accepted; required, so no request text is unbounded. */
  max: number;
  /** Fewest units (after trimming); 0 by default. */
  min?: number;
  /** Allow tab and line breaks (a reason, a body); one-line values refuse them. */
  multiline?: boolean;
  /** Trim before checking (keywords, ids typed by people). */
  trim?: boolean;
  /** Catalogue key when shorter than `min` (default `validation.required`). */
  requiredKey?: string;
  /** Catalogue key when longer than `max` (default `validation.textTooLong`). */
  tooLongKey?: string;
}

/**
 * Text a request carries: at most `max` units, no NUL or other control character (tab and line
 * breaks only when multi-line) and no lone surrogate (`validation.textControl`).
 */
export function textSchema({
  max,
  min = 0,
  multiline = false,
  trim = false,
  requiredKey = 'validation.required',
  tooLongKey = 'validation.textTooLong',
}: TextRules) {
  return z.string().check(
    ...(trim ? [z.trim()] : []),
    ...(min > 0 ? [z.minLength(min, requiredKey)] : []),
    z.maxLength(max, tooLongKey),
    z.refine((text: string) => isCleanText(text, multiline), 'validation.textControl'),
  );
}

/** Longest id a request may name (users, departments, companies: `U0001`, `D2110`, `ST100`). */
export const ID_MAX_LENGTH = 32;

/**
 * An id (trimmed) as the data spells them: 1–32 letters, digits, `_` and `-`, so never `../`,
 * a space or a control character. `requiredKey` names the text for an empty one.
 */
export function idSchema(requiredKey = 'validation.idFormat') {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, requiredKey),
      z.maxLength(ID_MAX_LENGTH, 'validation.idFormat'),
      z.regex(/^[A-Za-z0-9_-]*$/, 'validation.idFormat'),
    );
}

/** The spec's flags that arrive as '1', 1 or true (spec 01 §4: manager and union-admin). */
export function isTruthyFlag(value: unknown): boolean {
  return value === '1' || value === 1 || value === true;
}

export const localeSchema = z.enum(['ko', 'en', 'ja', 'zh']);
export type Locale = z.infer<typeof localeSchema>;
export const LOCALES: readonly Locale[] = ['ko', 'en', 'ja', 'zh'];
export const DEFAULT_LOCALE: Locale = 'ko';
