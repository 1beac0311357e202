// The contract as the tests hold the back end to it: contract/openapi.json with every declared
// object closed (a reply field the contract does not declare fails) and, for the strict back
// end, without its extensions; Ajv checks each reply against the reply schema of its operation
// and status. GraphQL queries to the strict back end must validate against schema.graphql.
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { buildSchema, parse, validate } from 'graphql';
import { CONTRACT_URL, loadContract, pointer } from '../../demo/server/contract.js';

export const openapi = JSON.parse(readFileSync(CONTRACT_URL, 'utf8'));
export const sdlText = readFileSync(new URL('../../contract/schema.graphql', import.meta.url), 'utf8');
export const sdl = buildSchema(sdlText);

/** Test and development tooling (/dev/…, the index page): outside the contract. */
export const TOOLING = /^\/(dev\/|$)/;

/**
 * A copy of the document where every object schema that lists its properties allows no others;
 * `withoutExtensions` also drops every x-extension operation, parameter and property.
 */
export function closed(doc, { withoutExtensions = false } = {}) {
  const copy = structuredClone(doc);
  const walk = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    if (node.properties && typeof node.properties === 'object' && !('additionalProperties' in node)) {
      if (withoutExtensions) {
        for (const [key, value] of Object.entries(node.properties)) if (value?.['x-extension']) delete node.properties[key];
        if (node.required) node.required = node.required.filter((key) => key in node.properties);
      }
      node.additionalProperties = false;
    }
    Object.values(node).forEach(walk);
  };
  walk(copy.components);
  for (const item of Object.values(copy.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (withoutExtensions && op['x-extension']) delete item[method];
      else if (withoutExtensions && op.parameters) op.parameters = op.parameters.filter((p) => !p['x-extension']);
    }
    walk(item);
  }
  for (const [path, item] of Object.entries(copy.paths)) if (!Object.keys(item).length) delete copy.paths[path];
  return copy;
}

function checker(doc) {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  for (const keyword of ['x-extension', 'x-assumed', 'openapi', 'info', 'servers', 'paths', 'components']) ajv.addKeyword(keyword);
  ajv.addSchema(doc, 'contract');
  const cache = new Map();
  const validatorAt = (parts) => {
    const key = pointer(parts);
    if (!cache.has(key)) cache.set(key, ajv.compile({ $ref: `contract#${key}` }));
    return cache.get(key);
  };
  return { doc, ajv, validatorAt, match: loadContract(doc).match };
}

export const normalContract = checker(closed(openapi));
export const strictContract = checker(closed(openapi, { withoutExtensions: true }));

const at = (doc, parts) => parts.reduce((node, part) => node?.[part], doc);
const ERROR = ['components', 'responses', 'Error'];

/** The pointer of the response an operation gives for a status (its own entry, else default). */
function responseParts(found, status) {
  const key = found.op.responses[status] ? String(status) : 'default';
  const response = found.op.responses[key];
  return response?.$ref ? response.$ref.slice(2).split('/') : ['paths', found.template, found.method, 'responses', key];
}

const servers = new Map();

/** Checks every reply of this back end from now on (startServer and call do it). */
export function watch(api) {
  servers.set(new URL(api.url).origin, { strict: Boolean(api.strict ?? api.app?.strict) });
}
export const unwatch = (api) => servers.delete(new URL(api.url).origin);

/**
 * Throws unless the reply is what the contract allows for this request: a declared operation's
 * reply for the status (a JSON body valid against its schema, another body of a declared type),
 * or a 404 / 405 Error for a path or method the contract does not declare.
 */
export async function checkReply(method, url, status, contentType, readText) {
  const server = servers.get(new URL(url).origin);
  const path = new URL(url).pathname;
  // A CORS preflight (OPTIONS) belongs to HTTP, not to the API.
  if (!server || TOOLING.test(path) || method === 'OPTIONS') return;
  const contract = server.strict ? strictContract : normalContract;
  const where = `${method} ${path} → ${status}${server.strict ? ' (strict)' : ''}`;
  const found = contract.match(method, path);
  const type = String(contentType ?? '')
    .split(';')[0]
    .trim();
  let parts;
  if (found === undefined || found === 'method') {
    const allowed = found === 'method' ? 405 : 404;
    if (status !== allowed) throw new Error(`${where}: the contract has no such operation, so only a ${allowed} Error may answer`);
    parts = ERROR;
  } else parts = responseParts(found, status);
  const response = at(contract.doc, parts);
  if (!response) throw new Error(`${where}: the contract declares no reply with this status`);
  if (method === 'HEAD' || (!type && !response.content)) return;
  if (!response.content?.[type] && !response.content?.['*/*'])
    throw new Error(`${where}: the contract declares no ${type || 'empty'} reply here`);
  if (type !== 'application/json') return;
  const text = await readText();
  const validate = contract.validatorAt([...parts, 'content', 'application/json', 'schema']);
  if (!validate(JSON.parse(text))) {
    throw new Error(`${where}: the reply breaks the contract: ${explain(validate.errors)}\n${text.slice(0, 600)}`);
  }
}

/** Ajv's errors, each with the property or value it is about. */
const explain = (errors) =>
  errors
    .slice(0, 8)
    .map((e) => `${e.instancePath || '/'} ${e.message}${e.params?.additionalProperty ? ` (${e.params.additionalProperty})` : ''}`)
    .join('; ');

/** A query the strict back end is sent must validate against schema.graphql (or, `outside`, must not). */
export function checkGraphqlQuery(query, { outside = false } = {}) {
  const errors = validate(sdl, parse(query));
  if (!outside && errors.length)
    throw new Error(`The query is outside contract/schema.graphql: ${errors.map((e) => e.message).join('; ')}`);
  if (outside && !errors.length) throw new Error('The query was meant to be outside contract/schema.graphql but validates against it');
  return errors;
}

// Every fetch a test makes to a watched back end is checked too.
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init = {}) => {
  const res = await realFetch(input, init);
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = String(init.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')).toUpperCase();
  const copy = res.clone();
  await checkReply(method, url, res.status, res.headers.get('content-type'), () => copy.text());
  return res;
};
