/**
 * Replies made from the contract (contract/openapi.json, contract/schema.graphql) the way a server
 * that is not ours might send them: fields left out, nulls, unknown extra fields, wrong types.
 * fast-check draws them from the reply schemas, so every generated reply follows the contract's
 * shape before it is bent; a seed makes a run repeatable.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, graphql, isEnumType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLOutputType } from 'graphql';
import fc from 'fast-check';

/** How a reply is bent away from the contract. */
export type Bend = 'sparse' | 'nulls' | 'extra' | 'wrong';
export const BENDS: Bend[] = ['sparse', 'nulls', 'extra', 'wrong'];

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  additionalProperties?: boolean | Schema;
};

const root = new URL('../../', import.meta.url);
const openapi = JSON.parse(readFileSync(new URL('contract/openapi.json', root), 'utf8')) as {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>>;
  components?: { schemas?: Record<string, Schema> };
};
const sdl = buildSchema(readFileSync(new URL('contract/schema.graphql', root), 'utf8'));

const MAX_DEPTH = 6;
const text = fc.oneof(
  fc.constantFrom('', 'Lakeside', 'A long line of text that wraps '.repeat(6), '<b>bold</b> & <i>odd</i>', '2026-12-05 09:00:00', '/about'),
  fc.string({ maxLength: 24 }),
);
const anything = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), text, fc.constant([]), fc.constant({}));

/** A value of some other type than the schema's: what a careless server sends. */
function wrongFor(schema: Schema): fc.Arbitrary<unknown> {
  const types = ([] as string[]).concat(schema.type ?? []);
  if (types.includes('string')) return fc.oneof(fc.integer(), fc.boolean(), fc.constant({}));
  if (types.includes('array')) return fc.oneof(fc.constant({}), text, fc.integer());
  if (types.includes('object')) return fc.oneof(fc.constant([]), text, fc.integer());
  return fc.oneof(text, fc.constant([]), fc.constant({ unexpected: true }));
}

function deref(schema: Schema): Schema {
  let s = schema;
  for (let i = 0; s.$ref && i < 20; i++) {
    const name = s.$ref.replace('#/components/schemas/', '');
    s = openapi.components?.schemas?.[name] ?? {};
  }
  return s;
}

function valueOf(raw: Schema, bend: Bend, depth: number): fc.Arbitrary<unknown> {
  const schema = deref(raw);
  if (depth > MAX_DEPTH) return fc.constant(null);
  // The reply itself keeps its shape: what is bent is what it holds.
  if (depth === 0) return plainValueOf(schema, bend, depth);
  const plain = plainValueOf(schema, bend, depth);
  if (bend === 'wrong') return fc.oneof({ weight: 4, arbitrary: plain }, { weight: 1, arbitrary: wrongFor(schema) });
  if (bend === 'nulls') return fc.oneof({ weight: 2, arbitrary: plain }, { weight: 1, arbitrary: fc.constant(null) });
  return plain;
}

function plainValueOf(schema: Schema, bend: Bend, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  // A server that is not ours has none of our extensions: draw from the spec's own shapes.
  const choices = (schema.oneOf ?? schema.anyOf)?.filter((c) => !deref(c)['x-extension']);
  if (choices?.length) return fc.oneof(...choices.map((c) => valueOf(c, bend, depth + 1)));
  if (schema.allOf?.length) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf.map(deref)) {
      Object.assign(merged.properties!, part.properties);
      merged.required!.push(...(part.required ?? []));
    }
    return plainValueOf(merged, bend, depth);
  }
  const types = ([] as string[]).concat(schema.type ?? (schema.properties ? 'object' : []));
  const type = types.find((t) => t !== 'null') ?? (types.length ? 'null' : undefined);
  const orNull = (a: fc.Arbitrary<unknown>) => (types.includes('null') ? fc.oneof({ weight: 4, arbitrary: a }, fc.constant(null)) : a);
  switch (type) {
    case 'string':
      return orNull(stringFor(schema));
    case 'integer':
      return orNull(fc.integer({ min: -5, max: 5000 }));
    case 'number':
      return orNull(fc.oneof(fc.integer({ min: 0, max: 500 }), fc.double({ min: -10, max: 1000, noNaN: true })));
    case 'boolean':
      return orNull(fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'array':
      return orNull(fc.array(valueOf(schema.items ?? {}, bend, depth + 1), { minLength: depth < 3 ? 1 : 0, maxLength: depth < 3 ? 6 : 3 }));
    case 'object':
      return orNull(objectOf(schema, bend, depth));
    default:
      return anything;
  }
}

function stringFor(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.format === 'date') return fc.constantFrom('2026-12-05', '1999-01-31', 'not a date', '');
  if (schema.format === 'date-time') return fc.constantFrom('2026-12-05 09:00:00', '2026-12-05T09:00:00Z', 'soon', '');
  if (schema.format === 'uri' || schema.format === 'uri-reference')
    return fc.constantFrom('/assets/i/abc/16x9/400.jpg', 'https://example.invalid/x', '', 'javascript:alert(1)');
  if (schema.format === 'email') return fc.constantFrom('someone@example.com', 'not-an-email', '');
  return text;
}

function objectOf(schema: Schema, bend: Bend, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (!property['x-extension'] && !deref(property)['x-extension']) model[name] = valueOf(property, bend, depth + 1);
  }
  // A server that is not ours may leave out anything the contract does not require.
  const keep = bend === 'sparse' ? [...required] : Object.keys(model);
  const record = fc.record(model, { requiredKeys: keep.filter((k) => k in model) });
  if (bend !== 'extra') return record;
  const extras = fc.dictionary(fc.constantFrom('x_extra', 'legacy', 'meta', '__typename', 'debug'), anything, { maxKeys: 3 });
  return fc.tuple(record, extras).map(([r, e]) => ({ ...e, ...(r as object) }));
}

/** The path template in the contract that a request's path matches, with its operation. */
export function operationOf(method: string, path: string) {
  for (const [template, operations] of Object.entries(openapi.paths)) {
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);
    if (!pattern.test(path)) continue;
    const operation = operations[method.toLowerCase()];
    if (operation) return { template, operation };
  }
  return null;
}

/** The JSON schema of an operation's successful reply. */
function replySchema(operation: NonNullable<ReturnType<typeof operationOf>>['operation']): Schema | undefined {
  const responses = operation.responses ?? {};
  const ok = responses['200'] ?? responses['201'] ?? Object.entries(responses).find(([code]) => code.startsWith('2'))?.[1];
  return ok?.content?.['application/json']?.schema;
}

/** A reply for a REST call, bent as asked; undefined when the contract has no such call. */
export function restReply(method: string, path: string, bend: Bend, seed: number): { found: boolean; body?: unknown } {
  const found = operationOf(method, path);
  if (!found) return { found: false };
  const schema = replySchema(found.operation);
  if (!schema) return { found: true, body: {} };
  return { found: true, body: fc.sample(valueOf(schema, bend, 0), { seed, numRuns: 1 })[0] };
}

function graphqlValue(type: GraphQLOutputType, bend: Bend, rng: () => number): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (!isNonNullType(type) && bend === 'nulls' && rng() < 0.3) return null;
  if (isListType(inner)) return Array.from({ length: Math.floor(rng() * 5) }, () => graphqlValue(inner.ofType, bend, rng));
  if (isObjectType(inner)) return {};
  if (isEnumType(inner)) return inner.getValues()[0]?.value ?? null;
  if (isScalarType(inner)) {
    if (bend === 'wrong' && rng() < 0.2) return rng() < 0.5 ? 'x' : 7;
    switch (inner.name) {
      case 'Int':
        return Math.floor(rng() * 2000);
      case 'Float':
        return rng() * 100;
      case 'Boolean':
        return rng() < 0.5;
      default:
        return ['', 'Lakeside', '2026-12-05 09:00:00', '/assets/i/abc/16x9/400.jpg', '[]', '<p>Some <b>text</b></p>'][
          Math.floor(rng() * 6)
        ];
    }
  }
  return null;
}

/**
 * A GraphQL reply for a query, executed against the contract's schema with every field drawn at
 * random: graphql-js then gives exactly what a spec-following server could (a mistyped scalar
 * becomes null with an error beside it, as a real server answers).
 */
export async function graphqlReply(query: string, variables: Record<string, unknown> | undefined, bend: Bend, seed: number) {
  let state = seed >>> 0 || 1;
  const rng = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const result = await graphql({
    schema: sdl,
    source: query,
    variableValues: variables,
    fieldResolver: (_source, _args, _context, info) => graphqlValue(info.returnType, bend, rng),
  });
  const body = JSON.parse(JSON.stringify(result)) as { data?: unknown; errors?: unknown[] };
  if (bend === 'extra' && body.data && typeof body.data === 'object') Object.assign(body.data, { extraField: { odd: true } });
  return body;
}
