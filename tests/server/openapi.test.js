// contract/openapi.json itself: a valid OpenAPI 3.1 document as far as Ajv can check it (its
// outline, every $ref resolving, every schema compiling in strict mode), current with its source
// (contract/build), every reason given, the bearer token and the error replies as 000 §4 / §6 have
// them, and in step with the back end (the routes it mounts, the calls it refuses a visitor).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputs } from '../../contract/build/index.mjs';
import { normalContract, openapi } from './contract.js';
import { startServer } from './helpers.js';
import { samples } from './samples.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const ref = { type: 'object', required: ['$ref'], properties: { $ref: { type: 'string' } } };
const reason = { type: 'string', minLength: 10 };
const marks = { 'x-extension': reason, 'x-assumed': reason };

/** The outline of an OpenAPI 3.1 document (the parts this contract uses), as a JSON Schema. */
const OUTLINE = {
  type: 'object',
  required: ['openapi', 'info', 'paths', 'components'],
  properties: {
    openapi: { type: 'string', pattern: '^3\\.1\\.\\d+$' },
    info: { type: 'object', required: ['title', 'version'], properties: { title: { type: 'string' }, version: { type: 'string' } } },
    servers: { type: 'array', items: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } } },
    components: {
      type: 'object',
      properties: {
        schemas: { type: 'object', additionalProperties: { type: 'object' } },
        responses: { type: 'object', additionalProperties: { $ref: '#/$defs/response' } },
        securitySchemes: {
          type: 'object',
          additionalProperties: {
            type: 'object',
            required: ['type'],
            properties: { type: { enum: ['http', 'apiKey', 'oauth2', 'openIdConnect', 'mutualTLS'] } },
          },
        },
      },
    },
    paths: {
      type: 'object',
      propertyNames: { pattern: '^/' },
      additionalProperties: {
        type: 'object',
        propertyNames: { enum: [...METHODS, 'summary', 'description', 'parameters'] },
        additionalProperties: { $ref: '#/$defs/operation' },
      },
    },
  },
  $defs: {
    operation: {
      type: 'object',
      required: ['responses', 'operationId'],
      additionalProperties: false,
      properties: {
        ...marks,
        summary: { type: 'string' },
        description: { type: 'string' },
        operationId: { type: 'string', pattern: '^[A-Za-z0-9]+$' },
        parameters: {
          type: 'array',
          items: {
            type: 'object',
            required: ['name', 'in', 'schema'],
            additionalProperties: false,
            properties: {
              ...marks,
              name: { type: 'string' },
              in: { enum: ['path', 'query', 'header', 'cookie'] },
              required: { type: 'boolean' },
              schema: { type: 'object' },
              description: { type: 'string' },
            },
            if: { properties: { in: { const: 'path' } } },
            then: { required: ['required'], properties: { required: { const: true } } },
          },
        },
        requestBody: {
          type: 'object',
          required: ['content'],
          properties: { required: { type: 'boolean' }, content: { $ref: '#/$defs/content' } },
        },
        responses: {
          type: 'object',
          minProperties: 1,
          propertyNames: { pattern: '^([1-5][0-9X]{2}|default)$' },
          additionalProperties: { $ref: '#/$defs/response' },
        },
        security: {
          type: 'array',
          items: { type: 'object', additionalProperties: { type: 'array', maxItems: 0 } },
        },
      },
    },
    response: {
      anyOf: [
        ref,
        {
          type: 'object',
          required: ['description'],
          properties: { description: { type: 'string' }, content: { $ref: '#/$defs/content' } },
        },
      ],
    },
    content: {
      type: 'object',
      propertyNames: { pattern: '^[a-z*]+/[a-z0-9.+*-]+$' },
      additionalProperties: { type: 'object', required: ['schema'], properties: { schema: { type: 'object' } } },
    },
  },
};

describe('contract/openapi.json', () => {
  it('has the outline of an OpenAPI 3.1 document', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    const check = ajv.compile(OUTLINE);
    expect(check(openapi), ajv.errorsText(check.errors)).toBe(true);
  });

  it('every $ref resolves and every schema compiles (Ajv, strict)', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    addFormats(ajv);
    for (const keyword of ['x-extension', 'x-assumed', 'openapi', 'info', 'servers', 'paths', 'components']) ajv.addKeyword(keyword);
    ajv.addSchema(openapi, 'contract');
    const refs = [];
    const schemas = [];
    const walk = (node, parts) => {
      if (!node || typeof node !== 'object') return;
      if (typeof node.$ref === 'string') refs.push(node.$ref);
      if (parts.at(-1) === 'schema' || parts.at(-2) === 'schemas') schemas.push(parts);
      for (const [key, value] of Object.entries(node)) walk(value, [...parts, key]);
    };
    walk(openapi, []);
    expect(refs.length).toBeGreaterThan(100);
    for (const r of new Set(refs)) {
      expect(r, r).toMatch(/^#\//);
      const target = r
        .slice(2)
        .split('/')
        .reduce((node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], openapi);
      expect(target, r).toBeTypeOf('object');
    }
    const pointer = (parts) => parts.map((p) => `/${encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))}`).join('');
    for (const parts of schemas) expect(() => ajv.compile({ $ref: `contract#${pointer(parts)}` }), parts.join(' ')).not.toThrow();
    expect(schemas.length).toBeGreaterThan(300);
  });

  it('declares every path parameter its template names, once; operation ids are unique', () => {
    const ids = new Set();
    for (const [path, item] of Object.entries(openapi.paths)) {
      const named = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const op of Object.values(item)) {
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort(), path).toEqual(named);
      }
    }
  });

  const operations = Object.entries(openapi.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ at: `${method.toUpperCase()} ${path}`, op })),
  );
  const kind = (security) => JSON.stringify(security);

  it('says of every operation whether it needs the bearer token, as 000 §6 has it', () => {
    expect(openapi.components.securitySchemes).toEqual({ bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } });
    expect(openapi.security).toBeUndefined();
    const REQUIRED = kind([{ bearer: [] }]);
    const OPTIONAL = kind([{}, { bearer: [] }]);
    const without = operations.filter(({ op }) => kind(op.security) === '[]').map(({ at }) => at);
    // 000 §6: "every request except login, refresh and token exchange" (the code login is a login);
    // and the addresses a browser opens itself, which no client call carries a header to.
    expect(without.sort()).toEqual(
      [
        'POST /api/v1/cognito/user/login',
        'POST /api/v1/cognito/user/refreshToken',
        'POST /authtoken',
        'GET /api/v1/cognito/user/loginRecoveryCode',
        'GET /api/v1/cognito/user/loginLink/{token}',
        'GET /oauth/authorize',
        'POST /oauth/authorize',
        'GET /assets/i/{hash}/{aspect}/{file}',
        'GET /v/{file}',
      ].sort(),
    );
    for (const { at, op } of operations) {
      expect([REQUIRED, OPTIONAL, '[]'], at).toContain(kind(op.security));
      if (kind(op.security) === '[]') expect(op.description, at).toMatch(/^Goes without the bearer token: .{20,}/);
    }
    // 000 §6: profile, checkout and invoices are the member's; a visitor reads content, fills a cart
    // and sends public forms.
    const needs = (at) => kind(operations.find((o) => o.at === at).op.security);
    for (const at of [
      'GET /api/v1/cognito/user/authUser',
      'GET /api/v1/cognito/user/myAccount',
      'POST /api/v1/cognito/user/update',
      'GET /api/v1/sell/address',
      'POST /api/v1/sell/cart/submitOrder',
      'GET /api/v1/sell/invoice/{id}',
      'POST /api/v1/cognito/page/update',
    ])
      expect(needs(at), at).toBe(REQUIRED);
    for (const at of [
      'GET /api/v1/cognito/domain/initialData',
      'GET /api/v1/cognito/page',
      'POST /api/v1/sell/cart/cartAdd',
      'POST /api/v1/sell/cart/getCart',
      'POST /api/v1/cognito/formSubmit',
      'POST /api/v1/cognito/form/submit/{id}',
      'POST /api/v1/lakeside/event/enquiry',
      'POST /graphql',
    ])
      expect(needs(at), at).toBe(OPTIONAL);
  });

  it('gives every operation its error replies: 401 and 422 wherever the token rides along (000 §4), 400 for a bad field', () => {
    const responses = openapi.components.responses;
    for (const name of ['Error', 'BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'TokenExpired'])
      expect(responses[name]?.content?.['application/json']?.schema, name).toEqual({ $ref: '#/components/schemas/Error' });
    for (const { at, op } of operations) {
      expect(Object.keys(op.responses).filter((s) => /^4/.test(s)).length, at).toBeGreaterThan(0);
      expect(op.responses.default, at).toEqual({ $ref: '#/components/responses/Error' });
      if (kind(op.security) !== '[]') {
        expect(op.responses[401], at).toEqual({ $ref: '#/components/responses/Unauthorized' });
        expect(op.responses[422], at).toEqual({ $ref: '#/components/responses/TokenExpired' });
      }
      const takesInput = op.requestBody || (op.parameters ?? []).some((p) => p.in === 'query');
      if (takesInput) expect(op.responses[400], at).toBeDefined();
    }
  });

  it('is current with contract/build, and so is contract/README.md', async () => {
    for (const [file, text] of await outputs())
      expect(readFileSync(file, 'utf8') === text, `${file}: run node contract/build/index.mjs`).toBe(true);
  });
});

/**
 * The calls the SDK makes (`http.request(path, {method})` in src/): `METHOD path`, a path part the
 * code computes written `{}`.
 */
function sdkCalls(dir = 'src') {
  const calls = new Set();
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      for (const c of sdkCalls(file)) calls.add(c);
      continue;
    }
    if (!/\.tsx?$/.test(name) || /\.test\./.test(name)) continue;
    const text = readFileSync(file, 'utf8');
    const constants = Object.fromEntries([...text.matchAll(/const (\w+) = '(\/[^']*)'/g)].map((m) => [m[1], m[2]]));
    for (const m of text.matchAll(/\.request(?:<[^()]*?>)?\(\s*(?:'([^']*)'|`([^`]*)`|(\w+)\s*[,)])/g)) {
      const raw = m[1] ?? m[2] ?? constants[m[3]] ?? '';
      const path = raw.replace(/\$\{(\w+)\}/g, (_, n) => constants[n] ?? '{}').replace(/\$\{[^}]*\}/g, '{}');
      if (!path.startsWith('/')) continue;
      const rest = text.slice(m.index + m[0].length);
      const call = rest.slice(0, Math.max(rest.indexOf('.request('), 0) || 400);
      const method = /method:\s*'(\w+)'/.exec(call)?.[1] ?? 'GET';
      calls.add(`${method} ${path}`);
    }
  }
  return calls;
}

describe("the SDK's calls", () => {
  it("each is an operation of the contract, the spec's or an extension", () => {
    const calls = [...sdkCalls()];
    expect(calls.length).toBeGreaterThan(40);
    const segment = '[^/]+';
    const missing = calls.filter((c) => {
      const [method, path] = c.split(' ');
      const sdk = new RegExp(`^${path.replace(/\{\}/g, segment)}$`);
      return !Object.entries(openapi.paths).some(
        ([template, item]) =>
          item[method.toLowerCase()] && (sdk.test(template) || new RegExp(`^${template.replace(/\{\w+\}/g, segment)}$`).test(path)),
      );
    });
    expect(missing).toEqual([]);
  });
});

describe('the back end and the contract', () => {
  let api;
  beforeAll(async () => {
    api = await startServer();
  });
  afterAll(() => api?.stop());

  const shape = (pattern) => pattern.replace(/:\w+\*?/g, '{}').replace(/\{\w+\}/g, '{}');

  it('mounts a route for every operation of the contract, and none the contract lacks (test tooling aside)', () => {
    const mounted = new Set(api.routes().map(({ method, pattern }) => `${method} ${shape(pattern)}`));
    const declared = new Set(
      Object.entries(openapi.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${shape(path)}`)),
    );
    expect([...declared].filter((d) => !mounted.has(d))).toEqual([]);
    expect([...mounted].filter((m) => !declared.has(m) && !/ \/(dev\/|$)/.test(m))).toEqual([]);
  });

  it('refuses a visitor (401) on every operation that needs the bearer token, the same call with it answering', async () => {
    const needed = new Set(
      Object.entries(openapi.paths).flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([, op]) => JSON.stringify(op.security) === JSON.stringify([{ bearer: [] }]))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      ),
    );
    // The samples, each first sent without its Authorization header where the operation needs one:
    // every request of the sample to that operation must be refused (the sample may break on it).
    const withToken = globalThis.fetch;
    let anonymous;
    globalThis.fetch = async (input, init = {}) => {
      if (!anonymous) return withToken(input, init);
      const { authorization: _token, ...headers } = init.headers ?? {};
      const res = await withToken(input, { ...init, headers });
      const found = normalContract.match(init.method ?? 'GET', new URL(String(input)).pathname);
      if (found?.template && `${found.method.toUpperCase()} ${found.template}` === anonymous.key) anonymous.statuses.push(res.status);
      return res;
    };
    const refused = [];
    try {
      for (const [key, sample, status] of samples(api, api.db)) {
        if (needed.has(key) && status < 300) {
          anonymous = { key, statuses: [] };
          await sample().catch(() => undefined);
          expect(anonymous.statuses.length, `${key} was not called`).toBeGreaterThan(0);
          expect(anonymous.statuses, `${key} without the token`).toEqual(anonymous.statuses.map(() => 401));
          anonymous = undefined;
          refused.push(key);
        }
        expect((await sample()).status, key).toBe(status);
      }
    } finally {
      globalThis.fetch = withToken;
    }
    expect(refused.length).toBeGreaterThan(30);
  }, 180_000);
});
