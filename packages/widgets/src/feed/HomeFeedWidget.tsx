import { useAtomValue } from 'jotai';
import { Portlet, useIntl } from '@maru/ui';
import { FEED_TYPES, type FeedItem, type FeedType } from '@maru/api';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { fetchFeedPage } from './api';
import { feedConfigData } from './atoms';
import { feedCatalogue } from './catalogue';
import { FeedEntryRow } from './FeedRows';
import { portletFrame, useRowContext, type AuthorPortletProps } from './props';
import { toPortletPage, visibleFeedTabs } from './rules';

const asFeedType = (key: string | undefined, fallback: FeedType): FeedType =>
  FEED_TYPES.find((type) => type === key) ?? fallback;

/**
 * The home feed (spec 01 §2): tabs from `GET /portal/feed/config` (all, community, approval,
 * kanban, external mail; only those switched on), each a Portlet feed paged by number, or by
 * token for mail. Community entries open the post view; other systems open their own site.
 * An entry's author opens their profile through `onOpenProfile` (spec 01 §3).
 */
export function HomeFeedWidget(props: AuthorPortletProps) {
  const { t } = useIntl(feedCatalogue);
  const client = useAtomValue(requiredApiClientAtom);
  const config = useAtomValue(feedConfigData.view);
  const row = useRowContext(props);
  const title = t('feed.title');

  if (config.status === 'loading' && config.data === undefined) {
    return <Portlet title={title} status="loading" {...portletFrame(props)} />;
  }
  // A failed config has no data: the feed offers its "all" tab.
  const tabs = visibleFeedTabs(config.data ?? null);
  const first = tabs[0];
  if (first === undefined) {
    return (
      <Portlet title={title} status="empty" emptyText={t('feed.empty')} {...portletFrame(props)} />
    );
  }
  return (
    <Portlet<FeedItem>
      // New tabs (another company's config) start a new list.
      key={tabs.join(' ')}
      title={title}
      {...portletFrame(props)}
      {...(tabs.length > 1
        ? { tabs: tabs.map((type) => ({ key: type, label: t(`tab.${type}`) })) }
        : {})}
      loadPage={({ page, size, token, tab }, { signal }) =>
        fetchFeedPage(
          client,
          asFeedType(tab, first),
          { page, size, ...(token === undefined ? {} : { token }) },
          signal,
        ).then(toPortletPage)
      }
      renderItem={(item) => <FeedEntryRow item={item} {...row} />}
      getItemKey={(item) => item.feedId}
      getItemLabel={(item) => item.title}
      emptyText={t('feed.empty')}
    />
  );
}
