import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useId } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import { VisuallyHiddenText } from '../Field/Field.styles';
import { interpolate } from '../intl/translate';
import type { MessageVars } from '../intl/translate';
import { useIntl } from '../intl/useIntl';
import { isImeComposing } from '../keyboard';
import { sortableGridCatalogue } from './catalogue';
import type { SortableGridMessage } from './catalogue';
import {
  EmptyHint,
  GridRoot,
  ItemCell,
  ItemText,
  ListFrame,
  ListGrid,
  ListLabel,
  ListSection,
} from './SortableGrid.styles';
import {
  directionOfKey,
  displacedItems,
  findPlace,
  moveItem,
  navigateIndex,
  placeAtPoint,
  resolveMove,
  samePlace,
  stepPlace,
} from './sortableModel';
import type {
  DecideMove,
  ListLayout,
  SortableLists,
  SortableMove,
  SortablePlace,
} from './sortableModel';
import { usePointerDrag } from './usePointerDrag';
import type { PointerDragActions } from './usePointerDrag';

/** What every item needs: a stable key and the text that names it in announcements. */
export interface SortableGridItem {
  key: string;
  label: string;
}

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
  /** The lists in display order; keyboard moves cross from one to the next in this order. */
  lists: readonly SortableGridList[];
  /** The items of every list by list id (controlled). */
  value?: SortableLists<T>;
  /** The initial items (uncontrolled). */
  defaultValue?: SortableLists<T>;
  /** Called once per accepted move with the lists to keep and the move that made them. */
  onChange?: (lists: SortableLists<T>, move: SortableMove<T>) => void;
  /**
   * The caller's say over a drop, before `onChange`: return adjusted lists (e.g. send the last
   * item of an overflowing list back), `false` to refuse, or nothing to accept the proposal.
   */
  onMove?: DecideMove<T>;
  /** Items per row; 5 (the favourites settings grid). */
  columns?: number;
  /** Draws an item's content; its label by default. */
  renderItem?: (item: T, state: { carried: boolean }) => ReactNode;
  /** Overrides of the built-in texts (same `{placeholders}` as the catalogue). */
  messages?: Partial<Record<SortableGridMessage, string>>;
  className?: string;
}

interface Carry {
  key: string;
  origin: SortablePlace;
  target: SortablePlace;
  mode: 'keyboard' | 'pointer';
}

const noLists: SortableLists<never> = {};
const getKey = (item: SortableGridItem) => item.key;

/**
 * Two or more lists of items laid out as grids (5 per row), reordered within a list and moved
 * between lists by pointer drag or by keyboard: Space/Enter picks an item up, arrows carry it
 * (across into the neighbouring list past an edge), Space/Enter drops, Esc cancels. Every step
 * is announced through an assertive live region. The caller decides limits in `onMove`.
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
  const [carry, setCarryState] = useState<Carry | null>(null);
  const carryRef = useRef<Carry | null>(null);
  const setCarry = (next: Carry | null) => {
    carryRef.current = next;
    setCarryState(next);
  };
  const [activeKeys, setActiveKeys] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');
  const itemElements = useRef(new Map<string, HTMLElement>());
  const listElements = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string | null>(null);
  const composing = useRef(false);
  const instructionsId = useId();
  const idPrefix = useId();

  const shown = carry ? moveItem(lists, carry.origin, carry.target) : lists;

  // Focus follows the item it was on: a carried item remounts when it crosses lists.
  useEffect(() => {
    const key = pendingFocus.current;
    if (key === null) return;
    pendingFocus.current = null;
    const element = itemElements.current.get(key);
    if (element && element.ownerDocument.activeElement !== element) element.focus();
  });

  const labelOf = (listId: string) => listSpecs.find((spec) => spec.id === listId)?.label ?? '';
  const where = (state: SortableLists<T>, place: SortablePlace) => ({
    list: labelOf(place.listId),
    position: place.index + 1,
    count: state[place.listId]?.length ?? 0,
  });
  const labelAt = (place: SortablePlace) => lists[place.listId]?.[place.index]?.label ?? '';

  const pickUp = (key: string, origin: SortablePlace, mode: Carry['mode']) => {
    setCarry({ key, origin, target: origin, mode });
    setAnnouncement(text('pickedUp', { item: labelAt(origin), ...where(lists, origin) }));
  };

  const carryTo = (target: SortablePlace) => {
    const current = carryRef.current;
    if (!current || samePlace(current.target, target)) return;
    setCarry({ ...current, target });
    if (current.mode === 'keyboard') pendingFocus.current = current.key;
    setAnnouncement(text('movedTo', where(moveItem(lists, current.origin, target), target)));
  };

  const cancel = (refocus: boolean) => {
    const current = carryRef.current;
    if (!current) return;
    setCarry(null);
    if (refocus) pendingFocus.current = current.key;
    const item = labelAt(current.origin);
    setAnnouncement(text('cancelled', { item, ...where(lists, current.origin) }));
  };

  const drop = () => {
    const current = carryRef.current;
    if (!current) return;
    const outcome = resolveMove(lists, current.origin, current.target, onMove);
    setCarry(null);
    if (outcome.status === 'moved' && outcome.move) setLists(outcome.lists, outcome.move);
    const item = labelAt(current.origin);
    const place = findPlace(outcome.lists, order, current.key, getKey) ?? current.origin;
    const said =
      outcome.status === 'vetoed'
        ? [text('vetoed', { item })]
        : [
            text('dropped', { item, ...where(outcome.lists, place) }),
            ...displacedItems(lists, outcome.lists, order, current.key, getKey).map((moved) =>
              text('displaced', { item: moved.item.label, list: labelOf(moved.listId) }),
            ),
          ];
    setAnnouncement(said.join(' '));
    setActiveKeys((keys) => ({ ...keys, [place.listId]: current.key }));
    pendingFocus.current = current.key;
  };

  // The pointer drag runs outside React's events; it reads these at call time.
  const pointerActions = useRef<PointerDragActions | null>(null);
  useLayoutEffect(() => {
    pointerActions.current = {
      pickUp: (key, place) => pickUp(key, place, 'pointer'),
      pointAt: (x, y) => {
        const current = carryRef.current;
        if (!current) return;
        const place = placeAtPoint(x, y, measure(listElements.current, order), current.target);
        // Rendered at once, so the next move measures the layout this one produced.
        flushSync(() => carryTo(place ?? current.origin));
      },
      drop,
      cancel: () => cancel(false),
    };
  });
  const onItemPointerDown = usePointerDrag(pointerActions);

  const onItemKeyDown = (event: KeyboardEvent<HTMLElement>, key: string, place: SortablePlace) => {
    if (composing.current || isImeComposing(event)) return;
    const direction = directionOfKey(event.key);
    const isAction = event.key === 'Enter' || event.key === ' ';
    const current = carryRef.current;
    if (current?.mode === 'pointer') {
      if (event.key !== 'Escape') return;
      cancel(true);
    } else if (current) {
      if (direction)
        carryTo(stepPlace(lists, order, current.origin, current.target, direction, columns));
      else if (isAction && !event.repeat) drop();
      else if (event.key === 'Escape' || event.key === 'Tab') cancel(true);
      else if (!isAction) return;
    } else if (direction) {
      const items = shown[place.listId] ?? [];
      const next = items[navigateIndex(items.length, place.index, direction, columns)];
      if (next) itemElements.current.get(next.key)?.focus();
    } else if (isAction && !event.repeat) {
      pickUp(key, place, 'keyboard');
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  // A click elsewhere ends a keyboard move; blurs from a remount (no related target) do not.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (carryRef.current?.mode !== 'keyboard' || !(next instanceof Node)) return;
    if (!event.currentTarget.contains(next)) cancel(false);
  };

  const registerItem = useCallback((key: string, element: HTMLElement | null) => {
    if (element) itemElements.current.set(key, element);
    else itemElements.current.delete(key);
  }, []);

  return (
    <GridRoot
      className={className}
      data-carrying={carry ? '' : undefined}
      style={{ ['--maru-sortable-columns' as string]: columns }}
      onBlur={onBlur}
      onCompositionStart={() => (composing.current = true)}
      onCompositionEnd={() => (composing.current = false)}
    >
      {listSpecs.map((spec) => {
        const items = shown[spec.id] ?? [];
        const labelId = `${idPrefix}-${spec.id}`;
        // Roving tab stop: the carried item, else the last focused one, else the first.
        const stop =
          carry?.target.listId === spec.id
            ? carry.key
            : items.some((item) => item.key === activeKeys[spec.id])
              ? activeKeys[spec.id]
              : items[0]?.key;
        return (
          <ListSection key={spec.id} aria-labelledby={labelId} data-list={spec.id}>
            <ListLabel id={labelId}>{spec.label}</ListLabel>
            <ListFrame>
              <ListGrid
                ref={(element: HTMLDivElement | null) => {
                  if (element) listElements.current.set(spec.id, element);
                  else listElements.current.delete(spec.id);
                }}
                role="listbox"
                aria-labelledby={labelId}
                data-target={carry?.target.listId === spec.id ? '' : undefined}
              >
                {items.map((item, index) => {
                  const carried = carry?.key === item.key;
                  const place = { listId: spec.id, index };
                  return (
                    <ItemCell
                      key={item.key}
                      ref={(element: HTMLDivElement | null) => registerItem(item.key, element)}
                      role="option"
                      aria-selected={carried}
                      aria-describedby={instructionsId}
                      // The full label on hover where 5 per row cut it with an ellipsis.
                      title={item.label}
                      tabIndex={item.key === stop ? 0 : -1}
                      data-sortable-item=""
                      data-state={carried ? 'carried' : 'idle'}
                      onKeyDown={(event) => onItemKeyDown(event, item.key, place)}
                      onPointerDown={(event) => onItemPointerDown(event, item.key, place)}
                      onFocus={() =>
                        setActiveKeys((keys) =>
                          keys[spec.id] === item.key ? keys : { ...keys, [spec.id]: item.key },
                        )
                      }
                    >
                      {renderItem ? (
                        renderItem(item, { carried })
                      ) : (
                        <ItemText>{item.label}</ItemText>
                      )}
                    </ItemCell>
                  );
                })}
              </ListGrid>
              {items.length === 0 ? <EmptyHint>{spec.emptyText ?? text('empty')}</EmptyHint> : null}
            </ListFrame>
          </ListSection>
        );
      })}
      <VisuallyHiddenText id={instructionsId}>{text('instructions')}</VisuallyHiddenText>
      <VisuallyHiddenText aria-live="assertive" aria-atomic="true" data-sortable-live="">
        {announcement}
      </VisuallyHiddenText>
    </GridRoot>
  );
}

/** Where the lists and their items are on screen now, in list order. */
function measure(elements: Map<string, HTMLElement>, order: readonly string[]): ListLayout[] {
  return order.flatMap((listId) => {
    const element = elements.get(listId);
    if (!element) return [];
    const items = [...element.querySelectorAll('[data-sortable-item]')].map((item) =>
      item.getBoundingClientRect(),
    );
    return [{ listId, box: element.getBoundingClientRect(), items }];
  });
}
