import { placeholderPage } from '../PlaceholderPage';

/*
 * Community pages (spec 01 §2, spec 02 §2). Boards, posts and the activity lists come in later
 * issues; until then each route says so instead of showing made-up content. `/community` is
 * also where the 403/410 policy sends users, so it must exist before its boards.
 */
export const CommunityPage = placeholderPage('title.community');
export const NotificationPage = placeholderPage('title.notification');
export const MyArticlePage = placeholderPage('title.myArticle');
export const MyInterestsPage = placeholderPage('title.myInterests');
export const MyDraftPage = placeholderPage('title.myDraft');
export const BoardListPage = placeholderPage('title.board');
export const ConferenceBoardListPage = placeholderPage('title.conferenceBoard');
export const PostViewPage = placeholderPage('title.postView');
export const PostInsertPage = placeholderPage('title.postInsert');
export const PostUpdatePage = placeholderPage('title.postUpdate');
