import { useRef } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { mergeProps, useButton, useHover, useTag, useTagGroup } from 'react-aria';
import type { AriaButtonProps } from 'react-aria';
import { Item, useListState } from 'react-stately';
import type { Key, ListState, Node } from 'react-stately';
import { CloseIcon } from '../icons';
import { RemoveButton, TagCell, TagListRoot, TagRow, TagText } from './TagInput.styles';
import type { Tag } from './tagRules';

/** A tag as the list shows it: its position in the full value is its key. */
export interface TagListItem {
  key: string;
  tag: Tag;
  /** False for a default (board-imposed) tag. */
  removable: boolean;
}

export interface TagListProps {
  items: readonly TagListItem[];
  /** Ids naming the list (the field label and the "registered tags" text). */
  'aria-labelledby'?: string;
  'aria-label'?: string;
  /** Called with the key of the tag to remove; absent when nothing may be removed. */
  onRemove?: (key: string) => void;
  /** Right arrow on the last tag: focus goes back to the text box. */
  onExitEnd: () => void;
  /** Every tag is inert (the field is disabled). */
  disabled: boolean;
  /** Accessible name of a tag's remove button. */
  removeLabel: (tag: Tag) => string;
  /** Spoken after a default tag's text. */
  defaultTagLabel: string;
  listRef: RefObject<HTMLDivElement | null>;
}

/**
 * The tags as a react-aria tag group (a grid, as react-spectrum's TagGroup): one tab stop,
 * arrows move between tags (Home/End to the ends), Delete or Backspace removes the focused tag,
 * and focus moves to the neighbouring tag after a removal.
 */
export function TagList({
  items,
  onRemove,
  onExitEnd,
  disabled,
  removeLabel,
  defaultTagLabel,
  listRef,
  ...labelling
}: TagListProps) {
  const state = useListState<TagListItem>({
    items,
    disabledKeys: disabled ? items.map((item) => item.key) : [],
    // textValue names the row (react-aria sets it as aria-label), so it carries "default tag".
    children: (item) => (
      <Item
        key={item.key}
        textValue={item.removable ? item.tag.tagText : `${item.tag.tagText} (${defaultTagLabel})`}
      >
        {item.tag.tagText}
      </Item>
    ),
  });
  const { gridProps } = useTagGroup(
    {
      ...labelling,
      onRemove: onRemove
        ? (keys: Set<Key>) => {
            for (const key of keys) onRemove(String(key));
          }
        : undefined,
    },
    state,
    listRef,
  );

  // Right arrow past the last tag leaves the list for the text box instead of wrapping.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight') return;
    const last = state.collection.getLastKey();
    if (last !== null && state.selectionManager.focusedKey === last) {
      event.preventDefault();
      event.stopPropagation();
      onExitEnd();
    }
  };

  return (
    <TagListRoot {...gridProps} ref={listRef} onKeyDownCapture={onKeyDownCapture}>
      {[...state.collection].map((node) => (
        <TagItem key={node.key} node={node} state={state} removeLabel={removeLabel} />
      ))}
    </TagListRoot>
  );
}

function TagItem({
  node,
  state,
  removeLabel,
}: {
  node: Node<TagListItem>;
  state: ListState<TagListItem>;
  removeLabel: (tag: Tag) => string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { rowProps, gridCellProps, removeButtonProps, allowsRemoving, isDisabled } = useTag(
    { item: node },
    state,
    ref,
  );
  const item = node.value;
  if (!item) return null;
  const removable = allowsRemoving && item.removable && !isDisabled;
  return (
    <TagRow
      {...rowProps}
      ref={ref}
      data-default={item.removable ? undefined : ''}
      data-removable={removable || undefined}
      data-disabled={isDisabled || undefined}
    >
      <TagCell {...gridCellProps}>
        <TagText>{node.rendered}</TagText>
        {removable ? (
          <TagRemoveButton {...removeButtonProps} label={removeLabel(item.tag)} />
        ) : null}
      </TagCell>
    </TagRow>
  );
}

/** Out of the tab order (the tag takes Delete); pointer users press it. */
function TagRemoveButton({ label, ...props }: AriaButtonProps<'button'> & { label: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(
    { ...props, 'aria-label': label, 'aria-labelledby': undefined, excludeFromTabOrder: true },
    ref,
  );
  const { hoverProps, isHovered } = useHover({});
  return (
    <RemoveButton
      {...mergeProps(buttonProps, hoverProps)}
      ref={ref}
      data-hovered={isHovered || undefined}
    >
      <CloseIcon strokeWidth={1.75} noFill={false} />
    </RemoveButton>
  );
}
