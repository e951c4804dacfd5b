import { styled } from 'styled-components';

/* Shared with MessageBox, which draws the same short-message layout. */

export const AlertTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const AlertMessage = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  /* Messages from the server or the spec may hold line breaks. */
  white-space: pre-line;
`;

export const AlertActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
