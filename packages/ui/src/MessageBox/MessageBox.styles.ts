import styled from 'styled-components';

export const Underlay = styled.div`
  --maru-messagebox-underlay: ${({ theme }) => theme.color.surface.overlay};

  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: var(--maru-messagebox-underlay);
`;

export const Panel = styled.div`
  --maru-messagebox-bg: ${({ theme }) => theme.color.surface.raised};
  --maru-messagebox-width: 400px;

  width: min(100%, var(--maru-messagebox-width));
  max-height: calc(100vh - ${({ theme }) => theme.space[8]});
  overflow: auto;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: var(--maru-messagebox-bg);
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

export const Dialog = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  outline: none;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  /* Messages from the server or the spec may hold line breaks. */
  white-space: pre-line;
`;

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

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
