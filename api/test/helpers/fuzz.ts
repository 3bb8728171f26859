import fc from 'fast-check';
import type { App } from '../../src/app.ts';
import { ORIGIN } from './app.ts';

export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 200);

export type WriteRoute = {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  valid: () => Record<string, unknown>;
  /** Dotted paths that must be present (removing one is invalid). */
  required: string[];
  /** Dotted paths of string fields. */
  strings: string[];
  /** Strings that may not be blank. */
  nonBlank?: string[];
  enums?: string[];
  integers?: string[];
  /** Dotted paths of nested objects (unknown keys may be planted there too). */
  objects?: string[];
  /** Field-specific invalid values. */
  invalid?: Record<string, fc.Arbitrary<unknown>>;
};

type Mutation = { kind: string; path?: string; value?: unknown };

const BANNED_CONTROL = [...Array(32).keys(), 127].filter((code) => ![9, 10, 13].includes(code));
// (no Infinity or NaN: JSON sends them as null, which a field that may be empty rightly accepts)
export const wrongType = fc.oneof(
  fc.integer(),
  fc.double({ noDefaultInfinity: true, noNaN: true }),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);
const tooLong = fc.nat(3000).map((n) => `${'x'.repeat(2001 + n)}`);
export const withControl = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...BANNED_CONTROL), fc.string({ maxLength: 20 }))
  .map(([a, code, b]) => `${a}${String.fromCharCode(code)}${b}`);
const hostileText = fc.constantFrom("'; drop table student; --", '<script>alert(1)</script>', '$'.concat('{7*7}'), '../../etc/passwd', '\u202e', '%00');

/** Invalid by construction: every mutation breaks one rule of the route's schema. */
export function invalidBody(route: WriteRoute): fc.Arbitrary<unknown> {
  const keyOk = (key: string) => !['__proto__', 'constructor', 'prototype', 'id'].includes(key);
  const options: fc.Arbitrary<Mutation>[] = [
    fc.record({
      kind: fc.constant('unknown'),
      path: fc.constantFrom('', ...(route.objects ?? [])),
      value: fc.tuple(fc.string({ minLength: 1, maxLength: 12 }).filter(keyOk), fc.jsonValue()),
    }),
    fc.record({
      kind: fc.constant('notObject'),
      value: fc.oneof(fc.array(fc.jsonValue(), { maxLength: 3 }), fc.integer(), fc.string(), fc.constant(null), fc.boolean()),
    }),
  ];
  if (route.required.length) options.push(fc.record({ kind: fc.constant('remove'), path: fc.constantFrom(...route.required) }));
  if (route.strings.length) {
    options.push(fc.record({ kind: fc.constant('set'), path: fc.constantFrom(...route.strings), value: fc.oneof(wrongType, tooLong, withControl) }));
  }
  if (route.nonBlank?.length)
    options.push(fc.record({ kind: fc.constant('set'), path: fc.constantFrom(...route.nonBlank), value: fc.constantFrom('', ' ', '\t') }));
  if (route.enums?.length)
    options.push(
      fc.record({
        kind: fc.constant('set'),
        path: fc.constantFrom(...route.enums),
        value: fc.oneof(
          hostileText,
          fc.string({ maxLength: 10 }).filter((s) => !/^(FIRST|SECOND|THIRD|FOURTH|Male|Female|Other|Not specified)$/.test(s)),
          wrongType,
        ),
      }),
    );
  if (route.integers?.length)
    options.push(
      fc.record({
        kind: fc.constant('set'),
        path: fc.constantFrom(...route.integers),
        value: fc.oneof(fc.integer({ max: -1 }), fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }), fc.string(), fc.integer({ min: 1000 })),
      }),
    );
  for (const [path, value] of Object.entries(route.invalid ?? {})) options.push(fc.record({ kind: fc.constant('set'), path: fc.constant(path), value }));
  return fc.oneof(...options).map((mutation) => applyMutation(route.valid(), mutation));
}

function descend(body: Record<string, unknown>, parts: string[]): Record<string, unknown> {
  let node = body;
  for (const part of parts) {
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  return node;
}

function applyMutation(body: Record<string, unknown>, mutation: Mutation): unknown {
  if (mutation.kind === 'notObject') return mutation.value;
  const parts = (mutation.path ?? '').split('.').filter(Boolean);
  if (mutation.kind === 'unknown') {
    const [key, value] = mutation.value as [string, unknown];
    const target = descend(body, parts);
    const taken = new Set(Object.keys(target));
    target[taken.has(key) ? `${key}_unknown` : key] = value;
    return body;
  }
  const last = parts.pop() as string;
  const parent = descend(body, parts);
  if (mutation.kind === 'remove') delete parent[last];
  else parent[last] = mutation.value;
  return body;
}

export async function send(app: App, cookie: string, route: WriteRoute, body: unknown) {
  return app.inject({
    method: route.method,
    url: route.url,
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

export const DIGEST_SQL = `select md5(concat_ws('|',
  (select json_agg(t order by id)::text from student t), (select json_agg(t order by id)::text from faculty t),
  (select json_agg(t order by id)::text from personal_info t), (select json_agg(t order by id)::text from contact_info t),
  (select json_agg(t order by id)::text from account t), (select json_agg(t order by id)::text from subject t),
  (select json_agg(t order by id)::text from event t), (select json_agg(t order by id)::text from academic_calendar_entry t))) as digest`;

/** One checksum of every table's rows: equal before and after means nothing changed. */
export const digestOf = async (db: { query: (sql: string) => Promise<{ rows: { digest: string }[] }> }) =>
  (await db.query(DIGEST_SQL)).rows[0]?.digest as string;

// ---------- limits: one past each bound the body schema declares, and past the route's body limit ----------

/** The parts of a TypeBox (JSON) schema the limits are read from. */
export type SchemaNode = {
  type?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
};

export type Limit = { path: string; kind: 'maxLength' | 'minLength' | 'minimum' | 'maximum' | 'maxItems'; bound: number };

/** Every length, range and count limit of a body schema by dotted path; in an array, the second row's (index 1). */
export function limitsOf(body: object, path: string[] = []): Limit[] {
  const schema = body as SchemaNode;
  const here = path.join('.');
  const limits: Limit[] = [];
  if (here) {
    if (schema.maxLength !== undefined) limits.push({ path: here, kind: 'maxLength', bound: schema.maxLength });
    // a minimum length of 1 is the nonBlank mutations' work
    if (schema.minLength !== undefined && schema.minLength > 1) limits.push({ path: here, kind: 'minLength', bound: schema.minLength });
    if (schema.minimum !== undefined) limits.push({ path: here, kind: 'minimum', bound: schema.minimum });
    if (schema.maximum !== undefined) limits.push({ path: here, kind: 'maximum', bound: schema.maximum });
    if (schema.maxItems !== undefined) limits.push({ path: here, kind: 'maxItems', bound: schema.maxItems });
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) limits.push(...limitsOf(child, [...path, key]));
  if (schema.items?.properties) limits.push(...limitsOf(schema.items, [...path, '1']));
  for (const option of schema.anyOf ?? []) limits.push(...limitsOf(option, path));
  return limits;
}

/** Text of `length` characters that breaks no rule of the field but its length (e-mail, phone and date shapes kept). */
export function textOfLength(path: string, length: number): string {
  const field = path.split('.').pop() ?? '';
  if (/email/i.test(field)) return `${'a'.repeat(Math.max(1, length - 8))}@ex.test`;
  if (/phone/i.test(field)) return '1'.repeat(length);
  if (/date|dob|yearOfJoining/i.test(field)) return `2020-01-01T${'1'.repeat(Math.max(1, length - 11))}`;
  return 'x'.repeat(length);
}

export type LimitCase = { body: unknown; status: 400 | 413; field?: string };

const at = (body: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], body);

/** One past a declared limit (400 naming the field), or a body past the route's limit (413). */
export function limitBody(
  route: WriteRoute & { schema: object; bodyLimit: number },
  extra: Record<string, fc.Arbitrary<LimitCase>> = {},
): fc.Arbitrary<LimitCase> {
  const limits = limitsOf(route.schema);
  const pastLimit = fc.tuple(fc.constantFrom(...limits), fc.integer({ min: 1, max: 40 })).map(([limit, by]): LimitCase => {
    const body = route.valid();
    let value: unknown;
    if (limit.kind === 'maxLength') value = textOfLength(limit.path, limit.bound + by);
    else if (limit.kind === 'minLength') value = 'x'.repeat(Math.max(1, limit.bound - by));
    else if (limit.kind === 'minimum') value = limit.bound - by;
    else if (limit.kind === 'maximum') value = limit.bound + by;
    else {
      const row = (at(body, limit.path) as unknown[] | undefined)?.[0] ?? 0;
      value = Array.from({ length: limit.bound + 1 }, () => structuredClone(row));
    }
    return { body: applyMutation(body, { kind: 'set', path: limit.path, value }), status: 400, field: limit.path };
  });
  const filler = route.strings[0] ?? 'padding';
  const pastBodyLimit = fc.integer({ min: 1, max: 64 * 1024 }).map(
    (by): LimitCase => ({
      body: applyMutation(route.valid(), { kind: 'set', path: filler, value: 'x'.repeat(route.bodyLimit + by) }),
      status: 413,
    }),
  );
  return fc.oneof(
    { weight: 8, arbitrary: pastLimit },
    { weight: 1, arbitrary: pastBodyLimit },
    ...Object.values(extra).map((arbitrary) => ({ weight: 1, arbitrary })),
  );
}
