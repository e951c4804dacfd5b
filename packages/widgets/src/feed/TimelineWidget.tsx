import { useAtomValue } from 'jotai';
import { Portlet, useIntl } from '@maru/ui';
import type { TimelineEvent } from '@maru/api';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { fetchTimeline } from './api';
import { feedCatalogue } from './catalogue';
import { TimelineRow } from './FeedRows';
import { portletFrame, useRowContext, type AuthorPortletProps } from './props';
import { toPortletPage } from './rules';

/**
 * The community timeline (spec 01 §2): new posts and comments on the boards the user reads,
 * newest first, paged by token (the Portlet's token mode: until no new token comes back).
 */
export function TimelineWidget(props: AuthorPortletProps) {
  const { t } = useIntl(feedCatalogue);
  const client = useAtomValue(requiredApiClientAtom);
  const row = useRowContext(props);
  return (
    <Portlet<TimelineEvent>
      title={t('timeline.title')}
      {...portletFrame(props)}
      loadPage={(request, { signal }) => fetchTimeline(client, request, signal).then(toPortletPage)}
      renderItem={(event) => <TimelineRow event={event} {...row} />}
      getItemKey={(event) => event.eventId}
      getItemLabel={(event) => event.postTitle}
      emptyText={t('timeline.empty')}
    />
  );
}
