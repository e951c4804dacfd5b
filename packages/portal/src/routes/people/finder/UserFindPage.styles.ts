import { styled } from 'styled-components';

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 280px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  /* Below this the six columns of the table need the whole width: the tree goes on top. */
  @media (max-width: 959px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]};
  }
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;

export const FormActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  grid-column: 1 / -1;
  justify-content: flex-end;
`;

export const ResultHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/*
 * Rows are compact (about 56 px: two short lines at most, a 32 px photo), so the links in them
 * are one line each, at least 24 px tall (WCAG 2.2 target size) with room between them.
 */
const target = `
  display: inline-flex;
  align-items: center;
  min-height: 24px;
`;

/*
 * Six columns in the width of the page: a narrower cell padding keeps a row's links on one line.
 * Cells do not wrap (a row stays two short lines at most); where the page is narrower than the
 * table, the table's frame scrolls sideways instead.
 */
export const Members = styled.div`
  min-width: 0;

  & th,
  & td {
    padding-inline: ${({ theme }) => theme.space[3]};
  }
`;

export const MailAnchor = styled.a`
  ${target}
  color: ${({ theme }) => theme.color.brand[700]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
  white-space: nowrap;
`;

export const Secondary = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Messengers = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;

  & > a {
    ${target}
  }
`;

export const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]};
`;
