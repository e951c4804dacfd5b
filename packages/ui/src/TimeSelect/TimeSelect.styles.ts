import { styled } from 'styled-components';
import { NativeSelect as FieldNativeSelect } from '../Field/NativeSelect.styles';

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

export const NativeSelect = styled(FieldNativeSelect)`
  height: ${({ theme }) => theme.size.control.md};
  background: ${({ theme }) => theme.color.neutral[0]};
  color: ${({ theme }) => theme.color.text.primary};
  font-variant-numeric: tabular-nums;

  /* An invalid select keeps its danger border under the pointer. */
  &:hover:not(:disabled):not([aria-invalid='true']) {
    border-color: ${({ theme }) => theme.color.neutral[600]};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger.solid};
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
    border-color: ${({ theme }) => theme.color.border.subtle};
  }
`;
