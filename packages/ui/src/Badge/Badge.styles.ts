import { styled, css } from 'styled-components';
import { badgePalette } from './badgePalette';
import type { BadgeTone } from './badgePalette';
import { pillBase, pillTones } from './pill.styles';

const tones: BadgeTone[] = ['neutral', 'info', 'success', 'warning', 'danger'];

/* Tones set local variables for both variants; the base rules paint. */
export const BadgeRoot = styled.span`
  ${pillBase('badge')}
  justify-content: center;
  height: 20px;
  border-radius: ${({ theme }) => theme.radius.sm};

  ${({ theme }) => pillTones('badge', 'tone', tones, badgePalette(theme))}

  ${({ theme }) => {
    const palette = badgePalette(theme);
    return tones.map(
      (tone) => css`
        &[data-tone='${tone}'][data-variant='count'] {
          --maru-badge-fg: ${palette[tone].solidFg};
          --maru-badge-bg: ${palette[tone].solidBg};
          --maru-badge-border: ${palette[tone].solidBg};
        }
      `,
    );
  }}

  &[data-variant='count'] {
    min-width: 20px;
    padding: 0 6px;
    border-radius: ${({ theme }) => theme.radius.full};
    font-variant-numeric: tabular-nums;
  }
`;
