/**
 * The XSS suite's judge of sanitised output. It imports nothing from the sanitiser or its URL
 * rules: it parses the output the way the browser will (DOMParser) and applies its own small,
 * explicit rules, so a bug in the production rules cannot also blind the test. Test helper
 * only; not exported from the package.
 */

const htmlNamespace = 'http://www.w3.org/1999/xhtml';

/** Elements that run code, restyle or redirect the page, submit data or embed plugins. */
const forbiddenElements = new Set([
  'script',
  'style',
  'object',
  'embed',
  'base',
  'meta',
  'form',
  'link',
  'applet',
  'frame',
  'frameset',
  'portal',
  'input',
  'button',
  'textarea',
  'select',
  'svg',
  'math',
  /*
   * Content this checker's parse does not see as the page will: DOMParser documents run with
   * scripting off, so `<noscript>` holds markup here but raw text on the page (the classic
   * mutation XSS), and `<template>` content is invisible to querySelectorAll.
   */
  'noscript',
  'template',
  'noembed',
  'noframes',
  'xmp',
  'title',
]);

/** Attributes a browser loads, navigates to or submits to. */
const urlAttributes = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'background',
  'poster',
  'data',
  'cite',
  'lowsrc',
  'dynsrc',
]);

/** Schemes an absolute URL in content may use. */
const safeSchemes = new Set(['http', 'https', 'ftp', 'mailto']);

/** The page the content is shown on: relative URLs must stay on its site. */
const page = new URL('https://portal.maru.invalid/board/12');

/** Why the URL is unsafe, or `null` when it is an allowed scheme or a same-site reference. */
function urlProblem(value: string): string | null {
  // Browsers drop ASCII tabs and newlines anywhere in a URL, so they do not hide a scheme.
  const cleaned = value
    .trim()
    .toLowerCase()
    .replace(/[\t\n\r]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(cleaned)?.[1];
  let resolved: URL;
  try {
    resolved = new URL(value, page);
  } catch {
    return 'unparsable';
  }
  if (scheme !== undefined) {
    if (!safeSchemes.has(scheme)) return `scheme ${scheme}:`;
    return resolved.protocol === `${scheme}:` ? null : `parses as ${resolved.protocol}`;
  }
  // No scheme: a path, query or fragment, which must resolve on this very site.
  return resolved.origin === page.origin ? null : `leaves the site for ${resolved.origin}`;
}

/** Why the iframe `src` is not a player of the video hosts, or `null` when it is. */
function iframeProblem(src: string | null, videoHosts: readonly string[]): string | null {
  if (src === null) return 'no src';
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return 'src is not an absolute URL';
  }
  if (url.protocol !== 'https:') return `protocol ${url.protocol}`;
  if (url.port !== '') return `port ${url.port}`;
  if (url.username !== '' || url.password !== '') return 'credentials';
  const hosts = videoHosts.map((host) => host.toLowerCase());
  return hosts.includes(url.hostname) ? null : `host ${url.hostname}`;
}

/**
 * Parses sanitised output as an HTML document and lists everything unsafe in it: `on*`
 * handlers, `style`, `srcdoc` and clobbering `id`/`name` attributes anywhere; forbidden or
 * non-HTML elements; URL attributes that are neither http, https, ftp, mailto nor same-site;
 * iframes that are not `https://` players on exactly one of `videoHosts` at the default port;
 * links without `rel="noopener noreferrer"`. An empty list means the output is safe.
 */
export function findUnsafe(output: string, videoHosts: readonly string[]): string[] {
  const document = new DOMParser().parseFromString(output, 'text/html');
  const problems: string[] = [];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    const tag = element.localName;
    if (element.namespaceURI !== htmlNamespace) problems.push(`non-HTML <${tag}>`);
    if (forbiddenElements.has(tag)) problems.push(`element <${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on')) problems.push(`handler ${name} on <${tag}>`);
      if (['style', 'srcdoc', 'id', 'name'].includes(attribute)) {
        problems.push(`attribute ${name} on <${tag}>`);
      }
      if (urlAttributes.has(attribute)) {
        const problem = urlProblem(value);
        if (problem) problems.push(`${name}=${JSON.stringify(value)} on <${tag}>: ${problem}`);
      }
    }
    if (tag === 'iframe') {
      const problem = iframeProblem(element.getAttribute('src'), videoHosts);
      if (problem) problems.push(`iframe ${problem}`);
    }
    if (tag === 'a' && element.hasAttribute('href')) {
      const rel = (element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) {
        problems.push('link without rel="noopener noreferrer"');
      }
    }
  }
  return problems;
}
