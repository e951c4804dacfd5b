import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '../http/requestBody';
import { createHarness, rowCount, SAME_ORIGIN, type Harness } from '../testing/harness';

/*
 * Issue 13 hole 5, "no request size limit": JSON bodies over 1 MiB get 413 before they are
 * read whole, other Content-Types 415, over-long addresses 414.
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** A body stream of `total` bytes that counts how much the server pulled from it. */
function countingStream(total: number): {
  stream: ReadableStream<Uint8Array>;
  pulled: () => number;
} {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) {
        controller.close();
        return;
      }
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

async function post(url: string, init: RequestInit & { duplex?: 'half' }): Promise<Response> {
  return h.app.request(url, {
    method: 'POST',
    ...init,
    headers: { ...SAME_ORIGIN, ...init.headers },
  });
}

describe('JSON bodies are capped at 1 MiB', () => {
  it('refuses a declared length over the limit with 413 before reading a byte', async () => {
    const { stream, pulled } = countingStream(4 * MAX_JSON_BODY_BYTES);
    const response = await post('/api/auth/signin', {
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(4 * MAX_JSON_BODY_BYTES),
      },
      body: stream,
      duplex: 'half',
    });
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it('stops reading an anonymous body without a length once it passes the limit (a gigabyte never reaches memory)', async () => {
    const { stream, pulled } = countingStream(1024 * MAX_JSON_BODY_BYTES);
    const response = await post('/api/auth/signin', {
      headers: { 'Content-Type': 'application/json', Lang: 'en' },
      body: stream,
      duplex: 'half',
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { meta: { message: string } };
    expect(body.meta.message).toContain('1 MiB');
    expect(pulled()).toBeLessThan(MAX_JSON_BODY_BYTES + 256 * 1024);
  });

  it('refuses a signed-in write over the limit with 413 and writes nothing', async () => {
    const cookie = await h.signIn('minjun.kim');
    const before = await rowCount(h.db, 'menu_access_log');
    const response = await h.call('POST', '/api/common/menus/access', {
      cookie,
      body: JSON.stringify({ system: 'GW', menuPath: `/${'a'.repeat(MAX_JSON_BODY_BYTES)}` }),
    });
    expect(response.status).toBe(413);
    expect(await rowCount(h.db, 'menu_access_log')).toBe(before);
  });
});

describe('JSON writes need the JSON Content-Type', () => {
  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    '',
  ])('answers 415 for %j', async (type) => {
    const response = await post('/api/auth/signin', {
      headers: type === '' ? {} : { 'Content-Type': type },
      body: JSON.stringify({ loginId: 'minjun.kim', password: 'maru1234!' }),
    });
    expect(response.status).toBe(415);
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('accepts application/json with a charset', async () => {
    const response = await post('/api/auth/signin', {
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ loginId: 'minjun.kim', password: 'maru1234!' }),
    });
    expect(response.status).toBe(200);
  });
});

describe('addresses are capped', () => {
  it('answers 414 for an over-long query string or path', async () => {
    const cookie = await h.signIn('minjun.kim');
    const query = await h.call('GET', `/api/es/unified/search?keyword=${'a'.repeat(9000)}`, {
      cookie,
    });
    expect(query.status).toBe(414);
    const path = await h.call('GET', `/api/fnd/${'U'.repeat(3000)}/members`, { cookie });
    expect(path.status).toBe(414);
  });
});
