import styled, { css } from 'styled-components';
import type { StatusColour } from './statusRules';
import { statusPalette } from './statusPalette';

const colours: StatusColour[] = ['purple', 'blue', 'green', 'orange', 'black'];

/* Each colour only sets the local variables; the base rule paints the tag. */
export const TagRoot = styled.span`
  --maru-tag-fg: ${({ theme }) => theme.color.text.primary};
  --maru-tag-bg: ${({ theme }) => theme.color.neutral[100]};
  --maru-tag-border: ${({ theme }) => theme.color.neutral[300]};

  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  height: 22px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid var(--maru-tag-border);
  border-radius: ${({ theme }) => theme.radius.full};
  background: var(--maru-tag-bg);
  color: var(--maru-tag-fg);
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;

  ${({ theme }) => {
    const palette = statusPalette(theme);
    return colours.map(
      (colour) => css`
        &[data-colour='${colour}'] {
          --maru-tag-fg: ${palette[colour].fg};
          --maru-tag-bg: ${palette[colour].bg};
          --maru-tag-border: ${palette[colour].border};
        }
      `,
    );
  }}
`;

export const TagDot = styled.span`
  flex: none;
  width: 6px;
  height: 6px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: currentColor;
`;

export const TagText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;
