import type { HTMLAttributes, Ref } from 'react';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';
import { SafeHtmlContainer } from './SafeHtml.styles';

type DivProps = Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML' | 'contentEditable'
>;

export interface SafeHtmlProps extends DivProps {
  /** HTML from the server (a notice, a post, a mail body). It is sanitised before rendering. */
  html: string;
  /**
   * Hostnames whose video players may be embedded (exact match, https only); by default
   * `www.youtube.com` and `player.vimeo.com`.
   */
  videoHosts?: readonly string[];
  /** Ref to the container `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Renders server HTML through `sanitizeHtml` into a `<div>`: a fixed allow-list of tags and
 * attributes, http/https/ftp/mailto URLs only, iframes only from the video hosts, and every
 * link opening in a new tab with `noopener noreferrer`.
 */
export function SafeHtml({ html, videoHosts, ref, ...rest }: SafeHtmlProps) {
  // The hosts list is compared by value so an inline array does not re-sanitise every render.
  const hostsKey = videoHosts?.join('\n');
  const sanitized = useMemo(
    () => sanitizeHtml(html, hostsKey === undefined ? {} : { videoHosts: hostsKey.split('\n') }),
    [html, hostsKey],
  );
  return (
    <SafeHtmlContainer
      {...rest}
      ref={ref}
      data-safe-html=""
      // The only string ever given to innerHTML is the sanitiser's output.
      dangerouslySetInnerHTML={{ __html: sanitized }}
    />
  );
}
