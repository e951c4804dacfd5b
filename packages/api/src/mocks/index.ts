import type { HttpHandler } from 'msw';
import { commuteHandlers, type CommuteMockOptions } from './commute';
import { favouritesHandlers, type FavouritesMockOptions } from './favourites';
import { createMockSession } from './mockSession';
import { previousDayHandlers, type PreviousDayMockOptions } from './previousDay';
import { sessionHandlers, type SessionMockOptions } from './session';
import { shellHandlers, type ShellMockOptions } from './shell';
import { noticesHandlers, type NoticesMockOptions } from './notices';
import { absenteeHandlers, type AbsenteesMockOptions } from './absentees';
import { employeeNewsHandlers, type EmployeeNewsMockOptions } from './employeeNews';
import { scheduleHandlers, type ScheduleMockOptions } from './schedule';
import { feedHandlers, type FeedMockOptions } from './feed';
import { bannersHandlers, type BannersMockOptions } from './banners';
import { searchHandlers, type SearchMockOptions } from './search';
import { commandMenusHandlers, type CommandMenusMockOptions } from './commandMenus';
import { directoryHandlers, type DirectoryMockOptions } from './directory';
import { memberProfileHandlers, type MemberProfileMockOptions } from './memberProfile';

export { sessionHandlers } from './session';
export type { SessionMockOptions } from './session';
export { shellHandlers } from './shell';
export type { ShellMockOptions } from './shell';
export { createMockSession } from './mockSession';
export type { MockSession } from './mockSession';
export { commuteHandlers, DEFAULT_MOCK_NOW } from './commute';
export type { CommuteMockOptions, CommuteScenario } from './commute';
export { previousDayHandlers, workHoursHandlers } from './previousDay';
export type {
  PreviousDayMockOptions,
  PreviousDayScenario,
  WorkHoursMockOptions,
} from './previousDay';
export { noticesHandlers } from './notices';
export type { NoticeMockState, NoticesMockOptions } from './notices';
export { favouritesHandlers } from './favourites';
export type { FavouritesMockOptions } from './favourites';
export { absenteeHandlers } from './absentees';
export type { AbsenteesMockOptions } from './absentees';
export { employeeNewsHandlers } from './employeeNews';
export type { EmployeeNewsMockOptions } from './employeeNews';
export { scheduleHandlers } from './schedule';
export type { ScheduleMockOptions } from './schedule';
export { feedHandlers, pageOfList, tokenPageOfList } from './feed';
export type { FeedMockOptions } from './feed';
export { bannersHandlers } from './banners';
export type { BannersMockOptions } from './banners';
export { searchHandlers } from './search';
export type { SearchMockOptions } from './search';
export { commandMenusHandlers } from './commandMenus';
export type { CommandMenusMockOptions } from './commandMenus';
export { directoryHandlers } from './directory';
export type { DirectoryMockOptions } from './directory';
export { memberProfileHandlers } from './memberProfile';
export type { MemberProfileMockOptions } from './memberProfile';
export { errorHandler, networkErrorHandler, delayedHandler, loadingHandler } from './helpers';
export type { DelayedHandlerOptions } from './helpers';
export { endpointHandler, mockPath, requestLocale, DEFAULT_MOCK_BASE } from './endpointUrl';
export type { MockBaseOptions } from './endpointUrl';
export { metaErrorBody, validationErrorBody } from './errorBodies';

export interface MockOptions {
  base?: string;
  session?: Omit<SessionMockOptions, 'base' | 'session'>;
  shell?: Omit<ShellMockOptions, 'base' | 'session'>;
  commute?: Omit<CommuteMockOptions, 'base'>;
  favourites?: Omit<FavouritesMockOptions, 'base' | 'session'>;
  previousDay?: Omit<PreviousDayMockOptions, 'base'>;
  notices?: Omit<NoticesMockOptions, 'base'>;
  absentees?: Omit<AbsenteesMockOptions, 'base' | 'session'>;
  employeeNews?: Omit<EmployeeNewsMockOptions, 'base' | 'session'>;
  schedule?: Omit<ScheduleMockOptions, 'base' | 'session'>;
  feed?: Omit<FeedMockOptions, 'base' | 'session'>;
  banners?: Omit<BannersMockOptions, 'base' | 'session'>;
  search?: Omit<SearchMockOptions, 'base' | 'session'>;
  commandMenus?: Omit<CommandMenusMockOptions, 'base' | 'session'>;
  directory?: Omit<DirectoryMockOptions, 'base' | 'session'>;
  memberProfile?: Omit<MemberProfileMockOptions, 'base' | 'session'>;
}

/**
 * Session, shell and commute handlers with fresh state, under `base` (default `/api`). The
 * session and shell handlers share one signed-in user, so signing in or switching company
 * changes what every call answers.
 */
export function createHandlers(options: MockOptions = {}): HttpHandler[] {
  const base = options.base === undefined ? {} : { base: options.base };
  const session = createMockSession(options.session?.userId);
  return [
    ...sessionHandlers({ ...options.session, ...base, session }),
    ...shellHandlers({ ...options.shell, ...base, session }),
    ...commuteHandlers({ ...options.commute, ...base }),
    ...favouritesHandlers({ ...options.favourites, ...base, session }),
    ...previousDayHandlers({ ...options.previousDay, ...base }),
    ...noticesHandlers({ ...options.notices, ...base }),
    ...absenteeHandlers({ ...options.absentees, ...base, session }),
    ...employeeNewsHandlers({ ...options.employeeNews, ...base, session }),
    ...scheduleHandlers({ ...options.schedule, ...base, session }),
    ...feedHandlers({ ...options.feed, ...base, session }),
    ...bannersHandlers({ ...options.banners, ...base, session }),
    ...searchHandlers({ ...options.search, ...base, session }),
    ...commandMenusHandlers({ ...options.commandMenus, ...base, session }),
    ...directoryHandlers({ ...options.directory, ...base, session }),
    ...memberProfileHandlers({ ...options.memberProfile, ...base, session }),
  ];
}

/**
 * Default handlers: the `minjun.kim` session and a day not started yet. The commute state is
 * shared by everyone using this array; call `createHandlers()` for a fresh one per story.
 */
export const handlers: HttpHandler[] = createHandlers();
