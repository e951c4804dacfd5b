import { styled } from 'styled-components';

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]}
    ${({ theme }) => theme.space[3]};
`;

export const Title = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  /* Aligns the first line with the 28px close button. */
  padding-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text.primary};
`;

/** Takes the height left by header and footer and scrolls when the content is taller. */
export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.text.primary};

  &[data-scrollable] {
    border-block: 1px solid ${({ theme }) => theme.color.border.subtle};
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]}
    ${({ theme }) => theme.space[5]};
`;

/** Space under the body when there is no footer. */
export const BodyEnd = styled.div`
  flex: none;
  height: ${({ theme }) => theme.space[5]};
`;
