// Site content (001 §7): the domain settings, the initial data a site starts from, and groups.
import { ApiError } from '../http.js';
import { fmtDate, fmtTime, imageOf, imageParams, listOf } from '../present.js';
import { domainSettings } from '../services.js';
import { ENTITIES } from '../entities.js';

const DOMAIN = '/api/v1/cognito/domain';
const GROUP = '/api/v1/cognito/group';

export function contentRoutes(router, app) {
  const { db } = app;

  /** The domain record with its pictures as Image objects. */
  async function domainOf(ctx) {
    const d = await domainSettings(db);
    const base = ctx.base();
    const pic = (hash, aspect = 'Square', width = 192) =>
      typeof hash === 'string' && hash ? imageOf(base, hash, { aspect, width }) : (hash ?? null);
    return {
      ...d,
      favicon: pic(d.favicon),
      favicon_dark: pic(d.favicon_dark),
      organisation_logo: pic(d.organisation_logo, 'raw', 400),
      organisation_logo_dark: pic(d.organisation_logo_dark, 'raw', 400),
      api_url: base,
    };
  }

  router.add('GET', `${DOMAIN}/currentDomain`, async (ctx) => ({ success: true, data: await domainOf(ctx) }));

  /** Sitemap entries (001 §3): pages, articles and event types, with priorities 100/90/80. */
  async function sitemap() {
    const pages = await db.query(
      `SELECT slug, title, meta_description, updated_at, sitemap_priority, sitemap_model FROM pages WHERE enabled AND sitemap_priority IS NOT NULL ORDER BY sitemap_priority DESC, id`,
    );
    const articles = await db.query(
      `SELECT slug, title, meta_description, publish_time FROM articles WHERE enabled AND publish_time <= now() ORDER BY publish_time DESC`,
    );
    const types = await db.query(`SELECT url, name, page_content FROM event_types WHERE enabled ORDER BY name`);
    const strip = (html) =>
      String(html ?? '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 160);
    return [
      ...pages
        .filter((p) => !['article', 'events'].includes(p.slug))
        .map((p) => ({
          url: p.slug === 'home' ? '/' : `/${p.slug}`,
          lastmod: fmtDate(p.updated_at),
          model: p.sitemap_model ?? 'Page',
          priority: p.sitemap_priority,
          seo_title: p.title,
          seo_meta_description: p.meta_description,
        })),
      ...articles.map((a) => ({
        url: `/article/${a.slug}`,
        lastmod: fmtDate(a.publish_time),
        model: 'Article',
        priority: 80,
        seo_title: a.title,
        seo_meta_description: a.meta_description,
      })),
      ...types.map((t) => ({
        url: `/events/${t.url}`,
        lastmod: fmtDate(new Date()),
        model: 'EventType',
        priority: 80,
        seo_title: t.name,
        seo_meta_description: strip(t.page_content),
      })),
    ];
  }

  router.add('GET', `${DOMAIN}/sitemap`, async () => ({ data: await sitemap() }));

  /** Groups with their direct children nested (a group is a root when its id equals root). */
  async function groups(ctx, { model, namespace } = {}) {
    const { aspect, width } = imageParams(ctx.query, '1x1', 300);
    const rows = await db.query(
      `SELECT * FROM groups WHERE enabled AND ($1::text IS NULL OR lower(model) = lower($1)) AND ($2::text IS NULL OR lower(namespace) = lower($2)) ORDER BY root, lft`,
      [model ?? null, namespace ?? null],
    );
    const shape = (g) => ({
      id: g.id,
      name: g.name,
      url: g.url,
      slug: g.slug,
      model: g.model,
      namespace: g.namespace,
      root: g.root,
      lft: g.lft,
      rgt: g.rgt,
      level: g.level,
      image: imageOf(ctx.base(), g.image_hash, { aspect, width }),
      content: g.content,
      children: rows.filter((c) => c.root === g.root && c.level === g.level + 1 && c.lft > g.lft && c.rgt < g.rgt).map(shape),
    });
    return rows.map(shape);
  }

  router.add('GET', `${DOMAIN}/initialData`, async (ctx) => {
    const pages = await db.query('SELECT * FROM pages WHERE enabled ORDER BY id');
    const redirects = await db.query('SELECT from_path AS "from", to_path AS "to" FROM redirects ORDER BY id');
    return {
      sitemap: await sitemap(),
      domain: await domainOf(ctx),
      groups: await groups(ctx),
      pages: pages.map((p) => ENTITIES['cognito/page'].present(p, ctx)),
      redirects,
    };
  });

  router.add('GET', GROUP, async (ctx) => listOf(await groups(ctx)));
  router.add('GET', `${GROUP}/details/:namespace/:model/:group`, async (ctx) => {
    const { namespace, model, group } = ctx.params;
    const all = await groups(ctx, { namespace, model });
    const found = all.find((g) => g.url === group || g.slug === group || String(g.id) === group);
    if (!found) throw new ApiError(404, `No ${model} group is called ${group}`);
    return { ...found, items: await itemsOf(ctx, found) };
  });
  router.add('GET', `${GROUP}/:namespace/:model`, async (ctx) => listOf(await groups(ctx, ctx.params)));

  /** What a group holds, by its model. */
  async function itemsOf(ctx, group) {
    const base = ctx.base();
    switch (group.model) {
      case 'EventType':
        return (
          await db.query('SELECT id, name, url, photo_hash FROM event_types WHERE enabled AND group_id = $1 ORDER BY name', [group.id])
        ).map((t) => ({
          id: t.id,
          name: t.name,
          url: `/events/${t.url}`,
          image: imageOf(base, t.photo_hash, { aspect: '1x1', width: 300 }),
        }));
      case 'Gallery':
        return await db.query('SELECT id, name, url, heading, sub_heading FROM galleries WHERE enabled AND group_id = $1 ORDER BY id', [
          group.id,
        ]);
      case 'Faq':
        return db.query('SELECT id, name, content FROM faqs WHERE enabled AND group_id = $1 ORDER BY sort, id', [group.id]);
      case 'Article':
        return (
          await db.query(
            `SELECT slug, name, blurb, publish_time FROM articles WHERE enabled AND group_ids @> $1::jsonb ORDER BY publish_time DESC`,
            [JSON.stringify([group.id])],
          )
        ).map((a) => ({ ...a, url: `/article/${a.slug}`, publish_time: fmtTime(a.publish_time) }));
      default:
        return [];
    }
  }
}
