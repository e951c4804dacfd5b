import {
  feedConfig,
  feedList,
  myArticlePortlet,
  myCommentPortlet,
  myInterestsPortlet,
  noticePortlet,
  timelinePortlet,
  type ApiClient,
  type FeedConfigItem,
  type FeedPage,
  type FeedType,
  type PortletCommentPage,
  type PortletPostPage,
  type TimelinePage,
} from '@maru/api';

/** What a Portlet asks for: a 1-based page, its size, and the token of token lists. */
export interface ListRequest {
  page: number;
  size: number;
  token?: string;
}

/** GET /portal/feed/config: the feed tabs of the user's current company. */
export function fetchFeedConfig(client: ApiClient, signal: AbortSignal): Promise<FeedConfigItem[]> {
  return client.call(feedConfig, { signal });
}

/** GET /portal/feed/list: one page of a feed tab (mail by token, the others by number). */
export function fetchFeedPage(
  client: ApiClient,
  feedType: FeedType,
  request: ListRequest,
  signal: AbortSignal,
): Promise<FeedPage> {
  const { page, size, token } = request;
  return client.call(feedList, {
    query: { feedType, page, limit: size, ...(token === undefined ? {} : { token }) },
    signal,
  });
}

type PostList = 'myArticle' | 'myInterests' | 'notice';
const POST_LISTS = {
  myArticle: myArticlePortlet,
  myInterests: myInterestsPortlet,
  notice: noticePortlet,
} as const;

/** One page of a post portlet: my writing, favourite posts or notices. */
export function fetchPostPage(
  client: ApiClient,
  list: PostList,
  request: ListRequest,
  signal: AbortSignal,
): Promise<PortletPostPage> {
  return client.call(POST_LISTS[list], {
    query: { page: request.page, limit: request.size },
    signal,
  });
}

/** GET /portal/portlet/myComment: one page of my comments. */
export function fetchMyComments(
  client: ApiClient,
  request: ListRequest,
  signal: AbortSignal,
): Promise<PortletCommentPage> {
  return client.call(myCommentPortlet, {
    query: { page: request.page, limit: request.size },
    signal,
  });
}

/** GET /portal/portlet/timeline: one token page of the community timeline. */
export function fetchTimeline(
  client: ApiClient,
  request: ListRequest,
  signal: AbortSignal,
): Promise<TimelinePage> {
  const { size, token } = request;
  return client.call(timelinePortlet, {
    query: { limit: size, ...(token === undefined ? {} : { token }) },
    signal,
  });
}
