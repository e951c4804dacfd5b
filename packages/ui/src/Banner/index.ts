export { Banner } from './Banner';
export type { BannerProps, BannerTone } from './Banner';
export { FreeTrialBanner } from './FreeTrialBanner';
export type { FreeTrialBannerProps } from './FreeTrialBanner';
