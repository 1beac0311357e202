// One OpenAPI operation from a compact description: path and query parameters, a JSON (or form)
// body, the reply schema, who sends the bearer token (000 §6), the error replies it gives, and an
// Error reply for every other status.
import { ref } from './schemas.mjs';

const json = (schema) => ({ 'application/json': { schema } });
const binary = (types) =>
  Object.fromEntries([].concat(types).map((t) => [t, { schema: { type: 'string', ...(t.includes('*') ? {} : { contentMediaType: t }) } }]));

/** Moves a property's x-extension / x-assumed from its schema onto the Parameter Object. */
function parameter(name, where, schema, required) {
  const { 'x-extension': extension, 'x-assumed': assumption, ...rest } = schema;
  return {
    name,
    in: where,
    required,
    schema: rest,
    ...(extension ? { 'x-extension': extension } : {}),
    ...(assumption ? { 'x-assumed': assumption } : {}),
  };
}

/** Every operation's reply for a status it does not list. */
export const errorResponse = {
  description: 'An error: the status says which (400 a bad or missing field, 401 not logged in, 404 not found, 405 wrong method…).',
  content: json(ref('Error')),
};

/**
 * Who sends the bearer token (000 §6: "attached to every request except login, refresh and token
 * exchange"): `required` where only a member may call (000 §6 profile, checkout, invoices; staff
 * calls), `optional` where a visitor calls without one and a member's client sends it all the same,
 * `none` where it never rides along.
 */
export const SECURITY = {
  required: [{ bearer: [] }],
  optional: [{}, { bearer: [] }],
  none: [],
};

/** An error reply: its description, the Error body (one operation's own, or one they share). */
const own = (description) => ({ description, content: json(ref('Error')) });

/** The error replies operations share (components/responses), each an Error body. */
export const errorResponses = {
  Error: errorResponse,
  BadRequest: own('A field of the query or body is missing or wrong; the message names it ("email is required") and field holds its name.'),
  Unauthorized: own(
    'The bearer token is missing where the call needs a member, or it has expired (code TOKEN_EXPIRED: the client refreshes and retries once) or is not valid (code TOKEN_INVALID, or the message "Signature verification failed": the client logs out) (000 §4).',
  ),
  Forbidden: own(
    "Logged in but not allowed: a staff call by a member who is not an admin (000 §6 is_admin), a profile field the site settings keep fixed (000 §6 feature flags, §4 date of birth), or another member's cart.",
  ),
  NotFound: own('Nothing has the id, url, key, hash, payment token or e-mail address the request names.'),
  TokenExpired: own(
    'The bearer token has expired (code TOKEN_EXPIRED): 000 §4 (and §7 GraphQL) has a server answer it with 401 or 422, and the client refreshes and retries once on either.',
  ),
};

const shared = (name) => ({ $ref: `#/components/responses/${name}` });

/**
 * The error replies of an operation: 400 where it takes a query or a body, 401 and 422 where the token may ride
 * along, 404 where a path parameter names the item (a page answers its own errors); `errors` adds statuses (true: the shared reply,
 * text: a reply of its own with that description).
 */
function errorReplies(d, { input, security }) {
  const out = {};
  if (input) out[400] = shared('BadRequest');
  if (security !== 'none') out[401] = shared('Unauthorized');
  if (!d.html && Object.values(d.params ?? {}).some(Boolean)) out[404] = shared('NotFound');
  for (const [status, how] of Object.entries(d.errors ?? {}))
    out[status] = how === true ? shared({ 400: 'BadRequest', 401: 'Unauthorized', 403: 'Forbidden', 404: 'NotFound' }[status]) : own(how);
  if (security !== 'none') out[422] = shared('TokenExpired');
  return out;
}

export function op(d) {
  const out = { summary: d.summary };
  if (d['x-extension']) out['x-extension'] = d['x-extension'];
  if (d['x-assumed']) out['x-assumed'] = d['x-assumed'];
  const parameters = [
    ...Object.entries(d.params ?? {})
      .filter(([, s]) => s)
      .map(([name, schema]) => parameter(name, 'path', schema, true)),
    ...Object.entries(d.query ?? {})
      .filter(([, s]) => s)
      .map(([name, schema]) => parameter(name, 'query', schema, (d.requiredQuery ?? []).includes(name))),
  ];
  if (parameters.length) out.parameters = parameters;
  if (d.body) {
    const schema =
      d.body.$ref || d.body.type ? d.body : { type: 'object', properties: d.body, ...(d.required ? { required: d.required } : {}) };
    out.requestBody = { required: Boolean(d.required?.length), content: json(schema) };
  }
  if (d.form) {
    out.requestBody = { required: true, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } } };
  }
  if (d.auth && d.withoutToken) throw new Error(`${d.summary}: needs the token and goes without it`);
  const security = d.auth ? 'required' : d.withoutToken ? 'none' : 'optional';
  if (d.withoutToken) out.description = `Goes without the bearer token: ${d.withoutToken}`;
  out.security = SECURITY[security];
  // A path parameter is any text, so only the query and the body can be wrong (a 400).
  const input = parameters.some((p) => p.in === 'query') || Boolean(out.requestBody);
  const errors = errorReplies(d, { input, security });
  const error = shared('Error');
  if (d.html) {
    out.responses = {
      200: { description: 'A page', content: { 'text/html': { schema: { type: 'string' } } } },
      302: { description: 'A redirect' },
      400: { description: 'A page saying what is wrong', content: { 'text/html': { schema: { type: 'string' } }, ...json(ref('Error')) } },
      401: { description: 'A page saying what is wrong', content: { 'text/html': { schema: { type: 'string' } } } },
      ...Object.fromEntries(Object.entries(errors).filter(([status]) => !['400', '401'].includes(status))),
      default: error,
    };
  } else if (d.binary) {
    out.responses = {
      200: { description: 'The file', content: binary(d.binary) },
      ...(d.partial
        ? { 206: { description: 'A byte range', content: binary(d.binary) }, 416: { description: 'A range outside the file' } }
        : {}),
      ...errors,
      default: error,
    };
  } else {
    out.responses = { 200: { description: 'The reply', content: json(d.reply ?? { type: 'object' }) }, ...errors, default: error };
    if (d.graphql)
      out.responses[400] = {
        description: 'A query that does not validate (errors, no data), or no query (Error)',
        content: json({ anyOf: [ref('Error'), d.reply] }),
      };
  }
  return out;
}
