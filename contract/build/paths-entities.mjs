// The entity bases: 001 §7's GET calls on them and the generic model calls of 000 §7 (search,
// find one, create, update, delete, enable, disable, addPhoto).
import { assumed, bool, dataList, ext, id, int, obj, ref, str } from './schemas.mjs';
import { op } from './op.mjs';

const imageQuery = (aspect, width) => ({
  image_aspect: { ...str, description: `001 §9 aspect name${aspect ? ` (${aspect} here)` : ''}` },
  image_width: { ...int, description: `Width in px, rounded up to 25${width ? ` (${width} here)` : ''}` },
});
const paging = {
  page_size: int,
  page: ext('Which page of a list (001 §3 Widget pagination).', int),
  q: ext('Free text (000 §2 /search) over the list.', str),
  offset: ext('001 §3 Widget offset.', int),
  limit: ext('001 §3 Widget limit.', int),
};

/** The entity bases of the API: its schema, and whether 001 §7 names it as an entity base. */
const BASES = {
  'cognito/photo': { schema: 'Photo', spec: true },
  'cognito/slide': { schema: 'Slide', spec: true },
  'cognito/gallery': { schema: 'Gallery', spec: true },
  'cognito/testimonial': { schema: 'Testimonial', spec: true },
  'cognito/person': { schema: 'Person', spec: true },
  'cognito/form': { schema: 'Form', spec: true },
  'cognito/page': { schema: 'Page' },
  'cognito/faq': { schema: 'FaqItem' },
  'cognito/article': { schema: 'Article' },
  'cognito/video': { schema: 'Video' },
  'cognito/link': { schema: 'Link' },
  'lakeside/event': { schema: 'Event' },
  'sell/product': { schema: 'Product' },
};

const NOT_A_BASE = (base) =>
  `001 §7 names photo, slide, gallery, testimonial, person and form as the entity bases the generic model calls (000 §7) apply to; ${base} is read by its own GET call only. Staff tooling (create, update…) and the mirrored finds use it.`;
const PRODUCT = "The spec's shop (000 §1) shows no product call; the shop widgets list and show products.";

/** The spec's GET call on a base: query, and reply. Bases not listed here have no spec GET. */
const SPEC_GET = {
  'cognito/page': {
    summary: 'Pages (001 §7: GET page {page_size, pb, config} → data list; page by url (pb=1) → page fields)',
    'x-assumed': '001 §7 "page by url (same family)": the same path with the query url.',
    query: { page_size: int, pb: int, config: str, url: str, ...paging },
    reply: { anyOf: [dataList(ref('Page')), ref('Page')] },
  },
  'cognito/faq': {
    summary: 'FAQ items (001 §7 GET faq {group} → data list)',
    query: { group: str, ...paging },
    reply: dataList(ref('FaqItem')),
  },
  'cognito/article': {
    summary: 'Articles (001 §7: list → data list; single by url → article)',
    query: { ...imageQuery('4x3 list, Square single', '600 list, 1184 single'), page_size: int, orderby: str, url: str, ...paging },
    reply: { anyOf: [dataList(ref('Article')), ref('Article')] },
  },
  'cognito/video': {
    summary: 'A video (001 §7 GET video {id})',
    query: { id: str, ...imageQuery('16x9', 1920) },
    reply: ref('Video'),
  },
  'cognito/link': {
    summary: 'Links (001 §7 GET link, filter parent → data list)',
    query: { parent: str, ...paging },
    reply: dataList(ref('Link')),
  },
  'lakeside/event': {
    summary: 'An event (001 §7 GET event {url}, the url being the event id)',
    query: {
      url: str,
      ...paging,
      upcoming: ext('With q: only events that have not ended (the search lists upcoming events).', int),
      type: ext("An event type's url or id.", str),
    },
    reply: { anyOf: [ref('Event'), ext('Without url: a data list of events (the search).', dataList(ref('Event')))] },
  },
  'cognito/gallery': {
    summary: 'Gallery find one (001 §7: id, image_aspect, image_width, extra_aspects (lightbox aspect))',
    'x-assumed': '001 §7 "gallery find one" without a path: the entity base with the query id (an id or url).',
    query: {
      id: str,
      ...imageQuery(),
      extra_aspects: str,
      limit_slides: ext('001 §2 Gallery setting limit_slides: the server cuts the slides instead of the client.', int),
      group: ext("A gallery group's url or id.", str),
      url: ext('The same as id.', str),
    },
    reply: { anyOf: [ref('Gallery'), ext('Without id: a data list of galleries.', dataList(ref('Gallery')))] },
  },
  'cognito/testimonial': {
    summary: 'Testimonials find many (001 §7: page_size 3, image_width 100, image_aspect Square, group)',
    'x-assumed': '001 §7 "testimonials find many" without a path: GET on the entity base.',
    query: { ...paging, ...imageQuery('Square', 100), group: str },
    reply: dataList(ref('Testimonial')),
  },
  'cognito/person': {
    summary: 'Persons find many (001 §7: page_size 64, image_aspect 4x3, image_width 900)',
    'x-assumed': '001 §7 "persons find many" without a path: GET on the entity base.',
    query: { ...paging, ...imageQuery('4x3', 900) },
    reply: dataList(ref('Person')),
  },
  'cognito/form': {
    summary: 'Form find one (001 §7 GET form {id})',
    'x-assumed': '001 §7 "form find one" without a path: the entity base with the query id (an id or url).',
    query: { id: str, url: ext('The same as id.', str) },
    reply: ref('Form'),
  },
};

export function entityPaths(add) {
  const schemaOf = (name) => ref(name);
  for (const [base, { schema, spec }] of Object.entries(BASES)) {
    const path = `/api/v1/${base}`;
    const entity = schemaOf(schema);
    const extension = spec ? undefined : base === 'sell/product' ? PRODUCT : NOT_A_BASE(base);
    const get = SPEC_GET[base] && withBothForms(SPEC_GET[base], entity);
    add(
      'get',
      path,
      get
        ? op({ ...get, errors: { 404: true } })
        : op({
            summary: `List or find ${base}`,
            'x-extension': base === 'sell/product' ? PRODUCT : `001 §7 shows no GET on ${base}; a read-only find (id or url) or list.`,
            query: { id: str, url: str, ...imageQuery(), gallery: base === 'cognito/slide' ? str : undefined, ...paging },
            reply: { anyOf: [dataList(entity), entity] },
            errors: { 404: true },
          }),
    );
    add(
      'post',
      path,
      op({
        summary: `Search ${base} (000 §7 generic: POST {base} search)`,
        'x-extension': extension,
        body: { ...paging, page_size: int, ...imageQuery() },
        reply: dataList(entity),
      }),
    );
    for (const action of ['create', 'update', 'delete', 'enable', 'disable']) {
      add(
        'post',
        `${path}/${action}`,
        op({
          summary: `${action} (000 §7 generic model call; staff only)`,
          'x-extension': extension,
          body:
            action === 'create'
              ? { type: 'object', description: "The entity's fields.", additionalProperties: true }
              : {
                  type: 'object',
                  description: '{id} (update: and the fields to change).',
                  properties: { id },
                  required: ['id'],
                  additionalProperties: true,
                },
          required: action === 'create' ? undefined : ['id'],
          errors: action === 'create' ? { 403: true } : { 403: true, 404: true },
          reply: assumed(
            '000 §7: reply not shown; {success, data: the entity} ({success, id} after delete).',
            obj({ success: bool, data: entity, id: int }),
          ),
          auth: true,
        }),
      );
    }
    add(
      'post',
      `${path}/addPhoto`,
      op({
        summary: 'addPhoto (000 §7 generic model call; staff only)',
        'x-extension': extension,
        body: { id, model: str, uuid: str, name: str, key: str },
        required: ['id'],
        errors: { 403: true, 404: true },
        reply: assumed('000 §7: reply not shown; {success, data: the entity}.', obj({ success: bool, data: entity })),
        auth: true,
      }),
    );
    add(
      'post',
      `${path}/{key}`,
      op({
        summary: `Find one ${base} by id or url (000 §7 generic: POST {base}/{id or url})`,
        'x-extension': extension,
        params: { key: str },
        body: imageQuery(),
        reply: entity,
      }),
    );
    add(
      'get',
      `${path}/{key}`,
      op({
        summary: `Find one ${base} by id or url over GET`,
        'x-extension': '000 §7 finds one by POST {base}/{id or url}; the same over GET can be cached and linked to.',
        params: { key: str },
        query: imageQuery(),
        reply: entity,
      }),
    );
  }
}

/**
 * A base's GET answers one entity when the query has id or url and a data list otherwise; where
 * 001 §7 gives only one of the two forms, the other is an extension.
 */
function withBothForms(get, entity) {
  const reply = get.reply.anyOf ?? [get.reply];
  const has = (kind) => reply.some((r) => (kind === 'list' ? r.properties?.data : !r.properties?.data));
  const query = { ...get.query };
  const branches = [...reply];
  if (!has('list')) branches.push(ext('Without id or url: a data list of the entity.', dataList(entity)));
  if (!has('one')) {
    branches.push(ext('With id or url: that one entity.', entity));
    query.id ??= ext('Finds one by id.', str);
    query.url ??= ext('Finds one by url.', str);
  }
  return { ...get, query, reply: branches.length > 1 ? { anyOf: branches } : branches[0] };
}
