import { styled } from 'styled-components';

export const SummaryRoot = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.danger.border};
  border-left: 4px solid ${({ theme }) => theme.color.danger.solid};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.danger.bg};
  color: ${({ theme }) => theme.color.text.primary};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const SummaryHeading = styled.h2`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.color.danger.fg};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  & > svg {
    width: 18px;
    height: 18px;
    margin-top: 1px;
  }
`;

export const SummaryCount = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const SummaryList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

export const SummaryItem = styled.li`
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const SummaryLink = styled.a`
  display: inline-block;
  min-height: ${({ theme }) => theme.size.minTarget};
  padding: 2px 0;
  color: ${({ theme }) => theme.color.danger.fg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;

  &:hover {
    text-decoration-thickness: 2px;
  }
`;
