import { styled } from 'styled-components';

/** The widgets beside the company's column; the column drops below on narrow screens. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/** A group of widgets, as many per row as fit at 300 px or more. */
export const Section = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
`;

/**
 * A widget's place, as tall as the widget once loaded (`WIDGET_HEIGHTS`) from the first paint,
 * so nothing below it moves while its code and data arrive; a longer widget still grows. The
 * loading notice fills it (`WidgetBoundary`); `data-wide` takes the whole row (the feed).
 */
export const WidgetSpace = styled.div<{ $height: number }>`
  min-width: 0;
  min-height: ${({ $height }) => $height}px;

  &[data-wide] {
    grid-column: 1 / -1;
  }

  /* A widget that draws nothing for this user (no linked calendar) leaves no hole. */
  &:empty {
    min-height: 0;
  }
`;

export const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;
