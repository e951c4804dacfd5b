import type { Key, RefObject } from 'react';
import { useRef } from 'react';
import { useMenu, useMenuItem, useMenuSection, useSeparator, useSubmenuTrigger } from 'react-aria';
import { VisuallyHidden } from '../VisuallyHidden';
import type { AriaMenuItemProps, AriaMenuOptions } from 'react-aria';
import { Item, Section, useSubmenuTriggerState, useTreeState } from 'react-stately';
import type { Node, RootMenuTriggerState, TreeState } from 'react-stately';
import { useIntl } from '../intl/useIntl';
import { resolveHref } from '../Link/resolveHref';
import { menuCatalogue } from './catalogue';
import { ChevronIcon } from '../icons';
import { MenuPopover } from './MenuPopover';
import {
  MenuItemLabel,
  MenuItemLink,
  MenuItemRow,
  MenuList,
  MenuSectionHeading,
  MenuSeparator,
  SubmenuChevron,
} from './Menu.styles';
import { disabledKeysOf, isMenuSection } from './menuItems';
import type { MenuEntry, MenuItemData } from './menuItems';

interface MenuViewProps {
  /** The entries of this level. */
  entries: readonly MenuEntry[];
  /** From useMenuTrigger (root) or useSubmenuTrigger (submenu): labelling, autoFocus, onClose. */
  menuProps: AriaMenuOptions<MenuEntry>;
  menuRef: RefObject<HTMLDivElement | null>;
  rootState: RootMenuTriggerState;
  /** 1 for the root menu, 2 and 3 for submenus. */
  level: number;
  onAction?: ((key: string) => void) | undefined;
  /** Origin internal paths belong to (tests); the page's by default. */
  origin?: string | undefined;
}

/** The item's own link target, if it is a link and its URL is safe. */
function linkOf(item: MenuItemData, origin: string | undefined) {
  if (item.children || item.href === undefined) return null;
  return resolveHref(item.href, origin === undefined ? {} : { origin });
}

function renderItem(item: MenuItemData, origin: string | undefined) {
  const link = linkOf(item, origin);
  // `href` on the collection item makes react-aria treat it as a link (close on select,
  // RouterProvider navigation); only resolved URLs ever get there.
  return (
    <Item key={item.key} textValue={item.label} {...(link ? { href: link.href } : {})}>
      {item.label}
    </Item>
  );
}

/** One level of a menu: its items, sections and submenu triggers. */
export function MenuView({
  entries,
  menuProps,
  menuRef,
  rootState,
  level,
  onAction,
  origin,
}: MenuViewProps) {
  const state = useTreeState<MenuEntry>({
    items: entries,
    disabledKeys: disabledKeysOf(entries),
    children: (entry) =>
      isMenuSection(entry) ? (
        <Section key={entry.key} title={entry.title} items={entry.items}>
          {(item: MenuItemData) => renderItem(item, origin)}
        </Section>
      ) : (
        renderItem(entry, origin)
      ),
  });
  const handleAction = onAction ? (key: Key) => onAction(String(key)) : undefined;
  const { menuProps: ariaMenuProps } = useMenu(
    { ...menuProps, ...(handleAction ? { onAction: handleAction } : {}) },
    state,
    menuRef,
  );
  const shared = { state, menuRef, rootState, level, onAction, origin };
  return (
    <MenuList {...ariaMenuProps} ref={menuRef} data-level={level}>
      {[...state.collection].map((node, index) =>
        node.type === 'section' ? (
          <MenuSectionView key={node.key} node={node} first={index === 0} {...shared} />
        ) : (
          <MenuNodeView key={node.key} node={node} {...shared} />
        ),
      )}
    </MenuList>
  );
}

interface NodeViewProps {
  node: Node<MenuEntry>;
  state: TreeState<MenuEntry>;
  menuRef: RefObject<HTMLDivElement | null>;
  rootState: RootMenuTriggerState;
  level: number;
  onAction?: ((key: string) => void) | undefined;
  origin?: string | undefined;
}

function MenuSectionView({ node, first, ...shared }: NodeViewProps & { first: boolean }) {
  const { itemProps, headingProps, groupProps } = useMenuSection({
    heading: node.rendered,
    'aria-label': node['aria-label'],
  });
  const { separatorProps } = useSeparator({ elementType: 'div' });
  const children = shared.state.collection.getChildren?.(node.key) ?? node.childNodes;
  return (
    <>
      {first ? null : <MenuSeparator {...separatorProps} />}
      <div {...itemProps}>
        {node.rendered ? (
          <MenuSectionHeading {...headingProps}>{node.rendered}</MenuSectionHeading>
        ) : null}
        <div {...groupProps}>
          {[...children].map((child) => (
            <MenuNodeView key={child.key} node={child} {...shared} />
          ))}
        </div>
      </div>
    </>
  );
}

/** An item with children opens a submenu; any other item is an action or a link. */
function MenuNodeView(props: NodeViewProps) {
  const item = props.node.value as MenuItemData | null;
  return item?.children ? (
    <SubmenuItemView {...props} item={item} submenu={item.children} />
  ) : (
    <MenuItemView {...props} />
  );
}

interface MenuItemViewProps extends NodeViewProps {
  itemRef?: RefObject<HTMLElement | null>;
  /** Props from useSubmenuTrigger when the item opens a submenu. */
  triggerProps?: Omit<AriaMenuItemProps, 'key'>;
  isOpen?: boolean;
}

function MenuItemView({ node, state, itemRef, triggerProps, isOpen, origin }: MenuItemViewProps) {
  const { t } = useIntl(menuCatalogue);
  const ownRef = useRef<HTMLElement>(null);
  const ref = itemRef ?? ownRef;
  const item = node.value as MenuItemData | null;
  const { menuItemProps, labelProps, isFocused, isFocusVisible, isDisabled } = useMenuItem(
    { key: node.key, ...triggerProps },
    state,
    ref,
  );
  const link = item ? linkOf(item, origin) : null;
  const states = {
    'data-focused': isFocused || undefined,
    'data-focus-visible': isFocusVisible || undefined,
    'data-disabled': isDisabled || undefined,
    'data-open': isOpen || undefined,
  };
  const content = (
    <>
      <MenuItemLabel {...labelProps}>
        {node.rendered}
        {link?.external ? <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden> : null}
      </MenuItemLabel>
      {triggerProps ? (
        <SubmenuChevron aria-hidden="true">
          <ChevronIcon size={16} direction="right" arm={4.5} rounded={false} />
        </SubmenuChevron>
      ) : null}
    </>
  );
  if (link && !isDisabled) {
    return (
      <MenuItemLink
        {...menuItemProps}
        {...states}
        ref={ref as RefObject<HTMLAnchorElement | null>}
        href={link.href}
        data-external={link.external || undefined}
        {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {content}
      </MenuItemLink>
    );
  }
  return (
    <MenuItemRow {...menuItemProps} {...states} ref={ref as RefObject<HTMLDivElement | null>}>
      {content}
    </MenuItemRow>
  );
}

function SubmenuItemView({
  submenu,
  ...props
}: NodeViewProps & { item: MenuItemData; submenu: readonly MenuItemData[] }) {
  const { node, state, menuRef, rootState, level, onAction, origin } = props;
  const itemRef = useRef<HTMLElement>(null);
  const submenuRef = useRef<HTMLDivElement>(null);
  const submenuState = useSubmenuTriggerState({ triggerKey: node.key }, rootState);
  const { submenuTriggerProps, submenuProps, popoverProps } = useSubmenuTrigger<MenuEntry>(
    {
      node,
      parentMenuRef: menuRef,
      submenuRef,
      isDisabled: state.selectionManager.isDisabled(node.key),
    },
    submenuState,
    itemRef,
  );
  const { isOpen, ...triggerProps } = submenuTriggerProps;
  return (
    <>
      <MenuItemView
        node={node}
        state={state}
        menuRef={menuRef}
        rootState={rootState}
        level={level}
        itemRef={itemRef}
        triggerProps={triggerProps}
        isOpen={isOpen}
        origin={origin}
      />
      {isOpen ? (
        <MenuPopover
          state={submenuState}
          triggerRef={itemRef}
          placement="end top"
          isNonModal
          {...(popoverProps.shouldCloseOnInteractOutside
            ? { shouldCloseOnInteractOutside: popoverProps.shouldCloseOnInteractOutside }
            : {})}
          offset={-2}
          crossOffset={-5}
          level={level + 1}
        >
          <MenuView
            entries={submenu}
            menuProps={submenuProps}
            menuRef={submenuRef}
            rootState={rootState}
            level={level + 1}
            onAction={onAction}
            origin={origin}
          />
        </MenuPopover>
      ) : null}
    </>
  );
}
