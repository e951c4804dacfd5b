export { SortableGrid } from './SortableGrid';
export type { SortableGridItem, SortableGridList, SortableGridProps } from './SortableGrid';
export type { SortableGridMessage } from './catalogue';
export {
  displacedItems,
  findPlace,
  moveItem,
  navigateIndex,
  placeAtPoint,
  resolveMove,
  stepPlace,
} from './sortableModel';
export type {
  DecideMove,
  GridDirection,
  ListLayout,
  MoveOutcome,
  SortableLists,
  SortableMove,
  SortablePlace,
} from './sortableModel';
