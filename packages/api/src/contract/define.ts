import { z } from 'zod/mini';

// zod/mini (the tree-shakable build, so the browser bundles only what the contract uses) loads
// no locale: every default message would read just "Invalid input". The server's 400 bodies and
// the client's invalid-request errors carry these messages, so load English as classic zod did.
// It lives here because every parse goes through an endpoint made by defineEndpoint; a module of
// its own would be dropped from the bundle, since @maru/api declares `sideEffects: false`.
z.config(z.locales.en());

/** HTTP verbs the contract uses (spec 01 §7 helper verbs: get, page, put, post, delete). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the contract: its method, its path exactly as the spec spells it (typos
 * included), and the schemas of what goes in and what comes out. The client, the server and
 * the MSW handlers are all driven by these objects, so a call is declared once.
 */
export interface Endpoint<
  Params extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: HttpMethod;
  /** Path under the API base, e.g. `/hr/commute/status`; `:name` marks a path parameter. */
  readonly path: string;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  readonly response: Response;
  /** True for the reference server's calls that work without a session (sign-in, cloud info). */
  readonly anonymous?: boolean;
  /**
   * The external provider behind the call (drive, mail, calendar and chat of google, naver or
   * microsoft). Their errors are returned to the caller silently: no alert, no navigation
   * (spec 01 §8), because the portal works on without them.
   */
  readonly provider?: ExternalProvider;
  /**
   * True when the caller owns the failure: no alert, no navigation. Spec 02 §8 swallows
   * calendar, menu and favourite request failures (empty lists are the fallback), so those
   * widgets show their own quiet empty or retry state instead of the host's alert.
   */
  readonly silent?: boolean;
  /**
   * True for a list paged in the response headers (`pagination-count`, `-limit`, `-page`,
   * spec 01 §7 member finder): the client then answers `{ items, page }` instead of the body.
   * Made with `definePagedEndpoint`, so the call's type follows.
   */
  readonly paged?: true;
}

/** Login and linking providers (spec 01 §9). */
export type ExternalProvider = 'google' | 'naver' | 'microsoft';

export function defineEndpoint<
  Params extends z.ZodMiniType = z.ZodMiniType<Record<string, never>>,
  Query extends z.ZodMiniType = z.ZodMiniType<Record<string, never>>,
  Body extends z.ZodMiniType = z.ZodMiniType<undefined>,
  Response extends z.ZodMiniType = z.ZodMiniType,
>(endpoint: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return endpoint;
}

/** The headers of a paged answer (spec 01 §7); the server must also expose them (CORS). */
export const PAGINATION_HEADERS = {
  count: 'pagination-count',
  limit: 'pagination-limit',
  page: 'pagination-page',
} as const;

/** Where a paged answer stands: total rows, rows per page, this page (from 1). */
export interface PageInfo {
  count: number;
  limit: number;
  page: number;
}

/** What the client answers for a paged endpoint: the body and the header paging. */
export interface Paged<T> {
  items: T;
  page: PageInfo;
}

/** An endpoint whose paging travels in the response headers (see `Endpoint.paged`). */
export type PagedEndpoint<
  Params extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
> = Endpoint<Params, Query, Body, Response> & { readonly paged: true };

export function definePagedEndpoint<
  Params extends z.ZodMiniType = z.ZodMiniType<Record<string, never>>,
  Query extends z.ZodMiniType = z.ZodMiniType<Record<string, never>>,
  Body extends z.ZodMiniType = z.ZodMiniType<undefined>,
  Response extends z.ZodMiniType = z.ZodMiniType,
>(
  endpoint: Omit<Endpoint<Params, Query, Body, Response>, 'paged'>,
): PagedEndpoint<Params, Query, Body, Response> {
  return { ...endpoint, paged: true };
}

/**
 * Reads the paging headers; a missing or unreadable one falls back to what the body shows
 * (its length as the count, one page), so a server without headers still pages sanely.
 */
export function pageInfoFromHeaders(
  headers: Pick<Headers, 'get'>,
  fallback: { itemCount: number },
): PageInfo {
  const read = (name: string): number | null => {
    const text = headers.get(name);
    if (text === null || text.trim() === '') return null;
    const value = Number(text);
    return Number.isInteger(value) && value >= 0 ? value : null;
  };
  const count = read(PAGINATION_HEADERS.count) ?? fallback.itemCount;
  const limit = read(PAGINATION_HEADERS.limit) ?? Math.max(fallback.itemCount, 1);
  const page = read(PAGINATION_HEADERS.page) ?? 1;
  return { count, limit: Math.max(limit, 1), page: Math.max(page, 1) };
}

export type ParamsOf<E> =
  E extends Endpoint<infer P, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? z.input<P> : never;
export type QueryOf<E> =
  E extends Endpoint<z.ZodMiniType, infer Q, z.ZodMiniType, z.ZodMiniType> ? z.input<Q> : never;
export type BodyOf<E> =
  E extends Endpoint<z.ZodMiniType, z.ZodMiniType, infer B, z.ZodMiniType> ? z.input<B> : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R> ? z.output<R> : never;

/** What calling an endpoint answers: the parsed body, or `{ items, page }` when paged. */
export type CallResultOf<E> = E extends { readonly paged: true }
  ? Paged<ResponseOf<E>>
  : ResponseOf<E>;

/** Fills `:name` segments of an endpoint path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
