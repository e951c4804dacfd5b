export { CloseIcon, ChevronDownIcon } from './icons';
export type { CloseIconProps, ChevronDownIconProps, LineIconProps } from './icons';
