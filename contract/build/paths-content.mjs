// 001 §7: site content, the generic model calls of 000 §7 on the entity bases, forms, payments,
// events and vouchers; pictures and video.
import { any, assumed, bool, dataList, ext, id, int, list, num, obj, ref, str, strN } from './schemas.mjs';
import { op } from './op.mjs';

const COGNITO = '/api/v1/cognito';
const LAKESIDE = '/api/v1/lakeside';

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

export function contentPaths(add) {
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
        ? op(get)
        : op({
            summary: `List or find ${base}`,
            'x-extension': base === 'sell/product' ? PRODUCT : `001 §7 shows no GET on ${base}; a read-only find (id or url) or list.`,
            query: { id: str, url: str, ...imageQuery(), gallery: base === 'cognito/slide' ? str : undefined, ...paging },
            reply: { anyOf: [dataList(entity), entity] },
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

  add(
    'get',
    `${COGNITO}/domain/currentDomain`,
    op({
      summary: 'Site settings (001 §7: read from data)',
      reply: obj({ data: ref('DomainSettings'), success: ext('As other replies.', bool) }, { required: ['data'] }),
    }),
  );
  add(
    'get',
    `${COGNITO}/domain/initialData`,
    op({
      summary: 'Everything a site starts from (001 §7: sitemap, domain, groups, pages, redirects)',
      reply: obj({
        sitemap: list(ref('SitemapEntry')),
        domain: ref('DomainSettings'),
        groups: list(ref('Group')),
        pages: list(ref('Page')),
        redirects: list(ref('Redirect')),
      }),
    }),
  );
  add(
    'get',
    `${COGNITO}/domain/sitemap`,
    op({
      summary: 'The sitemap alone',
      'x-extension':
        '001 §4 re-fetches the sitemap at most once a minute; initialData carries it with everything else, this carries it alone.',
      reply: obj({ data: list(ref('SitemapEntry')) }),
    }),
  );
  add(
    'get',
    `${COGNITO}/group`,
    op({
      summary: 'Groups (001 §7: data.data is the group list)',
      'x-assumed': '"data.data" read as the client library\'s reply object (data) holding the body, whose data is the list: a data list.',
      query: imageQuery('1x1', 300),
      reply: dataList(ref('Group')),
    }),
  );
  add(
    'get',
    `${COGNITO}/group/{namespace}/{model}`,
    op({
      summary: 'Groups of a model (001 §7)',
      params: { namespace: str, model: str },
      query: imageQuery(),
      reply: assumed('001 §7 "groups": a data list of Group.', dataList(ref('Group'))),
    }),
  );
  add(
    'get',
    `${COGNITO}/group/details/{namespace}/{model}/{group}`,
    op({
      summary: 'Group details (001 §7)',
      params: { namespace: str, model: str, group: str },
      query: imageQuery(),
      reply: assumed(
        '001 §7 "group details": the Group, with what it holds.',
        obj({
          ...groupProps(),
          items: ext("What the group holds (event types, galleries, FAQ items or articles, by the group's model).", list(obj({}))),
        }),
      ),
    }),
  );

  add(
    'post',
    `${COGNITO}/form/submit/{id}`,
    op({
      summary: 'Submit a form (001 §7: data, url (base64); values keyed by name)',
      params: { id: str },
      body: {
        data: { type: 'object', description: 'Field values keyed by name.' },
        url: { ...str, description: 'The current address in base64.' },
      },
      reply: obj({
        success: bool,
        error: strN,
        payment: { ...strN, description: 'A payment address to send the browser to (001 §4).' },
        data: ref('FormSubmission'),
        message: ext("The form's thank-you message (001 §3 Form message).", strN),
      }),
    }),
  );
  add(
    'post',
    `${COGNITO}/formSubmit`,
    op({
      summary: 'Contact message (001 §7 formSubmit {details})',
      body: { details: obj({ name: str, email: str, subject: str, message: str }, { required: ['name', 'email', 'subject', 'message'] }) },
      required: ['details'],
      reply: obj({ success: bool, error: strN, message: ext("001 §8 success text 'Thank you for your message.'", str) }),
    }),
  );
  add(
    'get',
    `${COGNITO}/payment/checkPaid`,
    op({
      summary: 'Payment check (001 §7 checkPaid {url (base64), payum_token})',
      query: { url: str, payum_token: str },
      requiredQuery: ['payum_token'],
      reply: obj({ success: bool, payment: ref('Payment'), message: ext('What the payment came to, to show.', str) }),
    }),
  );
  add(
    'post',
    `${COGNITO}/payment/creditCardSurchargeOf`,
    op({
      summary: 'Card surcharge of an amount (001 §7)',
      body: { amount: num },
      required: ['amount'],
      reply: assumed(
        '001 §7: result shape not shown; {success, amount, percent, surcharge, total}.',
        obj({ success: bool, amount: num, percent: num, surcharge: num, total: num }),
      ),
    }),
  );
  add(
    'post',
    `${COGNITO}/payment/paymentSurchargesOf`,
    op({
      summary: 'Surcharge of every payment type (001 §7)',
      body: { amount: num },
      required: ['amount'],
      reply: assumed(
        '001 §7: result shape not shown; {success, amount, data: one per payment type}.',
        obj({ success: bool, amount: num, data: list(obj({ gateway: str, name: str, percent: num, surcharge: num, total: num })) }),
      ),
    }),
  );

  add(
    'get',
    `${LAKESIDE}/eventCategory`,
    op({ summary: 'Event categories (001 §7: all → data list of name)', reply: dataList(ref('EventCategory')) }),
  );
  const enquiry = {
    venue_main_track: any,
    venue_dtc: any,
    venue_function_room: any,
    business_name: str,
    contact_name: str,
    email: str,
    phone: str,
    event_type: str,
    description: str,
    ...Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [`prefer_${d}`, any])),
  };
  add(
    'post',
    `${LAKESIDE}/event/enquiry`,
    op({
      summary: 'Booking enquiry (001 §7, §3, §5)',
      body: enquiry,
      required: ['business_name', 'contact_name', 'email', 'phone', 'event_type', 'description'],
      reply: ref('Success'),
    }),
  );
  add(
    'get',
    `${LAKESIDE}/event/calendar`,
    op({
      summary: 'Calendar window (001 §7: start, end as yyyy-MM-dd → events)',
      query: { start: { ...str, pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, end: { ...str, pattern: '^\\d{4}-\\d{2}-\\d{2}$' } },
      requiredQuery: ['start', 'end'],
      reply: assumed('001 §7 "events": a list of Calendar items (001 §3).', list(ref('CalendarItem'))),
    }),
  );
  add(
    'get',
    `${LAKESIDE}/venue`,
    op({
      summary: 'Venues',
      'x-extension': "GraphQL lakesideVenues is the spec's call; the same list over REST.",
      reply: dataList(ref('Venue')),
    }),
  );
  const typeList = dataList(obj({ id: int, name: str, url: str, enabled: bool }));
  for (const path of [`${LAKESIDE}/eventType`, `${LAKESIDE}/eventType/{url}`]) {
    add(
      'get',
      path,
      op({
        summary: 'Event types',
        'x-extension': "GraphQL lakesideEventType(url) is the spec's call; the same over REST (without url: the list).",
        params: path.endsWith('{url}') ? { url: str } : undefined,
        query: { url: str, id: str, ...imageQuery('16x5', 1920) },
        reply: { anyOf: [ref('EventType'), typeList] },
      }),
    );
  }

  add(
    'post',
    `${COGNITO}/giftVoucher/payNow`,
    op({
      summary: 'Buy a gift voucher (001 §7, §3 Purchase payload)',
      body: { theme_id: id, amount: { type: ['number', 'string'] }, url: str },
      required: ['theme_id', 'amount', 'url'],
      reply: obj({ success: bool, message: str, payment: { ...strN, description: 'The payment address, followed on success.' } }),
    }),
  );
  add(
    'post',
    `${COGNITO}/giftVoucher/redeem`,
    op({
      summary: 'Redeem a gift voucher (001 §7)',
      body: { code: str },
      required: ['code'],
      reply: obj({ success: bool, message: str }),
      auth: true,
    }),
  );
  add(
    'get',
    `${COGNITO}/giftVoucher/themes`,
    op({
      summary: 'Voucher themes over REST',
      'x-extension': "GraphQL cognitoGiftVoucherThemes is the spec's call; the same list over REST.",
      reply: obj({ data: list(ref('GiftVoucherTheme')) }),
    }),
  );

  add(
    'get',
    '/assets/i/{hash}/{aspect}/{file}',
    op({
      summary: 'A picture (001 §7 Image URLs {base}/assets/i/{hash}/{aspect}/{width}.{ext}; sized {width}x{height}:{file})',
      params: { hash: str, aspect: str, file: { ...str, description: '{width}.{ext} or {width}x{height}:{width}.{ext}' } },
      binary: ['image/jpeg', 'image/webp', 'image/avif'],
    }),
  );
  add(
    'get',
    '/v/{file}',
    op({
      summary: 'A video (001 §7 Video URLs {base}/v/{id}.mp4)',
      params: { file: { ...str, description: '{id}.mp4' } },
      binary: 'video/mp4',
      partial: true,
    }),
  );
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

function groupProps() {
  return {
    id: int,
    name: str,
    url: strN,
    slug: strN,
    model: strN,
    root: int,
    lft: int,
    rgt: int,
    level: int,
    image: { anyOf: [ref('Image'), { type: 'null' }] },
    content: strN,
    children: list(ref('Group')),
    namespace: ext('The namespace a group lives in.', strN),
  };
}
