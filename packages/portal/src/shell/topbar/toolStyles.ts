import { Link as RouterLink } from 'react-router-dom';
import { styled, css } from 'styled-components';

/** The square icon controls of the top bar (notifications, search, administration). */
export const iconControl = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.md};
  height: ${({ theme }) => theme.size.control.md};
  color: ${({ theme }) => theme.color.text.secondary};
  border-radius: ${({ theme }) => theme.radius.md};

  &:hover {
    color: ${({ theme }) => theme.color.text.primary};
    background: ${({ theme }) => theme.color.neutral[50]};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const IconLink = styled(RouterLink)`
  ${iconControl}
`;
