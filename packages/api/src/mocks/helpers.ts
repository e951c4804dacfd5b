import { delay, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { z } from 'zod/mini';
import type { Endpoint } from '../contract';
import { endpointHandler, type MockBaseOptions } from './endpointUrl';

type AnyEndpoint = Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType>;

/**
 * Makes one endpoint fail with `status`. Without a body the answer is empty, so the client
 * falls back on the catalogue text for the status (401, 403, 410, 502 …).
 */
export function errorHandler(
  endpoint: AnyEndpoint,
  status: number,
  body?: JsonBodyType,
  options: MockBaseOptions = {},
): HttpHandler {
  return endpointHandler(
    endpoint,
    () =>
      body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status }),
    options,
  );
}

/** Makes one endpoint fail without any response (a network error: the bad-gateway text). */
export function networkErrorHandler(
  endpoint: AnyEndpoint,
  options: MockBaseOptions = {},
): HttpHandler {
  return endpointHandler(endpoint, () => HttpResponse.error(), options);
}

export interface DelayedHandlerOptions extends MockBaseOptions {
  /** How long to wait; `'infinite'` (the default) never answers, for loading states. */
  ms?: number | 'infinite';
  /** What to answer after the wait. */
  body?: JsonBodyType;
}

/** Holds one endpoint's answer back, for loading states in stories and tests. */
export function delayedHandler(
  endpoint: AnyEndpoint,
  options: DelayedHandlerOptions = {},
): HttpHandler {
  const { ms = 'infinite', body = null } = options;
  return endpointHandler(
    endpoint,
    async () => {
      await delay(ms);
      return HttpResponse.json(body);
    },
    options,
  );
}

/** An endpoint that stays loading forever. */
export function loadingHandler(endpoint: AnyEndpoint, options: MockBaseOptions = {}): HttpHandler {
  return delayedHandler(endpoint, { ...options, ms: 'infinite' });
}
