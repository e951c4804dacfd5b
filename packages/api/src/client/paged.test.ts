import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineEndpoint, definePagedEndpoint, pageInfoFromHeaders } from '../contract';
import { createApiClient } from './createApiClient';

const rows = definePagedEndpoint({
  method: 'GET',
  path: '/rows',
  query: z.object({ pageNumber: z.number() }),
  response: z.array(z.object({ id: z.string() })),
});
const plain = defineEndpoint({ method: 'GET', path: '/plain', response: z.array(z.string()) });

function answering(body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json', ...headers },
      }),
  );
  return createApiClient({
    baseUrl: 'http://maru.test/api',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
}

describe('paged endpoints (spec 01 §7: paging in the response headers)', () => {
  it('spec 01 §7: a paged call answers the body as items and the pagination-* headers as page', async () => {
    const api = answering([{ id: 'a' }, { id: 'b' }], {
      'pagination-count': '42',
      'pagination-limit': '20',
      'pagination-page': '3',
    });
    const result = await api.call(rows, { query: { pageNumber: 3 } });
    expect(result).toEqual({
      items: [{ id: 'a' }, { id: 'b' }],
      page: { count: 42, limit: 20, page: 3 },
    });
  });

  it('a call of an endpoint that is not paged still answers the bare body', async () => {
    const api = answering(['x'], { 'pagination-count': '9' });
    await expect(api.call(plain)).resolves.toEqual(['x']);
  });

  it('missing or unreadable paging headers fall back to the body: its length, one page', () => {
    const headers = new Headers({ 'pagination-count': 'many', 'pagination-page': '-2' });
    expect(pageInfoFromHeaders(headers, { itemCount: 7 })).toEqual({
      count: 7,
      limit: 7,
      page: 1,
    });
    expect(pageInfoFromHeaders(new Headers(), { itemCount: 0 })).toEqual({
      count: 0,
      limit: 1,
      page: 1,
    });
  });
});
