import { Parser } from 'htmlparser2';

/*
 * The words of a post's HTML that a reader sees, for the search index. A real parser rather
 * than patterns: a tag with attributes, an entity or a comment is read the way a browser reads
 * it, so a word inside an attribute (title, href, alt) is never found, and `&amp;` is `&`.
 */

/** Elements whose content is never shown as text. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object']);

/**
 * Elements that start a new line or cell when rendered: their edges become a space, so the
 * last word of one paragraph and the first of the next never run together into one word.
 */
const BREAKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'img',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/**
 * The visible text of `html`: tags and attributes dropped, entities decoded, script and style
 * content left out, block edges turned into spaces, runs of whitespace collapsed to one space.
 */
export function htmlText(html: string): string {
  const parts: string[] = [];
  let hiddenDepth = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (HIDDEN.has(name)) hiddenDepth += 1;
        else if (BREAKS.has(name)) parts.push(' ');
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        else if (BREAKS.has(name)) parts.push(' ');
      },
      ontext(text) {
        if (hiddenDepth === 0) parts.push(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
