import { HttpResponse } from 'msw';
import type { z } from 'zod/mini';
import type { Locale } from '../contract';
import { validationErrorBody } from './errorBodies';

/**
 * The request's JSON body validated by `schema`, or the 400 validation answer the reference
 * server gives for a body that breaks it (unreadable JSON counts as a missing body).
 */
export async function readBody<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  locale: Locale,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: Response }> {
  const parsed = schema.safeParse(await request.json().catch(() => null));
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    response: HttpResponse.json(validationErrorBody(parsed.error.issues, locale), { status: 400 }),
  };
}
