import { useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Overlay, usePopover } from 'react-aria';
import type { Placement, PlacementAxis, PopoverAria } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { useLocale } from '../intl/LocaleContext';
import { SurfaceBox, SurfaceUnderlay } from './PopoverSurface.styles';

/** What a function child of `PopoverSurface` receives, to draw an arrow. */
export interface PopoverSurfaceRenderProps {
  /** Position props for the element passed as `arrowRef`. */
  arrowProps: PopoverAria['arrowProps'];
  /** The side actually used after flipping, or null before the first layout. */
  placement: PlacementAxis | null;
}

export interface PopoverSurfaceProps {
  /** Open state of the overlay; `close` is called on Esc and on a press outside. */
  state: OverlayTriggerState;
  /** The element the surface is placed against (and focus returns to on close). */
  triggerRef: RefObject<Element | null>;
  /** Preferred side and alignment; flips to the other side when there is no room. */
  placement?: Placement;
  /** Gap to the trigger along the main axis, in px. */
  offset?: number;
  /** Shift along the cross axis, in px. */
  crossOffset?: number;
  /** Minimum distance kept from the viewport edge when shifting, in px. */
  containerPadding?: number;
  /**
   * Non-modal surfaces (submenus) leave the rest of the page usable: no underlay is drawn and
   * the outside is not hidden from screen readers.
   */
  isNonModal?: boolean;
  /** Decides whether a press on `element` outside the surface closes it. */
  shouldCloseOnInteractOutside?: (element: Element) => boolean;
  /** An arrow element to position; its props come to a function child. */
  arrowRef?: RefObject<Element | null>;
  /** Distance kept between the arrow and the surface's corners, in px. */
  arrowBoundaryOffset?: number;
  /** Styling hook for `styled(PopoverSurface)`: component-specific padding and sizes. */
  className?: string;
  /** The content, or a function of the arrow props and actual placement. */
  children: ReactNode | ((props: PopoverSurfaceRenderProps) => ReactNode);
  /** Extra state of a caller as data-* attributes (e.g. the menu level). */
  [dataAttribute: `data-${string}`]: string | number | undefined;
}

/**
 * The one floating surface of Popover, menus and the date picker's calendar: react-aria's
 * `usePopover` places it (flip and shift), closes it on Esc and a press outside, and — unless
 * non-modal — draws an invisible underlay that swallows the outside press. It portals to <body>
 * through react-aria's Overlay, whose focus scope returns focus to the trigger on close; the
 * portal leaves the app root's `lang`, so the surface carries the active locale's own `lang`
 * (CJK glyph choice for ja/zh, the screen reader's voice).
 */
export function PopoverSurface({
  state,
  triggerRef,
  placement = 'bottom start',
  offset = 8,
  crossOffset = 0,
  containerPadding = 12,
  isNonModal = false,
  shouldCloseOnInteractOutside,
  arrowRef,
  arrowBoundaryOffset,
  className,
  children,
  ...dataAttributes
}: PopoverSurfaceProps) {
  const locale = useLocale();
  const popoverRef = useRef<HTMLDivElement>(null);
  const {
    popoverProps,
    underlayProps,
    arrowProps,
    placement: actual,
  } = usePopover(
    {
      triggerRef,
      popoverRef,
      placement,
      offset,
      crossOffset,
      containerPadding,
      isNonModal,
      shouldFlip: true,
      ...(arrowRef ? { arrowRef } : {}),
      ...(arrowBoundaryOffset === undefined ? {} : { arrowBoundaryOffset }),
      ...(shouldCloseOnInteractOutside ? { shouldCloseOnInteractOutside } : {}),
    },
    state,
  );
  return (
    <Overlay>
      {isNonModal ? null : <SurfaceUnderlay {...underlayProps} />}
      <SurfaceBox
        {...popoverProps}
        {...dataAttributes}
        ref={popoverRef}
        className={className}
        lang={locale}
        data-placement={actual ?? undefined}
        data-state="open"
      >
        {typeof children === 'function' ? children({ arrowProps, placement: actual }) : children}
      </SurfaceBox>
    </Overlay>
  );
}
