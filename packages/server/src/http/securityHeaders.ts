import type { MiddlewareHandler } from 'hono';
import { isHttpsRequest } from '../auth/forwarded';
import { isApiPath } from './apiPath';
import type { AppEnv } from './env';

/**
 * The portal's Content-Security-Policy: everything from this origin only, no inline script and
 * no inline style except a `<style>` carrying the page's nonce (styled-components and Vite read
 * it from `<meta property="csp-nonce">`, see staticSite.ts); style changes made through the
 * CSSOM (React's `style` prop, Floating UI) are not inline markup and stay allowed. data:
 * images for the generated SVG avatars; no framing, plugins or foreign form targets.
 * Without a nonce (API answers, files) no inline style at all.
 */
export function contentSecurityPolicy(styleNonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of every answer that does not set its own (only the portal's HTML does). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * Browser features the portal may use: the commute actions send the current position (spec 02
 * §5), so geolocation is allowed for this origin; everything else a page could ask for is off,
 * for this origin and anything it might embed.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'display-capture=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'xr-spatial-tracking=()',
].join(', ');

/** One year, the usual HSTS lifetime; sent only when the browser already came over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers sent on every response, API and pages alike. API answers are personal or depend on
 * the session, so none of them may be stored by the browser or a proxy (`no-store`, whatever a
 * route set). HSTS only over https (the URL's scheme or a trusted proxy's
 * `X-Forwarded-Proto`): over plain http the browser ignores it, and a development server on
 * http must not be told to insist on TLS.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    c.header('X-Frame-Options', 'DENY');
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    }
    c.header('Permissions-Policy', PERMISSIONS_POLICY);
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
    if (isHttpsRequest(c)) c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (isApiPath(c.req.path)) c.header('Cache-Control', 'no-store');
  };
}
