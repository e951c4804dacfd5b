import type { Endpoint } from '@maru/api';

/*
 * The malformed variants of a valid request (issue 13 contract fuzz): each part of the request
 * (path parameters, query, JSON body) is broken one field at a time, and then as a whole. Values
 * are written the way they travel, so invalid percent-encodings and raw NULs reach the server
 * exactly as an attacker would send them.
 */

/** A request as it travels: URL-encoded params and query pairs (null: a key without `=`). */
export interface RawRequest {
  params: [string, string][];
  query: [string, string | null][];
  body: string | undefined;
}

export interface Variant {
  label: string;
  request: RawRequest;
}

/** 1 MiB of text: the lead's size limits may answer 413/414 before the schema does. */
const MEGABYTE = 'a'.repeat(1024 * 1024);

/** Bad values as they appear in a URL (already encoded, or deliberately mis-encoded). */
const URL_VALUES: readonly [string, string][] = [
  ['empty', ''],
  ['a space', '%20'],
  ['1 MB', MEGABYTE],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['-1', '-1'],
  ['0', '0'],
  ['1.5', '1.5'],
  ['0x10', '0x10'],
  ['1e3', '1e3'],
  ['40 digits', '9'.repeat(40)],
  ['full-width digits', '%EF%BC%91%EF%BC%92'],
  ['a NUL', '%00'],
  ['a control character', '%1B%5B31m'],
  ['a lone %', '%'],
  ['%ZZ', '%ZZ'],
  ['a cut UTF-8 sequence', '%E0%A4%A'],
  ['a lone surrogate in UTF-8', '%ED%A0%80'],
  ['encoded ../', '..%2F..%2Fetc%2Fpasswd'],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['markup', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['SQL', "'%20OR%201%3D1--"],
  ['true', 'true'],
  ['null', 'null'],
  ['JSON', '%7B%22a%22%3A1%7D'],
];

/** Path parameters also get raw traversal (the URL parser folds it: another route or 404). */
const PATH_VALUES: readonly [string, string][] = [
  ...URL_VALUES.filter(([, value]) => value !== ''),
  ['../', '..'],
  ['../x', '../x'],
  ['%2e%2e', '%2e%2e'],
];

/** Bad JSON values for a body field. */
function jsonValues(base: unknown): [string, unknown][] {
  const values: [string, unknown][] = [
    ['null', null],
    ['true', true],
    ['0', 0],
    ['-1', -1],
    ['1.5', 1.5],
    ['1e308', 1e308],
    ['an unsafe integer', 2 ** 53 + 2],
    ['empty text', ''],
    ['a space', ' '],
    ['1 MB text', MEGABYTE],
    ['"NaN"', 'NaN'],
    ['"0x10"', '0x10'],
    ['"540"', '540'],
    ['an empty array', []],
    ['an array of the value', [base]],
    ['an empty object', {}],
    ['a NUL', '\u0000'],
    ['a lone surrogate', '\uD800'],
    ['a control character', '\u001b[31m'],
    ['../', '../../etc/passwd'],
    ['__proto__', '__proto__'],
    ['a date past the calendar', '9999-99-99'],
  ];
  if (typeof base === 'string') values.push(['the value with a NUL', `${base}\u0000`]);
  return values;
}

/** The JSON text of an object with one member's raw text replaced (NaN is no JSON value). */
function withRawMember(object: Record<string, unknown>, key: string, raw: string): string {
  const marker = '"\u0001raw\u0001"';
  return JSON.stringify({ ...object, [key]: '\u0001raw\u0001' }).replace(marker, raw);
}

/** Prepends members to an object's JSON text (JSON.stringify drops a `__proto__` key). */
function withLeadingMembers(json: string, members: string): string {
  return json === '{}' ? `{${members}}` : `{${members},${json.slice(1)}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function* paramVariants(base: RawRequest): Generator<Variant> {
  for (const [index, [name]] of base.params.entries()) {
    for (const [what, value] of PATH_VALUES) {
      const params = base.params.map((pair, at) => (at === index ? [name, value] : pair));
      yield { label: `path ${name} = ${what}`, request: { ...base, params } as RawRequest };
    }
  }
}

function* queryVariants(base: RawRequest): Generator<Variant> {
  const with_ = (query: RawRequest['query']): RawRequest => ({ ...base, query });
  for (const [index, [name, original]] of base.query.entries()) {
    const others = base.query.filter((_, at) => at !== index);
    yield { label: `query ${name} missing`, request: with_(others) };
    yield { label: `query ${name} without =`, request: with_([...others, [name, null]]) };
    for (const [what, value] of URL_VALUES) {
      yield { label: `query ${name} = ${what}`, request: with_([...others, [name, value]]) };
    }
    yield {
      label: `query ${name} twice (an array)`,
      request: with_([...others, [name, original], [name, 'other']]),
    };
    yield { label: `query ${name}[]`, request: with_([...others, [`${name}%5B%5D`, original]]) };
    yield {
      label: `query ${name} with a NUL after it`,
      request: with_([...others, [name, `${original ?? ''}%00`]]),
    };
  }
  yield { label: 'query __proto__', request: with_([...base.query, ['__proto__', 'x']]) };
  yield {
    label: 'query __proto__[polluted]',
    request: with_([...base.query, ['__proto__%5Bpolluted%5D', '1']]),
  };
  yield {
    label: 'query constructor[prototype][polluted]',
    request: with_([...base.query, ['constructor%5Bprototype%5D%5Bpolluted%5D', '1']]),
  };
  yield { label: 'query with an unknown key', request: with_([...base.query, ['zz', '1']]) };
  yield { label: 'query key %ZZ', request: with_([...base.query, ['%ZZ', '%ZZ']]) };
  yield { label: 'query & only', request: with_([...base.query, ['&&', null]]) };
}

function* objectBodyVariants(
  base: RawRequest,
  object: Record<string, unknown>,
): Generator<Variant> {
  const body = (text: string): RawRequest => ({ ...base, body: text });
  for (const [key, original] of Object.entries(object)) {
    const rest = Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));
    yield { label: `body ${key} missing`, request: body(JSON.stringify(rest)) };
    for (const [what, value] of jsonValues(original)) {
      yield {
        label: `body ${key} = ${what}`,
        request: body(JSON.stringify({ ...object, [key]: value })),
      };
    }
    yield { label: `body ${key} = NaN`, request: body(withRawMember(object, key, 'NaN')) };
    yield {
      label: `body ${key} = a __proto__ object`,
      request: body(withRawMember(object, key, '{"__proto__":{"polluted":true}}')),
    };
  }
  const json = JSON.stringify(object);
  yield {
    label: 'body with a __proto__ key',
    request: body(withLeadingMembers(json, '"__proto__":{"polluted":true}')),
  };
  yield {
    label: 'body with constructor.prototype',
    request: body(withLeadingMembers(json, '"constructor":{"prototype":{"polluted":true}}')),
  };
  yield { label: 'body with an unknown key', request: body(withLeadingMembers(json, '"zz":1')) };
  yield { label: 'body as an array of itself', request: body(`[${json}]`) };
}

function* arrayBodyVariants(base: RawRequest, items: unknown[]): Generator<Variant> {
  const body = (value: unknown): RawRequest => ({ ...base, body: JSON.stringify(value) });
  const first = items[0] ?? {};
  for (const [what, value] of jsonValues(first)) {
    yield { label: `body item = ${what}`, request: body([value, ...items.slice(1)]) };
  }
  if (isObject(first)) {
    for (const variant of objectBodyVariants(body(first), first)) {
      yield {
        label: `body item ${variant.label.replace(/^body /, '')}`,
        request: {
          ...base,
          body: `[${[variant.request.body, ...items.slice(1).map((item) => JSON.stringify(item))].join(',')}]`,
        },
      };
    }
  }
  yield { label: 'body with 1000 items', request: body(Array.from({ length: 1000 }, () => first)) };
  yield { label: 'body as an object', request: body({ items }) };
}

function* wholeBodyVariants(base: RawRequest): Generator<Variant> {
  const raw: [string, string | undefined][] = [
    ['no body', undefined],
    ['an empty body', ''],
    ['null', 'null'],
    ['a number', '1'],
    ['a string', '"text"'],
    ['NaN', 'NaN'],
    ['cut JSON', '{"a":'],
    ['an open brace', '{'],
    ['a NUL', '\u0000'],
    ['10,000 nested arrays', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
    ['1 MB of JSON text', JSON.stringify({ filler: MEGABYTE })],
    ['invalid UTF-8 escapes', '{"a":"\\uD800"}'],
  ];
  for (const [what, text] of raw) yield { label: `body ${what}`, request: { ...base, body: text } };
}

/** Every malformed variant of a valid request to `endpoint`. */
export function* variantsOf(endpoint: Endpoint, base: RawRequest): Generator<Variant> {
  yield* paramVariants(base);
  if (endpoint.query || base.query.length > 0) yield* queryVariants(base);
  else
    yield {
      label: 'query on a call without one',
      request: {
        ...base,
        query: [
          ['__proto__', 'x'],
          ['%ZZ', '%00'],
        ],
      },
    };
  if (!endpoint.body || base.body === undefined) return;
  const parsed: unknown = JSON.parse(base.body);
  if (Array.isArray(parsed)) yield* arrayBodyVariants(base, parsed);
  else if (isObject(parsed)) yield* objectBodyVariants(base, parsed);
  yield* wholeBodyVariants(base);
}
