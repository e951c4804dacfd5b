import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { AppEnv } from './env';

/** The content codings the server sends, in its order of preference on a tie. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/**
 * The codings the request accepts (`Accept-Encoding`, RFC 9110 §12.5.3), best first: by the
 * client's q-value, brotli before gzip when they are equal. `*` stands for any coding not named;
 * `q=0` refuses one. Empty: send the body as it is (identity).
 */
export function acceptedCodings(acceptEncoding: string | undefined): ContentCoding[] {
  if (!acceptEncoding) return [];
  const accepts = parseAccept(acceptEncoding);
  const quality = (coding: string) =>
    (
      accepts.find((accept) => accept.type.toLowerCase() === coding) ??
      accepts.find((accept) => accept.type === '*')
    )?.q ?? 0;
  return CONTENT_CODINGS.filter((coding) => quality(coding) > 0).sort(
    (a, b) => quality(b) - quality(a),
  );
}

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** JSON (`application/json`, `application/problem+json` …): what is compressed per answer. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:[;\s]|$)/i;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/**
 * Brotli at quality 5 and gzip at level 6: per answer, so fast settings (the built portal's
 * files are compressed once, at the highest settings, by its build).
 */
function encode(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  return coding === 'br'
    ? toBrotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : toGzip(body, { level: 6 });
}

/**
 * Compresses JSON answers of at least `threshold` bytes with the coding the request prefers
 * (`acceptedCodings`), and says `Vary: Accept-Encoding` on every JSON answer, since its coding
 * depends on that header. Leaves alone what is already encoded, `no-transform` answers, HEAD and
 * bodiless answers, and every other type (the portal's files come precompressed; images and
 * fonts are compressed formats).
 */
export function compressJson(
  threshold: number = COMPRESS_THRESHOLD_BYTES,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const { res } = c;
    if (!JSON_TYPE.test(res.headers.get('Content-Type') ?? '')) return;
    if (res.headers.has('Content-Encoding') || !res.body || c.req.method === 'HEAD') return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    c.header('Vary', 'Accept-Encoding', { append: true });
    const [coding] = acceptedCodings(c.req.header('Accept-Encoding'));
    const declared = Number(res.headers.get('Content-Length') ?? Infinity);
    if (!coding || declared < threshold) return;

    const body = Buffer.from(await res.arrayBuffer());
    const small = body.length < threshold;
    const sent = small ? body : await encode(body, coding);
    c.res = new Response(Uint8Array.from(sent), res);
    // Hono copies the old answer's headers onto the new one: its length was the plain body's.
    c.res.headers.set('Content-Length', String(sent.length));
    if (!small) c.res.headers.set('Content-Encoding', coding);
  };
}
