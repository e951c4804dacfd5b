import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './env';
import { API_PREFIX } from './endpoint';

function isApiPath(requestPath: string): boolean {
  return requestPath === API_PREFIX || requestPath.startsWith(`${API_PREFIX}/`);
}

/**
 * Serves the built portal from `dir` at `/`. Hashed assets are cached for a year; any other
 * GET that is not an API call and matches no file gets index.html, so the client router can
 * handle deep links (`/ess/myWorkHour` after a reload). Does nothing when `dir` is absent
 * (tests, or the portal not built yet).
 */
export function mountStaticSite(app: Hono<AppEnv>, dir: string): boolean {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return false;

  const files = serveStatic<AppEnv>({ root: dir });
  app.use('*', (c, next) => {
    if (isApiPath(c.req.path)) return next();
    // Vite puts content-hashed files under /assets: they never change, cache them for a year.
    // (Set before serving: serveStatic builds the response before its onFound hook runs.)
    const hashed = c.req.path.startsWith('/assets/');
    c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    return files(c, next);
  });

  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    // A missing hashed file is a stale page asking for an old build: a real 404, not HTML
    // served as JavaScript, so the portal's chunk-load handling can reload.
    if (c.req.path.startsWith('/assets/')) return c.text('Not Found', 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(await fs.promises.readFile(index, 'utf8'));
  });
  return true;
}
