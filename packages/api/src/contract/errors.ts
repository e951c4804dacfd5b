import { z } from 'zod/mini';

/**
 * The error body of spec 01 §8: `meta` gives code, message and errorType; for errorType
 * `validation` the first item of `meta.data` carries the message to show.
 */
export const errorBodySchema = z.object({
  meta: z.object({
    code: z.union([z.string(), z.number()]),
    message: z.string(),
    errorType: z.string(),
    data: z.optional(z.array(z.object({ field: z.optional(z.string()), message: z.string() }))),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A write answered 200 that still failed: the first `user_message` is the error (spec 01 §7). */
export const writeErrorsBodySchema = z.object({
  errors: z.array(z.looseObject({ user_message: z.string() })).check(z.minLength(1)),
});
