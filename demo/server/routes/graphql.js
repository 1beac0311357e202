// POST /graphql with the queries of 001 §7. The bearer token is checked as on REST calls, so an
// expired token gets the same 401 TOKEN_EXPIRED and the client refreshes and retries.
// A query contract/schema.graphql validates runs against that schema; in normal mode any other
// query runs against a wider one (the extensions of contract/README.md) so older clients keep
// working; in strict mode there is only the contract's.
import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, graphql, isLeafType, parse, validate } from 'graphql';
import { ApiError, sendJson } from '../http.js';
import { ASPECTS, fmtTime, imageOf } from '../present.js';
import { eventTypeRoutes } from './events.js';

// Every picture field takes the image options of 001 §7: width, aspect and the extra aspects.
const IMAGE = '(width: Int, aspect: String, extra_aspects: [String]): Image';

// 001 §3 Page content block. Spacing is a String: the scale of 001 §9 holds 'px' and 0.5.
// imageHashes and background_video are objects (not JSON strings), the shape the SDK's block
// decoration reads: imageHashes' pictures are Images (with their hash), the video's slate is
// imageHashes.slate when the block sets one.
const PAGE_CONTENT = `
  type PageContentImages { background_image${IMAGE}, slate${IMAGE} }
  type Video { id: ID, platform: String, name: String, slug: String, length: Int, slate${IMAGE}, slate_image: String, file: String }
  type PageContent {
    id: ID, sort_order: Int, name: String, template: String, variables: String, hidden: Boolean, start_time: String, end_time: String,
    text_colour: String, background_colour: String,
    padding_top: String, padding_bottom: String, padding_left: String, padding_right: String, margin_top: String, margin_bottom: String,
    full_width: Boolean, imageHashes: PageContentImages, background_image_fixed: Boolean, background_image_opacity: Int,
    background_image_saturation: Int, background_video_id: ID, background_video: Video,
    aos_type: String, aos_easing: String, aos_offset: Int, aos_duration: Int, aos_delay: Int, anchor_name: String, editing: Boolean, deleted: Boolean
  }
`;

const legacySchema = buildSchema(`
  type ImageAspect { aspect: String, url: String, webp_url: String, avif_url: String, placeholder: String }
  type Image { aspect: String, url: String, webp_url: String, avif_url: String, placeholder: String, width: Int, height: Int, hash: String, extra_aspects: [ImageAspect] }
  input StringFilter { eq: String, _eq: String, equals: String }
  input PageFilter { url: StringFilter, id: StringFilter }
  ${PAGE_CONTENT}
  type Page { id: ID, name: String, url: String, title: String, meta_description: String, updated_at: String, content: String, rows: String, pageContents: [PageContent] }
  type GiftVoucherTheme { id: ID, name: String, image${IMAGE} }
  type Slide { id: ID, heading: String, sub_heading: String, content: String, link: String, link_button_text: String, link_target: String, overlay_color: String, text_color: String, image_opacity: Int, image_saturation: Int, image${IMAGE} }
  type Gallery { id: ID, name: String, url: String, heading: String, sub_heading: String, slides: [Slide], firstSlide: Slide }
  type Testimonial { id: ID, name: String, title: String, content: String, rating: Int, image${IMAGE} }
  type Venue { id: ID, name: String, visible_to_public: Boolean, colour: String }
  type EventSummary { id: ID, name: String, url: String, start_time: String, end_time: String, can_enter_online: Boolean, racers_event_id: Int }
  type EventType { id: ID, name: String, url: String, page_content: String, faq_group: String, enabled: Boolean, photo${IMAGE}, events: [EventSummary] }
  type Query {
    cognitoPages(filter: PageFilter): [Page]
    cognitoPage(url: String, filter: PageFilter): Page
    cognitoGiftVoucherThemes: [GiftVoucherTheme]
    cognitoGallery(id: ID!, aspect: String): Gallery
    cognitoGallerys(byGroup: String): [Gallery]
    cognitoTestimonials(group: String, limit: Int): [Testimonial]
    lakesideVenues: [Venue]
    lakesideEventType(url: String!): EventType
  }
`);

export const contractSchema = buildSchema(readFileSync(new URL('../../../contract/schema.graphql', import.meta.url), 'utf8'));

/** The schema a query runs against: the contract's when it validates there (always in strict mode). */
function schemaFor(source, strict) {
  if (strict) return contractSchema;
  try {
    return validate(contractSchema, parse(source)).length === 0 ? contractSchema : legacySchema;
  } catch {
    return legacySchema; // a syntax error: either schema reports it the same way
  }
}

const eqOf = (f) => f?.eq ?? f?._eq ?? f?.equals;

export function graphqlRoutes(router, app) {
  const { db } = app;
  const eventType = eventTypeRoutes(app);

  router.add('POST', '/graphql', async (ctx) => {
    ctx.userId(); // a bad or expired bearer token is a 401, as on REST
    const body = await ctx.body();
    if (typeof body.query !== 'string' || !body.query.trim()) throw new ApiError(400, 'query is required');
    const base = ctx.base();
    // A picture field: an Image where the schema asks for one, the picture's hash where it asks
    // for text (the contract's imageHashes and Video.slate hold hashes).
    const picture =
      (hash, fallbackAspect = '16x9', fallbackWidth = 400) =>
      (args, _context, info) =>
        isLeafType(getNamedType(info.returnType))
          ? (hash ?? null)
          : imageOf(base, hash, {
              aspect: args.aspect ?? fallbackAspect,
              width: args.width ?? fallbackWidth,
              extra: (args.extra_aspects ?? []).filter((a) => ASPECTS.includes(a)),
            });
    const video = async (id, slateHash) => {
      const v = id === null || id === undefined ? null : await db.one('SELECT * FROM videos WHERE id::text = $1 AND enabled', [String(id)]);
      if (!v) return null;
      const slate = slateHash || v.slate_hash;
      return {
        ...v,
        slate: picture(slate, '16x9', 1920),
        slate_image: imageOf(base, slate, { aspect: '16x9', width: 1920 })?.url ?? null,
        file: v.file ? `${base}/v/${v.file}.mp4` : null,
      };
    };
    const pageContentOf = (c, i) => {
      const hashes = c.imageHashes ?? {};
      return {
        ...c,
        id: c.id ?? i + 1,
        sort_order: c.sort_order ?? i,
        variables: typeof c.variables === 'string' ? c.variables : JSON.stringify(c.variables ?? {}),
        imageHashes: { background_image: picture(hashes.background_image, '16x9', 1920), slate: picture(hashes.slate, '16x9', 1920) },
        background_video: () => video(c.background_video_id, hashes.slate),
      };
    };
    const pageOf = (p) => ({
      id: p.id,
      name: p.name,
      url: p.slug === 'home' ? '/' : p.slug,
      title: p.title,
      meta_description: p.meta_description,
      updated_at: fmtTime(p.updated_at),
      content: JSON.stringify(p.content ?? []),
      rows: JSON.stringify(p.rows ?? []),
      pageContents: (Array.isArray(p.page_contents) ? p.page_contents : []).map(pageContentOf),
    });
    const pages = async (url, id) => {
      const key = url === undefined ? undefined : String(url).replace(/^\/+/, '') || 'home';
      const rows = await db.query(
        `SELECT * FROM pages WHERE enabled AND ($1::text IS NULL OR slug = $1) AND ($2::text IS NULL OR id::text = $2) ORDER BY id`,
        [key ?? null, id === undefined ? null : String(id)],
      );
      return rows.map(pageOf);
    };
    const slideOf = (s, aspect) => ({ ...s, image: picture(s.image_hash, aspect) });
    const galleryOf = async (g, aspect, all) => {
      const slides = await db.query(`SELECT * FROM slides WHERE gallery_id = $1 AND enabled ORDER BY sort, id ${all ? '' : 'LIMIT 1'}`, [
        g.id,
      ]);
      return { ...g, slides: slides.map((s) => slideOf(s, aspect)), firstSlide: slides[0] ? slideOf(slides[0], '16x9') : null };
    };
    const rootValue = {
      cognitoPages: ({ filter }) => pages(eqOf(filter?.url), eqOf(filter?.id)),
      cognitoPage: async ({ url, filter }) => {
        const id = eqOf(filter?.id);
        return (await pages(url ?? eqOf(filter?.url) ?? (id === undefined ? '' : undefined), id))[0] ?? null;
      },
      cognitoGiftVoucherThemes: async () =>
        (await db.query('SELECT id, name, image_hash FROM voucher_themes WHERE enabled ORDER BY id')).map((t) => ({
          ...t,
          image: picture(t.image_hash, '16x9', 400),
        })),
      cognitoGallery: async ({ id, aspect }) => {
        const g = await db.one('SELECT * FROM galleries WHERE (id::text = $1 OR url = $1) AND enabled', [String(id)]);
        return g ? galleryOf(g, aspect ?? '16x9', true) : null;
      },
      cognitoGallerys: async ({ byGroup }) => {
        const rows = await db.query(
          `SELECT g.* FROM galleries g WHERE g.enabled AND ($1::text IS NULL OR g.group_id IN (SELECT id FROM groups WHERE url = $1 OR id::text = $1 OR name = $1)) ORDER BY g.id`,
          [byGroup ?? null],
        );
        return Promise.all(rows.map((g) => galleryOf(g, '16x9', false)));
      },
      cognitoTestimonials: async ({ group, limit }) =>
        (
          await db.query(
            `SELECT * FROM testimonials WHERE enabled AND ($1::text IS NULL OR group_id IN (SELECT id FROM groups WHERE url = $1 OR id::text = $1)) ORDER BY id LIMIT $2`,
            [group ?? null, Math.min(Math.max(limit ?? 100, 1), 100)],
          )
        ).map((t) => ({ ...t, image: picture(t.image_hash, 'Square', 100) })),
      lakesideVenues: () => db.query('SELECT id, name, visible_to_public, colour FROM venues ORDER BY id'),
      lakesideEventType: async ({ url }) => {
        const t = await eventType(ctx, url);
        if (!t) return null;
        const row = await db.one('SELECT photo_hash FROM event_types WHERE id = $1', [t.id]);
        return { ...t, photo: picture(row.photo_hash, '16x5', 1920) };
      },
    };
    const result = await graphql({
      schema: schemaFor(body.query, app.strict),
      source: body.query,
      rootValue,
      variableValues: body.variables ?? undefined,
      operationName: body.operationName,
    });
    if (
      result.errors?.some(
        (e) =>
          e.originalError && !(e.originalError instanceof ApiError) && !/^(Cannot|Syntax|Unknown|Field|Variable|Expected)/.test(e.message),
      )
    ) {
      for (const e of result.errors) if (e.originalError) console.error(e.originalError);
    }
    const reply = {
      data: result.data ?? null,
      ...(result.errors ? { errors: result.errors.map((e) => ({ message: e.message, path: e.path })) } : {}),
    };
    sendJson(ctx.res, result.errors && !result.data ? 400 : 200, reply);
  });
}
