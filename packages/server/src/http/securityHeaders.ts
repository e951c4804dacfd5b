import type { MiddlewareHandler } from 'hono';

/**
 * The portal's Content-Security-Policy: everything from this origin only; inline styles are
 * allowed because styled-components injects <style> tags at run time; data: images for the
 * generated SVG avatars; no framing, plugins or foreign form targets.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers sent on every response, API and pages alike. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  };
}
