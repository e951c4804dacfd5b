import { styled } from 'styled-components';

export const EmptyRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.color.text.secondary};

  &[data-size='sm'] {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

export const EmptyIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.neutral[400]};
  line-height: 0;
`;

export const EmptyTitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  [data-size='sm'] > & {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export const EmptyDescription = styled.p`
  margin: 0;
  max-width: 40em;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const EmptyAction = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
