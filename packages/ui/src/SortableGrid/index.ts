export { SortableGrid } from './SortableGrid';
export type { SortableGridList, SortableGridProps } from './SortableGrid';
export type { SortableGridMessage } from './catalogue';
export { displacedItems, findPlace, insertionPlace, moveItem, resolveMove } from './sortableModel';
export type {
  DecideMove,
  MoveOutcome,
  SortableGridItem,
  SortableLists,
  SortableMove,
  SortablePlace,
} from './sortableModel';
