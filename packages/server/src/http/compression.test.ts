import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';
import { acceptedCodings, compressJson, COMPRESS_THRESHOLD_BYTES } from './compression';
import type { AppEnv } from './env';

describe('the coding a request accepts (Accept-Encoding, RFC 9110 §12.5.3)', () => {
  it('prefers brotli, then gzip, and sends identity when neither is accepted', () => {
    expect(acceptedCodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('gzip, deflate')).toEqual(['gzip']);
    expect(acceptedCodings('deflate')).toEqual([]);
    expect(acceptedCodings('identity')).toEqual([]);
    expect(acceptedCodings('')).toEqual([]);
    expect(acceptedCodings(undefined)).toEqual([]);
  });

  it('follows q-values: a higher one wins, q=0 refuses, * stands for the others', () => {
    expect(acceptedCodings('br;q=0.5, gzip')).toEqual(['gzip', 'br']);
    expect(acceptedCodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedCodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('gzip;q=0, *;q=0.3')).toEqual(['br']);
    expect(acceptedCodings('BR, GZip')).toEqual(['br', 'gzip']);
  });
});

/** A body of `bytes` bytes of JSON. */
function jsonOf(bytes: number): { text: string } {
  return { text: 'x'.repeat(bytes - '{"text":""}'.length) };
}

describe('JSON answers above a small size are compressed per answer (issue 15)', () => {
  const app = new Hono<AppEnv>();
  app.use('*', compressJson());
  app.get('/json/:bytes', (c) => c.json(jsonOf(Number(c.req.param('bytes')))));
  app.get('/text', (c) => c.text('y'.repeat(4096)));
  app.get('/no-transform', (c) => {
    c.header('Cache-Control', 'no-store, no-transform');
    return c.json(jsonOf(4096));
  });
  const get = (url: string, accept = 'gzip, deflate, br') =>
    app.request(url, { headers: { 'Accept-Encoding': accept } });

  it('compresses an answer at the threshold with brotli, gzip for a client without br', async () => {
    const json = JSON.stringify(jsonOf(COMPRESS_THRESHOLD_BYTES));
    const br = await get(`/json/${COMPRESS_THRESHOLD_BYTES}`);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get('Content-Length')).toBe(String(brBody.length));
    expect(brotliDecompressSync(brBody).toString()).toBe(json);

    const gzip = await get(`/json/${COMPRESS_THRESHOLD_BYTES}`, 'gzip');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(json);
  });

  it('sends an answer below the threshold as it is, still saying Vary', async () => {
    const response = await get(`/json/${COMPRESS_THRESHOLD_BYTES - 1}`);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await response.json()).toEqual(jsonOf(COMPRESS_THRESHOLD_BYTES - 1));
  });

  it('sends identity to a client that accepts neither coding', async () => {
    const response = await get('/json/4096', 'deflate');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.json()).toEqual(jsonOf(4096));
  });

  it('leaves other types and no-transform answers alone', async () => {
    for (const url of ['/text', '/no-transform']) {
      const response = await get(url);
      expect(response.headers.get('Content-Encoding'), url).toBeNull();
    }
  });
});

describe('the reference server compresses its large JSON answers (issue 15)', () => {
  let h: Harness;
  let cookie: string;
  beforeAll(async () => {
    h = await createHarness();
    cookie = await h.signIn('minjun.kim');
  });
  afterAll(() => h.close());

  it('sends the top menus (several KiB) in brotli and the tiny unread count as it is', async () => {
    const headers = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    const menus = await h.call('GET', '/api/gw/common/top/menus', { cookie, headers });
    expect(menus.status).toBe(200);
    expect(menus.headers.get('Content-Encoding')).toBe('br');
    expect(menus.headers.get('Cache-Control')).toBe('no-store');
    const plain = await h.call('GET', '/api/gw/common/top/menus', { cookie });
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(brotliDecompressSync(Buffer.from(await menus.arrayBuffer())).toString()).toBe(plainText);

    const count = await h.call('GET', '/api/notification/msg/unreadCount', { cookie, headers });
    expect(count.status).toBe(200);
    expect(count.headers.get('Content-Encoding')).toBeNull();
    expect(count.headers.get('Vary')).toBe('Accept-Encoding');
  });
});
