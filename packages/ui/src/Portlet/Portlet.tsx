import { useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useId } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../Button/Button';
import { useIntl } from '../intl/useIntl';
import { Tabs } from '../Tabs/Tabs';
import { portletCatalogue } from './catalogue';
import { RefreshIcon } from '../icons';
import {
  PortletActions,
  PortletBody,
  PortletHeader,
  PortletSection,
  PortletState,
  PortletTabs,
  PortletTitle,
} from './Portlet.styles';
import { PortletFeedList } from './PortletFeed';
import type { PortletFeedItemProps } from './PortletFeed';
import { PORTLET_HEIGHT, PORTLET_MAX_ROWS, portletBodyHeight } from './portletLayout';
import { usePortletFeed } from './usePortletFeed';
import { useRetryFocus } from './useRetryFocus';
import type { LoadPortletPage } from './usePortletFeed';

export type PortletStatus = 'ready' | 'loading' | 'error' | 'empty';
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** One tab of the portlet's header (the list below shows the selected tab's items). */
export interface PortletTab {
  key: string;
  label: ReactNode;
  /** Accessible name and type-ahead text when `label` is not plain text. */
  textValue?: string;
}

/** What every portlet takes: the header, tabs, size and texts. */
export interface PortletCommonProps {
  /** The heading; it also names the section landmark and the feed. */
  title: ReactNode;
  /** Heading level within the page outline; 2 by default. */
  headingLevel?: HeadingLevel;
  /** Controls in the header, before the refresh button. */
  actions?: ReactNode;
  /** Header tabs; with `loadPage` the selected tab's key is passed to it. */
  tabs?: readonly PortletTab[];
  /** The selected tab (controlled). */
  selectedTab?: string;
  /** The initially selected tab (uncontrolled); the first tab by default. */
  defaultSelectedTab?: string;
  /** Called with the newly selected tab's key. */
  onTabChange?: (key: string) => void;
  /** Shows the refresh button (always shown with `loadPage`) and is called when pressed. */
  onRefresh?: () => void;
  /**
   * The card's height in px: the body scrolls within it, less 50 px for the header and 50 for
   * tabs (spec 01 §9). 280 by default with `loadPage`; otherwise the card fits its content.
   */
  height?: number;
  /** Overrides the built-in texts. */
  loadingText?: string;
  emptyText?: string;
  retryLabel?: string;
  refreshLabel?: string;
  className?: string;
}

/**
 * A list portlet: `loadPage` makes it connected (spec 01 §4) and its body an APG feed. It
 * loads page 1 on mount, on refresh and on a tab change, appends the next page at the end of
 * the list, and swallows errors into the empty state with a quiet retry. A list cannot draw
 * its items without `renderItem`, so the two come together.
 */
export interface PortletListProps<Item> extends PortletCommonProps, PortletFeedItemProps<Item> {
  /** Loads one page of the list. */
  loadPage: LoadPortletPage<Item>;
  /** Rows per page, and skeleton rows while loading; 5 by default (spec 01 §9). */
  maxRows?: number;
  /** A list's states come from its pages; these belong to cards. */
  status?: never;
  onRetry?: never;
  errorText?: never;
  children?: never;
}

/** A card that is not a list: its children, or the state it sets through `status`. */
export interface PortletCardProps extends PortletCommonProps {
  loadPage?: undefined;
  /** Which body is shown; the children only when `ready` (default). */
  status?: PortletStatus;
  /** The error state's retry handler; without it no button is shown. */
  onRetry?: () => void;
  errorText?: string;
  /** The body. */
  children?: ReactNode;
  /** Items, pages and rows belong to list portlets (`loadPage`). */
  renderItem?: never;
  getItemKey?: never;
  getItemLabel?: never;
  maxRows?: never;
}

/**
 * A list portlet (with `loadPage` and `renderItem`) or a card (with children and a status):
 * `renderItem` is required exactly when `loadPage` is given.
 */
export type PortletProps<Item = unknown> = PortletListProps<Item> | PortletCardProps;

/**
 * A titled card of the home page. Given `loadPage` it is a list portlet whose body is an APG
 * feed; otherwise it shows its children or a loading, error or empty state.
 */
export function Portlet<Item = unknown>(props: PortletProps<Item>) {
  const {
    title,
    headingLevel = 2,
    actions,
    tabs,
    selectedTab,
    defaultSelectedTab,
    onTabChange,
    onRefresh,
    height,
    loadingText,
    emptyText,
    retryLabel,
    refreshLabel,
    className,
  } = props;
  const { t } = useIntl(portletCatalogue);
  const headingId = useId();
  const hasTabs = tabs !== undefined && tabs.length > 0;
  const [tab, setTab] = useControlledState<string>(
    selectedTab,
    defaultSelectedTab ?? tabs?.[0]?.key ?? '',
  );
  const maxRows = props.maxRows ?? PORTLET_MAX_ROWS;
  const feed = usePortletFeed({
    loadPage: props.loadPage,
    tab: hasTabs ? tab : undefined,
    pageSize: maxRows,
  });
  // The scrolling body is state, not a ref, so the feed's scroll listener follows remounts.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);

  const isFeed = props.loadPage !== undefined;
  const status = isFeed ? feed.status : (props.status ?? 'ready');
  const cardHeight = height ?? (isFeed ? PORTLET_HEIGHT : undefined);
  const bodyStyle =
    cardHeight === undefined
      ? undefined
      : ({
          '--maru-portlet-body-height': `${portletBodyHeight(cardHeight, hasTabs)}px`,
        } as CSSProperties);
  const busy = status === 'loading';
  const cardRef = useRef<HTMLElement>(null);
  const onRetry = useRetryFocus(cardRef, status, isFeed ? undefined : props.onRetry);
  const showRefresh = isFeed || onRefresh !== undefined;

  const body = (
    <PortletBody
      ref={setScroller}
      style={bodyStyle}
      data-fixed-height={cardHeight === undefined ? undefined : ''}
      data-feed={isFeed ? '' : undefined}
      data-status={status}
    >
      {props.loadPage !== undefined ? (
        <PortletFeedList
          feed={feed}
          renderItem={props.renderItem}
          {...(props.getItemKey ? { getItemKey: props.getItemKey } : {})}
          {...(props.getItemLabel ? { getItemLabel: props.getItemLabel } : {})}
          labelledBy={headingId}
          skeletonRows={maxRows}
          scroller={scroller}
          emptyText={emptyText ?? t('empty')}
          loadingText={loadingText ?? t('loading')}
          retryLabel={retryLabel ?? t('retry')}
        />
      ) : (
        <StaticBody
          status={props.status ?? 'ready'}
          onRetry={onRetry}
          loadingText={loadingText ?? t('loading')}
          errorText={props.errorText ?? t('error')}
          emptyText={emptyText ?? t('empty')}
          retryLabel={retryLabel ?? t('retry')}
        >
          {props.children}
        </StaticBody>
      )}
    </PortletBody>
  );

  return (
    <PortletSection
      ref={cardRef}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      data-status={status}
      className={className}
    >
      <PortletHeader>
        <PortletTitle as={`h${headingLevel}`} id={headingId}>
          {title}
        </PortletTitle>
        {actions || showRefresh ? (
          <PortletActions>
            {actions}
            {showRefresh ? (
              <Button
                variant="ghost"
                size="sm"
                icon={<RefreshIcon />}
                aria-label={refreshLabel ?? t('refresh')}
                onPress={() => {
                  onRefresh?.();
                  feed.refresh();
                }}
              />
            ) : null}
          </PortletActions>
        ) : null}
      </PortletHeader>
      {hasTabs ? (
        <PortletTabs>
          <Tabs
            aria-labelledby={headingId}
            items={tabs.map((item) => ({ ...item, content: body }))}
            selectedKey={tab}
            onSelectionChange={(key) => {
              setTab(key);
              onTabChange?.(key);
            }}
          />
        </PortletTabs>
      ) : (
        body
      )}
    </PortletSection>
  );
}

interface StaticBodyProps {
  status: PortletStatus;
  onRetry: (() => void) | undefined;
  loadingText: string;
  errorText: string;
  emptyText: string;
  retryLabel: string;
  children: ReactNode;
}

/** The body of a portlet that is not a list: its children or one of the states. */
function StaticBody({
  status,
  onRetry,
  loadingText,
  errorText,
  emptyText,
  retryLabel,
  children,
}: StaticBodyProps) {
  if (status === 'ready') return <>{children}</>;
  if (status === 'loading') {
    return (
      <PortletState data-status="loading" role="status">
        {loadingText}
      </PortletState>
    );
  }
  if (status === 'empty') return <PortletState data-status="empty">{emptyText}</PortletState>;
  return (
    <PortletState data-status="error">
      <span>{errorText}</span>
      {onRetry ? (
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </PortletState>
  );
}
