import type { ReactNode, RefObject } from 'react';
import { useRef } from 'react';
import { RouterProvider, useMenuTrigger } from 'react-aria';
import type { AriaButtonProps } from 'react-aria';
import { useMenuTriggerState } from 'react-stately';
import { MenuPopover } from './MenuPopover';
import { MenuView } from './MenuView';
import type { MenuEntry } from './menuItems';
import { useMenuTabExit } from './useMenuTabExit';

/** Where the menu opens relative to its trigger; it flips and shifts at the viewport edge. */
export type MenuPlacement = 'bottom start' | 'bottom end' | 'top start' | 'top end';

/** What `renderTrigger` receives: spread `triggerProps` and `ref` onto a Maru `Button`. */
export interface MenuTriggerRenderProps {
  /** react-aria press, keyboard (Enter, Space, ↓, ↑) and ARIA props for the trigger button. */
  triggerProps: Omit<AriaButtonProps<'button'>, 'isDisabled'>;
  /** Must reach the trigger element: the menu is positioned against it and focus returns to it. */
  ref: RefObject<HTMLButtonElement | null>;
  /** Whether the menu is open. */
  open: boolean;
}

export interface DropdownMenuProps {
  /** The menu tree: items (optionally links or submenus) and titled sections. */
  items: readonly MenuEntry[];
  /** Called with the key of the activated item (links included), at any level. */
  onAction?: (key: string) => void;
  /** Controlled open state of the root menu. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the root menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The trigger cannot open the menu. */
  disabled?: boolean;
  /** Preferred side of the trigger; `bottom start` by default. */
  placement?: MenuPlacement;
  /**
   * Client-side navigation for internal link items (e.g. the router's `navigate`); without it
   * a link item does a normal page load. External links always open in a new tab.
   */
  onNavigate?: (href: string) => void;
  /** Origin internal link paths belong to; the page's origin by default (tests inject it). */
  origin?: string;
  /** Renders the trigger from the given props (see `MenuTriggerRenderProps`). */
  renderTrigger: (props: MenuTriggerRenderProps) => ReactNode;
}

/**
 * The APG menu button pattern with any trigger: Enter, Space and ↓ open on the first item, ↑ on
 * the last; arrows wrap, Home/End and type-ahead move; → opens a submenu, ← and Esc close it;
 * Esc on the root menu closes it and focus returns to the trigger; Tab and Shift+Tab close it
 * and move on from the trigger.
 */
export function DropdownMenu({
  items,
  onAction,
  open,
  defaultOpen,
  onOpenChange,
  disabled = false,
  placement = 'bottom start',
  onNavigate,
  origin,
  renderTrigger,
}: DropdownMenuProps) {
  const state = useMenuTriggerState({
    ...(open === undefined ? {} : { isOpen: open }),
    ...(defaultOpen === undefined ? {} : { defaultOpen }),
    ...(onOpenChange ? { onOpenChange } : {}),
  });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger<MenuEntry>(
    { isDisabled: disabled },
    state,
    triggerRef,
  );
  useMenuTabExit(state, triggerRef);
  // Our Button takes `disabled`, not react-aria's `isDisabled`.
  const { isDisabled: _ignored, ...triggerProps } = menuTriggerProps;
  const menu = (
    <MenuView
      entries={items}
      menuProps={menuProps}
      menuRef={menuRef}
      rootState={state}
      level={1}
      onAction={onAction}
      origin={origin}
    />
  );
  return (
    <>
      {renderTrigger({ triggerProps, ref: triggerRef, open: state.isOpen })}
      {state.isOpen ? (
        <MenuPopover
          state={state}
          triggerRef={triggerRef}
          placement={placement}
          offset={4}
          level={1}
        >
          {onNavigate ? <RouterProvider navigate={onNavigate}>{menu}</RouterProvider> : menu}
        </MenuPopover>
      ) : null}
    </>
  );
}
