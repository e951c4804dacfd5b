import { styled } from 'styled-components';
import { CloseIcon } from '../icons';

export const RegionList = styled.ol`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space[6]};
  inset-inline-end: ${({ theme }) => theme.space[6]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: min(360px, calc(100vw - ${({ theme }) => theme.space[8]}));
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-placement='inline'] {
    position: static;
  }
`;

export const ToastItem = styled.li`
  --maru-toast-bg: ${({ theme }) => theme.color.info.bg};
  --maru-toast-border: ${({ theme }) => theme.color.info.border};
  --maru-toast-fg: ${({ theme }) => theme.color.info.fg};

  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]}
    ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid var(--maru-toast-border);
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--maru-toast-bg);
  color: var(--maru-toast-fg);
  box-shadow: ${({ theme }) => theme.shadow.md};

  &[data-tone='success'] {
    --maru-toast-bg: ${({ theme }) => theme.color.success.bg};
    --maru-toast-border: ${({ theme }) => theme.color.success.border};
    --maru-toast-fg: ${({ theme }) => theme.color.success.fg};
  }

  &[data-tone='error'] {
    --maru-toast-bg: ${({ theme }) => theme.color.danger.bg};
    --maru-toast-border: ${({ theme }) => theme.color.danger.border};
    --maru-toast-fg: ${({ theme }) => theme.color.danger.fg};
  }
`;

export const ToastMessage = styled.p`
  flex: 1;
  margin: 0;
  padding-block: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const CloseGlyph = styled(CloseIcon)`
  width: 14px;
  height: 14px;
`;
