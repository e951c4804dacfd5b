import { styled } from 'styled-components';

/**
 * A native `<select>` drawn as a field: `appearance: none` removes the platform arrow, so the
 * owner draws a chevron over the right padding. Owners set the height, colours and hover.
 */
export const NativeSelect = styled.select`
  appearance: none;
  min-height: ${({ theme }) => theme.size.minTarget};
  padding: 0 ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  cursor: pointer;

  &:disabled {
    background: ${({ theme }) => theme.color.neutral[100]};
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;
