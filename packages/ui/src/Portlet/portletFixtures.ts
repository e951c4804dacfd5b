/** Deterministic notices for the Portlet's stories and tests. Not exported from the package. */
import type { LoadPortletPage, PortletPage } from './usePortletFeed';

export interface NoticeRow {
  id: string;
  tab: 'notice' | 'event';
  title: string;
  author: string;
  date: string;
}

const noticeTitles = [
  '2026년 상반기 건강검진 안내',
  '사내 메신저 점검 일정 공지',
  '연말정산 서류 제출 안내',
  '보안 교육 이수 요청',
  '주차장 보수 공사 안내',
  '복지포인트 사용 기한 안내',
  '신규 입사자 환영회',
  '사무실 좌석 재배치 안내',
  '재택근무 신청 방법 변경',
  '정보보호 서약서 갱신',
  '출장비 정산 규정 개정',
  '12월 전사 회의 일정',
] as const;

const eventTitles = ['인사팀 김민지 님 결혼', '개발팀 박서준 님 득남', '영업팀 이하늘 님 생일'];

/** Twelve notices and three events, newest first. */
export const noticeRows: readonly NoticeRow[] = [
  ...noticeTitles.map((title, index) => ({
    id: `notice-${index + 1}`,
    tab: 'notice' as const,
    title,
    author: index % 2 === 0 ? '인사팀' : '총무팀',
    date: `2026.11.${String(20 - index).padStart(2, '0')}`,
  })),
  ...eventTitles.map((title, index) => ({
    id: `event-${index + 1}`,
    tab: 'event' as const,
    title,
    author: '사내 소식',
    date: `2026.11.${String(18 - index).padStart(2, '0')}`,
  })),
];

/** How the fake server pages: by page number with a total count, or by token. */
export type FixturePaging = 'page' | 'token';

/**
 * A `loadPage` answering from `rows` (filtered by the tab's key when a tab is asked), at once.
 * Token mode returns the token of the following page, or the asked token again at the end.
 */
export function fixtureLoader(
  rows: readonly NoticeRow[],
  paging: FixturePaging = 'page',
): LoadPortletPage<NoticeRow> {
  return ({ page, size, token, tab }) => {
    const shown = tab === undefined ? rows : rows.filter((row) => row.tab === tab);
    const start = (page - 1) * size;
    const items = shown.slice(start, start + size);
    const answer: PortletPage<NoticeRow> =
      paging === 'page'
        ? { items, totalCount: shown.length }
        : { items, nextToken: start + size < shown.length ? `page-${page + 1}` : (token ?? null) };
    return Promise.resolve(answer);
  };
}

/** A `loadPage` whose answer never comes: the loading state. */
export const pendingLoader: LoadPortletPage<NoticeRow> = () => new Promise(() => undefined);

/** A `loadPage` that always fails: the swallowed-error state. */
export const failingLoader: LoadPortletPage<NoticeRow> = () =>
  Promise.reject(new Error('503 Service Unavailable'));
