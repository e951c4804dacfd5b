import { Badge, Tooltip } from '@maru/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { notificationCountsAtom } from '../../session/shellSessionState';
import { BellIcon } from './icons';
import { IconLink } from './toolStyles';

/** Where the indicator leads (spec 01 §2 routes). */
export const NOTIFICATIONS_PATH = '/community/notification';

const CountSpot = styled.span`
  position: absolute;
  top: -2px;
  right: -4px;
  pointer-events: none;
`;

/**
 * The notification indicator (spec 01 §2): a link to the notifications page named with the
 * unread total ("알림, 읽지 않음 3건"); the per-system counts (community, approval,
 * collaboration) are its tooltip. Before the first count answer it is just "알림".
 */
export function NotificationIndicator() {
  const { t } = useTranslation();
  const counts = useAtomValue(notificationCountsAtom);
  if (!counts) {
    return (
      <IconLink to={NOTIFICATIONS_PATH} aria-label={t('shell.notifications.label')}>
        <BellIcon />
      </IconLink>
    );
  }
  const bySystem = t('shell.notifications.bySystem', {
    gw: counts.GW,
    ea: counts.EA,
    kanban: counts.KANBAN,
  });
  return (
    <Tooltip content={bySystem} placement="bottom">
      <IconLink
        to={NOTIFICATIONS_PATH}
        aria-label={t('shell.notifications.unread', { count: counts.unread })}
      >
        <BellIcon />
        {counts.unread > 0 ? (
          // The link's name already says the count; the badge is its picture.
          <CountSpot aria-hidden="true">
            <Badge count={counts.unread} tone="danger" />
          </CountSpot>
        ) : null}
      </IconLink>
    </Tooltip>
  );
}
