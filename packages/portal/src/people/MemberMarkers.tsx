import { useTranslation } from 'react-i18next';
import type { MemberMarker } from './markers';
import * as S from './MemberMarkers.styles';

/** One small line icon per marker (decorative: the text beside it carries the meaning). */
const ICON_PATHS: Record<MemberMarker, string> = {
  // Two overlapping cards: a second post.
  concurrent: 'M2 5h7v7H2zM5 5V2h7v7H9',
  // An arrow leaving a box: working elsewhere.
  dispatched: 'M2 3v10h6M6 8h8M11 5l3 3-3 3',
  // A pause sign: away for a while.
  onLeave: 'M5 3v10M11 3v10',
};

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
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d={ICON_PATHS[marker]}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {t(`people.marker.${marker}`)}
        </S.Marker>
      ))}
    </S.Markers>
  );
}
