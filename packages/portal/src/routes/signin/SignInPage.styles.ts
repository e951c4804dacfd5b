import { styled } from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const ErrorMessage = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.danger.fg};
  background: ${({ theme }) => theme.color.danger.bg};
  border: 1px solid ${({ theme }) => theme.color.danger.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;
