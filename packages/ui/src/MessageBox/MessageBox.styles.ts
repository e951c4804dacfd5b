import { styled } from 'styled-components';

/* The modal chrome and the title, message and actions come from Dialog and AlertDialog. */

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const LabelHint = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const Input = styled.input`
  --maru-input-border: ${({ theme }) => theme.color.border.strong};

  height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid var(--maru-input-border);
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.neutral[0]};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;

  &::placeholder {
    color: ${({ theme }) => theme.color.text.disabled};
  }

  &[aria-invalid='true'] {
    --maru-input-border: ${({ theme }) => theme.color.danger.solid};
  }
`;

export const ErrorText = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger.fg};
`;
