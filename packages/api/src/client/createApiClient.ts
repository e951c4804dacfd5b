import ky, { HTTPError, type Options as KyOptions } from 'ky';
import type { $ZodError } from 'zod/v4/core';
import {
  DEFAULT_LOCALE,
  buildPath,
  pageInfoFromHeaders,
  type CallResultOf,
  type Locale,
  type ResponseOf,
} from '../contract';
import { ApiError, issueText, parseApiError, type ApiErrorInfo } from '../errors';
import { deriveApiBase } from './baseUrl';
import { serialiseQuery } from './query';
import type { AnyEndpoint, ApiClient, ApiClientOptions, CallArgs, CallOptions } from './types';

/** The loader gives up after 120 s (spec 01 §8). */
export const REQUEST_TIMEOUT_MS = 120_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A 2xx write that still failed: it holds a non-empty `errors` array (spec 01 §7). */
function hasWriteErrors(body: unknown): boolean {
  return isRecord(body) && Array.isArray(body.errors) && body.errors.length > 0;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A request that never left because its input broke the contract. It has no response, so
 * status is null; the first schema issue is the message and the key is `error.invalidRequest`.
 */
function invalidRequestFor(error: $ZodError, locale: Locale): ApiErrorInfo {
  const first = error.issues[0]?.message;
  return {
    status: null,
    code: null,
    errorType: 'validation',
    message: first === undefined ? null : issueText(first, locale),
    messageKey: 'error.invalidRequest',
    action: 'alert',
  };
}

/** An answer that does not match the contract: the call failed even though HTTP succeeded. */
function invalidResponseInfo(status: number): ApiErrorInfo {
  return {
    status,
    code: null,
    errorType: 'response',
    message: null,
    messageKey: 'error.invalidResponse',
    action: 'alert',
  };
}

function currentLocation(): { origin: string } | undefined {
  return typeof location === 'undefined' ? undefined : location;
}

/**
 * The HTTP client of the contract (spec 01 §7–8): cookies, `Lang` and `studioId` headers,
 * JSON bodies checked against the endpoint's schema, answers parsed with it, and every
 * failure turned into an `ApiError` handed to `onError` (except an external provider's and a
 * silent call's, see `ApiClientOptions.onError`) and then thrown.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? deriveApiBase(currentLocation())).replace(/\/+$/, '');
  const validateResponses = options.validateResponses ?? true;
  const readRetries = options.readRetries ?? 0;

  const http = ky.create({
    credentials: 'include',
    timeout: REQUEST_TIMEOUT_MS,
    throwHttpErrors: true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function call<E extends AnyEndpoint>(
    endpoint: E,
    ...args: CallArgs<E>
  ): Promise<CallResultOf<E>> {
    const callOptions = (args[0] ?? {}) as CallOptions<E> & {
      params?: unknown;
      query?: unknown;
      body?: unknown;
    };
    const { signal } = callOptions;
    // The one rule for quiet calls: the call's own option, else the endpoint's flag.
    const silent = callOptions.silent ?? endpoint.silent ?? false;

    const fail = (info: ApiErrorInfo, cause?: unknown): never => {
      const error = new ApiError(info, endpoint.path, { cause });
      // External providers' failures (spec 01 §8) and silent calls (spec 02 §8) are the
      // caller's to handle, without the host's alert. A silent call's 401 still reaches the
      // host: the session is over, and spec 01 §4 signs out on a 401 from any call.
      const reported = !endpoint.provider && (!silent || error.action === 'signIn');
      if (reported) options.onError?.(error);
      throw error;
    };

    // Check what goes out against the contract first, so a bad input never reaches the server.
    const lang = options.getLang?.() ?? DEFAULT_LOCALE;
    const invalidRequestInfo = (error: $ZodError) => invalidRequestFor(error, lang);
    const params = endpoint.params?.safeParse(callOptions.params ?? {});
    if (params && !params.success) return fail(invalidRequestInfo(params.error), params.error);
    const query = endpoint.query?.safeParse(callOptions.query ?? {});
    if (query && !query.success) return fail(invalidRequestInfo(query.error), query.error);
    const body = endpoint.body?.safeParse(callOptions.body);
    if (body && !body.success) return fail(invalidRequestInfo(body.error), body.error);

    const path = buildPath(endpoint.path, (params?.data ?? {}) as Record<string, string | number>);
    const url = `${baseUrl}${path}${serialiseQuery(query?.data as Record<string, unknown> | undefined)}`;

    const headers: Record<string, string> = { Lang: lang };
    const studioId = options.getStudioId?.() ?? null;
    if (studioId !== null && studioId !== '') headers.studioId = studioId;

    const isRead = endpoint.method === 'GET';
    const request: KyOptions = {
      method: endpoint.method,
      headers,
      // Writes never retry: a repeated commute action would record twice.
      retry: isRead
        ? { limit: readRetries, methods: ['get'], statusCodes: [408, 502, 503, 504] }
        : 0,
      ...(signal ? { signal } : {}),
      ...(body ? { json: body.data } : {}),
    };

    let response: Response;
    try {
      response = await http(url, request);
    } catch (error) {
      if (signal?.aborted) throw error;
      if (error instanceof HTTPError) {
        const errorBody = await readBody(error.response).catch(() => null);
        return fail(parseApiError(error.response.status, errorBody), error);
      }
      // Network failure or time-out: no response arrived (the bad-gateway text).
      return fail(parseApiError(null, null), error);
    }

    let payload: unknown;
    try {
      payload = await readBody(response);
    } catch (error) {
      if (signal?.aborted) throw error;
      return fail(parseApiError(null, null), error);
    }

    if (!isRead && hasWriteErrors(payload)) return fail(parseApiError(response.status, payload));
    let data = payload as ResponseOf<E>;
    if (validateResponses) {
      const parsed = endpoint.response.safeParse(payload);
      if (!parsed.success) return fail(invalidResponseInfo(response.status), parsed.error);
      data = parsed.data as ResponseOf<E>;
    }
    if (!endpoint.paged) return data as CallResultOf<E>;
    // Paged lists carry their paging in the headers (spec 01 §7 member finder).
    const itemCount = Array.isArray(data) ? data.length : 0;
    const page = pageInfoFromHeaders(response.headers, { itemCount });
    return { items: data, page } as CallResultOf<E>;
  }

  return { baseUrl, call };
}
