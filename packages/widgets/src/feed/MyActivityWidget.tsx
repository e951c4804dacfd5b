import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Portlet, useIntl } from '@maru/ui';
import type { PortletComment, PortletPost } from '@maru/api';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { fetchMyComments, fetchPostPage } from './api';
import { feedCatalogue } from './catalogue';
import { CommentRow, PostRow } from './FeedRows';
import { portletFrame, useRowContext, type AuthorPortletProps } from './props';
import { toPortletPage } from './rules';

/** The two lists of the "my writing / comments" portlet. */
export type MyActivityTab = 'articles' | 'comments';

type ActivityItem =
  { kind: 'article'; post: PortletPost } | { kind: 'comment'; comment: PortletComment };

/**
 * My writing and my comments (spec 01 §2 home portlets): two tabs, 5 rows a page, the next
 * page appended at the end of the list. Drafts lead back to the editor.
 */
export function MyActivityWidget(props: AuthorPortletProps) {
  const { t } = useIntl(feedCatalogue);
  const client = useAtomValue(requiredApiClientAtom);
  const row = useRowContext(props);
  const [tab, setTab] = useState<MyActivityTab>('articles');

  return (
    <Portlet<ActivityItem>
      title={t('myActivity.title')}
      {...portletFrame(props)}
      tabs={[
        { key: 'articles', label: t('myActivity.tab.articles') },
        { key: 'comments', label: t('myActivity.tab.comments') },
      ]}
      selectedTab={tab}
      onTabChange={(key) => setTab(key === 'comments' ? 'comments' : 'articles')}
      loadPage={async (request, { signal }) => {
        if (request.tab === 'comments') {
          const page = await fetchMyComments(client, request, signal);
          return toPortletPage({
            ...page,
            list: page.list.map((comment): ActivityItem => ({ kind: 'comment', comment })),
          });
        }
        const page = await fetchPostPage(client, 'myArticle', request, signal);
        return toPortletPage({
          ...page,
          list: page.list.map((post): ActivityItem => ({ kind: 'article', post })),
        });
      }}
      renderItem={(item) =>
        item.kind === 'article' ? (
          <PostRow post={item.post} {...row} />
        ) : (
          <CommentRow comment={item.comment} {...row} />
        )
      }
      getItemKey={(item) =>
        item.kind === 'article' ? `post-${item.post.listId}` : `comment-${item.comment.commentId}`
      }
      getItemLabel={(item) => (item.kind === 'article' ? item.post.title : item.comment.content)}
      emptyText={t(tab === 'comments' ? 'myActivity.emptyComments' : 'myActivity.emptyArticles')}
    />
  );
}
