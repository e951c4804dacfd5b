import { z } from 'zod/mini';

/** `yyyy-MM-dd`, the calendar date of a work day. */
export const ymdSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateFormat'));

/** Unix time in seconds, as the commute calls send it. */
export const unixSecondsSchema = z.number().check(z.int(), z.nonnegative());

/**
 * Minutes east of UTC of the caller's clock (Seoul is 540); query strings carry it as text,
 * so the input type admits both (an `unknown` input would leave callers untyped).
 */
export const offsetSchema = z.coerce
  .number<number | string>()
  .check(
    z.int('validation.offsetWhole'),
    z.gte(-720, 'validation.offsetRange'),
    z.lte(840, 'validation.offsetRange'),
  );

/** The spec's flags that arrive as '1', 1 or true (spec 01 §4: manager and union-admin). */
export function isTruthyFlag(value: unknown): boolean {
  return value === '1' || value === 1 || value === true;
}

export const localeSchema = z.enum(['ko', 'en', 'ja', 'zh']);
export type Locale = z.infer<typeof localeSchema>;
export const LOCALES: readonly Locale[] = ['ko', 'en', 'ja', 'zh'];
export const DEFAULT_LOCALE: Locale = 'ko';
