import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { ERROR_MESSAGE_KEYS } from '../errors/catalogue';
import { commuteActionBodySchema, offsetQuerySchema } from './commute';
import {
  idSchema,
  integerSchema,
  isCalendarDate,
  isCleanText,
  offsetSchema,
  textSchema,
  unixSecondsSchema,
  ymdSchema,
} from './primitives';
import { searchKeywordSchema } from './search';
import { menuAccessBodySchema } from './shell';

const messages = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('issue 13 loose input: whole numbers are digits only', () => {
  const page = integerSchema({ min: 1, max: 100 });

  it.each(['', ' 5', '5 ', '0x10', '1e3', '5.0', '+5', '٥', 'NaN', 'Infinity'])(
    'refuses the text %j (no coercion)',
    (text) => {
      expect(messages(page, text)).toEqual(['validation.wholeNumber']);
    },
  );

  it.each([[NaN], [Infinity], [1.5], [[]], [['5']], [null], [true], [{}]])(
    'refuses %j',
    (value) => {
      expect(page.safeParse(value).success).toBe(false);
    },
  );

  it('accepts digits and JSON numbers within bounds, refuses the rest naming the bound', () => {
    expect(page.parse('007')).toBe(7);
    expect(page.parse(100)).toBe(100);
    expect(messages(page, '0')).toEqual([expect.stringMatching(/>=\s*1\b/)]);
    expect(messages(page, '9'.repeat(15))).toEqual([expect.stringMatching(/<=\s*100\b/)]);
    expect(messages(page, '9'.repeat(16))).toEqual(['validation.wholeNumber']);
  });

  it('offset= and offset=0x10 are refused, not read as 0 and 16', () => {
    expect(messages(offsetSchema, '')).toEqual(['validation.offsetWhole']);
    expect(messages(offsetSchema, '0x10')).toEqual(['validation.offsetWhole']);
    expect(offsetQuerySchema.parse({ offset: '-540' })).toEqual({ offset: -540 });
    expect(messages(offsetSchema, '841')).toEqual(['validation.offsetRange']);
  });
});

describe('issue 13 loose input: dates are real calendar dates', () => {
  it.each(['2026-02-28', '2024-02-29', '2026-12-31', '1900-01-01', '2999-12-31'])(
    '%s is a date',
    (text) => {
      expect(isCalendarDate(text)).toBe(true);
      expect(ymdSchema.parse(text)).toBe(text);
    },
  );

  it.each([
    '9999-99-99',
    '2026-02-30',
    '2026-02-29',
    '2100-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '1899-12-31',
    '3000-01-01',
  ])('%s is refused as no calendar date', (text) => {
    expect(messages(ymdSchema, text)).toEqual(['validation.dateInvalid']);
  });

  it.each(['2026-1-01', '20260101', '2026-01-01 ', '2026-01-01\u0000', ''])(
    '%j is refused as a format',
    (text) => {
      expect(messages(ymdSchema, text)).toEqual(['validation.dateFormat']);
    },
  );

  it('instants stay within four-digit years', () => {
    expect(unixSecondsSchema.safeParse(32_503_680_000).success).toBe(false); // 3000-01-01
    expect(unixSecondsSchema.safeParse(1_795_000_000).success).toBe(true);
  });
});

describe('issue 13 loose input: text is bounded and clean', () => {
  const line = textSchema({ max: 10 });
  const lines = textSchema({ max: 10, multiline: true });

  it('refuses NUL and other controls everywhere; tab and line breaks only in multi-line text', () => {
    for (const text of ['a\u0000b', 'a\u0001', '\u001b[31m', 'a\u007f']) {
      expect(messages(line, text), JSON.stringify(text)).toEqual(['validation.textControl']);
      expect(messages(lines, text), JSON.stringify(text)).toEqual(['validation.textControl']);
    }
    for (const text of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(messages(line, text)).toEqual(['validation.textControl']);
      expect(lines.parse(text)).toBe(text);
    }
  });

  it('refuses lone surrogates, keeps pairs (emoji) and Hangul', () => {
    expect(isCleanText('\uD83D')).toBe(false);
    expect(isCleanText('a\uDE00b')).toBe(false);
    expect(isCleanText('\uDE00\uD83D')).toBe(false);
    expect(isCleanText('😀 김민준 __proto__')).toBe(true);
  });

  it('caps the length with its key', () => {
    expect(messages(line, 'x'.repeat(11))).toEqual(['validation.textTooLong']);
    expect(messages(textSchema({ max: 5, min: 1, trim: true }), '   ')).toEqual([
      'validation.required',
    ]);
  });

  it('ids are 1–32 letters, digits, _ and -: never ../ or a NUL', () => {
    expect(idSchema().parse(' U0001 ')).toBe('U0001');
    for (const bad of ['../U0001', 'U0001\u0000', 'a'.repeat(33), 'U 1', '%2e%2e']) {
      expect(messages(idSchema(), bad), bad).toContain('validation.idFormat');
    }
    expect(messages(idSchema('validation.orgIdRequired'), '')).toEqual([
      'validation.orgIdRequired',
    ]);
  });

  it('search keywords refuse NUL (it ended the FTS5 query: a 500)', () => {
    expect(messages(searchKeywordSchema, 'ab\u0000cd')).toEqual(['validation.textControl']);
    expect(messages(searchKeywordSchema, '가'.repeat(101))).toEqual(['validation.textTooLong']);
    expect(searchKeywordSchema.parse(' "NEAR( * ^ 😀 ')).toBe('"NEAR( * ^ 😀');
  });

  it('the menu access log refuses NULs, over-long paths and free text such as __proto__', () => {
    expect(messages(menuAccessBodySchema, { system: 'GW', menuPath: '/a\u0000' })).toEqual([
      'validation.textControl',
    ]);
    expect(
      messages(menuAccessBodySchema, { system: 'GW', menuPath: `/${'a'.repeat(2000)}` }),
    ).toEqual(['validation.textTooLong']);
    expect(messages(menuAccessBodySchema, { system: 'GW', menuPath: '__proto__' })).toEqual([
      'validation.menuPath',
    ]);
    expect(messages(menuAccessBodySchema, { system: '__proto__', menuPath: '/ess' })).toEqual([
      'validation.menuSystem',
    ]);
    expect(
      menuAccessBodySchema.parse({ system: 'EXT', menuPath: 'https://mail.example/' }),
    ).toEqual({ system: 'EXT', menuPath: 'https://mail.example/' });
  });

  it('extParam is a few scalar entries, never a 5 MB document', () => {
    const action = {
      offset: 540,
      type: '2',
      division: '01',
      latitude: null,
      longitude: null,
      timestamp: 1_795_000_000,
      platform: '02',
    };
    const data = { requestId: 'EW-1', ymd: '2026-11-23', approvedStart: 1, approvedEnd: 2 };
    expect(commuteActionBodySchema.safeParse({ ...action, extParam: data }).success).toBe(true);
    expect(
      messages(commuteActionBodySchema, { ...action, extParam: { a: 'x'.repeat(5_000_000) } }),
    ).toEqual(['error.invalidRequest']);
    expect(
      messages(commuteActionBodySchema, { ...action, extParam: { a: { nested: 1 } } }),
    ).toEqual(['error.invalidRequest']);
    const many = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, i]));
    expect(messages(commuteActionBodySchema, { ...action, extParam: many })).toEqual([
      'validation.tooManyItems',
    ]);
  });

  it('every key these schemas use is in the catalogue', () => {
    for (const key of [
      'validation.wholeNumber',
      'validation.numberRange',
      'validation.dateInvalid',
      'validation.required',
      'validation.textTooLong',
      'validation.textControl',
      'validation.idFormat',
      'validation.tooManyItems',
      'validation.menuSystem',
      'validation.menuPath',
    ]) {
      expect(ERROR_MESSAGE_KEYS).toContain(key);
    }
  });
});
