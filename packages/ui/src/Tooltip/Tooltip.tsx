import { cloneElement, useRef } from 'react';
import type { HTMLAttributes, ReactElement, ReactNode, Ref, RefObject } from 'react';
import {
  Overlay,
  mergeProps,
  mergeRefs,
  useObjectRef,
  useOverlayPosition,
  useTooltip,
  useTooltipTrigger,
} from 'react-aria';
import type { Placement } from 'react-aria';
import { useTooltipTriggerState } from 'react-stately';
import type { TooltipTriggerState } from 'react-stately';
import { useLocale } from '../intl/LocaleContext';
import { TooltipBubble } from './Tooltip.styles';

/** Hover delay before a tooltip shows, in ms; keyboard focus shows it at once. */
export const TOOLTIP_DELAY = 700;
/** Delay before it hides after the pointer leaves, in ms, so it can be read while moving. */
export const TOOLTIP_CLOSE_DELAY = 300;

/** Props the trigger element must accept: DOM handlers, aria-describedby and a ref. */
type TriggerElementProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };

export interface TooltipProps {
  /** The tooltip's text; it becomes the trigger's accessible description. */
  content: ReactNode;
  /** One focusable element (e.g. a `Button`) that accepts DOM props and a ref. */
  children: ReactElement<TriggerElementProps>;
  /** Preferred side; flips and shifts to stay in the viewport. `top` by default. */
  placement?: Placement;
  /** Gap between trigger and tooltip in px; 6 by default. */
  offset?: number;
  /** Hover delay in ms before showing; 700 by default (0 in stories for stable pictures). */
  delay?: number;
  /** Delay in ms before hiding after the pointer leaves; 300 by default. */
  closeDelay?: number;
  /** `focus` shows it only on keyboard focus, not on hover; `hover` (default) does both. */
  trigger?: 'hover' | 'focus';
  /** Never shows. */
  isDisabled?: boolean;
  /** Controlled open state. */
  isOpen?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new open state. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A tooltip (WAI-ARIA APG tooltip pattern, react-aria `useTooltipTrigger`): shows after a delay
 * on hover and at once on keyboard focus, hides on Esc, blur, pointer leave or press; it is
 * `role="tooltip"` and describes its trigger through aria-describedby.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  offset = 6,
  delay = TOOLTIP_DELAY,
  closeDelay = TOOLTIP_CLOSE_DELAY,
  ...stateProps
}: TooltipProps) {
  const options = { delay, closeDelay, ...stateProps };
  const state = useTooltipTriggerState(options);
  const childRef = children.props.ref;
  const triggerRef = useObjectRef<HTMLElement>(childRef ? mergeRefs(childRef) : null);
  const { triggerProps, tooltipProps } = useTooltipTrigger(options, state, triggerRef);
  const trigger = cloneElement(children, {
    ...mergeProps(children.props, triggerProps),
    ref: triggerRef,
  });
  return (
    <>
      {trigger}
      {state.isOpen ? (
        <Overlay disableFocusManagement>
          <TooltipPopup
            triggerRef={triggerRef}
            state={state}
            placement={placement}
            offset={offset}
            {...tooltipProps}
          >
            {content}
          </TooltipPopup>
        </Overlay>
      ) : null}
    </>
  );
}

interface TooltipPopupProps extends HTMLAttributes<HTMLElement> {
  triggerRef: RefObject<HTMLElement | null>;
  state: TooltipTriggerState;
  placement: Placement;
  offset: number;
}

function TooltipPopup({
  triggerRef,
  state,
  placement,
  offset,
  children,
  ...ariaProps
}: TooltipPopupProps) {
  const locale = useLocale();
  const overlayRef = useRef<HTMLDivElement>(null);
  const { tooltipProps } = useTooltip(ariaProps, state);
  const { overlayProps, placement: actual } = useOverlayPosition({
    targetRef: triggerRef,
    overlayRef,
    placement,
    offset,
    isOpen: state.isOpen,
    containerPadding: 8,
  });
  // useOverlayPosition writes an inline z-index of 100000; drop it so the theme's
  // `zIndex.tooltip` layer from the styles decides the stacking.
  const { zIndex: _inlineZIndex, ...positionStyle } = overlayProps.style ?? {};
  return (
    <TooltipBubble
      {...mergeProps(tooltipProps, overlayProps)}
      style={positionStyle}
      ref={overlayRef}
      lang={locale}
      data-placement={actual ?? undefined}
    >
      {children}
    </TooltipBubble>
  );
}
