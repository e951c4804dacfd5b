import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CardsIcon, ExitIcon, PauseIcon, type LineIconProps } from '@maru/ui';
import type { MemberMarker } from './markers';
import * as S from './MemberMarkers.styles';

/** One small icon per marker (decorative: the text beside it carries the meaning). */
const ICONS: Record<MemberMarker, ComponentType<LineIconProps>> = {
  concurrent: CardsIcon,
  dispatched: ExitIcon,
  onLeave: PauseIcon,
};

function MarkerIcon({ marker }: { marker: MemberMarker }) {
  const Icon = ICONS[marker];
  return <Icon />;
}

/**
 * The concurrent-post, dispatch and leave markers of a member (spec 02 §2), each as an icon and
 * its word, so colour is never the only signal.
 */
export function MemberMarkers({ markers }: { markers: readonly MemberMarker[] }) {
  const { t } = useTranslation();
  if (markers.length === 0) return null;
  return (
    <S.Markers>
      {markers.map((marker) => (
        <S.Marker key={marker} data-marker={marker}>
          <MarkerIcon marker={marker} />
          {t(`people.marker.${marker}`)}
        </S.Marker>
      ))}
    </S.Markers>
  );
}
