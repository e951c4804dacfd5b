/*
 * What the member finder, the org chart and the profile dialog share about a person: the
 * contact deep links and the concurrent-post, dispatch and leave markers.
 */
export {
  contactLinksOf,
  rowChatLinks,
  type ChatLink,
  type ContactLink,
  type DeepLinkType,
} from './contactLinks';
export { markersOf, type MemberMarker } from './markers';
export { MemberMarkers } from './MemberMarkers';
