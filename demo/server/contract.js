// The back end held to contract/openapi.json: which operation a request is (404 for an unknown
// path, 405 for a known path with another method), its query and body checked with Ajv against
// the operation's schemas (a 400 naming the field), and, in strict mode, each reply pruned to the
// operation's reply schema, walking the schema: a property the schema does not declare, or marks
// x-extension, is dropped.
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ApiError } from './http.js';

export const CONTRACT_URL = new URL('../../contract/openapi.json', import.meta.url);
const ID = 'contract';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** A JSON pointer (as a URI fragment) to `parts` of the document. */
export const pointer = (parts) => parts.map((p) => `/${encodeURIComponent(String(p).replace(/~/g, '~0').replace(/\//g, '~1'))}`).join('');

/** An Ajv that reads the OpenAPI document as a schema: its non-schema keywords are annotations. */
export function contractAjv(doc, options = {}) {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: false, ...options });
  addFormats(ajv);
  for (const keyword of ['x-extension', 'x-assumed', 'openapi', 'info', 'servers', 'paths', 'components']) ajv.addKeyword(keyword);
  ajv.addSchema(doc, ID);
  return ajv;
}

export function loadContract(doc = JSON.parse(readFileSync(CONTRACT_URL, 'utf8'))) {
  const ajv = contractAjv(doc);
  // Query values arrive as text: this one reads "3" as 3 and "true" as true before checking.
  const queryAjv = contractAjv(doc, { coerceTypes: true });
  const routes = Object.entries(doc.paths).map(([template, item]) => {
    const names = [];
    const source = template
      .split('/')
      .map((part) => {
        const m = /^\{(\w+)\}$/.exec(part);
        if (m) {
          names.push(m[1]);
          return '([^/]+)';
        }
        return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    const literal = template.split('/').filter((p) => p && !p.startsWith('{')).length;
    return { template, item, names, literal, regex: new RegExp(`^${source}$`) };
  });
  // OpenAPI: a concrete path is matched before a templated one.
  routes.sort((a, b) => b.literal - a.literal);

  /**
   * The operation of a request: `{op, template, method, params}`, 'method' (405), or undefined
   * (404). `strict` reads the contract without its extension operations.
   */
  function match(method, path, { strict = false } = {}) {
    const m = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    const present = (op) => op && !(strict && op['x-extension']);
    for (const route of routes) {
      const found = route.regex.exec(path);
      if (!found || !METHODS.some((x) => present(route.item[x]))) continue;
      const op = route.item[m];
      if (!present(op)) return 'method';
      const params = Object.fromEntries(route.names.map((n, i) => [n, found[i + 1]]));
      return { op, template: route.template, method: m, params };
    }
    return undefined;
  }

  const compiled = new Map();
  const validator = (key, build) => {
    if (!compiled.has(key)) compiled.set(key, build());
    return compiled.get(key);
  };

  /** The query's schema: an object of its query parameters. */
  const querySchema = (op) => {
    const params = (op.parameters ?? []).filter((p) => p.in === 'query');
    return {
      type: 'object',
      properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
      required: params.filter((p) => p.required).map((p) => p.name),
    };
  };

  /** Throws a 400 naming the field when the query or the JSON body break the operation's schemas. */
  function validateRequest({ op, template, method }, query, body) {
    const q = validator(`q ${method} ${template}`, () => queryAjv.compile(querySchema(op)));
    if (!q({ ...query })) throw badField(q.errors[0]);
    const content = op.requestBody?.content?.['application/json'];
    if (!content || body === undefined) return;
    const b = validator(`b ${method} ${template}`, () =>
      ajv.compile({ $ref: `${ID}#${pointer(['paths', template, method, 'requestBody', 'content', 'application/json', 'schema'])}` }),
    );
    if (!b(body)) throw badField(b.errors[0]);
  }

  /** The reply schema's pointer for a status: its own entry, else default. */
  function replyPointer({ op, template, method }, status) {
    const key = op.responses?.[status] ? String(status) : 'default';
    const response = op.responses?.[key];
    const target = response?.$ref ? response.$ref.slice(1).split('/').slice(1) : ['paths', template, method, 'responses', key];
    let node = doc;
    for (const part of target) node = node?.[part];
    if (!node?.content?.['application/json']) return undefined;
    return [...target, 'content', 'application/json', 'schema'];
  }

  const at = (parts) => {
    let node = doc;
    for (const part of parts) node = node?.[part];
    return node;
  };
  const fits = (parts, value) => validator(`v ${pointer(parts)}`, () => ajv.compile({ $ref: `${ID}#${pointer(parts)}` }))(value);

  /** `value` with only what the schema at `parts` declares, extensions left out. */
  function pruneAt(parts, value) {
    let schema = at(parts);
    while (schema?.$ref) {
      parts = schema.$ref.slice(2).split('/');
      schema = at(parts);
    }
    if (!schema || value === null || typeof value !== 'object') return value;
    if (schema.anyOf) {
      const branches = schema.anyOf.map((_, i) => [...parts, 'anyOf', String(i)]);
      const chosen = branches.find((b) => fits(b, value)) ?? branches.find((b) => at(b).type !== 'null') ?? branches[0];
      return pruneAt(chosen, value);
    }
    if (Array.isArray(value)) return schema.items ? value.map((v) => pruneAt([...parts, 'items'], v)) : value;
    if (!schema.properties) return value;
    const out = {};
    for (const [key, v] of Object.entries(value)) {
      const property = schema.properties[key];
      if (!property || property['x-extension']) continue;
      out[key] = pruneAt([...parts, 'properties', key], v);
    }
    return out;
  }

  /** The reply as the contract has it (strict mode): undeclared and extension fields dropped. */
  function prune(found, status, body) {
    const parts = replyPointer(found, status);
    return parts ? pruneAt(parts, body) : body;
  }

  const operations = routes.flatMap((r) =>
    METHODS.filter((m) => r.item[m]).map((m) => ({ method: m, template: r.template, op: r.item[m] })),
  );
  return { doc, ajv, match, validateRequest, prune, operations };
}

/** An Ajv error as the 400 the client sees: `email is required`, with the field named. */
export function badField(error) {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const field = error.keyword === 'required' ? error.params.missingProperty : path.join('.');
  const name = field || 'The request body';
  const message =
    error.keyword === 'required'
      ? `${field} is required`
      : error.keyword === 'type'
        ? `${name} must be ${describeType(error.params.type)}`
        : error.keyword === 'const'
          ? `${name} must be ${error.params.allowedValue}`
          : error.keyword === 'enum'
            ? `${name} must be one of ${error.params.allowedValues.join(', ')}`
            : `${name} ${error.message}`;
  return new ApiError(400, message, field ? { field } : {});
}

const TYPE_WORDS = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};
const describeType = (type) =>
  String(type)
    .split(',')
    .filter((t) => t !== 'null')
    .map((t) => TYPE_WORDS[t] ?? t)
    .join(' or ');
