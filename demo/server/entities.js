// The entity bases of the API (000 §7 generic model calls, 001 §7): how each table is listed,
// found by id or url, presented, and which columns staff may write.
import { fmtTime, imageOf, imageParams, money } from './present.js';

/** Column types for create/update: 'text', 'html', 'int', 'bool', 'money', 'json', 'time', 'image'. */

const faqGroup = `(SELECT url FROM groups g WHERE g.id = faqs.group_id)`;

export const ENTITIES = {
  'cognito/page': {
    table: 'pages',
    key: 'slug',
    order: 'id',
    select: '*',
    columns: { name: 'text', slug: 'text', title: 'text', meta_description: 'text', content: 'json', rows: 'json', sitemap_priority: 'int', requires_login: 'bool' },
    required: ['name', 'slug', 'title'],
    /** A url names its page by its first segment; '/' and '' are home. */
    keyOf: (url) => String(url).replace(/^\/+/, '').split(/[/?#]/)[0] || 'home',
    present: (r, ctx, q) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      url: r.slug === 'home' ? '/' : `/${r.slug}`,
      title: r.title,
      meta_description: r.meta_description,
      sitemap_model: r.sitemap_model,
      sitemap_group_model: r.sitemap_group_model,
      requires_login: r.requires_login,
      content: r.content,
      rows: r.rows,
      updated_at: fmtTime(r.updated_at),
      item_url: q?.url ? String(q.url).replace(/^\/+/, '').split('/')[1] || null : null,
    }),
  },
  'cognito/faq': {
    table: 'faqs',
    order: 'sort, id',
    select: `*, ${faqGroup} AS group_url`,
    columns: { name: 'text', content: 'html', group_id: 'int', sort: 'int' },
    required: ['name', 'content', 'group_id'],
    /** group: the group's url, id or name (001 §7 GET faq {group}). */
    filters: { group: (v) => [`group_id IN (SELECT id FROM groups WHERE model = 'Faq' AND (url = $ OR name = $ OR id::text = $))`, v] },
    present: (r) => ({ id: r.id, name: r.name, content: r.content, group: r.group_url, sort: r.sort }),
  },
  'cognito/article': {
    table: 'articles',
    key: 'slug',
    order: 'publish_time DESC',
    pageSize: 20,
    image: ['4x3', 600],
    one: { image: ['Square', 1184] },
    select: '*',
    columns: { slug: 'text', name: 'text', title: 'text', author: 'text', blurb: 'text', content: 'html', meta_description: 'text', image_hash: 'image', publish_time: 'time', reading_time: 'int' },
    required: ['slug', 'name', 'title', 'author', 'blurb', 'content', 'publish_time'],
    where: 'publish_time <= now()',
    present: (r, ctx, q, img) => ({
      id: r.id,
      url: r.slug,
      slug: r.slug,
      name: r.name,
      title: r.title,
      author: r.author,
      blurb: r.blurb,
      content: r.content,
      meta_description: r.meta_description,
      image: imageOf(ctx.base(), r.image_hash, img),
      groups: r.group_ids,
      publish_time: fmtTime(r.publish_time),
      display_start_time: fmtTime(r.publish_time),
      reading_time: r.reading_time,
      rows: r.rows,
    }),
  },
  'cognito/gallery': {
    table: 'galleries',
    key: 'url',
    order: 'id',
    image: ['16x9', 1920],
    select: '*',
    columns: { name: 'text', url: 'text', heading: 'text', sub_heading: 'text', group_id: 'int' },
    required: ['name', 'url', 'heading'],
    filters: { group: (v) => [`group_id IN (SELECT id FROM groups WHERE model = 'Gallery' AND (url = $ OR id::text = $))`, v] },
    withSlides: true,
    present: (r, ctx, q, img, slides = []) => ({
      id: r.id,
      name: r.name,
      url: r.url,
      heading: r.heading,
      sub_heading: r.sub_heading,
      slides: slides.map((s) => slideOf(ctx, s, img)),
    }),
  },
  'cognito/slide': {
    table: 'slides',
    order: 'gallery_id, sort, id',
    image: ['16x9', 1920],
    select: '*',
    columns: {
      gallery_id: 'int', sort: 'int', heading: 'text', sub_heading: 'text', content: 'html', image_hash: 'image', overlay_color: 'text',
      text_color: 'text', image_opacity: 'int', image_saturation: 'int', link: 'text', link_button_text: 'text', link_target: 'text',
    },
    required: ['gallery_id'],
    filters: { gallery: (v) => ['gallery_id::text = $', v] },
    present: (r, ctx, q, img) => slideOf(ctx, r, img),
  },
  'cognito/testimonial': {
    table: 'testimonials',
    order: 'id',
    pageSize: 3,
    image: ['Square', 100],
    select: '*',
    columns: { name: 'text', title: 'text', content: 'html', rating: 'int', image_hash: 'image', group_id: 'int' },
    required: ['name', 'content'],
    filters: { group: (v) => [`group_id IN (SELECT id FROM groups WHERE url = $ OR id::text = $)`, v] },
    present: (r, ctx, q, img) => ({ id: r.id, name: r.name, title: r.title, content: r.content, rating: r.rating ?? 0, image: imageOf(ctx.base(), r.image_hash, img) }),
  },
  'cognito/person': {
    table: 'persons',
    order: 'sort, id',
    pageSize: 64,
    image: ['4x3', 900],
    select: '*',
    columns: { first_name: 'text', last_name: 'text', title: 'text', description: 'html', photo_hash: 'image', sort: 'int' },
    required: ['first_name', 'last_name'],
    present: (r, ctx, q, img) => ({
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      title: r.title,
      description: r.description,
      photo: imageOf(ctx.base(), r.photo_hash, img),
    }),
  },
  'cognito/photo': {
    table: 'photos',
    order: 'id',
    image: ['16x9', 1920],
    select: '*',
    columns: { name: 'text', description: 'text', image_hash: 'image' },
    required: ['name'],
    present: (r, ctx, q, img) => ({ id: r.id, name: r.name, description: r.description, image: imageOf(ctx.base(), r.image_hash, img) }),
  },
  'cognito/video': {
    table: 'videos',
    key: 'slug',
    order: 'id',
    image: ['16x9', 1920],
    select: '*',
    columns: { platform: 'text', name: 'text', slug: 'text', length: 'int', slate_hash: 'image', file: 'text' },
    required: ['name', 'slug'],
    present: (r, ctx, q, img) => {
      const slate = imageOf(ctx.base(), r.slate_hash, img);
      return {
        id: r.id,
        platform: r.platform,
        name: r.name,
        slug: r.slug,
        length: r.length,
        slate,
        slate_image: slate?.url ?? null,
        file: r.file ? `${ctx.base()}/v/${r.file}.mp4` : null,
      };
    },
  },
  'cognito/form': {
    table: 'forms',
    key: 'url',
    order: 'id',
    select: '*',
    columns: { name: 'text', url: 'text', use_captcha: 'bool', data: 'json', must_be_logged_on: 'bool', cost: 'money', questions: 'json', message: 'text' },
    required: ['name', 'url'],
    present: (r) => ({
      id: r.id,
      name: r.name,
      url: r.url,
      use_captcha: r.use_captcha,
      data: r.data,
      must_be_logged_on: r.must_be_logged_on,
      cost: money(r.cost),
      questions: r.questions,
      message: r.message,
    }),
  },
  'cognito/link': {
    table: 'links',
    order: 'sort, id',
    select: '*',
    columns: { parent: 'text', name: 'text', link: 'text', icon: 'text', sort: 'int' },
    required: ['parent', 'name', 'link'],
    filters: { parent: (v) => ['parent = $', v] },
    present: (r) => ({ id: r.id, parent: r.parent, name: r.name, link: r.link, icon: r.icon }),
  },
  'sell/product': {
    table: 'products',
    key: 'url',
    order: 'id',
    image: ['1x1', 600],
    select: `*,
      (SELECT COALESCE(json_agg(json_build_object('id', s.id, 'code', s.code, 'name', s.name, 'price', s.price, 'stock', s.stock) ORDER BY s.id), '[]')
         FROM skus s WHERE s.product_id = products.id AND s.enabled) AS skus,
      (SELECT COALESCE(json_agg(json_build_object('id', a.id, 'name', a.name, 'price', a.price) ORDER BY a.id), '[]')
         FROM addons a WHERE a.product_id = products.id) AS addons`,
    columns: { name: 'text', url: 'text', description: 'html', image_hash: 'image' },
    required: ['name', 'url'],
    /** A product with its skus (price, stock) and addons; price is the cheapest sku's. */
    present: (r, ctx, q, img) => {
      const skus = r.skus.map((s) => ({ id: s.id, code: s.code, name: s.name, price: money(s.price), stock: s.stock, in_stock: s.stock > 0 }));
      return {
        id: r.id,
        name: r.name,
        url: r.url,
        description: r.description,
        image: imageOf(ctx.base(), r.image_hash, img),
        price: skus.length ? Math.min(...skus.map((s) => s.price)) : 0,
        in_stock: skus.some((s) => s.in_stock),
        skus,
        addons: r.addons.map((a) => ({ id: a.id, name: a.name, price: money(a.price) })),
      };
    },
  },
  'lakeside/event': {
    table: 'events',
    key: 'url',
    order: 'start_time',
    select: `*, (SELECT row_to_json(v) FROM venues v WHERE v.id = events.venue_id) AS venue,
      (SELECT json_build_object('id', t.id, 'name', t.name, 'url', t.url) FROM event_types t WHERE t.id = events.event_type_id) AS event_type`,
    columns: {
      event_type_id: 'int', venue_id: 'int', name: 'text', url: 'text', start_time: 'time', end_time: 'time',
      can_enter_online: 'bool', racers_event_id: 'int', description: 'html',
    },
    required: ['event_type_id', 'venue_id', 'name', 'url', 'start_time', 'end_time'],
    filters: {
      type: (v) => ['event_type_id IN (SELECT id FROM event_types WHERE url = $ OR id::text = $)', v],
      upcoming: (v) => [v === '1' || v === 'true' ? 'end_time >= now()' : 'true'],
    },
    present: (r) => eventOf(r),
  },
};

export function slideOf(ctx, s, img) {
  return {
    id: s.id,
    heading: s.heading,
    sub_heading: s.sub_heading,
    content: s.content,
    image: imageOf(ctx.base(), s.image_hash, img),
    overlay_color: s.overlay_color,
    text_color: s.text_color,
    image_opacity: s.image_opacity,
    image_saturation: s.image_saturation,
    link: s.link,
    link_button_text: s.link_button_text,
    link_target: s.link_target,
  };
}

export function eventOf(r) {
  return {
    id: r.id,
    name: r.name,
    url: r.url,
    start_time: fmtTime(r.start_time),
    end_time: fmtTime(r.end_time),
    can_enter_online: r.can_enter_online,
    racers_event_id: r.racers_event_id,
    description: r.description,
    venue: r.venue ? { name: r.venue.name, visible_to_public: r.venue.visible_to_public, colour: r.venue.colour } : undefined,
    event_type: r.event_type ?? undefined,
  };
}

/** The image options an entity's list or single reply uses, overridden by the query. */
export function imageOptionsFor(entity, query, single) {
  const [aspect, width] = (single && entity.one?.image) || entity.image || ['16x9', 1920];
  return imageParams(query, aspect, width);
}

export { money };
