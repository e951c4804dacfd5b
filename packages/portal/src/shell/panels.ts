import { styled } from 'styled-components';

/** A `main` without chrome, for screens shown outside the layouts (route errors). */
export const PlainMain = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: start center;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface.page};

  &:focus {
    outline: none;
  }
`;

/** A raised card centred in the page: sign-in, logout, not found, status screens. */
export const CenteredPanel = styled.section`
  width: min(100%, 420px);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  a {
    color: ${({ theme }) => theme.color.brand[700]};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const PanelTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const PanelText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
