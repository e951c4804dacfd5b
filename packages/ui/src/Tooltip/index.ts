export { Tooltip, TOOLTIP_CLOSE_DELAY, TOOLTIP_DELAY } from './Tooltip';
export type { TooltipProps } from './Tooltip';
