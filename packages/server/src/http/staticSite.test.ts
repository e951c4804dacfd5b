import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';
import { CONTENT_SECURITY_POLICY } from './securityHeaders';
import { CSP_NONCE_PLACEHOLDER } from './staticSite';

let h: Harness;
let dir: string;
const APP_JS = `console.log("maru");\n${'export const x = "마루 포털";\n'.repeat(200)}`;
const STYLE_CSS = `body { margin: 0 }\n${'.x { color: red }\n'.repeat(100)}`;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maru-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  // What `vite build` writes with html.cspNonce (packages/portal/vite.config.ts).
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>Maru</title><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">` +
      `<script type="module" src="/assets/app-abc123.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>` +
      '<div id="root"></div>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), APP_JS);
  // What the portal's build writes beside each asset (`precompress` in its vite.config.ts).
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
  // The build skips a copy no smaller than the file: here brotli's.
  fs.writeFileSync(path.join(dir, 'assets', 'style-def456.css'), STYLE_CSS);
  fs.writeFileSync(path.join(dir, 'assets', 'style-def456.css.gz'), gzipSync(STYLE_CSS));
  fs.writeFileSync(path.join(dir, 'assets', 'logo-0a1b2c.png'), Buffer.from([137, 80, 78, 71]));
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  h = await createHarness({ staticDir: dir });
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await h.close();
});

/** The nonce a page's CSP names for styles, and the ones its HTML carries. */
async function noncesOf(response: Response): Promise<{ header: string; html: string[] }> {
  const csp = response.headers.get('Content-Security-Policy') ?? '';
  const header = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
  const html = [...(await response.text()).matchAll(/nonce="([^"]*)"/g)].map((m) => m[1] ?? '');
  return { header, html };
}

describe('the built portal is served at / with an SPA fallback', () => {
  it('serves index.html at / with the security headers', async () => {
    const response = await h.call('GET', '/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Referrer-Policy')).toBe('same-origin');
  });

  it('allows self, nonce-tagged styles and data: images, and nothing inline or foreign', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("img-src 'self' data:");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });

  it('serves hashed assets with a long cache and the right type', async () => {
    const response = await h.call('GET', '/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(response.headers.get('Cache-Control')).toContain('immutable');
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('answers deep links with index.html so the client router can take over', async () => {
    const response = await h.call('GET', '/ess/myWorkHour');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('answers a missing hashed asset with 404, not with HTML', async () => {
    const response = await h.call('GET', '/assets/old-build.js');
    expect(response.status).toBe(404);
  });

  it('never falls back to index.html for API paths', async () => {
    const response = await h.call('GET', '/api/no/such/thing');
    expect(response.status).not.toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/json/);
  });

  it('does not serve files outside the folder', async () => {
    const response = await h.call('GET', '/..%2f..%2fetc%2fpasswd');
    expect(await response.text()).not.toContain('root:');
  });
});

describe('styles need the page’s CSP nonce, not unsafe-inline (issue 13, CSP)', () => {
  it('fills every placeholder with the nonce the page’s CSP names', async () => {
    const { header, html } = await noncesOf(await h.call('GET', '/'));
    expect(header).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 16 random bytes, base64
    expect(html).toHaveLength(2);
    expect(html.every((nonce) => nonce === header)).toBe(true);
  });

  it('gives every answer a new nonce, deep links and /index.html included', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/', '/ess/myWorkHour', '/index.html']) {
      const response = await h.call('GET', url);
      expect(response.status, url).toBe(200);
      const { header, html } = await noncesOf(response);
      expect(html, url).toEqual([header, header]);
      nonces.add(header);
    }
    expect(nonces.size).toBe(4);
  });

  it('never lets a page (and so its nonce) be stored', async () => {
    for (const url of ['/', '/index.html', '/ess/myWorkHour']) {
      const response = await h.call('GET', url);
      expect(response.headers.get('Cache-Control'), url).toBe('no-store');
    }
  });

  it('keeps unsafe-inline out of every policy', async () => {
    for (const url of ['/', '/assets/app-abc123.js', '/api/cloud/info/']) {
      const csp = (await h.call('GET', url)).headers.get('Content-Security-Policy') ?? '';
      expect(csp, url).not.toContain('unsafe-inline');
    }
  });
});

describe('a missing /assets/ file is not cached (issue 13, CSP)', () => {
  it('answers 404 with no-store instead of the year-long immutable header', async () => {
    const response = await h.call('GET', '/assets/old-build.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

/** A response body as bytes (app.request() leaves it encoded, as it went over the wire). */
async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

const BROWSER_ACCEPT = 'gzip, deflate, br, zstd';

describe('built assets go out precompressed in the coding the browser prefers (issue 15)', () => {
  it('sends the brotli copy when the browser accepts br, with Vary: Accept-Encoding', async () => {
    const response = await h.call('GET', '/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': BROWSER_ACCEPT },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    const body = await bytesOf(response);
    expect(response.headers.get('Content-Length')).toBe(String(body.length));
    expect(body.length).toBeLessThan(Buffer.byteLength(APP_JS) / 4);
    expect(brotliDecompressSync(body).toString()).toBe(APP_JS);
  });

  it('sends the gzip copy to a browser that does not accept br', async () => {
    const response = await h.call('GET', '/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate' },
    });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(gunzipSync(await bytesOf(response)).toString()).toBe(APP_JS);
  });

  it('follows the browser’s q-values, and br;q=0 refuses brotli', async () => {
    for (const [accept, coding] of [
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['*', 'br'],
      ['gzip;q=0, br;q=0', null],
    ] as const) {
      const response = await h.call('GET', '/assets/app-abc123.js', {
        headers: { 'Accept-Encoding': accept },
      });
      expect(response.headers.get('Content-Encoding'), accept).toBe(coding);
    }
  });

  it('sends the file as it is (identity) without Accept-Encoding, still with Vary', async () => {
    const response = await h.call('GET', '/assets/app-abc123.js');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(APP_JS);
  });

  it('falls back to gzip when the build wrote no brotli copy', async () => {
    const response = await h.call('GET', '/assets/style-def456.css', {
      headers: { 'Accept-Encoding': BROWSER_ACCEPT },
    });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/css/);
    expect(gunzipSync(await bytesOf(response)).toString()).toBe(STYLE_CSS);
  });

  it('sends images as they are, with no Vary (they are compressed formats)', async () => {
    const response = await h.call('GET', '/assets/logo-0a1b2c.png', {
      headers: { 'Accept-Encoding': BROWSER_ACCEPT },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBeNull();
  });

  it('answers HEAD with the precompressed copy’s length and no body', async () => {
    const response = await h.call('HEAD', '/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': BROWSER_ACCEPT },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(Number(response.headers.get('Content-Length'))).toBe(
      fs.statSync(path.join(dir, 'assets', 'app-abc123.js.br')).size,
    );
    expect((await bytesOf(response)).length).toBe(0);
  });
});

describe('what may be cached, and for how long (issue 15)', () => {
  it('caches a hashed asset that exists for a year, in every coding', async () => {
    for (const accept of [BROWSER_ACCEPT, 'gzip', '']) {
      const response = await h.call('GET', '/assets/app-abc123.js', {
        headers: { 'Accept-Encoding': accept },
      });
      expect(response.headers.get('Cache-Control'), accept).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });

  it('never caches a 404, precompressed copies asked for or not', async () => {
    for (const url of ['/assets/old-build.js', '/assets/old-build.css']) {
      const response = await h.call('GET', url, {
        headers: { 'Accept-Encoding': BROWSER_ACCEPT },
      });
      expect(response.status, url).toBe(404);
      expect(response.headers.get('Cache-Control'), url).toBe('no-store');
      expect(response.headers.get('Content-Encoding'), url).toBeNull();
    }
  });

  it('never caches a 404 for a method no page takes', async () => {
    const response = await h.call('DELETE', '/robots.txt');
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('has the browser revalidate a file without a content hash', async () => {
    const response = await h.call('GET', '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('never serves a precompressed copy as the page', async () => {
    const response = await h.call('GET', '/index.html', {
      headers: { 'Accept-Encoding': BROWSER_ACCEPT },
    });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});
