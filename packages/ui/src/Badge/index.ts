export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export type { BadgeTone } from './badgePalette';
export { formatBadgeCount } from './badgeRules';
