import { styled } from 'styled-components';

export const BreadcrumbList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const BreadcrumbItem = styled.li`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.minTarget};

  /* The separator is drawn by CSS so screen readers do not read it between items. */
  & + &::before {
    content: '';
    display: inline-block;
    width: 6px;
    height: 6px;
    margin-inline: ${({ theme }) => theme.space[2]};
    border-top: 1.5px solid ${({ theme }) => theme.color.neutral[400]};
    border-right: 1.5px solid ${({ theme }) => theme.color.neutral[400]};
    transform: rotate(45deg);
  }

  & > a,
  & > span {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.minTarget};
  }

  &[data-current] > span {
    color: ${({ theme }) => theme.color.text.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
