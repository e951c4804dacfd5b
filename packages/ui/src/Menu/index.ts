export { MenuButton } from './MenuButton';
export type { MenuButtonProps } from './MenuButton';
export { DropdownMenu } from './DropdownMenu';
export type { DropdownMenuProps, MenuPlacement, MenuTriggerRenderProps } from './DropdownMenu';
export { findMenuItem, isMenuSection, menuDepth } from './menuItems';
export type { MenuEntry, MenuItemData, MenuSectionData } from './menuItems';
