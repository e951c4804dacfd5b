import { http, type HttpHandler, type HttpResponseResolver } from 'msw';
import { localeSchema, type Endpoint, type Locale } from '../contract';
import type { z } from 'zod/mini';

/** Where the mocked API lives by default: the same `/api` prefix the client derives. */
export const DEFAULT_MOCK_BASE = '/api';

export interface MockBaseOptions {
  /** API base the handlers answer under: a path (`/api`, any origin) or an absolute URL. */
  base?: string;
}

type AnyEndpoint = Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType>;

/**
 * The MSW path of an endpoint. A relative base gets a leading `*` so it matches on any origin
 * (Storybook's, jsdom's `http://localhost`, a test server's); `:name` parameters carry over.
 */
export function mockPath(
  endpoint: Pick<AnyEndpoint, 'path'>,
  base: string = DEFAULT_MOCK_BASE,
): string {
  const trimmed = base.replace(/\/+$/, '');
  return /^https?:\/\//.test(trimmed)
    ? `${trimmed}${endpoint.path}`
    : `*${trimmed}${endpoint.path}`;
}

/** An MSW handler for one endpoint of the contract, with the endpoint's method. */
export function endpointHandler(
  endpoint: AnyEndpoint,
  resolver: HttpResponseResolver,
  options: MockBaseOptions = {},
): HttpHandler {
  const path = mockPath(endpoint, options.base);
  switch (endpoint.method) {
    case 'GET':
      return http.get(path, resolver);
    case 'POST':
      return http.post(path, resolver);
    case 'PUT':
      return http.put(path, resolver);
    case 'DELETE':
      return http.delete(path, resolver);
  }
}

/** The request's `Lang` header as a locale; Korean when absent or unknown (spec: ko fallback). */
export function requestLocale(request: Request): Locale {
  const parsed = localeSchema.safeParse(request.headers.get('Lang'));
  return parsed.success ? parsed.data : 'ko';
}
