/**
 * Offline stand-in photos for the stories (no network in the screenshot pipeline): a simple
 * portrait silhouette on a tinted background, as an SVG data URI.
 */
export function portraitDataUri(background: string, shirt: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="${background}"/>` +
    `<circle cx="48" cy="38" r="18" fill="#f1c9a5"/>` +
    `<path d="M30 30a18 18 0 0 1 36 0v4H30z" fill="#2b2b2b"/>` +
    `<path d="M14 96c2-22 16-32 34-32s32 10 34 32z" fill="${shirt}"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** An image URL that always fails to decode, without touching the network. */
export const brokenImage = 'data:image/png;base64,AAAA';
