import { areaRoutes } from '../areaRoutes';

/**
 * Community (spec 01 §2, spec 02 §2), in the fixed-aside layout with the community side menu.
 * `/community`, notifications and the activity lists are base lists every employee has (no
 * access check); boards and posts are server menus, checked by their menu id.
 *
 * The spec's `{mode}` segment is spelt out as its two values, so an unknown mode is not found
 * and the title says whether the user writes or edits. A draft (enabledFlag 9) reopens in
 * insert mode with its list id (spec 02 §2). The static `conference` segment outranks
 * `:menuId`, so `/community/board/conference/12` is the conference list of menu 12.
 */
export const communityRoutes = areaRoutes(
  () => import('./CommunityPages'),
  { layout: 'fixed-aside', menuArea: 'community', accessCheck: 'menuId' },
  [
    {
      path: '/community',
      name: 'Community',
      titleKey: 'title.community',
      page: 'CommunityPage',
      accessCheck: 'skip',
    },
    {
      path: '/community/notification',
      titleKey: 'title.notification',
      page: 'NotificationPage',
      accessCheck: 'skip',
    },
    {
      path: '/community/activity/myArticle',
      titleKey: 'title.myArticle',
      page: 'MyArticlePage',
      accessCheck: 'skip',
    },
    {
      path: '/community/activity/myInterests',
      titleKey: 'title.myInterests',
      page: 'MyInterestsPage',
      accessCheck: 'skip',
    },
    {
      path: '/community/activity/myDraft',
      titleKey: 'title.myDraft',
      page: 'MyDraftPage',
      accessCheck: 'skip',
    },
    { path: '/community/board/:menuId', titleKey: 'title.board', page: 'BoardListPage' },
    {
      path: '/community/board/conference/:menuId',
      titleKey: 'title.conferenceBoard',
      page: 'ConferenceBoardListPage',
    },
    {
      path: '/community/board/:menuId/view/:listId',
      titleKey: 'title.postView',
      page: 'PostViewPage',
    },
    {
      path: '/community/board/:menuId/insert',
      titleKey: 'title.postInsert',
      page: 'PostInsertPage',
    },
    {
      path: '/community/board/:menuId/insert/:listId',
      titleKey: 'title.postInsert',
      page: 'PostInsertPage',
    },
    {
      path: '/community/board/:menuId/update/:listId',
      titleKey: 'title.postUpdate',
      page: 'PostUpdatePage',
    },
  ],
);
