import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import type { ChannelId } from '../../routes/routeTypes';
import { channelOpenMode, openChannel, type Channel, type ChannelOpeners } from './channels';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ChannelLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.secondary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.color.neutral[50]};
  }

  &[aria-current='true'] {
    color: ${({ theme }) => theme.color.brand[700]};
    background: ${({ theme }) => theme.color.brand[50]};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const browserOpeners: Omit<ChannelOpeners, 'navigate'> = {
  assign: (url) => window.location.assign(url),
  open: (url, target, features) => void window.open(url, target, features),
};

export interface ChannelNavProps {
  channels: readonly Channel[];
  /** The channel of the page being shown (route meta), marked `aria-current`. */
  current: ChannelId | null;
}

/**
 * The channel buttons (spec 01 §2): links, so they can be copied and opened from the context
 * menu, with the click modes of `channelOpenMode` applied explicitly for every channel.
 */
export function ChannelNav({ channels, current }: ChannelNavProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onClick = (channel: Channel) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Middle and right clicks keep the browser's own behaviour.
    if (event.button !== 0 || event.altKey) return;
    event.preventDefault();
    openChannel(channel, channelOpenMode(event), { ...browserOpeners, navigate });
  };
  return (
    <nav aria-label={t('shell.mainNav')}>
      <List>
        {channels.map((channel) => (
          <li key={channel.id}>
            <ChannelLink
              href={channel.href}
              onClick={onClick(channel)}
              aria-current={channel.id === current ? 'true' : undefined}
              data-channel={channel.key}
              {...(channel.internal ? {} : { rel: 'noopener noreferrer' })}
            >
              {t(`shell.channels.${channel.key}`)}
            </ChannelLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
