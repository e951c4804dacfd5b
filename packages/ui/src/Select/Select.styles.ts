import { styled } from 'styled-components';
import { fieldBoxCss, focusRingCss } from './list.styles';

/** The select-only combobox: a focusable box that shows the value and opens the list. */
export const SelectTrigger = styled.div`
  ${fieldBoxCss}
  padding: 0 ${({ theme }) => theme.space[3]};
  cursor: pointer;
  user-select: none;

  &:focus-visible {
    ${focusRingCss}
  }
`;

export const SelectValue = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${({ theme }) => theme.color.text.secondary};
  }

  [data-disabled] > & {
    color: inherit;
  }
`;
