import { styled } from 'styled-components';

/* Layout of the home's widget columns; every value comes from the theme's tokens. */

export const Column = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const WidgetList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** An image banner: the picture over its name, the whole card one link. */
export const BannerCard = styled.div`
  display: grid;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};

  /* Picture on its own row; the name and Link's new-tab glyph share the row below it. */
  a,
  [data-unresolved] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `${theme.space[2]} ${theme.space[1]}`};
    padding-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.text.primary};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
  }

  a:hover span,
  a:focus-visible span {
    text-decoration: underline;
  }

  img {
    display: block;
    flex-basis: 100%;
    width: 100%;
    height: auto;
    aspect-ratio: 280 / 96;
  }
`;

export const BannerName = styled.span`
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
`;
