// One OpenAPI operation from a compact description: path and query parameters, a JSON (or form)
// body, the reply schema, and an Error reply for every other status.
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
  if (d.auth) out.security = [{ bearer: [] }];
  const error = { $ref: '#/components/responses/Error' };
  if (d.html) {
    out.responses = {
      200: { description: 'A page', content: { 'text/html': { schema: { type: 'string' } } } },
      302: { description: 'A redirect' },
      400: { description: 'A page saying what is wrong', content: { 'text/html': { schema: { type: 'string' } }, ...json(ref('Error')) } },
      401: { description: 'A page saying what is wrong', content: { 'text/html': { schema: { type: 'string' } } } },
      default: error,
    };
  } else if (d.binary) {
    out.responses = {
      200: { description: 'The file', content: binary(d.binary) },
      ...(d.partial
        ? { 206: { description: 'A byte range', content: binary(d.binary) }, 416: { description: 'A range outside the file' } }
        : {}),
      default: error,
    };
  } else {
    out.responses = { 200: { description: 'The reply', content: json(d.reply ?? { type: 'object' }) }, default: error };
    if (d.graphql)
      out.responses[400] = {
        description: 'A query that does not validate (errors, no data), or no query (Error)',
        content: json({ anyOf: [d.reply, ref('Error')] }),
      };
  }
  return out;
}
