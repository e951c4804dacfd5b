import { styled, css } from 'styled-components';
import { avatarPalette } from './avatarPalette';

/* Sizes only set the local variables; the base rule paints. */
export const AvatarRoot = styled.span`
  --maru-avatar-size: 32px;
  --maru-avatar-font-size: ${({ theme }) => theme.font.size.xs};

  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--maru-avatar-size);
  height: var(--maru-avatar-size);
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.neutral[600]};
  color: ${({ theme }) => theme.color.text.inverse};
  font-size: var(--maru-avatar-font-size);
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;
  user-select: none;

  &[data-size='sm'] {
    --maru-avatar-size: 24px;
    --maru-avatar-font-size: 10px;
  }
  &[data-size='lg'] {
    --maru-avatar-size: 48px;
    --maru-avatar-font-size: ${({ theme }) => theme.font.size.lg};
  }
  &[data-size='xl'] {
    --maru-avatar-size: 96px;
    --maru-avatar-font-size: ${({ theme }) => theme.font.size['2xl']};
  }

  &[data-state='image'] {
    background: ${({ theme }) => theme.color.neutral[100]};
  }

  ${({ theme }) =>
    avatarPalette(theme).map(
      (colour, index) => css`
        &[data-state='initials'][data-colour='${index}'] {
          background: ${colour};
        }
      `,
    )}
`;

export const AvatarImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
