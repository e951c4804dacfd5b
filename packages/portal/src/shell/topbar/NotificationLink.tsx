import type { UnreadCounts } from '@maru/api';
import { Badge, BellIcon } from '@maru/ui';
import { useAtomValue } from 'jotai';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { notificationCountsAtom } from '../../session/shellSessionState';
import { IconLink } from './toolStyles';

/** Where the indicator leads (spec 01 §2 routes). */
export const NOTIFICATIONS_PATH = '/community/notification';

/**
 * Positions the badge over the bell. The badge sits beside the link, not inside it: inside, its
 * number would be visible text missing from the link's name as spoken ("14" vs "14건", "99+" vs
 * "128"), which fails WCAG 2.5.3 label in name (axe label-content-name-mismatch).
 */
const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const CountSpot = styled.span`
  position: absolute;
  top: -2px;
  right: -4px;
  pointer-events: none;
`;

type NotificationLinkProps = { counts: UnreadCounts | null } & Omit<
  ComponentPropsWithoutRef<typeof IconLink>,
  'to'
>;

/**
 * The link to the notifications page, named with the unread total ("알림, 읽지 않음 3건");
 * before the first count answer it is just "알림". The badge repeats the count as a picture.
 */
export const NotificationLink = forwardRef<HTMLAnchorElement, NotificationLinkProps>(
  function NotificationLink({ counts, ...rest }, ref) {
    const { t } = useTranslation();
    const label = counts
      ? t('shell.notifications.unread', { count: counts.unread })
      : t('shell.notifications.label');
    return (
      <Anchor>
        <IconLink ref={ref} to={NOTIFICATIONS_PATH} aria-label={label} {...rest}>
          <BellIcon />
        </IconLink>
        {counts && counts.unread > 0 ? (
          <CountSpot aria-hidden="true">
            <Badge count={counts.unread} tone="danger" />
          </CountSpot>
        ) : null}
      </Anchor>
    );
  },
);

/** Until the tooltip's code arrives: the same link, without the tooltip. */
export function NotificationIndicatorFallback() {
  const counts = useAtomValue(notificationCountsAtom);
  return <NotificationLink counts={counts} />;
}
