import { HttpResponse } from 'msw';
import type { z } from 'zod/mini';
import type { Locale } from '../contract';
import { validationErrorBody } from './errorBodies';

export type Parsed<S extends z.ZodMiniType> =
  { ok: true; data: z.output<S> } | { ok: false; response: Response };

/** `value` validated by `schema`, or the 400 validation answer the reference server gives. */
export function parseInput<S extends z.ZodMiniType>(
  value: unknown,
  schema: S,
  locale: Locale,
): Parsed<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    response: HttpResponse.json(validationErrorBody(parsed.error.issues, locale), { status: 400 }),
  };
}

/**
 * The request's JSON body validated by `schema`, or the 400 validation answer the reference
 * server gives for a body that breaks it (unreadable JSON counts as a missing body).
 */
export async function readBody<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  locale: Locale,
): Promise<Parsed<S>> {
  return parseInput(await request.json().catch(() => null), schema, locale);
}

/** The request's query string validated by `schema` (each name's first value). */
export function readQuery<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  locale: Locale,
): Parsed<S> {
  return parseInput(Object.fromEntries(new URL(request.url).searchParams), schema, locale);
}
