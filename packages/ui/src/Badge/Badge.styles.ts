import styled, { css } from 'styled-components';
import { badgePalette } from './badgePalette';
import type { BadgeTone } from './badgePalette';

const tones: BadgeTone[] = ['neutral', 'info', 'success', 'warning', 'danger'];

/* Tones set local variables for both variants; the base rules paint. */
export const BadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 20px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid var(--maru-badge-border);
  border-radius: ${({ theme }) => theme.radius.sm};
  background: var(--maru-badge-bg);
  color: var(--maru-badge-fg);
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;

  ${({ theme }) => {
    const palette = badgePalette(theme);
    return tones.map(
      (tone) => css`
        &[data-tone='${tone}'] {
          --maru-badge-fg: ${palette[tone].fg};
          --maru-badge-bg: ${palette[tone].bg};
          --maru-badge-border: ${palette[tone].border};
        }
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
