import { useLayoutEffect, useRef } from 'react';
import type { HTMLAttributes, ReactNode, Ref, RefObject } from 'react';
import { useObjectRef } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { Button } from '../Button/Button';
import { InfoIcon, WarningIcon } from '../icons';
import { useIntl } from '../intl/useIntl';
import { bannerCatalogue } from './catalogue';
import { findFocusAfterClose, focusTarget } from './focusAfterClose';
import {
  BannerActions,
  BannerBody,
  BannerClose,
  BannerIcon,
  BannerMessage,
  BannerRoot,
  CloseGlyph,
} from './Banner.styles';

export type BannerTone = 'info' | 'warning';

type DivProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'title' | 'role'>;

export interface BannerProps extends DivProps {
  /** The message. */
  children: ReactNode;
  /** `info` (default) or `warning`: colours, icon and the region's default name. */
  tone?: BannerTone;
  /** Links or buttons shown after the message. */
  actions?: ReactNode;
  /** Shows the close button; true by default. */
  closable?: boolean;
  /** Controlled visibility; leave undefined for the banner to hide itself when closed. */
  open?: boolean;
  /** Initial visibility when uncontrolled; true by default. */
  defaultOpen?: boolean;
  /** Called with the new visibility (controlled and uncontrolled). */
  onOpenChange?: (open: boolean) => void;
  /** Called when the person closes the banner. */
  onClose?: () => void;
  /**
   * Where focus goes when the banner disappears while it holds focus (e.g. closed with its
   * button). Without it, focus moves to the next tabbable element after the banner, else the
   * `main` landmark, else the last tabbable element before it — never to the document.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Names the banner's region landmark; the tone's name ("안내", "주의") by default. */
  label?: string;
  /** Overrides the close button's accessible name. */
  closeLabel?: string;
  /** Ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

// The shape takes the tone's colour (currentColor); the mark inside is cut out in the banner's
// background colour by BannerIcon's styles (`data-mark`), so both follow the theme.
function ToneIcon({ tone }: { tone: BannerTone }) {
  return tone === 'warning' ? <WarningIcon /> : <InfoIcon />;
}

/**
 * Moves focus on when the banner leaves the document while holding focus (closed, or unmounted
 * by its owner), so it never drops to the document (WCAG 2.4.3). Used by the component that
 * owns the banner's root element: its layout-effect cleanup runs before React removes that
 * element, so the banner's position can still pick the next element. A banner closed from
 * elsewhere while focus is not in it does not move focus.
 */
function useReturnFocusOnClose(
  root: RefObject<HTMLElement | null>,
  returnFocusRef: RefObject<HTMLElement | null> | undefined,
): void {
  const target = useRef(returnFocusRef);
  useLayoutEffect(() => {
    target.current = returnFocusRef;
  }, [returnFocusRef]);
  useLayoutEffect(() => {
    const banner = root.current;
    return () => {
      if (!banner?.contains(banner.ownerDocument.activeElement)) return;
      const chosen = target.current?.current;
      const next = chosen?.isConnected ? chosen : findFocusAfterClose(banner);
      if (next) focusTarget(next);
    };
  }, [root]);
}

type OpenBannerProps = Omit<BannerProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'onClose'> & {
  tone: BannerTone;
  closable: boolean;
  onClose: () => void;
};

/** The banner while it is shown; mounted and unmounted as it opens and closes. */
function OpenBanner({
  children,
  tone,
  actions,
  closable,
  onClose,
  label,
  closeLabel,
  returnFocusRef,
  ref,
  ...rest
}: OpenBannerProps) {
  const { t } = useIntl(bannerCatalogue);
  const root = useObjectRef(ref);
  useReturnFocusOnClose(root, returnFocusRef);
  return (
    <BannerRoot
      {...rest}
      ref={root}
      role="region"
      aria-label={label ?? t(tone)}
      data-tone={tone}
      data-state="open"
    >
      <BannerIcon>
        <ToneIcon tone={tone} />
      </BannerIcon>
      <BannerBody>
        <BannerMessage>{children}</BannerMessage>
        {actions ? <BannerActions>{actions}</BannerActions> : null}
      </BannerBody>
      {closable ? (
        <BannerClose>
          <Button
            variant="ghost"
            size="sm"
            aria-label={closeLabel ?? t('close')}
            onPress={onClose}
            icon={<CloseGlyph viewBoxSize={14} inset={3} noFill={false} />}
          />
        </BannerClose>
      ) : null}
    </BannerRoot>
  );
}

/**
 * A page-level message above the content (a free trial ending, a maintenance window). It is a
 * named region, not a live region: it is part of the page, not a status change. Closable with
 * a labelled button; controlled (`open`) or uncontrolled (`defaultOpen`). When it closes while
 * holding focus, focus moves on (`returnFocusRef`, the next element, or `main`), not to the page.
 */
export function Banner({
  tone = 'info',
  closable = true,
  open,
  defaultOpen = true,
  onOpenChange,
  onClose,
  ...rest
}: BannerProps) {
  const state = useOverlayTriggerState({
    defaultOpen,
    onOpenChange: (next) => {
      onOpenChange?.(next);
      if (!next) onClose?.();
    },
    ...(open === undefined ? {} : { isOpen: open }),
  });
  if (!state.isOpen) return null;
  return <OpenBanner {...rest} tone={tone} closable={closable} onClose={state.close} />;
}
