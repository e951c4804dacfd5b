import { describe, expect, it } from 'vitest';
import {
  attachmentSearchTarget,
  containsHangul,
  effectiveSearchTarget,
  highlightsOf,
  isSearchKeywordAllowed,
  keywordRanges,
  normaliseSearchKeyword,
  postNumberOf,
  SEARCH_PREVIEW_LENGTH,
  searchPeriodRange,
  searchPreview,
  postSearchQuerySchema,
  SEARCH_KEYWORD_MAX_LENGTH,
  searchKeywordSchema,
  searchTermsOf,
  termRanges,
  unifiedSearchQuerySchema,
  userSearchQuerySchema,
} from './search';

describe('search keyword rules (spec 01 §5)', () => {
  it('spec 01 §5: a keyword with a backslash is refused', () => {
    expect(isSearchKeywordAllowed('C:\\temp')).toBe(false);
    expect(isSearchKeywordAllowed('\\')).toBe(false);
    expect(isSearchKeywordAllowed('보고서 2026/11')).toBe(true);
  });

  it('spec 01 §5: the keyword schema refuses a backslash with the backslash alert key', () => {
    const result = searchKeywordSchema.safeParse('a\\b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('error.backslash');
  });

  it('spec 01 §5: an empty or blank keyword is refused (a search does nothing)', () => {
    expect(normaliseSearchKeyword('   ')).toBe('');
    expect(searchKeywordSchema.safeParse('').success).toBe(false);
    expect(searchKeywordSchema.safeParse('  \t ').success).toBe(false);
  });

  it('spec 01 §9: the keyword is trimmed and holds at most 100 characters', () => {
    expect(searchKeywordSchema.parse('  김민준 ')).toBe('김민준');
    expect(searchKeywordSchema.safeParse('가'.repeat(SEARCH_KEYWORD_MAX_LENGTH)).success).toBe(
      true,
    );
    expect(searchKeywordSchema.safeParse('가'.repeat(SEARCH_KEYWORD_MAX_LENGTH + 1)).success).toBe(
      false,
    );
  });
});

describe('Hangul detection and the attachment-name variant (spec 01 §5)', () => {
  it.each([
    ['보고서', true],
    ['report_보고', true],
    ['ㅎ', true], // a compatibility jamo, mid-composition
    ['\u1100', true], // a conjoining jamo
    ['report.pdf', false],
    ['報告書', false],
    ['レポート', false],
    ['', false],
  ])('containsHangul(%j) is %s', (text, expected) => {
    expect(containsHangul(text)).toBe(expected);
  });

  it('spec 01 §5: attachment-name search switches to the Korean-analysed variant for Hangul', () => {
    expect(attachmentSearchTarget('주간보고')).toBe('attachmentKo');
    expect(attachmentSearchTarget('weekly')).toBe('attachment');
  });

  it('spec 01 §5: only attachment targets follow the keyword; other targets stay', () => {
    expect(effectiveSearchTarget('attachment', '회의록')).toBe('attachmentKo');
    expect(effectiveSearchTarget('attachmentKo', 'minutes')).toBe('attachment');
    expect(effectiveSearchTarget('title', '회의록')).toBe('title');
    expect(effectiveSearchTarget('all', '회의록')).toBe('all');
  });
});

describe('search queries', () => {
  it('unified search takes searchText (spec 01 §7) and a group size with a default', () => {
    expect(unifiedSearchQuerySchema.parse({ searchText: ' 김 ' })).toEqual({
      searchText: '김',
      size: 5,
    });
    expect(unifiedSearchQuerySchema.parse({ searchText: '김', size: '8' }).size).toBe(8);
    expect(unifiedSearchQuerySchema.safeParse({ searchText: '김', size: '21' }).success).toBe(
      false,
    );
    expect(unifiedSearchQuerySchema.safeParse({}).success).toBe(false);
  });

  it('post search fills the filter defaults: all periods, all targets, date sort, page 1', () => {
    expect(postSearchQuerySchema.parse({ keyword: '공지' })).toEqual({
      keyword: '공지',
      period: 'all',
      searchTargets: 'all',
      contentEmbedType: 'all',
      attachFileType: 'all',
      sort: 'date',
      page: 1,
      limit: 10,
    });
  });

  it('spec 01 §4: a custom period is accepted only with both dates, the first not after the last', () => {
    const base = { keyword: '공지', period: 'custom' };
    expect(postSearchQuerySchema.safeParse(base).success).toBe(false);
    expect(postSearchQuerySchema.safeParse({ ...base, startYmd: '2026-11-01' }).success).toBe(
      false,
    );
    expect(
      postSearchQuerySchema.safeParse({ ...base, startYmd: '2026-11-02', endYmd: '2026-11-01' })
        .success,
    ).toBe(false);
    expect(
      postSearchQuerySchema.safeParse({ ...base, startYmd: '2026-11-01', endYmd: '2026-11-01' })
        .success,
    ).toBe(true);
  });

  it('refuses unknown filter values and page sizes over 100', () => {
    expect(postSearchQuerySchema.safeParse({ keyword: 'a', period: 'P2W' }).success).toBe(false);
    expect(postSearchQuerySchema.safeParse({ keyword: 'a', sort: 'score' }).success).toBe(false);
    expect(postSearchQuerySchema.safeParse({ keyword: 'a', searchTargets: 'x' }).success).toBe(
      false,
    );
    expect(userSearchQuerySchema.safeParse({ keyword: 'a', limit: '101' }).success).toBe(false);
    expect(userSearchQuerySchema.safeParse({ keyword: 'a', page: '0' }).success).toBe(false);
  });
});

describe('highlights', () => {
  it('finds every occurrence, case-insensitive, without overlaps', () => {
    expect(keywordRanges('Maru maru MARU', 'maru')).toEqual([
      { start: 0, end: 4 },
      { start: 5, end: 9 },
      { start: 10, end: 14 },
    ]);
    expect(keywordRanges('aaaa', 'aa')).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 4 },
    ]);
  });

  it('finds a Korean substring inside a word', () => {
    expect(keywordRanges('주간보고서.pdf', '보고')).toEqual([{ start: 2, end: 4 }]);
  });

  it('highlights every word of a keyword, merging overlaps', () => {
    expect(searchTermsOf('  연말정산   안내 연말정산 ')).toEqual(['연말정산', '안내']);
    expect(termRanges('연말정산 일정 안내', ['연말', '말정산', '안내'])).toEqual([
      { start: 0, end: 4 },
      { start: 8, end: 10 },
    ]);
  });

  it('names the field of each range', () => {
    expect(highlightsOf({ userName: '김민준', organizationName: '민준팀' }, '민준')).toEqual([
      { field: 'userName', start: 1, end: 3 },
      { field: 'organizationName', start: 0, end: 2 },
    ]);
  });
});

describe('post numbers', () => {
  it('reads a post number with or without #', () => {
    expect(postNumberOf('12')).toBe(12);
    expect(postNumberOf(' #7 ')).toBe(7);
    expect(postNumberOf('0')).toBeNull();
    expect(postNumberOf('12a')).toBeNull();
    expect(postNumberOf('글 12')).toBeNull();
  });
});

describe('spec 01 §9: search date presets, on the company’s clock', () => {
  const now = Date.parse('2026-03-31T03:00:00Z') / 1000;
  const at = (iso: string) => Date.parse(iso) / 1000;
  const SEOUL = 'Asia/Seoul';

  it('all is unbounded', () => {
    expect(searchPeriodRange('all', now, SEOUL)).toEqual({ from: null, to: null });
  });

  it('P1W reaches back seven days, P1M a calendar month, P1Y a calendar year', () => {
    expect(searchPeriodRange('P1W', now, SEOUL)).toEqual({
      from: at('2026-03-24T03:00:00Z'),
      to: null,
    });
    // A month before 31 March is the last day of February, not 3 March (Date's overflow).
    expect(searchPeriodRange('P1M', now, SEOUL).from).toBe(at('2026-02-28T03:00:00Z'));
    expect(searchPeriodRange('P1Y', now, SEOUL).from).toBe(at('2025-03-31T03:00:00Z'));
  });

  it('a custom period covers both days whole, in the company’s days', () => {
    const days = { startYmd: '2026-03-01', endYmd: '2026-03-02' };
    expect(searchPeriodRange('custom', now, SEOUL, days)).toEqual({
      from: at('2026-03-01T00:00:00+09:00'),
      to: at('2026-03-03T00:00:00+09:00'),
    });
    expect(searchPeriodRange('custom', now, 'America/New_York', days)).toEqual({
      from: at('2026-03-01T00:00:00-05:00'),
      to: at('2026-03-03T00:00:00-05:00'),
    });
  });

  it('spec 01 §4: a custom period without both dates does not filter', () => {
    expect(searchPeriodRange('custom', now, SEOUL, { startYmd: '2026-03-01' })).toEqual({
      from: null,
      to: null,
    });
  });
});

describe('preview around the first match', () => {
  const body = `${'가'.repeat(100)} 연말정산 ${'나'.repeat(200)}`;

  it('starts at the body when the match is near the start', () => {
    expect(searchPreview('간소화 자료는 1월 15일', ['자료'])).toBe('간소화 자료는 1월 15일');
  });

  it('cuts around a later match, with ellipses at cut ends', () => {
    const preview = searchPreview(body, ['연말정산']);
    expect(preview.startsWith('…')).toBe(true);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview).toContain('연말정산');
    expect(preview.length).toBe(SEARCH_PREVIEW_LENGTH + 2);
  });

  it('previews the start when the keyword is not in the body', () => {
    expect(searchPreview(body, ['없음'])).toBe(`${body.slice(0, SEARCH_PREVIEW_LENGTH)}…`);
  });

  it('collapses whitespace first', () => {
    expect(searchPreview('a  \n b', ['b'])).toBe('a b');
  });
});
