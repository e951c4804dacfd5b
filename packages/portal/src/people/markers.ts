import type { MemberRow } from '@maru/api';

/** Why a member is shown with a marker; each is written out (text and icon), never colour only. */
export type MemberMarker = 'concurrent' | 'dispatched' | 'onLeave';

/**
 * The markers of a member (spec 02 §2: concurrent post, dispatch, leave) in the order they are
 * written beside a name, the same in the org chart and the finder.
 */
export function markersOf(
  row: Pick<MemberRow, 'concurrent' | 'dispatched' | 'onLeave'>,
): MemberMarker[] {
  const markers: MemberMarker[] = [];
  if (row.concurrent) markers.push('concurrent');
  if (row.dispatched) markers.push('dispatched');
  if (row.onLeave) markers.push('onLeave');
  return markers;
}
