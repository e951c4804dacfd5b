import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_STATE,
  parseSearchParams,
  searchLocation,
  serialiseSearchState,
  tagSearchLocation,
  validYmd,
  type SearchPageState,
} from './searchState';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

const detailed: SearchPageState = {
  mode: 'post',
  keyword: '회의록 2026',
  page: 3,
  title: '회의록',
  userMenuSelectKey: null,
  postMenuSelectKey: '12',
  menuIdField: 12,
  period: 'custom',
  startYmd: '2026-01-01',
  endYmd: '2026-03-31',
  searchTargets: 'attachment',
  contentEmbedType: 'photo',
  attachFileType: 'video',
  sort: 'view',
  searchType: null,
};

describe('search page state in the URL (spec 01 §2 detail-search query parameters)', () => {
  it('spec 01 §2: every detail-search parameter survives a round trip through the URL', () => {
    expect(parseSearchParams(serialiseSearchState(detailed))).toEqual(detailed);
    const userMode: SearchPageState = {
      ...DEFAULT_SEARCH_STATE,
      mode: 'user',
      keyword: 'kim',
      page: 2,
      userMenuSelectKey: 'ORG-10',
    };
    expect(parseSearchParams(serialiseSearchState(userMode))).toEqual(userMode);
    const tag: SearchPageState = {
      ...DEFAULT_SEARCH_STATE,
      mode: 'post',
      keyword: '워크숍',
      title: '워크숍',
      searchTargets: 'tag',
      searchType: 'tag',
    };
    expect(parseSearchParams(serialiseSearchState(tag))).toEqual(tag);
  });

  it('spec 01 §2: defaults are left out, so the plain unified search is just the keyword', () => {
    expect(searchLocation({ ...DEFAULT_SEARCH_STATE, keyword: '홍길동' })).toBe(
      `/search?keyword=${encodeURIComponent('홍길동')}`,
    );
    expect(searchLocation(DEFAULT_SEARCH_STATE)).toBe('/search');
  });

  it('spec 01 §2: user and post modes live on /search/detail, unified on /search', () => {
    expect(searchLocation({ ...DEFAULT_SEARCH_STATE, mode: 'user', keyword: 'a' })).toBe(
      '/search/detail?type=user&keyword=a',
    );
    expect(searchLocation({ ...DEFAULT_SEARCH_STATE, mode: 'post', keyword: 'a' })).toMatch(
      /^\/search\/detail\?type=post&/,
    );
  });

  it('spec 01 §2: an empty query string is the default state', () => {
    expect(parse('')).toEqual(DEFAULT_SEARCH_STATE);
  });

  it('spec 01 §2: unknown or invalid values fall back to their defaults', () => {
    const state = parse(
      'type=nope&page=-2&period=P2W&searchTargets=everything&contentEmbedType=gif&attachFileType=pdf&sort=random&menuIdField=abc&searchType=other&title=%20',
    );
    expect(state).toEqual(DEFAULT_SEARCH_STATE);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=99999999999').page).toBe(1);
  });

  it('spec 01 §2: type employee is the user mode and type plain the post mode', () => {
    expect(parse('type=employee').mode).toBe('user');
    expect(parse('type=plain').mode).toBe('post');
    expect(parse('type=user').mode).toBe('user');
    expect(parse('type=post').mode).toBe('post');
  });

  it('spec 01 §2: dates are kept only for a custom period and only when real days', () => {
    expect(parse('period=P1M&startYmd=2026-01-01&endYmd=2026-01-31')).toMatchObject({
      period: 'P1M',
      startYmd: null,
      endYmd: null,
    });
    expect(parse('period=custom&startYmd=2026-02-30&endYmd=2026-13-01')).toMatchObject({
      period: 'custom',
      startYmd: null,
      endYmd: null,
    });
    expect(validYmd('2028-02-29')).toBe('2028-02-29');
    expect(validYmd('2027-02-29')).toBeNull();
    expect(validYmd('20260101')).toBeNull();
  });

  it('spec 01 §2: a tree selection alone names the board to filter by', () => {
    expect(parse('type=post&postMenuSelectKey=7')).toMatchObject({
      postMenuSelectKey: '7',
      menuIdField: 7,
    });
  });

  it('spec 01 §2: clicking a tag opens /search/detail?keyword=..&type=plain&title=..&searchType=tag', () => {
    const location = tagSearchLocation('신규 입사');
    const url = new URL(location, 'http://x.invalid');
    expect(url.pathname).toBe('/search/detail');
    expect([...url.searchParams.keys()]).toEqual(['keyword', 'type', 'title', 'searchType']);
    expect(parseSearchParams(url.searchParams)).toMatchObject({
      mode: 'post',
      keyword: '신규 입사',
      title: '신규 입사',
      searchTargets: 'tag',
      searchType: 'tag',
    });
  });
});
