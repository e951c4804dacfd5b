import { describe, expect, it } from 'vitest';
import { isYmd } from './ymd';

describe('isYmd: a yyyy-MM-dd the calendar has', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01'])(
    '%s is a date',
    (text) => expect(isYmd(text)).toBe(true),
  );

  it.each(['2026-02-30', '2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10'])(
    '%s is not',
    (text) => expect(isYmd(text)).toBe(false),
  );

  it.each(['2026-2-3', '20261120', '2026-11-20T00:00', ' 2026-11-20'])(
    '%j is not the format',
    (text) => expect(isYmd(text)).toBe(false),
  );
});
