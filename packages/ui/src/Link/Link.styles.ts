import { styled } from 'styled-components';

/*
 * Links are underlined: colour alone must not be the only thing telling them apart from text
 * (WCAG 1.4.1), and the portal's body text is dense Korean where a colour change is subtle.
 */
export const StyledLink = styled.a`
  --maru-link-fg: ${({ theme }) => theme.color.brand[700]};
  --maru-link-fg-hover: ${({ theme }) => theme.color.brand[800]};

  color: var(--maru-link-fg);
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.2em;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &:hover {
    color: var(--maru-link-fg-hover);
    text-decoration-thickness: 2px;
  }

  &[data-tone='subtle'] {
    --maru-link-fg: ${({ theme }) => theme.color.text.secondary};
    --maru-link-fg-hover: ${({ theme }) => theme.color.text.primary};
  }
`;

/** The text a link falls back to when its URL did not resolve: it must not look clickable. */
export const UnresolvedText = styled.span`
  color: inherit;
`;

export const ExternalGlyph = styled.svg`
  display: inline-block;
  width: 0.75em;
  height: 0.75em;
  margin-inline-start: 0.2em;
  vertical-align: baseline;
`;
