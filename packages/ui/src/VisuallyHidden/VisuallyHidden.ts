import { css, styled } from 'styled-components';

/**
 * Kept for assistive technology, taken out of the visual layout (the clip pattern). For a
 * styled part that is hidden only in some state (`&[data-hidden] { ${visuallyHiddenCss} }`).
 */
export const visuallyHiddenCss = css`
  /* block (as absolute positioning computes anyway) so accessible names get a space before it */
  display: block;
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * The one visually hidden element of Maru: text for screen readers only, live regions, hidden
 * headings. A span; `as="div"` (or `as="h1"`) when it holds blocks or is a heading.
 */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenCss}
`;
