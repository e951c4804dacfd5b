import type { ReactNode } from 'react';
import { useRef } from 'react';
import { mergeProps, useFocusRing, useId, useTab, useTabList } from 'react-aria';
import { Item, useTabListState } from 'react-stately';
import type { Key, Node, TabListState } from 'react-stately';
import { usePanelTabStop } from './panelTabStop';
import { TabButton, TabListRow, TabPanelBox, TabsRoot } from './Tabs.styles';

/** One tab and its panel. */
export interface TabItem {
  /** Unique key; the value of `selectedKey`. */
  key: string;
  /** The tab's visible label; it also names the panel. */
  label: ReactNode;
  /** Text for type-ahead and the accessible name when `label` is not plain text. */
  textValue?: string;
  /** The panel shown while this tab is selected. */
  content: ReactNode;
  /** Cannot be selected; skipped by the arrow keys. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** Names the tab list (required unless `aria-labelledby` is given). */
  'aria-label'?: string;
  /** Id of a visible heading that names the tab list. */
  'aria-labelledby'?: string;
  /** Controlled selected tab. */
  selectedKey?: string;
  /** Initially selected tab when uncontrolled; the first enabled tab otherwise. */
  defaultSelectedKey?: string;
  /** Called with the key of the newly selected tab. */
  onSelectionChange?: (key: string) => void;
  /**
   * `automatic` (default): arrow keys select as they move. `manual`: arrows only move focus,
   * Enter or Space selects (for panels that are slow to render or load).
   */
  keyboardActivation?: 'automatic' | 'manual';
  /** Disables every tab. */
  disabled?: boolean;
  /** Class of the root element. */
  className?: string;
}

/** The ids that tie a tab to its panel both ways (`aria-controls`, `aria-labelledby`). */
interface TabIds {
  tab: (key: Key) => string;
  panel: (key: Key) => string;
}

/**
 * APG tabs (horizontal): ← and → move between tabs and wrap, Home and End jump to the ends,
 * disabled tabs are skipped; the panel is labelled by its tab. Every tab controls a panel in
 * the DOM (APG: `aria-controls` on each tab, not only the selected one, as react-aria does);
 * the panels of unselected tabs are hidden and empty, so their content mounts only when shown.
 */
export function Tabs({
  items,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  keyboardActivation = 'automatic',
  disabled = false,
  className,
}: TabsProps) {
  const listProps = {
    items,
    disabledKeys: items.filter((item) => item.disabled).map((item) => item.key),
    isDisabled: disabled,
    keyboardActivation,
    ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
    ...(ariaLabelledby ? { 'aria-labelledby': ariaLabelledby } : {}),
    ...(selectedKey === undefined ? {} : { selectedKey }),
    ...(defaultSelectedKey === undefined ? {} : { defaultSelectedKey }),
    ...(onSelectionChange
      ? { onSelectionChange: (key: Key | null) => key !== null && onSelectionChange(String(key)) }
      : {}),
    children: (item: TabItem) => (
      <Item
        key={item.key}
        title={item.label}
        textValue={item.textValue ?? (typeof item.label === 'string' ? item.label : item.key)}
        hasChildItems={false}
      >
        {item.content}
      </Item>
    ),
  };
  const state = useTabListState<TabItem>(listProps);
  const ref = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList(listProps, state, ref);
  const base = useId();
  // Keys are the caller's strings; an id must hold no whitespace (aria-controls is a list).
  const ids: TabIds = {
    tab: (key) => `${base}-tab-${encodeURIComponent(String(key))}`,
    panel: (key) => `${base}-panel-${encodeURIComponent(String(key))}`,
  };
  return (
    <TabsRoot className={className} data-disabled={disabled || undefined}>
      <TabListRow {...tabListProps} ref={ref} data-orientation="horizontal">
        {[...state.collection].map((node) => (
          <Tab key={node.key} node={node} state={state} ids={ids} />
        ))}
      </TabListRow>
      {[...state.collection].map((node) =>
        node.key === state.selectedKey ? (
          <TabPanel key={node.key} state={state} ids={ids} />
        ) : (
          <TabPanelBox
            key={node.key}
            role="tabpanel"
            id={ids.panel(node.key)}
            aria-labelledby={ids.tab(node.key)}
            hidden
          />
        ),
      )}
    </TabsRoot>
  );
}

interface TabPartProps {
  state: TabListState<TabItem>;
  ids: TabIds;
}

function Tab({ node, state, ids }: TabPartProps & { node: Node<TabItem> }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabProps, isSelected, isDisabled, isPressed } = useTab({ key: node.key }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <TabButton
      {...mergeProps(tabProps, focusProps)}
      id={ids.tab(node.key)}
      aria-controls={ids.panel(node.key)}
      ref={ref}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-pressed={isPressed || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {node.rendered}
    </TabButton>
  );
}

/** The selected tab's panel; in the tab order only while it holds nothing tabbable. */
function TabPanel({ state, ids }: TabPartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const key = state.selectedKey ?? '';
  usePanelTabStop(ref);
  return (
    <TabPanelBox role="tabpanel" id={ids.panel(key)} aria-labelledby={ids.tab(key)} ref={ref}>
      {state.selectedItem?.value?.content}
    </TabPanelBox>
  );
}
