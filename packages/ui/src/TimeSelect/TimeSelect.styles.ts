import styled from 'styled-components';

export const TimeRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const TimeLabel = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const TimeRow = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Colon = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};

  /* Decorative punctuation kept out of JSX text: the fields carry their own names. */
  &::before {
    content: ':';
  }
`;

/** Holds a native select and draws its arrow, since `appearance: none` removes the native one. */
export const SelectBox = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;

  svg {
    position: absolute;
    right: ${({ theme }) => theme.space[2]};
    pointer-events: none;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

export const NativeSelect = styled.select`
  appearance: none;
  height: ${({ theme }) => theme.size.control.md};
  min-height: ${({ theme }) => theme.size.minTarget};
  padding: 0 ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.neutral[0]};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.neutral[600]};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }

  &[data-next-day] {
    color: ${({ theme }) => theme.color.brand[700]};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  &:disabled {
    background: ${({ theme }) => theme.color.neutral[100]};
    color: ${({ theme }) => theme.color.text.disabled};
    border-color: ${({ theme }) => theme.color.border.subtle};
    cursor: not-allowed;
  }
`;
