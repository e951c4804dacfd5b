import { styled } from 'styled-components';
import { pillBase, pillTones } from '../Badge/pill.styles';
import type { StatusColour } from './statusRules';
import { statusPalette } from './statusPalette';

const colours: StatusColour[] = ['purple', 'blue', 'green', 'orange', 'black'];

/* Each colour only sets the local variables; the base rule paints the tag. */
export const TagRoot = styled.span`
  --maru-tag-fg: ${({ theme }) => theme.color.text.primary};
  --maru-tag-bg: ${({ theme }) => theme.color.neutral[100]};
  --maru-tag-border: ${({ theme }) => theme.color.neutral[300]};

  ${pillBase('tag')}
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  height: 22px;
  border-radius: ${({ theme }) => theme.radius.full};

  ${({ theme }) => pillTones('tag', 'colour', colours, statusPalette(theme))}
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
