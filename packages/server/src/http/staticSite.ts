import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { isApiPath } from './apiPath';
import type { AppEnv } from './env';
import { contentSecurityPolicy } from './securityHeaders';

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

/**
 * Serves the built portal from `dir` at `/`. Hashed assets are cached for a year; any other
 * GET that is not an API call and matches no file gets index.html, so the client router can
 * handle deep links (`/ess/myWorkHour` after a reload). index.html gets a fresh CSP nonce on
 * every answer (filled in for the build's placeholder, and named in that answer's
 * Content-Security-Policy), so it is never stored: a stored page would reuse its nonce.
 * Does nothing when `dir` is absent (tests, or the portal not built yet).
 */
export function mountStaticSite(app: Hono<AppEnv>, dir: string): boolean {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return false;
  if (!fs.readFileSync(index, 'utf8').includes(CSP_NONCE_PLACEHOLDER)) {
    console.warn(
      `${index} has no CSP nonce placeholder: its styles will be refused; rebuild the portal`,
    );
  }

  const files = serveStatic<AppEnv>({ root: dir });
  app.use('*', (c, next) => {
    if (isApiPath(c.req.path) || isPagePath(c.req.path)) return next();
    // Vite puts content-hashed files under /assets: they never change, cache them for a year.
    // (Set before serving: serveStatic builds the response before its onFound hook runs.)
    const hashed = c.req.path.startsWith('/assets/');
    c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    return files(c, next);
  });

  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    // A missing hashed file is a stale page asking for an old build: a real 404, not HTML
    // served as JavaScript, so the portal's chunk-load handling can reload. Not cached: the
    // file may exist a moment later (a deployment in progress), and the year-long header set
    // above was for the file, not for its absence.
    if (c.req.path.startsWith('/assets/')) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not Found', 404);
    }
    const nonce = newNonce();
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', contentSecurityPolicy(nonce));
    const html = await fs.promises.readFile(index, 'utf8');
    return c.html(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  });
  return true;
}
