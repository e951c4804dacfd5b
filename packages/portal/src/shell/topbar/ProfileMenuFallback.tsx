import { styled } from 'styled-components';
import { useActiveLocale } from '../../i18n';
import type { SessionUser } from '../../session/sessionState';
import { displayName } from '../displayName';

const NamePlaceholder = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** Until the profile menu's code arrives: the user's name where its button will be. */
export function ProfileMenuFallback({ user }: { user: SessionUser }) {
  const locale = useActiveLocale();
  return <NamePlaceholder>{displayName(user, locale)}</NamePlaceholder>;
}
