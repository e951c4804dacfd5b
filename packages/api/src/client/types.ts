import type { z } from 'zod/mini';
import type { BodyOf, CallResultOf, Endpoint, Locale, ParamsOf, QueryOf } from '../contract';
import type { ApiError } from '../errors';

/** Any endpoint of the contract. */
export type AnyEndpoint = Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType>;

/**
 * One slot of the call options: absent when the endpoint has nothing there, optional when
 * everything in it is optional, required otherwise — so a forgotten body fails to compile.
 */
type Slot<K extends string, T> = [T] extends [never]
  ? { [P in K]?: never }
  : [T] extends [undefined]
    ? { [P in K]?: undefined }
    : Record<string, never> extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

export type CallOptions<E extends AnyEndpoint> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>> & {
    /** Every widget call takes one (GUIDE §3); an abort is rethrown as-is, never reported. */
    signal?: AbortSignal;
    /**
     * Overrides the endpoint's `silent` flag for this call: the same endpoint can be loud in
     * one place and quiet in another (unified search: loud on the search page, quiet in the
     * palette). Left out, the endpoint's flag decides.
     */
    silent?: boolean;
  };

/** The options argument may be left out only when nothing in it is required. */
export type CallArgs<E extends AnyEndpoint> =
  Record<string, never> extends CallOptions<E>
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>];

export interface ApiClientOptions {
  /** API base, e.g. `http://localhost:3000/api`; default `deriveApiBase(location)`. */
  baseUrl?: string;
  /** The `Lang` header of every request; default `ko`. */
  getLang?: () => Locale;
  /** The `studioId` header; left out while this returns null (before the profile loads). */
  getStudioId?: () => string | null;
  /**
   * Called once with every failure before it is thrown (never for aborts). The portal installs
   * the status policy here (reload, sign-in, Community, alert) so widgets never navigate.
   * Not called for an external provider's failure, nor for a silent call's unless it is a 401
   * (the session has ended, spec 01 §4: that signs out wherever it happens).
   */
  onError?: (error: ApiError) => void;
  /** The fetch to use; default the global one at request time (so MSW can intercept it). */
  fetch?: typeof fetch;
  /** Parse answers with the endpoint's response schema; default true. */
  validateResponses?: boolean;
  /** Retries of GET calls on network failure, 408, 502, 503, 504; default 0. Writes never retry. */
  readRetries?: number;
}

export interface ApiClient {
  /** The resolved API base, without a trailing slash. */
  readonly baseUrl: string;
  /**
   * Calls one endpoint of the contract. Rejects with `ApiError` on any failure (after
   * `onError`), or with the abort reason when `signal` aborts. A paged endpoint answers
   * `{ items, page }`, its paging read from the response headers.
   */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<CallResultOf<E>>;
}
