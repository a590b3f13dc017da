import fc from 'fast-check';

/** The parts of an OpenAPI schema the generators read. */
export interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
  allOf?: Schema[];
}

export type Schemas = Record<string, Schema>;

/** A request body: a JSON value, or raw text for what JSON.stringify cannot say (1e400). */
export type FuzzBody = { json: unknown } | { raw: string };

const ODD_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '\u0000',
  '\uFEFF',
  '\u202Eevil',
  'Z\u0351\u0360\u0361\u0362\u0363',
  '👩🏽‍🚀'.repeat(300),
  '𝕏'.repeat(5000),
  'a'.repeat(70_000),
  "'; DROP TABLE users; --",
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '__proto__',
  '1e400',
  '2026-02-30T25:61:61Z',
  'not-an-email@',
  '00000000-0000-0000-0000-000000000000',
];

/**
 * Text that is not well-formed Unicode: unpaired surrogates (JSON carries them as `\ud800`
 * escapes; encodeURI, which validator's isEmail calls, throws on them) and noncharacters.
 */
export const INVALID_UNICODE = [
  '\uD800',
  '\uD800x',
  'x\uDC00',
  '\uDC00\uD800',
  'a\uDBFF\uDBFFz@example.com',
  '\uFFFE\uFFFF',
];

/** A string with one unpaired surrogate somewhere in it. */
function illFormed(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.string({ maxLength: 20 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string())
    .map(([before, unit, after]) => `${before}${String.fromCharCode(unit)}${after}`);
}

const HUGE_NUMBERS = [
  -1,
  0,
  0.5,
  -0.0,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1.7976931348623157e308,
  -1.7976931348623157e308,
  5e-324,
];

/** Values of every JSON kind that fit no field: the hostile half of each field's choices. */
export function hostile(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(
      null,
      true,
      false,
      [],
      {},
      // Objects that can become neither text nor a number (their toString is not a function).
      { toString: '' },
      { toString: {}, valueOf: 0 },
      ...ODD_STRINGS,
      ...INVALID_UNICODE,
      ...HUGE_NUMBERS,
    ),
    illFormed(),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    fc.integer(),
    fc.double(),
    fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.integer(), fc.string()), {
      maxKeys: 4,
    }),
    deepNesting(),
  );
}

/** `[[[…]]]` or `{"a":{"a":…}}`, as deep as JSON.stringify can write (raw bodies go deeper). */
export function deepNesting(): fc.Arbitrary<unknown> {
  return fc.tuple(fc.integer({ min: 2, max: 1_000 }), fc.boolean()).map(([depth, arrays]) => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
    return value;
  });
}

/** Nesting tens of thousands deep, as text: recursive code on the server overflows its stack. */
function deepText(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: 1_000, max: 40_000 }), fc.constantFrom(['[', ']'], ['{"a":', '}']))
    .map(([depth, [open, close]]) => `${open.repeat(depth)}1${close.repeat(depth)}`);
}

function resolve(schema: Schema, schemas: Schemas): Schema {
  if (schema.$ref) return resolve(schemas[schema.$ref.split('/').pop() as string], schemas);
  if (schema.allOf?.length === 1) return resolve(schema.allOf[0], schemas);
  return schema;
}

/** A value the field could take: its enum, or its type within and around its bounds. */
function plausible(schema: Schema, schemas: Schemas, depth: number): fc.Arbitrary<unknown> {
  const s = resolve(schema, schemas);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  switch (s.type) {
    case 'number':
    case 'integer':
      return fc.oneof(
        fc.integer({ min: (s.minimum ?? 0) - 2, max: (s.maximum ?? 1_000) + 2 }),
        fc.constantFrom(1, 2, 10, 50),
      );
    case 'boolean':
      return fc.boolean();
    case 'string':
      return s.format === 'email'
        ? fc.emailAddress()
        : fc.oneof(fc.string({ maxLength: (s.maxLength ?? 40) + 5 }), fc.constantFrom('1', 'x'));
    case 'array':
      return fc.array(field(s.items ?? {}, schemas, depth + 1), { maxLength: 4 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectOf(s, schemas, depth + 1);
    default:
      return fc.oneof(fc.integer(), fc.string({ maxLength: 20 }));
  }
}

/** Mostly a plausible value, sometimes a hostile one. */
function field(schema: Schema, schemas: Schemas, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: plausible(schema, schemas, depth), weight: 3 },
    { arbitrary: hostile(), weight: 1 },
  );
}

/** The schema's fields, each maybe missing, wrong or hostile, plus maybe unknown ones. */
function objectOf(schema: Schema, schemas: Schemas, depth: number): fc.Arbitrary<unknown> {
  const props = Object.entries(schema.properties ?? {});
  const model = Object.fromEntries(
    props.map(([name, prop]) => [
      name,
      fc.option(field(prop, schemas, depth), { nil: undefined, freq: 4 }),
    ]),
  );
  const extra = fc.option(
    fc.dictionary(
      fc.constantFrom('__proto__', 'constructor', 'extra', 'user_id', 'id', 'admin', 'coins'),
      hostile(),
      { maxKeys: 2 },
    ),
    { nil: undefined, freq: 3 },
  );
  return fc.tuple(fc.record(model), extra).map(([known, unknown]) => {
    const body: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(known)) if (v !== undefined) body[k] = v;
    // defineProperty: a "__proto__" key must be an own field of the JSON, not a prototype.
    for (const [k, v] of Object.entries(unknown ?? {}))
      Object.defineProperty(body, k, { value: v, enumerable: true, configurable: true });
    return body;
  });
}

/** Bodies JSON.stringify cannot write: out-of-range numbers, duplicate keys, broken JSON. */
function rawBodies(schema: Schema | undefined, schemas: Schemas): fc.Arbitrary<string> {
  const names = Object.keys((schema && resolve(schema, schemas).properties) ?? { page: {} });
  const flat = fc
    .tuple(
      fc.constantFrom(...names),
      fc.constantFrom(
        '1e400',
        '-1e400',
        '123456789012345678901234567890',
        '0x10',
        'NaN',
        '"\\ud800"',
      ),
      fc.constantFrom('{"K":V}', '{"K":1,"K":V}', '{"K":V', 'K=V', '[{"K":V}]', '{"K":V}garbage'),
    )
    .map(([name, value, shape]) => shape.replace(/K/g, name).replace(/V/g, value));
  return fc.oneof(
    flat,
    deepText(),
    fc.tuple(fc.constantFrom(...names), deepText()).map(([name, deep]) => `{"${name}":${deep}}`),
  );
}

/** Bodies for one route: its schema bent every way, and shapes that fit no route. */
export function fuzzBodies(schema: Schema | undefined, schemas: Schemas): fc.Arbitrary<FuzzBody> {
  const json = (a: fc.Arbitrary<unknown>) => a.map((value): FuzzBody => ({ json: value }));
  return fc.oneof(
    {
      arbitrary: json(schema ? objectOf(resolve(schema, schemas), schemas, 0) : hostile()),
      weight: 6,
    },
    { arbitrary: json(hostile()), weight: 2 },
    { arbitrary: rawBodies(schema, schemas).map((raw): FuzzBody => ({ raw })), weight: 1 },
  );
}

/** Path ids longer than a router keeps by default (Fastify: 100 characters, then 414). */
export const LONG_PATH_IDS = ['1'.repeat(2_000), 'x'.repeat(2_000), '9'.repeat(10_000)];

/** Path parameters: real-looking ids and what a hostile client puts there. */
export function fuzzPathParam(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '1',
      '2',
      '0',
      '-1',
      '1.5',
      '99999999999999999999',
      'abc',
      '%00',
      '%E2%80%AE',
      '%ED%A0%80', // a lone surrogate, UTF-8 encoded
      ...LONG_PATH_IDS,
    ),
    fc.integer().map(String),
    fc.uuid(),
    fc.string({ maxLength: 30 }).map(encodeURIComponent),
    fc.string({ minLength: 101, maxLength: 3_000, unit: 'grapheme-ascii' }).map(encodeURIComponent),
  );
}

/** What every field is sent as, one at a time, by `targetedBodies`. */
const TARGETED_VALUES: unknown[] = [null, true, ...INVALID_UNICODE.slice(0, 3)];

/**
 * A value the field's schema describes, the same every time (no randomness). Objects carry their
 * required fields only: an optional `user_id` sent as anything but the caller's is refused (403)
 * before the field under test is read.
 */
function example(schema: Schema, schemas: Schemas, depth: number): unknown {
  const s = resolve(schema, schemas);
  if (s.enum?.length) return s.enum[0];
  switch (s.type) {
    case 'number':
    case 'integer':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      return s.format === 'email'
        ? 'player@example.com'
        : s.format === 'date-time'
          ? new Date(0).toISOString()
          : 'x';
    case 'array':
      return depth > 3 ? [] : [example(s.items ?? {}, schemas, depth + 1)];
    case 'object':
      return depth > 3
        ? {}
        : Object.fromEntries(
            Object.entries(s.properties ?? {})
              .filter(([k]) => s.required?.includes(k))
              .map(([k, p]) => [k, example(p, schemas, depth + 1)]),
          );
    default:
      return 1;
  }
}

/** Every path to a field of the schema's objects (nested ones too), with the schemas on it. */
function fieldPaths(schema: Schema, schemas: Schemas, depth = 0): [string, Schema][][] {
  const s = resolve(schema, schemas);
  if (depth > 3 || s.type !== 'object') return [];
  return Object.entries(s.properties ?? {}).flatMap(([name, prop]) => [
    [[name, prop] as [string, Schema]],
    ...fieldPaths(prop, schemas, depth + 1).map((rest) => [
      [name, prop] as [string, Schema],
      ...rest,
    ]),
  ]);
}

/** `body` with the field at `path` set to `value`, its parents made from their schemas if absent. */
function withValue(
  body: unknown,
  path: [string, Schema][],
  value: unknown,
  schemas: Schemas,
): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node = copy;
  path.slice(0, -1).forEach(([key, schema], i) => {
    if (typeof node[key] !== 'object' || node[key] === null)
      node[key] = example(schema, schemas, i + 1);
    node = node[key] as Record<string, unknown>;
  });
  node[path[path.length - 1][0]] = value;
  return copy;
}

/**
 * The same bodies on every run, besides the random ones: every field null at once, and each
 * field in turn (beside the required ones, made from the schema) null, `true` and text that is not well-formed
 * Unicode. Random choices reach a given field with a given value too rarely to rely on: these
 * once answered 500 (`{"page": null}` made a negative OFFSET; a lone surrogate in an email
 * threw in isEmail).
 */
export function targetedBodies(schema: Schema | undefined, schemas: Schemas): FuzzBody[] {
  if (!schema) return [{ json: null }, { json: { page: null } }];
  const base = example(schema, schemas, 0);
  const paths = fieldPaths(schema, schemas);
  const allNull = Object.fromEntries(
    Object.keys(resolve(schema, schemas).properties ?? {}).map((k) => [k, null]),
  );
  return [
    { json: allNull },
    ...paths.flatMap((path) =>
      TARGETED_VALUES.map((value): FuzzBody => ({ json: withValue(base, path, value, schemas) })),
    ),
  ];
}
