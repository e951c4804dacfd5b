import { useCallback, useEffect, useRef, useState } from 'react';
import type { Key, KeyboardEvent, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { isImeComposing } from '../keyboard';
import { Skeleton } from '../Skeleton/Skeleton';
import { Spinner } from '../Spinner/Spinner';
import { focusOutsideFeed } from './feedFocus';
import { feedFocusTarget, isListEndInView } from './portletLayout';
import { FeedArticle, FeedEmpty, FeedFooter, FeedList, FeedSkeletonRow } from './Portlet.styles';
import type { PortletFeed as PortletFeedState } from './usePortletFeed';

function scrollToTop(element: HTMLElement): void {
  element.scrollTop = 0;
}

/** How a portlet draws the items of its feed. */
export interface PortletFeedItemProps<Item> {
  /** Draws one item inside its article. */
  renderItem: (item: Item, index: number) => ReactNode;
  /** A stable key per item; the index by default. */
  getItemKey?: (item: Item, index: number) => Key;
  /** The article's accessible name (a distinguishing label, such as a post's title). */
  getItemLabel?: (item: Item) => string;
}

interface PortletFeedProps<Item> extends PortletFeedItemProps<Item> {
  feed: PortletFeedState<Item>;
  /** Id of the element naming the feed (the portlet's heading). */
  labelledBy: string;
  /** Skeleton rows while the first page loads. */
  skeletonRows: number;
  /** The scrolling body, watched for the end of the list. */
  scroller: HTMLElement | null;
  emptyText: string;
  loadingText: string;
  retryLabel: string;
}

/**
 * The portlet's list as an APG feed: articles with aria-posinset/aria-setsize, aria-busy while
 * pages load, Page Down/Page Up between articles and Ctrl+Home/Ctrl+End out of the feed (all
 * ignored while an IME composition is open),
 * and the next page appended once the end of the list comes into view or gets focus.
 */
export function PortletFeedList<Item>({
  feed,
  renderItem,
  getItemKey = (_item, index) => index,
  getItemLabel,
  labelledBy,
  skeletonRows,
  scroller,
  emptyText,
  loadingText,
  retryLabel,
}: PortletFeedProps<Item>) {
  const listRef = useRef<HTMLDivElement>(null);
  const composing = useRef(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const { status, items, loadingMore, failed, hasMore, setSize, loadMore, retry } = feed;
  const rovingIndex = Math.min(activeIndex, Math.max(items.length - 1, 0));

  // A new list (mount, refresh, tab change) starts at its top.
  useEffect(() => {
    if (status === 'loading' && scroller) scrollToTop(scroller);
  }, [status, scroller]);
  // A short list shows its end at once; a long one when scrolled down (see onScroll below).
  useEffect(() => {
    if (status === 'ready' && hasMore && scroller && isListEndInView(scroller)) loadMore();
  }, [status, hasMore, items.length, scroller, loadMore]);
  useEffect(() => {
    if (!scroller) return undefined;
    const onScroll = () => {
      if (isListEndInView(scroller)) loadMore();
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [scroller, loadMore]);

  const focusArticle = useCallback((index: number) => {
    const articles = listRef.current?.querySelectorAll<HTMLElement>(':scope > article');
    articles?.[index]?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (composing.current || isImeComposing(event)) return;
    if (event.ctrlKey && (event.key === 'Home' || event.key === 'End')) {
      if (focusOutsideFeed(event.currentTarget, event.key === 'Home' ? 'before' : 'after')) {
        event.preventDefault();
      }
      return;
    }
    const article = (event.target as Element).closest<HTMLElement>('article[data-index]');
    if (!article) return;
    const target = feedFocusTarget(event, Number(article.dataset['index']), items.length);
    if (target === null) return;
    event.preventDefault();
    focusArticle(target);
  };

  const onFocusArticle = (index: number) => {
    setActiveIndex(index);
    // Reaching the last article by keyboard is reaching the end of the list.
    if (index === items.length - 1) loadMore();
  };

  if (status === 'loading') {
    return (
      <>
        <VisuallyHidden role="status">{loadingText}</VisuallyHidden>
        <FeedList role="feed" aria-labelledby={labelledBy} aria-busy="true">
          {Array.from({ length: skeletonRows }, (_, index) => (
            <FeedSkeletonRow key={index} aria-hidden="true">
              <Skeleton lines={2} />
            </FeedSkeletonRow>
          ))}
        </FeedList>
      </>
    );
  }

  const quietRetry = failed ? (
    <Button variant="ghost" size="sm" onPress={retry}>
      {retryLabel}
    </Button>
  ) : null;

  if (items.length === 0) {
    return (
      <FeedEmpty>
        <EmptyState size="sm" icon={null} title={emptyText} action={quietRetry} />
      </FeedEmpty>
    );
  }

  return (
    <>
      <FeedList
        ref={listRef}
        role="feed"
        aria-labelledby={labelledBy}
        aria-busy={loadingMore}
        onKeyDown={onKeyDown}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={() => {
          composing.current = false;
        }}
      >
        {items.map((item, index) => (
          <FeedArticle
            key={getItemKey(item, index)}
            data-index={index}
            aria-posinset={index + 1}
            aria-setsize={setSize}
            aria-label={getItemLabel?.(item)}
            tabIndex={index === rovingIndex ? 0 : -1}
            onFocus={() => onFocusArticle(index)}
          >
            {renderItem(item, index)}
          </FeedArticle>
        ))}
      </FeedList>
      {loadingMore ? (
        <FeedFooter>
          <Spinner size="sm" label={loadingText} />
        </FeedFooter>
      ) : null}
      {quietRetry ? <FeedFooter>{quietRetry}</FeedFooter> : null}
    </>
  );
}
