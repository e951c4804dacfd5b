import type { TabItem } from './Tabs';

/** Shared by stories and tests: the boards of the home page's notice portlet. */
export const noticeTabs: TabItem[] = [
  { key: 'notice', label: '공지사항', content: '이번 주 공지 3건' },
  { key: 'news', label: '사내 소식', content: '새 소식 5건' },
  { key: 'event', label: '경조사', content: '이번 달 경조사 2건' },
];

/** The same with the middle tab disabled. */
export const tabsWithDisabled: TabItem[] = [
  { key: 'notice', label: '공지사항', content: '이번 주 공지 3건' },
  { key: 'news', label: '사내 소식', content: '새 소식 5건', disabled: true },
  { key: 'event', label: '경조사', content: '이번 달 경조사 2건' },
];
