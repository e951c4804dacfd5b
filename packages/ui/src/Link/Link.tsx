import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useIntl } from '../intl/useIntl';
import { linkCatalogue } from './catalogue';
import { VisuallyHidden } from '../VisuallyHidden';
import { ExternalGlyph, StyledLink, UnresolvedText } from './Link.styles';
import { resolveHref } from './resolveHref';

/** Plain anchor attributes; `href`, `target` and `rel` are decided by the resolver. */
type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'>;

export interface LinkProps extends AnchorProps {
  /**
   * The URL, usually from data. Passed through `resolveHref`: internal paths and http(s) URLs
   * become a link; anything else (`javascript:`, `data:`, malformed…) renders the children as
   * plain text.
   */
  href: string | null | undefined;
  /** The link text. */
  children: ReactNode;
  /** The origin internal paths belong to; the page's origin by default (tests inject it). */
  origin?: string;
  /** `subtle` draws the link in secondary text colour (breadcrumbs, footers); `default` otherwise. */
  tone?: 'default' | 'subtle';
  /** Overrides the built-in "opens in a new tab" hint read after an external link's name. */
  newTabHint?: string;
  /**
   * Client-side navigation for internal links: called instead of a full page load on a plain
   * click (no modifier key, main button). Ctrl/⌘/Shift/middle clicks keep the browser's behaviour.
   */
  onNavigate?: (href: string) => void;
  /** Ref to the `<a>` (absent when the URL did not resolve). */
  ref?: Ref<HTMLAnchorElement>;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link whose URL goes through `resolveHref`: it never renders a dangerous `href`. External
 * links open in a new tab with `rel="noopener noreferrer"` and say so to screen readers.
 */
export function Link({
  href,
  children,
  origin,
  tone = 'default',
  newTabHint,
  onNavigate,
  onClick,
  ref,
  ...rest
}: LinkProps) {
  const { t } = useIntl(linkCatalogue);
  const resolved = resolveHref(href, origin === undefined ? {} : { origin });
  if (!resolved) {
    return (
      <UnresolvedText className={rest.className} data-unresolved="">
        {children}
      </UnresolvedText>
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The consumer's handler runs first and may cancel the navigation.
    onClick?.(event);
    if (event.defaultPrevented || resolved.external || !onNavigate) return;
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(resolved.href);
  };
  return (
    <StyledLink
      {...rest}
      ref={ref}
      href={resolved.href}
      data-tone={tone}
      data-external={resolved.external || undefined}
      onClick={handleClick}
      {...(resolved.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {resolved.external ? (
        <>
          <ExternalGlyph viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path
              d="M5 2H2v8h8V7M7 2h3v3M10 2 5.5 6.5"
              stroke="currentColor"
              strokeWidth="1.4"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </ExternalGlyph>
          <VisuallyHidden> {newTabHint ?? t('opensInNewTab')}</VisuallyHidden>
        </>
      ) : null}
    </StyledLink>
  );
}
