export { Popover } from './Popover';
export type { PopoverPlacement, PopoverProps } from './Popover';
