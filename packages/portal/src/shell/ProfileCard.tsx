import type { UserProfile } from '@maru/api';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useActiveLocale } from '../i18n';
import { displayName } from './displayName';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  text-align: center;
`;

const Photo = styled.img`
  width: 88px;
  height: 88px;
  border-radius: ${({ theme }) => theme.radius.full};
  object-fit: cover;
  background: ${({ theme }) => theme.color.neutral[100]};
`;

const Name = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text.primary};
`;

const Detail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** What the card shows of the signed-in user (the session's user has more). */
export type ProfileCardUser = Pick<
  UserProfile,
  'userName' | 'userNameEn' | 'userPhoto' | 'dlName' | 'dutyDesc' | 'companyName'
>;

/** The home aside's profile card: photo, name in the interface's language, department and title. */
export function ProfileCard({ user, headingId }: { user: ProfileCardUser; headingId: string }) {
  const { t } = useTranslation();
  const locale = useActiveLocale();
  const name = displayName(user, locale);
  return (
    <Card aria-labelledby={headingId}>
      <Photo src={user.userPhoto} alt={t('home.photoAlt', { name })} width={88} height={88} />
      <Name id={headingId}>{name}</Name>
      <Detail>
        {user.dlName}
        <br />
        {user.dutyDesc}
      </Detail>
      <Detail>{user.companyName}</Detail>
    </Card>
  );
}
