/*
 * One valid request per contract endpoint, as minjun.kim (U0001, plain employee of ST100) may
 * send it: the base the contract fuzz test (contractFuzz.test.ts) breaks field by field. Every
 * endpoint of `@maru/api` needs an entry; the test fails for a new endpoint without one. Values
 * are the text a URL carries (params, query) or the JSON a body carries.
 */

/** A request's inputs before encoding. */
export interface ExampleInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** What the fuzz test learns from the seeded database before it starts. */
export interface FuzzContext {
  /** minjun's favourites as the save calls take them. */
  favourites: { menuId: number; shortcutLinkFlag: 0 | 1; sortNo: number }[];
  /** The notice ids the notice checks answered (0 when there is none). */
  holidayNoticeId: number;
  unusedLeaveNoticeId: number;
  labourRefusalNoticeId: number;
}

export interface Example {
  input: ExampleInput | ((context: FuzzContext) => ExampleInput);
  /** Call without the session cookie (sign-out would end the session the others use). */
  signedOut?: boolean;
}

const leave = {
  offset: 540,
  type: '1',
  division: '01',
  latitude: 37.5665,
  longitude: 126.978,
  timestamp: 1_795_392_000,
  platform: '02',
  remark: '',
};

const postFilters = {
  keyword: '연말정산',
  period: 'custom',
  startYmd: '2026-01-01',
  endYmd: '2026-12-31',
  searchTargets: 'all',
  contentEmbedType: 'all',
  attachFileType: 'all',
};

/** Keyed by `METHOD path`, exactly as the contract spells the path. */
export const FUZZ_EXAMPLES: Readonly<Record<string, Example>> = {
  // shell and session
  'GET /cloud/info/': { input: {} },
  'GET /cloud/logo': { input: {} },
  'GET /gw/common/gw/user/myProfile': { input: {} },
  'GET /hr/common/check/auth': { input: {} },
  'GET /ea/common/check/finance': { input: {} },
  'GET /ga/privileged': { input: {} },
  'GET /gw/common/org/userstudios': { input: {} },
  'PUT /gw/common/org/current': { input: { query: { orgId: 'ST100' } } },
  'GET /gw/common/top/menus': { input: {} },
  'GET /common/menus/:menuKey/childrenTree/lang': { input: { params: { menuKey: '1' } } },
  'GET /gw/common/menu/:menuId/events': {
    input: { params: { menuId: '10' }, query: { checkEvent: 'R' } },
  },
  'GET /gw/common/menu/events/url': { input: { query: { url: '/community/board/10' } } },
  'POST /common/menus/access': {
    input: { body: { system: 'GW', menuPath: '/community/board/10' } },
  },
  'GET /notification/msg/unreadCount': { input: { query: { system: 'GW' } } },
  'POST /auth/signin': { input: { body: { loginId: 'dual', password: 'maru1234!' } } },
  'POST /auth/signout': { input: {}, signedOut: true },
  // commute
  'GET /hr/commute/status': { input: { query: { offset: '540' } } },
  'POST /hr/commute/action': { input: { body: leave } },
  'GET /hr/commute/settings': { input: { query: { ymd: '2026-11-23' } } },
  'GET /hr/commute/hours': { input: { query: { flexibleWorkUseFlag: 'N', offset: '540' } } },
  'GET /hr/worktime/current-period-info': { input: { query: { offset: '540' } } },
  'GET /hr/commute/currentDate': { input: { query: { offset: '540' } } },
  'GET /timestamp': { input: {} },
  'GET /hr/commute/extendedWorkCheck/widget': {
    input: { query: { userId: 'U0001', offset: '540' } },
  },
  'GET /hr/commute/previous-day': { input: { query: { offset: '540' } } },
  // home widgets
  'GET /portal/feed/config': { input: {} },
  'GET /portal/feed/list': {
    input: { query: { feedType: 'ALL', page: '1', limit: '5' } },
  },
  'GET /portal/portlet/myArticle': { input: { query: { page: '1', limit: '5' } } },
  'GET /portal/portlet/myComment': { input: { query: { page: '1', limit: '5' } } },
  'GET /portal/portlet/myInterests': { input: { query: { page: '1', limit: '5' } } },
  'GET /portal/portlet/notice': { input: { query: { page: '1', limit: '5' } } },
  'GET /portal/portlet/timeline': { input: { query: { limit: '5' } } },
  'GET /org/studio/home': { input: { query: { studioDlId: 'ST100' } } },
  'GET /ess/absentee': { input: { query: { offset: '540' } } },
  'GET /hr/ess/employeeinfo/news': { input: { query: { page: '1', limit: '9999' } } },
  'GET /provider/event/monthly': { input: { query: { month: '2026-11', offset: '540' } } },
  // notices
  'GET /hr/ess/leave/annual/fore/detail/is-holiday': { input: {} },
  'PUT /hr/ess/hr/leave/annual/fore/detail': {
    input: (context) => ({ body: { noticeId: context.holidayNoticeId, noticeYn: 'Y' } }),
  },
  'GET /hr/ess/unused/leave/checkPop': { input: {} },
  'PUT /hr/ess/unused/leave/checkPop/save': {
    input: (context) => ({ body: { noticeId: context.unusedLeaveNoticeId } }),
  },
  'GET /hr/ess/unused/leave/refusePop': { input: {} },
  'PUT /hr/ess/unused/leave/refusePop/save': {
    input: (context) => ({ body: { noticeId: context.labourRefusalNoticeId, confirmYn: 'Y' } }),
  },
  // favourites and the command palette
  'GET /gw/common/home/menus': { input: {} },
  'GET /portal/menu/fovorite': { input: {} },
  'POST /portal/menu/fovorite': {
    input: (context) => ({ body: context.favourites.map(({ menuId }) => ({ menuId })) }),
  },
  'PUT /portal/menu/fovorite/order': { input: (context) => ({ body: context.favourites }) },
  'GET /common/menus/all': { input: {} },
  'GET /common/menus/favorite': { input: {} },
  'PUT /common/menus/favorite': {
    input: { body: { system: 'GW', menuPath: '/community/board/10', enabledFlag: 1 } },
  },
  'DELETE /common/menus/access/reset': {
    input: { body: { system: 'GW', menuPath: '/community/board/10' } },
  },
  // people
  'GET /user/userProfile/:userId': { input: { params: { userId: 'U0002' } } },
  'GET /user/myLocationInfo': { input: { query: { userId: 'U0002' } } },
  'GET /hr/commute/currentStatus/:userId': {
    input: { params: { userId: 'U0002' }, query: { offset: '540' } },
  },
  'GET /user/myIntroduction': { input: { query: { userId: 'U0002' } } },
  'GET /fnd/:userId/members': { input: { params: { userId: 'U0002' } } },
  'GET /common/lookup-values/codes': {
    input: { query: { lookupType: 'DTM_TYPE_CD', systemCode: 'HR' } },
  },
  'GET /gw/common/org/child': { input: { query: { orgId: 'D1000', memberIncluedYn: 'Y' } } },
  'GET /gw/common/org/union/child': { input: { query: { memberIncluedYn: 'N' } } },
  'GET /gw/common/union/orguser/find': { input: { query: { searchWord: '김' } } },
  'GET /user/lookupValue': { input: { query: { typeNumber: '1' } } },
  'GET /user/userPageFind': {
    input: {
      query: {
        userName: '김',
        dutyCode: '',
        email: 'maru',
        jobGroupCode: '',
        phoneNumber: '010',
        dlId: 'D1000',
        pageNumber: '1',
        limitNumber: '20',
      },
    },
  },
  // search
  'GET /es/unified/search': { input: { query: { searchText: '김민준', size: '5' } } },
  'GET /es/search/users': {
    input: { query: { keyword: '김', userMenuSelectKey: 'D1000', page: '1', limit: '10' } },
  },
  'GET /es/search/users/counts': { input: { query: { keyword: '김' } } },
  'GET /es/search/posts': {
    input: {
      query: { ...postFilters, sort: 'date', menuIdField: '10', page: '1', limit: '10' },
    },
  },
  'GET /es/search/posts/counts': { input: { query: postFilters } },
  'GET /es/search/menus': { input: { query: { keyword: '게시판', page: '1', limit: '10' } } },
};
