// contract/README.md: the prose below, then every assumption and extension of openapi.json and
// schema.graphql listed from the files themselves, so the list cannot drift from them.
import { parse } from 'graphql';

const INTRO = `# The contract of the venue's API

The venue's API as its specification gives it (part 000: accounts, cart and orders; part 001: public
content), written from the specification alone, as files a tool reads:

| File | What it holds |
|---|---|
| \`openapi.json\` | OpenAPI 3.1: every REST call of 000 §7 and 001 §7 (method, path, query, body, reply), the entity schemas of 000 §3 / 001 §3 under \`components/schemas\`, one \`Error\` reply for every other status. |
| \`schema.graphql\` | The GraphQL SDL of \`POST {base}/graphql\`: exactly the queries, types, fields and arguments of 001 §7 (and the §3 fields of their entities). |
| \`build/\` | The source \`openapi.json\` and this README are written from: \`node contract/build/index.mjs\` (\`--check\` says whether they are current; the server tests run it). |

## Conventions

- **\`x-assumed: "<reason>"\`** marks a spelling or shape the spec leaves open (a path given without its base, a
  reply "not shown", the place of a setting). The contract picks one; the reason says why.
- **\`x-extension: "<reason>"\`** marks an operation, parameter or property the spec does not have. Every
  extension is optional: a client works the same against a server without it, and the reference back end's
  strict mode (\`demo/server/README.md\`) answers without any of them.
- Reply fields are optional unless the spec makes them certain (the tokens of a login, the \`data\` of a list):
  a client copes with a missing field. Types are exact; \`null\` is allowed where a value may be absent
  (\`abn\`, \`website\`, \`facebook_link\` per 000 §3, pictures, dates).
- A "data list" (001 §3 "Lists return num_items, num_pages, data") is \`{num_items, num_pages, data}\`.
- Objects are open: a client ignores a field it does not know. The reference back end's tests close them
  (every field a reply carries must be declared here) to keep this file complete.
- The bearer token (\`components/securitySchemes/bearer\`, 000 §6 "attached to every request except login,
  refresh and token exchange"): every operation says whether it needs it. \`security: [{bearer: []}]\`: only a
  member may call (000 §6 profile, checkout, invoices; the staff calls). \`security: [{}, {bearer: []}]\`: a
  visitor calls without it and a member's client sends it all the same (000 §6: visitors browse, use the cart
  and send public forms). \`security: []\`: it never rides along, with the reason in the operation's
  description: login, refresh and token exchange (and the code login, a login too), and the addresses a
  browser opens itself (a mailed login link, the authorise page, pictures and videos).
- Errors: every reply other than 2xx is \`Error\` \`{success: false, message, error, code}\` (000 §8 / 001 §8
  show the server's message as-is; 000 §4's codes TOKEN_EXPIRED, TOKEN_INVALID). Each operation lists the error
  replies it gives (\`components/responses\`): 400 where it takes a query or a body (a missing or wrong field,
  the message naming it: \`"email is required"\`); 401 and 422 wherever the token may ride along (000 §4: an
  expired token is a 401 or a 422 with code TOKEN_EXPIRED, refreshed and retried once; TOKEN_INVALID logs out;
  a call that needs a member answers 401 without a token); 403 where a logged-in member may still be refused
  (staff calls, profile fields the site settings keep fixed, another member's cart); 404 where the request names
  an item (a path parameter, an id, url, hash, payment token or e-mail address). Any other status (a wrong
  method's 405, an oversized body's 413…) answers the same \`Error\` as \`default\`. A request to an unknown
  path is a 404, a known path with the wrong method a 405.
- \`npx redocly lint contract/openapi.json\` (Redocly CLI, pinned in package.json, with the repository's
  \`redocly.yaml\`) finds no error and no warning; \`tests/server/redocly.test.js\` holds it to that.
- Required request fields are the ones without which the call cannot mean anything (the payloads of 000 §7 /
  001 §7; the booking enquiry's required fields of 001 §5).
- The generic model calls of 000 §7 (\`POST {base}\` search, \`POST {base}/{id or url}\`, \`/create\`, \`/update\`,
  \`/delete\`, \`/enable\`, \`/disable\` with \`{id}\`, \`/addPhoto\`) apply to the entity bases 001 §7 names
  (photo, slide, gallery, testimonial, person, form) and to \`/api/v1/cognito/user/update\`.

## Using it

- The reference back end (\`demo/server\`) is held to these files. Its strict mode answers with nothing
  else: \`npm run server -- --strict\` (or \`VENUE_STRICT=1\`), or in a test
  \`createApp({ strict: true, port: 0, dataDir, quiet: true })\` from \`demo/server/app.js\`
  (\`demo/server/README.md\`: The contract and strict mode).
- To check a reply: load \`openapi.json\` into Ajv 2020 (\`ajv/dist/2020.js\`, with \`allowUnionTypes\`, and
  \`x-extension\`, \`x-assumed\` and the document's top-level keys added as keywords) with
  \`ajv.addSchema(doc, 'contract')\`, then compile
  \`{$ref: 'contract#/paths/<path: / as ~1, URI-encoded>/<method>/responses/200/content/application~1json/schema'}\`
  (\`tests/server/contract.js\` does so for every reply the server tests receive). To check a query:
  graphql-js \`validate(buildSchema(schema.graphql), parse(query))\`.
- Every call the SDK makes today is here, as the spec's or as an extension with its reason (the shop's
  products and invoices, the REST twins of GraphQL queries, GET getByHash, the sitemap alone, …).

## GraphQL

\`schema.graphql\` is exactly 001 §7: \`cognitoPages(filter)\`, \`cognitoPage(filter)\`, \`cognitoGiftVoucherThemes\`,
\`cognitoGallery(id, aspect)\`, \`cognitoGallerys(byGroup)\`, \`cognitoTestimonials\`, \`lakesideVenues\`,
\`lakesideEventType(url)\`. A page is found by url as \`cognitoPage(filter: {url: {eq: "/about"}})\`.

The reference back end's normal mode answers a query the contract's schema validates with that schema, and any
other query with a wider one that keeps older clients working. Those further fields and arguments are extensions;
the strict mode has none of them:

| Extension (normal mode only) | Reason |
|---|---|
| \`cognitoPage(url: String)\`, \`PageFilter.id\`, \`StringFilter._eq\` / \`equals\` | Other spellings of "filtered by url equal to a string" that earlier clients sent. |
| \`Page.title\`, \`Page.meta_description\`, \`Page.rows\` | The REST Page's fields (001 §3) on the GraphQL Page. |
| \`cognitoTestimonials(group: String, limit: Int)\` | The hero testimonial shows 3 (001 §9) of a group; without them the client cuts the list itself. |
| \`image(…, extra_aspects: [String])\`, \`Image.hash\` | More aspects of one picture in one reply; the hash to ask getByHash for another size. |
| \`Slide.id\`, \`Venue.id\` | Keys for lists. |
| \`EventType.url\`, \`EventTypeEvent.url\` / \`end_time\` | Links to the type's and the event's page; the event's end. 001 §3 lists neither. |
| \`imageHashes { background_image(width, aspect): Image, slate(…): Image }\`, \`Video.slate(…): Image\` | The pictures themselves instead of their hashes, saving a getByHash per block. The contract's hashes are strings. |
`;

const pointer = (parts) => parts.join(' → ');

/** Every x-extension / x-assumed in the document: [kind, where, reason]. */
export function marks(doc) {
  const out = [];
  const walk = (s, where) => {
    if (!s || typeof s !== 'object') return;
    if (s['x-extension']) out.push(['extension', where, s['x-extension']]);
    if (s['x-assumed']) out.push(['assumed', where, s['x-assumed']]);
    if (s.$ref) return;
    for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, `${where}.${k}`);
    if (s.items) walk(s.items, `${where}[]`);
    for (const v of s.anyOf ?? []) walk(v, where);
  };
  for (const [name, schema] of Object.entries(doc.components.schemas)) walk(schema, name);
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const at = `${method.toUpperCase()} ${path}`;
      if (op['x-extension']) out.push(['extension', at, op['x-extension']]);
      if (op['x-assumed']) out.push(['assumed', at, op['x-assumed']]);
      if (op['x-extension']) continue;
      for (const p of op.parameters ?? []) {
        if (p['x-extension']) out.push(['extension', `${at} ?${p.name}`, p['x-extension']]);
        if (p['x-assumed']) out.push(['assumed', `${at} ?${p.name}`, p['x-assumed']]);
      }
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (body && !body.$ref) walk(body, pointer([at, 'body']));
      const reply = op.responses?.[200]?.content?.['application/json']?.schema;
      if (reply && !reply.$ref) walk(reply, pointer([at, 'reply']));
    }
  }
  return out;
}

/** Descriptions in the SDL that start with ASSUMED: [where, text]. */
export function graphqlAssumptions(sdl) {
  const out = [];
  for (const def of parse(sdl).definitions) {
    const name = def.name.value;
    if (def.description?.value.startsWith('ASSUMED')) out.push([name, def.description.value]);
    for (const f of def.fields ?? [])
      if (f.description?.value.startsWith('ASSUMED')) out.push([`${name}.${f.name.value}`, f.description.value]);
  }
  return out;
}

/** Rows with the same reason as one row listing every place. */
const byReason = (rows) => {
  const groups = new Map();
  for (const [where, reason] of rows) groups.set(reason, [...(groups.get(reason) ?? []), where]);
  return [...groups].map(([reason, wheres]) => [wheres.map((w) => `\`${w}\``).join(', '), reason]);
};

/** An operation's security as the README's Token column says it. */
const token = (security) => (!security?.length ? 'none' : security.some((s) => !Object.keys(s).length) ? 'optional' : 'required');

const cell = (s) => String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function readme(doc, sdl) {
  const all = marks(doc);
  const table = (rows, head) =>
    [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
  const ops = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item))
      ops.push([
        `\`${method.toUpperCase()} ${path}\``,
        op['x-extension'] ? 'extension' : op['x-assumed'] ? 'assumed' : 'spec',
        token(op.security),
        Object.keys(op.responses)
          .filter((status) => /^4/.test(status))
          .join(', '),
        op.summary,
      ]);
  return `${INTRO}
### GraphQL assumptions (schema.graphql)

${table(
  graphqlAssumptions(sdl).map(([w, t]) => [`\`${w}\``, t.replace(/^ASSUMED:\s*/, '')]),
  ['Where', 'Assumption and reason'],
)}

## REST operations (${ops.length}; ${ops.filter((o) => o[1] === 'extension').length} extensions)

${table(ops, ['Operation', 'Kind', 'Token', 'Errors', 'Summary'])}

## Assumptions (openapi.json)

${table(byReason(all.filter((m) => m[0] === 'assumed').map(([, w, r]) => [w, r])), ['Where', 'Reason'])}

## Extensions (openapi.json)

${table(byReason(all.filter((m) => m[0] === 'extension').map(([, w, r]) => [w, r])), ['Where', 'Reason'])}
`;
}
