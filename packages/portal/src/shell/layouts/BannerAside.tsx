import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { Aside } from './layoutParts';
import { useSlotHost } from './layoutSlots';

const Region = styled(Aside)`
  grid-area: banner;
`;

/**
 * The right aside for banner widgets (spec 01 §2): drawn only while a page fills the `banner`
 * slot, so there is never an empty landmark or stand-in content.
 */
export function BannerAside() {
  const { t } = useTranslation();
  const { filled, attach } = useSlotHost('banner');
  if (!filled) return null;
  return <Region ref={attach} aria-label={t('layout.bannerAside')} />;
}

/** Whether the banner aside is drawn (the grid adds its column only then). */
export function useBannerFilled(): boolean {
  return useSlotHost('banner').filled;
}
