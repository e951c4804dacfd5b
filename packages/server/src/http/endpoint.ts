import type { Context, Hono } from 'hono';
import type { z } from 'zod/mini';
import type { $ZodError } from 'zod/v4/core';
import { issueText, type Endpoint, type Locale } from '@maru/api';
import type { AppEnv } from './env';
import { errorResponse, validationError, type FieldProblem } from './errors';
import type { Denial, Guard } from './guards';
import { requestLocale, zodErrorMapFor } from './language';
import { logRefusal } from '../log/refusals';
import { readJsonBody } from './requestBody';
import { declareRoute } from './routeRegistry';
import { signedInUser } from './session';

/** Prefix of every API route; the contract's paths are relative to it. */
export const API_PREFIX = '/api';

export interface EndpointInput<
  P extends z.ZodMiniType,
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  c: Context<AppEnv>;
}

/** What a guard's second step sees: the parsed input, without the context. */
export type GuardInput<
  P extends z.ZodMiniType,
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
> = Omit<EndpointInput<P, Q, B>, 'c'>;

export type EndpointHandler<
  P extends z.ZodMiniType,
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
  R extends z.ZodMiniType,
> = (input: EndpointInput<P, Q, B>) => Promise<z.input<R> | Response>;

function problemsOf(error: $ZodError, part: string, locale: Locale): FieldProblem[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : part,
    message: issueText(issue.message, locale),
  }));
}

function denied(c: Context<AppEnv>, guard: Guard<never>, verdict: Denial): Response {
  logRefusal(c, guard.kind, verdict);
  return verdict === 'forbidden'
    ? errorResponse(c, 403, 'error.forbidden', 'forbidden')
    : errorResponse(c, 404, guard.notFoundKey ?? 'server.notFound', 'notFound');
}

/**
 * The guard's steps that come before the input is read: the session (401 without a live one,
 * else `userId` is set) and the caller's role (403).
 */
async function passCaller(c: Context<AppEnv>, guard: Guard<never>): Promise<Response | null> {
  if (!guard.needsSession) return null;
  const userId = await signedInUser(c);
  if (!userId) {
    logRefusal(c, guard.kind, 'unauthorized');
    return errorResponse(c, 401, 'error.unauthorized', 'unauthorized');
  }
  c.set('userId', userId);
  const verdict = guard.allowsCaller ? await guard.allowsCaller(c) : true;
  return verdict === true ? null : denied(c, guard, verdict);
}

/**
 * Mounts a contract endpoint behind its declared guard: same method and path as the client
 * uses; the session and the caller's role checked first (401, 403); then params, query and
 * body validated with the endpoint's own schemas (400 with one entry per field, 413/415 for a
 * body too large or not JSON, before the handler runs, so nothing is written); then the
 * guard's rule on the parsed input (403/404); then the handler, whose answer is checked
 * against the response schema so the server cannot drift from the contract unnoticed.
 */
export function registerEndpoint<
  P extends z.ZodMiniType,
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
  R extends z.ZodMiniType,
>(
  app: Hono<AppEnv>,
  endpoint: Endpoint<P, Q, B, R>,
  guard: Guard<GuardInput<P, Q, B>>,
  handler: EndpointHandler<P, Q, B, R>,
): void {
  const path = `${API_PREFIX}${endpoint.path}`;
  declareRoute(app, endpoint.method, path, guard);
  app.on(endpoint.method, path, async (c) => {
    const refused = await passCaller(c, guard);
    if (refused) return refused;

    const problems: FieldProblem[] = [];
    const locale = requestLocale(c.req.header('Lang'));
    const parse = <S extends z.ZodMiniType>(schema: S | undefined, raw: unknown, part: string) => {
      if (!schema) return undefined as z.output<S>;
      // zod's own default texts in the caller's language; the contract's keys via the catalogue.
      const result = schema.safeParse(raw, { error: zodErrorMapFor(locale) });
      if (result.success) return result.data;
      problems.push(...problemsOf(result.error, part, locale));
      return undefined as z.output<S>;
    };

    const params = parse(endpoint.params, c.req.param(), 'params');
    const query = parse(endpoint.query, c.req.query(), 'query');
    let rawBody: unknown;
    if (endpoint.body) {
      const read = await readJsonBody(c);
      if (read instanceof Response) return read;
      rawBody = read.value;
    }
    const body = parse(endpoint.body, rawBody, 'body');
    if (problems.length > 0) return validationError(c, problems);

    const verdict = guard.allows ? await guard.allows(c, { params, query, body }) : true;
    if (verdict !== true) return denied(c, guard, verdict);

    const result = await handler({ params, query, body, c });
    if (result instanceof Response) return result;
    // A response that breaks the contract is a server bug: fail loudly (500) not silently.
    const checked: unknown = endpoint.response.parse(result);
    return c.json(checked);
  });
}

/**
 * Mounts an API route that is not a JSON call of the contract (the login redirect), behind its
 * declared guard like every endpoint.
 */
export function registerRoute(
  app: Hono<AppEnv>,
  method: 'GET',
  path: string,
  guard: Guard<Record<string, never>>,
  handler: (c: Context<AppEnv>) => Response | Promise<Response>,
): void {
  const fullPath = `${API_PREFIX}${path}`;
  declareRoute(app, method, fullPath, guard);
  app.on(method, fullPath, async (c) => {
    const refused = await passCaller(c, guard);
    if (refused) return refused;
    const verdict = guard.allows ? await guard.allows(c, {}) : true;
    return verdict === true ? handler(c) : denied(c, guard, verdict);
  });
}
