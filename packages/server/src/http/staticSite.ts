import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, Next } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';
import { isApiPath } from './apiPath';
import { acceptedCodings, type ContentCoding } from './compression';
import type { AppEnv } from './env';
import { contentSecurityPolicy } from './securityHeaders';
import { logger } from '../log/logger';

/**
 * What the portal's build writes where each page's CSP nonce goes (`html.cspNonce` in
 * packages/portal/vite.config.ts, which must say the same): Vite puts it on the tags it emits
 * and on `<meta property="csp-nonce">`, where styled-components and Vite's preloader read it.
 */
export const CSP_NONCE_PLACEHOLDER = 'MARU_CSP_NONCE';

/** 128 random bits per page, base64 (CSP 3 asks for at least 128 bits). */
function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Paths whose file would be HTML: those go through the page handler, never served as is. */
function isPagePath(requestPath: string): boolean {
  return requestPath.endsWith('/') || requestPath.endsWith('.html');
}

/** Where each coding's precompressed copy sits beside a built file. */
const VARIANT_SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/** A plain request path inside the site (no `..`, `%`, `\\` or `//`), or undefined. */
function siteFile(dir: string, requestPath: string): string | undefined {
  if (!/^(?:\/[\w.-]+)+$/.test(requestPath) || /\/\.\.?(?:\/|$)/.test(requestPath))
    return undefined;
  return path.join(dir, requestPath);
}

/**
 * The build's precompressed copy of `file` in the best coding the request accepts that the
 * build wrote (it skips a copy no smaller than the file), or undefined to send the file itself.
 */
async function precompressedVariant(
  file: string,
  acceptEncoding: string | undefined,
): Promise<{ coding: ContentCoding; variant: string } | undefined> {
  for (const coding of acceptedCodings(acceptEncoding)) {
    const variant = file + VARIANT_SUFFIX[coding];
    const stat = await fs.promises.stat(variant).catch(() => undefined);
    if (stat?.isFile()) return { coding, variant };
  }
  return undefined;
}

/**
 * Serves the built portal from `dir` at `/`. What the browser receives (docs/server.md, "Static
 * assets and compression"):
 * - a file in the coding the request prefers among the build's precompressed copies (brotli,
 *   then gzip, else as it is), with `Vary: Accept-Encoding` on every file of a compressible
 *   type whichever coding went out;
 * - hashed assets (Vite writes only content-hashed names under /assets) cached for a year, any
 *   other file revalidated (`no-cache`);
 * - any other GET that is not an API call and matches no file gets index.html, so the client
 *   router can handle deep links (`/ess/myWorkHour` after a reload). index.html gets a fresh CSP
 *   nonce on every answer (filled in for the build's placeholder, and named in that answer's
 *   Content-Security-Policy), so it is never stored: a stored page would reuse its nonce;
 * - a 404 is never stored (`no-store`): the file may exist a moment later.
 * Does nothing when `dir` is absent (tests, or the portal not built yet).
 */
export function mountStaticSite(app: Hono<AppEnv>, dir: string): boolean {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return false;
  if (!fs.readFileSync(index, 'utf8').includes(CSP_NONCE_PLACEHOLDER)) {
    logger().warn(
      { event: 'portalWithoutNonce', index },
      'the built portal has no CSP nonce placeholder: its styles will be refused; rebuild it',
    );
  }

  const files = serveStatic<AppEnv>({ root: dir });
  app.use('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    // A file's answer, or nothing (what `next` returns) when the request went on.
    const served = await serveFile(c, next);
    if (served instanceof Response) c.res = served;
    // Whatever answered 404 (a missing asset, a method no route takes): never stored.
    if (c.res.status === 404) c.res.headers.set('Cache-Control', 'no-store');
  });

  /** A built file as it is or precompressed; anything else goes on to the page handler. */
  const serveFile = async (c: Context<AppEnv>, next: Next): Promise<unknown> => {
    if (isPagePath(c.req.path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) {
      return next();
    }
    const file = siteFile(dir, c.req.path);
    const type = file ? getMimeType(file) : undefined;
    const compressible = type !== undefined && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);
    // Set before serving: serveStatic builds the response before its onFound hook runs.
    const hashed = c.req.path.startsWith('/assets/');
    c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (compressible) c.header('Vary', 'Accept-Encoding');
    const found =
      file && compressible
        ? await precompressedVariant(file, c.req.header('Accept-Encoding'))
        : undefined;
    if (!found) return files(c, next);
    const body = await fs.promises.readFile(found.variant);
    c.header('Content-Type', type);
    c.header('Content-Encoding', found.coding);
    c.header('Content-Length', String(body.length));
    return c.body(body, 200);
  };

  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    // A missing hashed file is a stale page asking for an old build: a real 404, not HTML
    // served as JavaScript, so the portal's chunk-load handling can reload.
    if (c.req.path.startsWith('/assets/')) return c.text('Not Found', 404);
    const nonce = newNonce();
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', contentSecurityPolicy(nonce));
    const html = await fs.promises.readFile(index, 'utf8');
    return c.html(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  });
  return true;
}
