export { CloseIcon, ChevronIcon } from './icons';
export type { CloseIconProps, ChevronIconProps } from './icons';
export type { IconProps, LineIconProps } from './base';
export {
  BellIcon,
  CalendarIcon,
  CardsIcon,
  CheckIcon,
  ExitIcon,
  FileIcon,
  GearIcon,
  HelpIcon,
  InfoIcon,
  MailIcon,
  MinusIcon,
  MoreIcon,
  PauseIcon,
  PersonIcon,
  RefreshIcon,
  SearchIcon,
  StarIcon,
  UploadIcon,
  WarningIcon,
} from './glyphs';
