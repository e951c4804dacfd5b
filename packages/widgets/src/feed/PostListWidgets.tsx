import { useAtomValue } from 'jotai';
import { Portlet, useIntl } from '@maru/ui';
import type { PortletPost } from '@maru/api';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { fetchPostPage } from './api';
import { feedCatalogue } from './catalogue';
import { PostRow } from './FeedRows';
import { portletFrame, useRowContext, type AuthorPortletProps } from './props';
import { toPortletPage } from './rules';

interface PostListPortletProps extends AuthorPortletProps {
  list: 'myInterests' | 'notice';
  titleKey: string;
  emptyKey: string;
}

/** A Portlet over one page-number post list. */
function PostListPortlet({ list, titleKey, emptyKey, ...props }: PostListPortletProps) {
  const { t } = useIntl(feedCatalogue);
  const client = useAtomValue(requiredApiClientAtom);
  const row = useRowContext(props);
  return (
    <Portlet<PortletPost>
      title={t(titleKey)}
      {...portletFrame(props)}
      loadPage={(request, { signal }) =>
        fetchPostPage(client, list, request, signal).then(toPortletPage)
      }
      renderItem={(post) => <PostRow post={post} {...row} />}
      getItemKey={(post) => post.listId}
      getItemLabel={(post) => post.title}
      emptyText={t(emptyKey)}
    />
  );
}

/** Favourite posts (spec 01 §2): the posts the user bookmarked, latest bookmark first. */
export function FavouritePostsWidget(props: AuthorPortletProps) {
  return (
    <PostListPortlet
      {...props}
      list="myInterests"
      titleKey="favourites.title"
      emptyKey="favourites.empty"
    />
  );
}

/** Notices (spec 01 §2): posts flagged as notices on the boards the user reads. */
export function NoticeWidget(props: AuthorPortletProps) {
  return (
    <PostListPortlet {...props} list="notice" titleKey="notice.title" emptyKey="notice.empty" />
  );
}
