import { styled } from 'styled-components';

/*
 * Server content carries no classes or styles (the sanitiser drops them), so its whole look
 * comes from here, scoped under the container so nothing leaks into the portal.
 */
export const SafeHtmlContainer = styled.div`
  --maru-safe-html-border: ${({ theme }) => theme.color.border.subtle};

  min-width: 0;
  color: ${({ theme }) => theme.color.text.primary};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }

  & > :last-child {
    margin-bottom: 0;
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[2]};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  h1 {
    font-size: ${({ theme }) => theme.font.size['2xl']};
  }

  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }

  h3,
  h4,
  h5,
  h6 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  p,
  ul,
  ol,
  pre,
  table,
  figure,
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }

  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space[6]};
  }

  /* Only real links look like links: a sanitised anchor may have lost its href. */
  a[href] {
    color: ${({ theme }) => theme.color.brand[700]};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  blockquote {
    padding-inline-start: ${({ theme }) => theme.space[4]};
    border-inline-start: 4px solid var(--maru-safe-html-border);
    color: ${({ theme }) => theme.color.text.secondary};
  }

  hr {
    border: 0;
    border-top: 1px solid var(--maru-safe-html-border);
    margin: ${({ theme }) => theme.space[4]} 0;
  }

  code,
  pre {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: ${({ theme }) => theme.font.size.sm};
    /* neutral[100], not [50]: [50] is the page colour and the block would disappear. */
    background: ${({ theme }) => theme.color.neutral[100]};
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  code {
    padding: 0 ${({ theme }) => theme.space[1]};
  }

  pre {
    padding: ${({ theme }) => theme.space[3]};
    overflow-x: auto;
  }

  pre code {
    padding: 0;
  }

  table {
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border: 1px solid var(--maru-safe-html-border);
    text-align: start;
  }

  th {
    background: ${({ theme }) => theme.color.neutral[100]};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  img,
  iframe {
    max-width: 100%;
  }

  img {
    height: auto;
  }

  iframe {
    border: 0;
  }

  figcaption {
    margin-top: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;
