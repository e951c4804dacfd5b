import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useId } from 'react-aria';
import type { DropTarget } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import { VisuallyHidden } from '../VisuallyHidden';
import { interpolate } from '../intl/translate';
import type { MessageVars } from '../intl/translate';
import { useIntl } from '../intl/useIntl';
import { sortableGridCatalogue } from './catalogue';
import type { SortableGridMessage } from './catalogue';
import { EmptyHint, GridRoot, ListFrame, ListLabel, ListSection } from './SortableGrid.styles';
import { SortableList } from './SortableList';
import { displacedItems, findPlace, insertionPlace, resolveMove } from './sortableModel';
import type {
  DecideMove,
  SortableGridItem,
  SortableLists,
  SortableMove,
  SortablePlace,
} from './sortableModel';
import { useCompositionGuard } from './useCompositionGuard';

/** One list of the grid (e.g. the shortcut list or the panel list). */
export interface SortableGridList {
  /** The key of this list's items in `value`. */
  id: string;
  /** The visible heading; it names the list for screen readers and in announcements. */
  label: string;
  /** Shown while the list is empty; the catalogue's "No items. Drag items here." otherwise. */
  emptyText?: string;
}

export interface SortableGridProps<T extends SortableGridItem> {
  /** The lists in display order; Tab moves a keyboard drag from one to the next in this order. */
  lists: readonly SortableGridList[];
  /** The items of every list by list id (controlled). */
  value?: SortableLists<T>;
  /** The initial items (uncontrolled). */
  defaultValue?: SortableLists<T>;
  /** Called once per accepted drop with the lists to keep and the move that made them. */
  onChange?: (lists: SortableLists<T>, move: SortableMove<T>) => void;
  /**
   * The caller's say over a move: return adjusted lists (e.g. send the last item of an
   * overflowing list back), `false` to refuse the place, or nothing to accept the proposal.
   * Asked for every place the user points at, so refused places are never offered; keep it pure.
   */
  onMove?: DecideMove<T>;
  /** Items per row; 5 (the favourites settings grid). */
  columns?: number;
  /** Draws an item's content; its label by default. */
  renderItem?: (item: T, state: { dragged: boolean }) => ReactNode;
  /** Overrides of the built-in texts (same `{placeholders}` as the catalogue). */
  messages?: Partial<Record<SortableGridMessage, string>>;
  className?: string;
}

/** The item being dragged and where it was picked up. */
interface Drag {
  key: string;
  origin: SortablePlace;
}

const noLists: SortableLists<never> = {};
const getKey = (item: SortableGridItem) => item.key;

/**
 * Two or more lists of items laid out as grids (5 per row), reordered within a list and moved
 * between lists on react-aria's drag and drop: pointer and touch drag, and its keyboard mode
 * (Enter picks up, Tab chooses the list, arrows the place, Enter drops, Esc cancels), which
 * react-aria announces in the active locale. The grid announces where each drop landed and
 * every item the caller moved with it; the caller decides limits in `onMove`.
 */
export function SortableGrid<T extends SortableGridItem>({
  lists: listSpecs,
  value,
  defaultValue,
  onChange,
  onMove,
  columns = 5,
  renderItem,
  messages,
  className,
}: SortableGridProps<T>) {
  const { t } = useIntl(sortableGridCatalogue);
  const text = (key: SortableGridMessage, vars?: MessageVars) => {
    const override = messages?.[key];
    return override === undefined ? t(key, vars) : interpolate(override, vars);
  };
  const order = useMemo(() => listSpecs.map((spec) => spec.id), [listSpecs]);
  const [lists, setLists] = useControlledState<SortableLists<T>>(
    value,
    defaultValue ?? (noLists as SortableLists<T>),
    onChange,
  );
  // Read by react-aria while it looks for drop targets, before React renders the drag.
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState(false);
  const [landed, setLanded] = useState<string | null>(null);
  const onLanded = useCallback(() => setLanded(null), []);
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  // Browsers lower-case drag types; one per grid, so other grids' items are refused.
  const dragType = `application/x-maru-sortable-${idPrefix}`.toLowerCase();
  useCompositionGuard(root);

  const labelOf = (listId: string) => listSpecs.find((spec) => spec.id === listId)?.label ?? '';

  /** Where the dragged item would land at a drop target; null where it cannot go. */
  const placeAt = (listId: string, target: DropTarget): SortablePlace | null => {
    const current = drag.current;
    const items = lists[listId] ?? [];
    if (!current) return null;
    // The whole list is a target only while it is empty; otherwise the gaps between items are.
    if (target.type === 'root') return items.length === 0 ? { listId, index: 0 } : null;
    if (target.dropPosition === 'on') return null;
    const index = items.findIndex((item) => item.key === String(target.key));
    if (index < 0) return null;
    const insertion = target.dropPosition === 'before' ? index : index + 1;
    return insertionPlace(current.origin, listId, insertion);
  };

  const accepts = (listId: string, target: DropTarget) => {
    const place = placeAt(listId, target);
    const current = drag.current;
    return (
      !!current && !!place && resolveMove(lists, current.origin, place, onMove).status !== 'vetoed'
    );
  };

  const onDragStart = (listId: string, key: string) => {
    const index = (lists[listId] ?? []).findIndex((item) => item.key === key);
    drag.current = { key, origin: { listId, index } };
    setDragging(true);
  };

  const onDragEnd = () => {
    drag.current = null;
    setDragging(false);
  };

  const onDrop = (listId: string, target: DropTarget) => {
    const current = drag.current;
    const to = placeAt(listId, target);
    if (!current || !to) return;
    const outcome = resolveMove(lists, current.origin, to, onMove);
    if (outcome.status === 'vetoed') return;
    if (outcome.status === 'moved' && outcome.move) setLists(outcome.lists, outcome.move);
    const item = lists[current.origin.listId]?.[current.origin.index]?.label ?? '';
    const landing = findPlace(outcome.lists, order, current.key, getKey) ?? current.origin;
    const said = [
      text('dropped', {
        item,
        list: labelOf(landing.listId),
        position: landing.index + 1,
        count: outcome.lists[landing.listId]?.length ?? 0,
      }),
      ...displacedItems(lists, outcome.lists, order, current.key, getKey).map((moved) =>
        text('displaced', { item: moved.item.label, list: labelOf(moved.listId) }),
      ),
    ];
    setAnnouncement(said.join(' '));
    setLanded(current.key);
  };

  return (
    <GridRoot
      ref={root}
      className={className}
      data-dragging={dragging ? '' : undefined}
      style={{ ['--maru-sortable-columns' as string]: columns }}
    >
      {listSpecs.map((spec) => {
        const items = lists[spec.id] ?? [];
        const labelId = `${idPrefix}-${spec.id}`;
        return (
          <ListSection key={spec.id} aria-labelledby={labelId} data-list={spec.id}>
            <ListLabel id={labelId}>{spec.label}</ListLabel>
            <ListFrame>
              <SortableList
                listId={spec.id}
                labelId={labelId}
                items={items}
                columns={columns}
                dragType={dragType}
                renderItem={renderItem}
                accepts={accepts}
                onDragStart={onDragStart}
                onDragEnd={onDragEnd}
                onDrop={onDrop}
                landed={landed}
                onLanded={onLanded}
              />
              {items.length === 0 ? <EmptyHint>{spec.emptyText ?? text('empty')}</EmptyHint> : null}
            </ListFrame>
          </ListSection>
        );
      })}
      <VisuallyHidden aria-live="assertive" aria-atomic="true" data-sortable-live="">
        {announcement}
      </VisuallyHidden>
    </GridRoot>
  );
}
