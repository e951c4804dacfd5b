import type { Context } from 'hono';
import type { AppEnv } from './env';
import { errorResponse } from './errors';
import { requestLocale } from './language';
import { messageText } from './messages';

/** The largest JSON body a call accepts (issue 13); uploads get their own streamed limit. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

const JSON_TYPE = /^application\/json\s*(;|$)/i;

function tooLarge(c: Context<AppEnv>): Response {
  return errorResponse(c, 413, 'server.bodyTooLarge', 'validation');
}

/**
 * Reads a call's JSON body without ever holding more than {@link MAX_JSON_BODY_BYTES}: 415 for
 * another Content-Type, 413 when the declared length is over the limit (before a byte is read)
 * or when a body without a length grows past it (the stream is cancelled), 400 for bytes that
 * are not JSON.
 */
export async function readJsonBody(c: Context<AppEnv>): Promise<{ value: unknown } | Response> {
  if (!JSON_TYPE.test(c.req.header('Content-Type') ?? '')) {
    return errorResponse(c, 415, 'server.unsupportedMediaType', 'validation');
  }
  const declared = Number(c.req.header('Content-Length') ?? 'NaN');
  if (declared > MAX_JSON_BODY_BYTES) return tooLarge(c);

  const stream = c.req.raw.body;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (stream) {
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_JSON_BODY_BYTES) {
        await reader.cancel();
        return tooLarge(c);
      }
      chunks.push(value);
    }
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
    return { value: JSON.parse(text) as unknown };
  } catch {
    const message = messageText('server.bodyNotJson', requestLocale(c.req.header('Lang')));
    return errorResponse(c, 400, 'server.bodyNotJson', 'validation', [{ field: 'body', message }]);
  }
}
