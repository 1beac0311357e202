// GraphQL against contract/schema.graphql: the strict back end's schema is exactly the SDL, it
// answers every query of 001 §7 with every field, and refuses the normal mode's extra fields;
// the normal mode answers the contract's queries the same way.
import { buildClientSchema, getIntrospectionQuery, getNamedType, isObjectType, lexicographicSortSchema, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startServer } from './helpers.js';
import { checkGraphqlQuery, sdl } from './contract.js';

let strict;
let normal;
beforeAll(async () => {
  [strict, normal] = await Promise.all([startServer({ strict: true }), startServer()]);
});
afterAll(() => Promise.all([strict?.stop(), normal?.stop()]));

/** Arguments for the queries that need them (seeded content), and for every picture field. */
const ARGS = {
  cognitoPage: '(filter: { url: { eq: "/about" } })',
  cognitoGallery: '(id: "track-day", aspect: "4x3")',
  cognitoGallerys: '(byGroup: "gallerygroup")',
  lakesideEventType: '(url: "track-action-moto-ride-day")',
};
const PICTURE_ARGS = '(width: 400, aspect: "16x9")';

/** Every field of a type, its object fields expanded in turn (each type once per branch). */
function selection(type, seen = new Set()) {
  const fields = Object.values(type.getFields()).map((field) => {
    const named = getNamedType(field.type);
    if (!isObjectType(named)) return field.name;
    if (seen.has(named.name)) return '';
    const args = field.args.some((a) => a.name === 'width') ? PICTURE_ARGS : '';
    return `${field.name}${args} { ${selection(named, new Set([...seen, named.name]))} }`;
  });
  return fields.filter(Boolean).join(' ');
}

const everyQuery = () =>
  Object.values(sdl.getQueryType().getFields()).map((field) => {
    const inner = selection(getNamedType(field.type), new Set([getNamedType(field.type).name]));
    return [field.name, `{ ${field.name}${ARGS[field.name] ?? ''} { ${inner} } }`];
  });

/** A reply without what differs between two back ends (their address, when each was seeded). */
const comparable = (api, body) =>
  JSON.parse(
    JSON.stringify(body)
      .replaceAll(api.url, '{base}')
      .replace(/"updated_at":"[^"]*"/g, '"updated_at":""'),
  );

describe('GraphQL in strict mode', () => {
  it('the schema it serves is exactly contract/schema.graphql', async () => {
    const { status, body } = await gql(strict, getIntrospectionQuery());
    expect(status).toBe(200);
    const served = lexicographicSortSchema(buildClientSchema(body.data));
    expect(printSchema(served)).toBe(printSchema(lexicographicSortSchema(sdl)));
  });

  it('answers every query of 001 §7 with every field, and the normal mode answers the same', async () => {
    for (const [name, query] of everyQuery()) {
      const s = await gql(strict, query);
      expect(s.status, name).toBe(200);
      expect(s.body.errors, name).toBeUndefined();
      const data = s.body.data[name];
      expect(Array.isArray(data) ? data.length : data, name).toBeTruthy();
      const n = await gql(normal, query);
      expect(comparable(normal, n.body), name).toEqual(comparable(strict, s.body));
    }
  });

  it('the first slide, the page filter and the pictures as the contract spells them', async () => {
    const covers = await gql(
      strict,
      '{ cognitoGallerys { id url firstSlide { image(width: 400, aspect: "16x9") { url width height } } } }',
    );
    expect(covers.body.data.cognitoGallerys[0].firstSlide.image.url).toMatch(/\/16x9\/400\.jpg$/);
    const page = await gql(
      strict,
      '{ cognitoPage(filter: { url: { eq: "/" } }) { name url pageContents { imageHashes { background_image slate } background_video { slate file } } } }',
    );
    expect(page.body.data.cognitoPage.url).toBe('/');
    for (const block of page.body.data.cognitoPage.pageContents) {
      for (const hash of [block.imageHashes?.background_image, block.imageHashes?.slate, block.background_video?.slate])
        if (hash !== null && hash !== undefined) expect(hash).toMatch(/^[\w-]+$/);
    }
  });

  it("refuses the normal mode's extra fields and arguments, which the normal mode answers", async () => {
    for (const query of [
      '{ lakesideEventType(url: "track-action-moto-ride-day") { url } }',
      '{ lakesideEventType(url: "track-action-moto-ride-day") { events { end_time url } } }',
      '{ cognitoTestimonials(limit: 3) { id } }',
      '{ cognitoPage(url: "about") { id } }',
      '{ cognitoPages(filter: { id: { eq: "1" } }) { id } }',
      '{ cognitoPage(filter: { url: { eq: "/about" } }) { title rows } }',
      '{ cognitoGiftVoucherThemes { image(width: 400) { hash } } }',
      '{ lakesideVenues { id } }',
    ]) {
      expect(checkGraphqlQuery(query, { outside: true }).length, query).toBeGreaterThan(0);
      const s = await gql(strict, query, undefined, { outside: true });
      expect(s.status, query).toBe(400);
      expect(s.body.data ?? null, query).toBeNull();
      expect(s.body.errors.length, query).toBeGreaterThan(0);
      const n = await gql(normal, query);
      expect(n.status, query).toBe(200);
      expect(n.body.errors, query).toBeUndefined();
    }
  });
});
