import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';
import { CONTENT_SECURITY_POLICY } from './securityHeaders';
import { CSP_NONCE_PLACEHOLDER } from './staticSite';

let h: Harness;
let dir: string;
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
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("maru");');
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
