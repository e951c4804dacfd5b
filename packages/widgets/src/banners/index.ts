export { HomeBanners } from './HomeBanners';
export type { HomeBannersProps } from './HomeBanners';
export { bannerView, isImageBanner, placedWidgets } from './rules';
export type { BannerView } from './rules';
export { homeStudioIdAtom, studioWidgetsData } from './atoms';
export { fetchStudioWidgets } from './api';
export { bannersCatalogue } from './catalogue';
