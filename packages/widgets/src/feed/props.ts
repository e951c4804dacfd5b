import { useState } from 'react';
import type { HeadingLevel } from '@maru/ui';
import type { RowContext } from './FeedRows';

/** What every home feed portlet takes from its host. */
export interface FeedPortletProps {
  /**
   * In-app navigation: called with an internal path (a post's view route, `/404`, a draft's
   * editor) on a plain click. Without it links navigate the page; external links always open
   * a new tab with `noopener noreferrer`.
   */
  onNavigate?: (path: string) => void;
  /** The time list dates are read against (stories, screenshots); the mount time by default. */
  now?: Date;
  /** Heading level of the portlet title; 2 by default. */
  headingLevel?: HeadingLevel;
  /** Card height in px; the Portlet's 280 by default (spec 01 §9). */
  height?: number;
  className?: string;
}

/** A feed portlet whose rows name their authors by member id. */
export interface AuthorPortletProps extends FeedPortletProps {
  /**
   * A post's, an event's or a feed entry's author was chosen: the host opens their profile
   * dialog (spec 01 §3). Without it the author's name is plain text.
   */
  onOpenProfile?: (userId: string) => void;
}

/** The clock of a list: the host's `now`, else the time the list was mounted (dates don't tick). */
export function useListClock(now: Date | undefined): Date {
  const [mounted] = useState(() => new Date());
  return now ?? mounted;
}

/** What the rows of an author portlet take from its props: clock, navigation, profiles. */
export function useRowContext({ now, onNavigate, onOpenProfile }: AuthorPortletProps): RowContext {
  return { now: useListClock(now), onNavigate, onOpenProfile };
}

/** The Portlet props every feed portlet passes through unchanged. */
export function portletFrame({ headingLevel, height, className }: FeedPortletProps) {
  return {
    ...(headingLevel === undefined ? {} : { headingLevel }),
    ...(height === undefined ? {} : { height }),
    ...(className === undefined ? {} : { className }),
  };
}
