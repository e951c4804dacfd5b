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

export type ParamsOf<E> =
  E extends Endpoint<infer P, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? z.input<P> : never;
export type QueryOf<E> =
  E extends Endpoint<z.ZodMiniType, infer Q, z.ZodMiniType, z.ZodMiniType> ? z.input<Q> : never;
export type BodyOf<E> =
  E extends Endpoint<z.ZodMiniType, z.ZodMiniType, infer B, z.ZodMiniType> ? z.input<B> : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R> ? z.output<R> : never;

/** Fills `:name` segments of an endpoint path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
