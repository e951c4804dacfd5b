import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import {
  ListDropTargetDelegate,
  mergeProps,
  useDraggableCollection,
  useDraggableItem,
  useDropIndicator,
  useDroppableCollection,
  useGridList,
  useGridListItem,
} from 'react-aria';
import type { DropTarget } from 'react-aria';
import {
  Item,
  useDraggableCollectionState,
  useDroppableCollectionState,
  useListState,
} from 'react-stately';
import type {
  DraggableCollectionState,
  DroppableCollectionState,
  ListState,
  Node,
} from 'react-stately';
import { gridKeyboardDelegate } from './gridKeyboardDelegate';
import type { SortableGridItem } from './sortableModel';
import { DropTargetRow, ItemCell, ItemContent, ItemText, ListGrid } from './SortableGrid.styles';

/** What a list needs from the grid that holds it. */
export interface SortableListProps<T extends SortableGridItem> {
  listId: string;
  labelId: string;
  items: readonly T[];
  columns: number;
  /** The drag type of this grid's items; drags of anything else are refused. */
  dragType: string;
  renderItem?: (item: T, state: { dragged: boolean }) => ReactNode;
  /** Whether the dragged item may be dropped at this target of this list. */
  accepts(listId: string, target: DropTarget): boolean;
  onDragStart(listId: string, key: string): void;
  onDragEnd(): void;
  onDrop(listId: string, target: DropTarget): void;
  /** The item that was just dropped: the list holding it takes focus onto it, once. */
  landed: string | null;
  onLanded(): void;
}

/**
 * One list of the grid: a react-aria grid list whose items can be dragged (pointer, touch,
 * keyboard) and which takes drops between its items, or anywhere when it is empty.
 */
export function SortableList<T extends SortableGridItem>(props: SortableListProps<T>) {
  const { listId, labelId, items, columns, dragType, accepts } = props;
  const ref = useRef<HTMLDivElement>(null);
  const state = useListState<T>({
    items,
    children: (item) => (
      <Item key={item.key} textValue={item.label}>
        {item.label}
      </Item>
    ),
    selectionMode: 'none',
  });
  const keyboardDelegate = useMemo(
    () => gridKeyboardDelegate([...state.collection.getKeys()], columns),
    [state.collection, columns],
  );
  const { gridProps } = useGridList(
    {
      'aria-labelledby': labelId,
      keyboardDelegate,
      escapeKeyBehavior: 'none',
      // Items hold nothing focusable, so Left and Right move between items, as in a grid.
      keyboardNavigationBehavior: 'tab',
    },
    state,
    ref,
  );

  const dragState = useDraggableCollectionState({
    collection: state.collection,
    selectionManager: state.selectionManager,
    getItems: (keys) => [...keys].map((key) => ({ [dragType]: String(key) })),
    getAllowedDropOperations: () => ['move'],
    onDragStart: (event) => {
      const [key] = event.keys;
      if (key !== undefined) props.onDragStart(listId, String(key));
    },
    onDragEnd: () => props.onDragEnd(),
  });
  useDraggableCollection({}, dragState, ref);

  const dropOptions = {
    getDropOperation: (target: DropTarget, types: { has(type: string): boolean }) =>
      types.has(dragType) && accepts(listId, target) ? ('move' as const) : ('cancel' as const),
    onDrop: (event: { target: DropTarget }) => props.onDrop(listId, event.target),
  };
  const dropState = useDroppableCollectionState({
    ...dropOptions,
    collection: state.collection,
    selectionManager: state.selectionManager,
  });
  const { collectionProps } = useDroppableCollection(
    {
      ...dropOptions,
      keyboardDelegate,
      dropTargetDelegate: new ListDropTargetDelegate(state.collection, ref, { layout: 'grid' }),
    },
    dropState,
    ref,
  );

  // Focus follows the dropped item into whichever list it landed in (the caller's limits may
  // send it elsewhere than the drop target); the other lists let go of focus. After
  // react-aria's own focus restoring, which only knows the target list.
  const { landed, onLanded } = props;
  useLayoutEffect(() => {
    if (landed === null) return;
    const holds = state.collection.getItem(landed) !== null;
    state.selectionManager.setFocused(holds);
    if (!holds) return;
    state.selectionManager.setFocusedKey(landed);
    onLanded();
  }, [landed, onLanded, state.collection, state.selectionManager]);

  const nodes = [...state.collection];
  const lastKey = nodes.at(-1)?.key;
  return (
    <ListGrid
      {...mergeProps(gridProps, collectionProps)}
      ref={ref}
      data-target={dropState.target ? '' : undefined}
    >
      {nodes.length === 0 ? <DropIndicator target={{ type: 'root' }} state={dropState} /> : null}
      {nodes.map((node) => (
        <SortableItem
          key={node.key}
          node={node}
          state={state}
          dragState={dragState}
          dropState={dropState}
          isLast={node.key === lastKey}
          renderItem={props.renderItem}
        />
      ))}
    </ListGrid>
  );
}

interface SortableItemProps<T extends SortableGridItem> {
  node: Node<T>;
  state: ListState<T>;
  dragState: DraggableCollectionState;
  dropState: DroppableCollectionState;
  isLast: boolean;
  renderItem?: SortableListProps<T>['renderItem'];
}

/** An item, with the insertion points before it (and after it, when it is the last one). */
function SortableItem<T extends SortableGridItem>({
  node,
  state,
  dragState,
  dropState,
  isLast,
  renderItem,
}: SortableItemProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const { rowProps, gridCellProps } = useGridListItem({ node }, state, ref);
  const { dragProps } = useDraggableItem({ key: node.key }, dragState);
  const dragged = dragState.isDragging(node.key);
  const before = { type: 'item', key: node.key, dropPosition: 'before' } as const;
  const after = { type: 'item', key: node.key, dropPosition: 'after' } as const;
  const drop = dropState.isDropTarget(before)
    ? 'before'
    : isLast && dropState.isDropTarget(after)
      ? 'after'
      : undefined;
  const item = node.value;
  return (
    <>
      <DropIndicator target={before} state={dropState} />
      <ItemCell
        {...mergeProps(rowProps, dragProps)}
        ref={ref}
        // The full label on hover where 5 per row cut it with an ellipsis.
        title={node.textValue}
        data-state={dragged ? 'dragged' : 'idle'}
        data-drop={drop}
      >
        <ItemContent {...gridCellProps}>
          {item && renderItem ? (
            renderItem(item, { dragged })
          ) : (
            <ItemText>{node.textValue}</ItemText>
          )}
        </ItemContent>
      </ItemCell>
      {isLast ? <DropIndicator target={after} state={dropState} /> : null}
    </>
  );
}

/**
 * An insertion point of a keyboard or screen-reader drag: focused while it is the target and
 * named by react-aria ("Insert between A and B", in the active locale).
 */
function DropIndicator({ target, state }: { target: DropTarget; state: DroppableCollectionState }) {
  const ref = useRef<HTMLDivElement>(null);
  const { dropIndicatorProps, isHidden } = useDropIndicator({ target }, state, ref);
  if (isHidden) return null;
  return (
    <DropTargetRow role="row" aria-hidden={dropIndicatorProps['aria-hidden']}>
      <div role="gridcell">
        <div role="button" {...dropIndicatorProps} ref={ref} />
      </div>
    </DropTargetRow>
  );
}
