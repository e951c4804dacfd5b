import { PlaceholderPage } from '../PlaceholderPage';

/** /community (Community): target of the 403/410 policy; boards come in a later issue. */
export function CommunityPage() {
  return <PlaceholderPage titleKey="title.community" />;
}
