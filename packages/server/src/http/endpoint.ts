import type { Context, Hono } from 'hono';
import type { z } from 'zod/mini';
import type { $ZodError } from 'zod/v4/core';
import { issueText, type Endpoint, type Locale } from '@maru/api';
import type { AppEnv } from './env';
import { errorResponse, validationError, type FieldProblem } from './errors';
import { requestLocale, zodErrorMapFor } from './language';
import { messageText } from './messages';

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

/**
 * Mounts a contract endpoint: same method and path as the client uses, params, query and
 * body validated with the endpoint's own schemas (400 with one entry per field otherwise,
 * before the handler runs, so nothing is written), and the answer checked against the
 * response schema so the server cannot drift from the contract unnoticed.
 */
export function registerEndpoint<
  P extends z.ZodMiniType,
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
  R extends z.ZodMiniType,
>(app: Hono<AppEnv>, endpoint: Endpoint<P, Q, B, R>, handler: EndpointHandler<P, Q, B, R>): void {
  app.on(endpoint.method, `${API_PREFIX}${endpoint.path}`, async (c) => {
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
      try {
        rawBody = await c.req.json();
      } catch {
        const message = messageText('server.bodyNotJson', locale);
        return errorResponse(c, 400, 'server.bodyNotJson', 'validation', [
          { field: 'body', message },
        ]);
      }
    }
    const body = parse(endpoint.body, rawBody, 'body');
    if (problems.length > 0) return validationError(c, problems);

    const result = await handler({ params, query, body, c });
    if (result instanceof Response) return result;
    // A response that breaks the contract is a server bug: fail loudly (500) not silently.
    const checked: unknown = endpoint.response.parse(result);
    return c.json(checked);
  });
}
