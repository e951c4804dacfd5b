import { PlaceholderPage } from '../PlaceholderPage';

/** /ess/myWorkHour (MyWorkHour): the attendance widget links here; the screen comes later. */
export function MyWorkHourPage() {
  return <PlaceholderPage titleKey="title.myWorkHour" />;
}
