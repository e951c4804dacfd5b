import { styled } from 'styled-components';

/*
 * Layout of one row of the feed portlets; colours, sizes and spacing come from the theme's
 * tokens so another product's theme restyles the rows too.
 */

/** Avatar beside the text, or the text alone. */
export const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  min-width: 0;
`;

export const RowText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  flex: 1;
`;

export const TitleLine = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  a,
  [data-unresolved] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    min-width: 0;
  }
`;

/** One line of plain preview text. */
export const Preview = styled.p`
  margin: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Board, author, date and counts, separated by middle dots; the author may be a button. */
export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `0 ${theme.space[2]}`};
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};

  & > * + *::before {
    content: '·';
    margin-right: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.text.secondary};
  }

  time {
    font-variant-numeric: tabular-nums;
  }
`;
