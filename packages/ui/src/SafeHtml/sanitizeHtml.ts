import DOMPurify from 'dompurify';
import type { Config } from 'dompurify';
import { defaultVideoHosts, isAllowedContentUrl, isAllowedVideoSrc } from './urlRules';

export interface SanitizeHtmlOptions {
  /**
   * Hostnames whose players may be embedded in an iframe (exact match on an `https://` URL);
   * `www.youtube.com` and `player.vimeo.com` by default. Any other iframe is removed.
   */
  videoHosts?: readonly string[];
}

/**
 * The fixed allow-list. Deliberately absent: `style` (CSS can overlay the portal's own
 * controls and exfiltrate through `url()`), `class` and `id` (content must not pick up the
 * portal's styles nor clobber its globals), `data-*`/`aria-*`, every `on*` handler, and
 * forms, scripts, SVG, MathML, objects and embeds.
 */
const allowedTags = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'span',
  'div',
  'pre',
  'code',
  'figure',
  'figcaption',
  'iframe',
];

const allowedAttributes = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'allowfullscreen',
];

const urlAttributes = new Set(['href', 'src']);

const config: Config = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: allowedAttributes,
  FORBID_ATTR: ['srcdoc', 'style', 'class', 'id', 'name', 'target', 'rel'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  /*
   * DOMPurify tests every attribute that is not "URI safe" against ALLOWED_URI_REGEXP, which
   * here only matches URLs; the plain numeric and boolean attributes are declared URI safe.
   */
  ADD_URI_SAFE_ATTR: ['width', 'height', 'colspan', 'rowspan', 'allowfullscreen'],
  // DOMPurify's own scheme check, as a second line behind isAllowedContentUrl.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|ftp|mailto):|\/(?![/\\])|#)/i,
  RETURN_TRUSTED_TYPE: false,
};

/**
 * Sanitises HTML from the server for `SafeHtml`: the one HTML sanitiser of Maru (GUIDE §7).
 * Each call uses its own DOMPurify instance, so the hooks below never leak into other callers
 * of DOMPurify nor between calls with different video hosts. Without a DOM (server rendering)
 * it returns an empty string rather than unsanitised text.
 */
export function sanitizeHtml(html: string, options: SanitizeHtmlOptions = {}): string {
  if (typeof window === 'undefined' || typeof html !== 'string' || html === '') return '';
  const videoHosts = options.videoHosts ?? defaultVideoHosts;
  const purify = DOMPurify(window);

  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (urlAttributes.has(data.attrName) && !isAllowedContentUrl(data.attrValue)) {
      data.keepAttr = false;
    }
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IFRAME') {
      // An iframe from anywhere but the video hosts is removed with everything it holds.
      if (!isAllowedVideoSrc(node.getAttribute('src') ?? '', videoHosts)) node.remove();
      return;
    }
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) {
      // Without alt text a screen reader reads the file name; unnamed content images are
      // treated as decorative instead (authors name the ones that carry meaning).
      node.setAttribute('alt', '');
    }
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      // Content links always leave the portal in a new tab that cannot reach back.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });

  return purify.sanitize(html, config);
}
