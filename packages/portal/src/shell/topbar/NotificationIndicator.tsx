import { Tooltip } from '@maru/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { notificationCountsAtom } from '../../session/shellSessionState';
import { NotificationLink } from './NotificationLink';

export { NOTIFICATIONS_PATH } from './NotificationLink';

/**
 * The notification indicator (spec 01 §2): the link to the notifications page with the unread
 * total; the per-system counts (community, approval, collaboration) are its tooltip.
 */
export function NotificationIndicator() {
  const { t } = useTranslation();
  const counts = useAtomValue(notificationCountsAtom);
  if (!counts) return <NotificationLink counts={null} />;
  const bySystem = t('shell.notifications.bySystem', {
    gw: counts.GW,
    ea: counts.EA,
    kanban: counts.KANBAN,
  });
  return (
    <Tooltip content={bySystem} placement="bottom">
      <NotificationLink counts={counts} />
    </Tooltip>
  );
}
