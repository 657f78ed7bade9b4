/**
 * The inputs of the route fuzz, as small descriptors (what fast-check shows on failure) that are
 * turned into the actual, sometimes huge, request parts only when sent.
 */
import fc from 'fast-check';

/** A JSON path: object keys and array indexes. */
export type JsonPath = (string | number)[];

/** Every path inside a JSON value, the root included. */
export function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  const paths: JsonPath[] = [prefix];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      paths.push(...pathsOf(item, [...prefix, index]));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

function valueAt(value: unknown, path: JsonPath): unknown {
  let current = value;
  for (const segment of path) current = (current as Record<string | number, unknown>)?.[segment];
  return current;
}

/** A copy of `value` with the node at `path` replaced (or removed when `replace` answers REMOVE). */
function replaceAt(value: unknown, path: JsonPath, replace: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    const next = replaceAt(copy[head as number], rest, replace);
    if (next === REMOVE) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const next = replaceAt(copy[head as string], rest, replace);
  if (next === REMOVE) delete copy[head as string];
  else copy[head as string] = next;
  return copy;
}

const REMOVE = Symbol('remove');
/** Stands for a raw JSON fragment (JSON cannot express it as a value) until the text is built. */
const RAW = '\u0000raw-json-fragment\u0000';

const memo = new Map<string, string>();
/** Big strings are built once. */
function big(key: string, build: () => string): string {
  let value = memo.get(key);
  if (value === undefined) {
    value = build();
    memo.set(key, value);
  }
  return value;
}

/** Huge strings (each well under 1 MB once encoded). */
export const HUGE_STRINGS: (() => string)[] = [
  () => big('x', () => 'x'.repeat(300_000)),
  () => big('emoji', () => '💥'.repeat(60_000)),
  () => big('nul', () => '\u0000\u0001\u001f'.repeat(2_000)),
  () => big('html', () => '<script>alert(1)</script>'.repeat(10_000)),
  () => big('rtl', () => '\u202e\ud800'.repeat(5_000)),
];

/** Numbers that are wrong in some way, as JSON text. */
export const ODD_NUMBERS = [
  '-1',
  '-0',
  '0',
  '0.5',
  '1.0000001',
  '2',
  '1e308',
  '-1e308',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  '1e999',
  '-1e999',
  '"NaN"',
  '"Infinity"',
  '"-1"',
  '"1e99"',
  '5e-324',
];

/** Values of the wrong type. */
export const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  0,
  1,
  '',
  'text',
  [],
  {},
  [1, 2],
  { a: 1 },
];

/** Deeply nested JSON texts. */
export const DEEP: (() => string)[] = [
  () => `${'['.repeat(200)}${']'.repeat(200)}`,
  () => big('deep-array', () => `${'['.repeat(5_000)}${']'.repeat(5_000)}`),
  () => big('deeper-array', () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`),
  () => big('deep-object', () => `${'{"a":'.repeat(5_000)}null${'}'.repeat(5_000)}`),
];

/** Keys no body should take, as a JSON object text (own `__proto__` included). */
export const EXTRA_KEYS_JSON =
  '{"__proto__":{"isAdmin":true,"role":"ADMIN"},"constructor":{"prototype":{"polluted":true}},' +
  '"extra":"field","id":1,"userId":1,"ownerId":1,"role":"ADMIN","visibility":"PUBLIC"}';

/** How one field of a valid body is spoiled. */
export type Mutation =
  | { kind: 'wrongType'; path: JsonPath; index: number }
  | { kind: 'hugeString'; path: JsonPath; index: number }
  | { kind: 'oddNumber'; path: JsonPath; index: number }
  | { kind: 'deep'; path: JsonPath; index: number }
  | { kind: 'extraKeys'; path: JsonPath }
  | { kind: 'longArray'; path: JsonPath; length: number }
  | { kind: 'remove'; path: JsonPath }
  | { kind: 'wrapInArray' }
  | { kind: 'stringified' };

/** A body: a valid one (by index) with a mutation, any JSON value, text, or nothing. */
export type Payload =
  | { kind: 'valid'; index: number }
  | { kind: 'mutated'; index: number; mutation: Mutation }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string; contentType: string }
  | { kind: 'empty'; contentType: string | null };

/** The mutations of `valid`, as an arbitrary. */
export function mutationOf(valid: unknown): fc.Arbitrary<Mutation> {
  const paths = pathsOf(valid);
  const objectPaths = paths.filter((path) => {
    const node = valueAt(valid, path);
    return node !== null && typeof node === 'object' && !Array.isArray(node);
  });
  const path = fc.constantFrom(...paths);
  const index = (length: number) => fc.nat({ max: length - 1 });
  const options: fc.Arbitrary<Mutation>[] = [
    fc.record({ kind: fc.constant('wrongType' as const), path, index: index(WRONG_TYPES.length) }),
    fc.record({
      kind: fc.constant('hugeString' as const),
      path,
      index: index(HUGE_STRINGS.length),
    }),
    fc.record({ kind: fc.constant('oddNumber' as const), path, index: index(ODD_NUMBERS.length) }),
    fc.record({ kind: fc.constant('deep' as const), path, index: index(DEEP.length) }),
    fc.record({
      kind: fc.constant('longArray' as const),
      path,
      length: fc.constantFrom(1_000, 5_000),
    }),
    fc.record({ kind: fc.constant('remove' as const), path: fc.constantFrom(...paths) }),
    fc.constant({ kind: 'wrapInArray' as const }),
    fc.constant({ kind: 'stringified' as const }),
  ];
  if (objectPaths.length > 0) {
    options.push(
      fc.record({ kind: fc.constant('extraKeys' as const), path: fc.constantFrom(...objectPaths) }),
    );
  }
  return fc.oneof(...options);
}

/** The JSON text of `valid` spoiled by `mutation`. */
export function applyMutation(valid: unknown, mutation: Mutation): string {
  let raw = '';
  const rawValue = (text: string) => {
    raw = text;
    return RAW;
  };
  let value: unknown;
  switch (mutation.kind) {
    case 'wrongType':
      value = replaceAt(valid, mutation.path, () => WRONG_TYPES[mutation.index]);
      break;
    case 'hugeString':
      value = replaceAt(valid, mutation.path, () => HUGE_STRINGS[mutation.index]!());
      break;
    case 'oddNumber':
      value = replaceAt(valid, mutation.path, () => rawValue(ODD_NUMBERS[mutation.index]!));
      break;
    case 'deep':
      value = replaceAt(valid, mutation.path, () => rawValue(DEEP[mutation.index]!()));
      break;
    case 'extraKeys':
      value = replaceAt(valid, mutation.path, (old) => {
        const inner = JSON.stringify(old);
        const extra = EXTRA_KEYS_JSON.slice(1, -1);
        return rawValue(inner === '{}' ? `{${extra}}` : `${inner.slice(0, -1)},${extra}}`);
      });
      break;
    case 'longArray':
      value = replaceAt(valid, mutation.path, (old) => {
        const item = Array.isArray(old) ? (old[0] ?? 0) : old;
        return Array.from({ length: mutation.length }, () => item);
      });
      break;
    case 'remove':
      value = mutation.path.length === 0 ? {} : replaceAt(valid, mutation.path, () => REMOVE);
      break;
    case 'wrapInArray':
      value = [valid];
      break;
    case 'stringified':
      value = JSON.stringify(valid);
      break;
  }
  const text = JSON.stringify(value);
  return raw === '' ? text : text.replace(JSON.stringify(RAW), () => raw);
}

/** A short name of a mutation for messages. */
export function describeMutation(mutation: Mutation): string {
  const at = 'path' in mutation ? ` at ${JSON.stringify(mutation.path)}` : '';
  switch (mutation.kind) {
    case 'wrongType':
      return `wrong type ${JSON.stringify(WRONG_TYPES[mutation.index])}${at}`;
    case 'hugeString':
      return `huge string #${mutation.index}${at}`;
    case 'oddNumber':
      return `number ${ODD_NUMBERS[mutation.index]}${at}`;
    case 'deep':
      return `deep nesting #${mutation.index} (${DEEP[mutation.index]!().length} chars)${at}`;
    case 'longArray':
      return `array of ${mutation.length}${at}`;
    default:
      return `${mutation.kind}${at}`;
  }
}

/** Text that is not (or not only) JSON, and the content types it is sent with. */
export const textPayload: fc.Arbitrary<Payload> = fc.record({
  kind: fc.constant('text' as const),
  text: fc.oneof(
    fc.string(),
    fc.constantFrom('{oops', '{"a":', '[1,2', 'null', '"just a string"', '\u0000', '{}{}', 'NaN'),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
  ),
});

/** Any JSON value. */
export const jsonPayload: fc.Arbitrary<Payload> = fc.record({
  kind: fc.constant('json' as const),
  value: fc.jsonValue({ maxDepth: 4 }),
});

/** An empty body, with or without a JSON content type. */
export const emptyPayload: fc.Arbitrary<Payload> = fc.record({
  kind: fc.constant('empty' as const),
  contentType: fc.constantFrom('application/json', null),
});

/** The payloads of a call whose valid bodies are `valid`. */
export function payloadOf(valid: unknown[]): fc.Arbitrary<Payload> {
  const mutated = fc.oneof(
    ...valid.map((body, index) =>
      mutationOf(body).map((mutation) => ({ kind: 'mutated' as const, index, mutation })),
    ),
  );
  return fc.oneof(
    { weight: 10, arbitrary: mutated },
    { weight: 3, arbitrary: jsonPayload },
    { weight: 2, arbitrary: textPayload },
    { weight: 1, arbitrary: emptyPayload },
    {
      weight: 1,
      arbitrary: fc
        .nat({ max: valid.length - 1 })
        .map((index) => ({ kind: 'valid' as const, index })),
    },
  );
}

/** The body text and content type of a payload. */
export function materialize(
  payload: Payload,
  valid: unknown[],
): { body: string; contentType: string | null; label: string } {
  switch (payload.kind) {
    case 'valid':
      return {
        body: JSON.stringify(valid[payload.index]),
        contentType: 'application/json',
        label: 'valid body',
      };
    case 'mutated':
      return {
        body: applyMutation(valid[payload.index], payload.mutation),
        contentType: 'application/json',
        label: describeMutation(payload.mutation),
      };
    case 'json':
      return {
        body: JSON.stringify(payload.value),
        contentType: 'application/json',
        label: 'fc.jsonValue()',
      };
    case 'text':
      return {
        body: payload.text,
        contentType: payload.contentType,
        label: `text as ${payload.contentType}`,
      };
    case 'empty':
      return {
        body: '',
        contentType: payload.contentType,
        label: `empty body (${payload.contentType ?? 'no content type'})`,
      };
  }
}

/** Path parameter values that are not ids, next to the real ones. */
export const MALFORMED_PARAMS = [
  'abc',
  '-1',
  '1e99',
  'x'.repeat(300),
  '0',
  '1.5',
  '9'.repeat(40),
  ' 1',
  '0x1F',
  'null',
  '../..',
  '%',
  '💥',
  "1' OR '1'='1",
];

/** Odd query strings, sent as they are. */
export const RAW_QUERIES = [
  '%',
  'a=%zz',
  '&&&',
  '=',
  'ids=1,,2',
  'ids[]=1',
  'argumentId=1&argumentId=2',
  '%00=%00',
  '__proto__[x]=1',
  `x=${'y'.repeat(8_000)}`,
];

/** A query string: a valid one, one with a spoiled or extra value, random pairs or raw text. */
export type QueryInput =
  | { kind: 'valid'; index: number }
  | { kind: 'spoiled'; index: number; key: string; value: number }
  | { kind: 'huge'; index: number; key: string }
  | { kind: 'extra'; index: number }
  | { kind: 'pairs'; pairs: [string, string][] }
  | { kind: 'raw'; value: number };

/** The query inputs of a call whose valid queries are `valid` (at least one, maybe empty). */
export function queryOf(valid: Record<string, string>[]): fc.Arbitrary<QueryInput> {
  const index = fc.nat({ max: valid.length - 1 });
  const keys = [...new Set(valid.flatMap((query) => Object.keys(query))), 'unknown'];
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    fc.record({ kind: fc.constant('valid' as const), index }),
    fc.record({
      kind: fc.constant('spoiled' as const),
      index,
      key,
      value: fc.nat({ max: MALFORMED_PARAMS.length - 1 }),
    }),
    fc.record({ kind: fc.constant('huge' as const), index, key }),
    fc.record({ kind: fc.constant('extra' as const), index }),
    fc.record({
      kind: fc.constant('pairs' as const),
      pairs: fc.array(fc.tuple(fc.oneof(key, fc.string()), fc.string()), { maxLength: 5 }),
    }),
    fc.record({
      kind: fc.constant('raw' as const),
      value: fc.nat({ max: RAW_QUERIES.length - 1 }),
    }),
  );
}

/** The query string of a query input. */
export function queryString(input: QueryInput, valid: Record<string, string>[]): string {
  const base = () => new URLSearchParams(valid['index' in input ? input.index : 0] ?? {});
  switch (input.kind) {
    case 'valid':
      return base().toString();
    case 'spoiled': {
      const query = base();
      query.set(input.key, MALFORMED_PARAMS[input.value]!);
      return query.toString();
    }
    case 'huge': {
      const query = base();
      query.set(input.key, 'x'.repeat(20_000));
      return query.toString();
    }
    case 'extra': {
      const query = base();
      for (const [key, value] of Object.entries(valid[input.index] ?? {})) query.append(key, value);
      query.append('__proto__', 'x');
      query.append('userId', '1');
      return query.toString();
    }
    case 'pairs':
      return new URLSearchParams(input.pairs).toString();
    case 'raw':
      return RAW_QUERIES[input.value]!;
  }
}

/** Path parameters: real ones (by aim), or one of them replaced by a malformed value. */
export type ParamsInput =
  | { kind: 'real'; index: number }
  | { kind: 'malformed'; index: number; key: string; value: number };

/** The path parameter inputs of a call whose real parameters are `valid`. */
export function paramsOf(valid: Record<string, string | number>[]): fc.Arbitrary<ParamsInput> {
  const index = fc.nat({ max: valid.length - 1 });
  const keys = [...new Set(valid.flatMap((params) => Object.keys(params)))];
  if (keys.length === 0) return fc.constant({ kind: 'real' as const, index: 0 });
  return fc.oneof(
    fc.record({ kind: fc.constant('real' as const), index }),
    fc.record({
      kind: fc.constant('malformed' as const),
      index,
      key: fc.constantFrom(...keys),
      value: fc.nat({ max: MALFORMED_PARAMS.length - 1 }),
    }),
  );
}

/** The path parameters of an input. */
export function paramsFor(
  input: ParamsInput,
  valid: Record<string, string | number>[],
): Record<string, string | number> {
  const params = { ...(valid[input.index] ?? {}) };
  if (input.kind === 'malformed') params[input.key] = MALFORMED_PARAMS[input.value]!;
  return params;
}

/**
 * The mutations every run includes whatever the seed (fast-check `examples`): huge, deeply nested
 * and out-of-range values at each top-level field, a long array at each array, extra keys, the
 * body wrapped in an array.
 */
export function essentialMutations(valid: unknown): Mutation[] {
  const mutations: Mutation[] = [
    { kind: 'extraKeys', path: [] },
    { kind: 'wrapInArray' },
    { kind: 'deep', path: [], index: 2 },
  ];
  for (const path of pathsOf(valid)) {
    if (path.length === 1) {
      mutations.push(
        { kind: 'hugeString', path, index: 0 },
        { kind: 'deep', path, index: 2 },
        { kind: 'oddNumber', path, index: ODD_NUMBERS.indexOf('1e999') },
      );
    }
    if (Array.isArray(valueAt(valid, path)))
      mutations.push({ kind: 'longArray', path, length: 5_000 });
  }
  return mutations;
}

/** Query inputs every run includes: each key huge, each raw query. */
export function essentialQueries(valid: Record<string, string>[]): QueryInput[] {
  const keys = [...new Set(valid.flatMap((query) => Object.keys(query)))];
  return [
    ...keys.map((key) => ({ kind: 'huge' as const, index: 0, key })),
    ...RAW_QUERIES.map((_, value) => ({ kind: 'raw' as const, value })),
  ];
}

/** Path parameter inputs every run includes: each parameter `abc`, `-1`, `1e99`, 300 chars. */
export function essentialParams(valid: Record<string, string | number>[]): ParamsInput[] {
  const keys = [...new Set(valid.flatMap((params) => Object.keys(params)))];
  return keys.flatMap((key) =>
    [0, 1, 2, 3].map((value) => ({ kind: 'malformed' as const, index: 0, key, value })),
  );
}
