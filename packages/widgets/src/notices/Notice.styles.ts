import { styled } from 'styled-components';

/*
 * Layout only: colours, sizes and spacing come from the Maru theme tokens so another
 * product's theme restyles the notices too. States are data attributes (GUIDE §3).
 */

export const DocumentBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** Department, employee number and name, as on a printed HR notice. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.page};

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }
  dd {
    margin: 0;
  }
`;

/** The notice's date and the company, signed at the bottom right. */
export const Signature = styled.footer`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[1]};

  p {
    margin: 0;
  }
  p:last-child {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Receipt = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const SaveError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger.fg};
`;

export const Page = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 800px;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
`;

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h1,
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

export const PageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;
