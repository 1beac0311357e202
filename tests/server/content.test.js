// Site content: the domain record and initial data with the sitemap of 001 §2, pages, groups,
// FAQs, articles, galleries, testimonials, persons, links, video, the generic model calls with
// their permissions, and the GraphQL queries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, startServer } from './helpers.js';

const COGNITO = '/api/v1/cognito';
const PAGES_90 = [
  '/about',
  '/booking-enquiry',
  '/calendar',
  '/contact',
  '/facts-and-questions',
  '/faq',
  '/gallery',
  '/hire-gear-details',
  '/news',
  '/what-is-our-cancellation-and-refund-policy',
];
const ARTICLES = ['photographer-release-clarification', 'sorry', 'thank-you', 'wrap-up-for-grrs1-23'];
const EVENT_TYPES = [
  'all-american-day',
  'all-asian-day',
  'chrome-bar-bonanza',
  'euro-day',
  'family-theme-day',
  'gear',
  'grass-roots-2-day-race-meeting',
  'grass-roots-activity-medley-series',
  'happy-laps',
  'lakeside-off-street-drags',
  'learner-driver-nights',
  'notta-grand-prix',
  'small-wheels',
  'test-and-tune',
  'the-all-aussie-day',
  'track-action-moto-ride-day',
  'ute-4wd-wanderersday',
];

let api;
let member;
let admin;
beforeAll(async () => {
  api = await startServer();
  member = (await login(api)).access_token;
  admin = (await login(api, 'admin@venue.example', 'admin1234')).access_token;
});
afterAll(async () => {
  await api?.stop();
});

describe('domain and initial data', () => {
  it('currentDomain has the name and feature flags', async () => {
    const res = await get(api, `${COGNITO}/domain/currentDomain`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.name).toBe('Lakeside Park');
    expect(typeof res.body.data.feature_flags).toBe('object');
    expect(res.body.data.feature_flags.show_back_to_top).toBe(true);
    expect(res.body.data.isEcommerce ?? res.body.data.feature_flags.isEcommerce).toBe(true);
    expect(res.body.data.template_variables.amounts).toBeTruthy();
    expect(res.body.data.favicon.url).toMatch(/\/assets\/i\/\w+\/Square\/200\.jpg$/);
    expect(res.body.data.api_url).toBe(api.url);
  });

  it('initialData has a sitemap entry for every 001 §2 URL with its priority', async () => {
    const res = await get(api, `${COGNITO}/domain/initialData`);
    expect(res.status).toBe(200);
    const byUrl = new Map(res.body.sitemap.map((e) => [e.url, e]));
    expect(byUrl.get('/')?.priority).toBe(100);
    for (const url of PAGES_90) expect(byUrl.get(url)?.priority, url).toBe(90);
    expect(byUrl.get('/news').seo_title).toMatch(/Latest News/);
    for (const slug of ARTICLES) expect(byUrl.get(`/article/${slug}`)?.priority, slug).toBe(80);
    for (const slug of EVENT_TYPES) expect(byUrl.get(`/events/${slug}`)?.priority, slug).toBe(80);
    expect(res.body.sitemap.filter((e) => e.url.startsWith('/events/'))).toHaveLength(17);
    for (const e of res.body.sitemap) expect(e.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.domain.name).toBe('Lakeside Park');
    expect(res.body.pages.map((p) => p.slug)).toEqual(expect.arrayContaining(['home', 'about', 'calendar']));
    expect(res.body.groups.length).toBeGreaterThanOrEqual(5);
    expect(res.body.redirects).toEqual([]);
    const sitemap = await get(api, `${COGNITO}/domain/sitemap`);
    expect(sitemap.body.data).toEqual(res.body.sitemap);
  });
});

describe('pages', () => {
  it('finds a page by url; / is home; unknown is 404', async () => {
    const about = await get(api, `${COGNITO}/page?url=/about`);
    expect(about.status).toBe(200);
    expect(about.body).toMatchObject({ slug: 'about', url: '/about', name: 'About' });
    expect(Array.isArray(about.body.rows)).toBe(true);
    const home = await get(api, `${COGNITO}/page?url=/`);
    expect(home.status).toBe(200);
    expect(home.body.slug).toBe('home');
    expect(home.body.url).toBe('/');
    const widgets = home.body.rows.flatMap((r) => r.blocks.flatMap((b) => b.widgets));
    const buttons = widgets.filter((w) => w.type === 'button_link').map((w) => w.templatevar.button_url);
    expect(buttons).toEqual(expect.arrayContaining(['/calendar', '/booking-enquiry', '/contact']));
    const item = await get(api, `${COGNITO}/page?url=/article/sorry`);
    expect(item.body.slug).toBe('article');
    expect(item.body.item_url).toBe('sorry');
    const missing = await get(api, `${COGNITO}/page?url=/no-such-page-here`);
    expect(missing.status).toBe(404);
    expect(missing.body.success).toBe(false);
  });

  it('lists pages with paging', async () => {
    const res = await get(api, `${COGNITO}/page?page_size=5`);
    expect(res.body.data).toHaveLength(5);
    const [{ n }] = await api.db.query('SELECT count(*)::int AS n FROM pages WHERE enabled');
    expect(res.body.num_items).toBe(n);
    expect(res.body.num_pages).toBe(Math.ceil(n / 5));
  });
});

describe('groups and faqs', () => {
  it('lists every group with children', async () => {
    const res = await get(api, `${COGNITO}/group`);
    expect(res.status).toBe(200);
    const names = res.body.data.map((g) => g.name);
    expect(names).toEqual(expect.arrayContaining(['Major Events and Activities', 'Gallerygroup', 'FAQs', 'Moto Ride Day']));
    for (const g of res.body.data) expect(Array.isArray(g.children)).toBe(true);
    const faqs = await get(api, `${COGNITO}/group/cognito/Faq`);
    expect(faqs.body.data.map((g) => g.url).sort()).toEqual(['faqs', 'moto-ride-day']);
  });

  it('group details hold the items', async () => {
    const events = await get(api, `${COGNITO}/group/details/lakeside/EventType/major-events-and-activities`);
    expect(events.status).toBe(200);
    expect(events.body.items).toHaveLength(17);
    expect(events.body.items.map((i) => i.url)).toContain('/events/euro-day');
    const gallery = await get(api, `${COGNITO}/group/details/cognito/Gallery/gallerygroup`);
    expect(gallery.body.items.length).toBeGreaterThanOrEqual(3);
    expect((await get(api, `${COGNITO}/group/details/cognito/Faq/no-such-group`)).status).toBe(404);
  });

  it('faq by group faqs and moto-ride-day', async () => {
    const general = await get(api, `${COGNITO}/faq?group=faqs`);
    expect(general.status).toBe(200);
    expect(general.body.data.length).toBeGreaterThanOrEqual(6);
    for (const f of general.body.data) {
      expect(f.group).toBe('faqs');
      expect(f.content).toMatch(/<\w+/);
    }
    const moto = await get(api, `${COGNITO}/faq?group=moto-ride-day`);
    expect(moto.body.data.length).toBeGreaterThanOrEqual(5);
    expect(moto.body.data.every((f) => f.group === 'moto-ride-day')).toBe(true);
    const [{ n }] = await api.db.query(
      `SELECT count(*)::int AS n FROM faqs f JOIN groups g ON g.id = f.group_id WHERE g.url = 'moto-ride-day' AND f.enabled`,
    );
    expect(moto.body.num_items).toBe(n);
  });
});

describe('articles, galleries and other entities', () => {
  it('articles newest first with page_size; one by url', async () => {
    const res = await get(api, `${COGNITO}/article?page_size=2`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.num_items).toBe(4);
    expect(res.body.num_pages).toBe(2);
    const all = await get(api, `${COGNITO}/article`);
    const times = all.body.data.map((a) => a.publish_time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.body.data.map((a) => a.slug).sort()).toEqual([...ARTICLES].sort());
    expect(all.body.data[0].image.url).toContain('/4x3/600.jpg');
    const one = await get(api, `${COGNITO}/article?url=thank-you`);
    expect(one.status).toBe(200);
    expect(one.body.slug).toBe('thank-you');
    expect(one.body.content.length).toBeGreaterThan(50);
    expect(one.body.image.url).toContain('/Square/1200.jpg');
    const path = await get(api, `${COGNITO}/article/sorry`);
    expect(path.body.slug).toBe('sorry');
    expect((await get(api, `${COGNITO}/article?url=no-such-article`)).status).toBe(404);
  });

  it('gallery by id with slides and extra_aspects', async () => {
    const list = await get(api, `${COGNITO}/gallery`);
    const withGroup = list.body.data[0];
    const res = await get(api, `${COGNITO}/gallery?id=${withGroup.id}&image_aspect=16x9&image_width=800&extra_aspects=1x1,4x3`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(withGroup.id);
    const [{ n }] = await api.db.query('SELECT count(*)::int AS n FROM slides WHERE gallery_id = $1 AND enabled', [withGroup.id]);
    expect(n).toBeGreaterThan(1);
    expect(res.body.slides).toHaveLength(n);
    const image = res.body.slides[0].image;
    expect(image.url).toContain('/16x9/800.jpg');
    expect(image.extra_aspects.map((x) => x.aspect)).toEqual(['1x1', '4x3']);
    expect(image.extra_aspects[0].url).toContain('/1x1/800.jpg');
    const limited = await get(api, `${COGNITO}/gallery?id=${withGroup.id}&limit_slides=2`);
    expect(limited.body.slides).toHaveLength(2);
    const byGroup = await get(api, `${COGNITO}/gallery?group=gallerygroup`);
    expect(byGroup.body.data.length).toBeGreaterThanOrEqual(3);
    expect(byGroup.body.data.length).toBeLessThan(list.body.data.length);
  });

  it('testimonials page_size 3', async () => {
    const res = await get(api, `${COGNITO}/testimonial?page_size=3`);
    expect(res.body.data).toHaveLength(3);
    expect(res.body.num_items).toBe(6);
    expect(res.body.num_pages).toBe(2);
    for (const t of res.body.data) expect(t.rating).toBeGreaterThanOrEqual(4);
    const second = await get(api, `${COGNITO}/testimonial?page_size=3&page=2`);
    expect(second.body.data.map((t) => t.id)).not.toContain(res.body.data[0].id);
  });

  it('persons, links by parent and the video', async () => {
    const persons = await get(api, `${COGNITO}/person`);
    expect(persons.body.data).toHaveLength(5);
    expect(persons.body.data[0].first_name).toBeTruthy();
    expect(persons.body.data[0].photo.url).toMatch(/\.jpg$/);
    const links = await get(api, `${COGNITO}/link?parent=about`);
    expect(links.body.data).toHaveLength(3);
    for (const l of links.body.data) {
      expect(l.parent).toBe('about');
      expect(l.link).toMatch(/^https?:\/\//);
    }
    expect((await get(api, `${COGNITO}/link?parent=nothing-here`)).body.data).toEqual([]);
    const video = await get(api, `${COGNITO}/video?url=lakeside-lap`);
    expect(video.status).toBe(200);
    expect(video.body.file).toMatch(/\.mp4$/);
    expect(video.body.file).toBe(`${api.url}/v/lakeside-lap.mp4`);
    const [row] = await api.db.query(`SELECT length, platform FROM videos WHERE slug = 'lakeside-lap'`);
    expect(video.body).toMatchObject({ length: row.length, platform: 'file', slug: 'lakeside-lap' });
    expect(video.body.slate.url).toMatch(/\.jpg$/);
  });
});

describe('generic model calls', () => {
  it('POST searches with q', async () => {
    const res = await post(api, `${COGNITO}/faq`, { q: 'zzz-no-match-zzz' });
    expect(res.status).toBe(200);
    expect(res.body.num_items).toBe(0);
    const [first] = (await get(api, `${COGNITO}/faq?group=faqs`)).body.data;
    const word = first.name.split(' ').find((w) => w.length > 4);
    const found = await post(api, `${COGNITO}/faq`, { q: word });
    expect(found.body.data.map((f) => f.id)).toContain(first.id);
    const one = await post(api, `${COGNITO}/faq/${first.id}`, {});
    expect(one.body.id).toBe(first.id);
  });

  it('create, update, disable, enable and delete as staff', async () => {
    const [{ id: groupId }] = await api.db.query(`SELECT id FROM groups WHERE url = 'faqs'`);
    const created = await post(
      api,
      `${COGNITO}/faq/create`,
      { name: 'Is there a test?', content: '<p>Yes.</p>', group_id: groupId },
      { token: admin },
    );
    expect(created.status).toBe(200);
    expect(created.body.success).toBe(true);
    const id = created.body.data.id;
    expect(created.body.data.name).toBe('Is there a test?');
    expect((await get(api, `${COGNITO}/faq?group=faqs`)).body.data.map((f) => f.id)).toContain(id);

    const updated = await post(api, `${COGNITO}/faq/update`, { id, name: 'Is there still a test?' }, { token: admin });
    expect(updated.body.data.name).toBe('Is there still a test?');

    await post(api, `${COGNITO}/faq/disable`, { id }, { token: admin });
    expect((await get(api, `${COGNITO}/faq?id=${id}`)).status).toBe(404);
    expect((await get(api, `${COGNITO}/faq?group=faqs`)).body.data.map((f) => f.id)).not.toContain(id);
    await post(api, `${COGNITO}/faq/enable`, { id }, { token: admin });
    expect((await get(api, `${COGNITO}/faq?id=${id}`)).body.name).toBe('Is there still a test?');

    const deleted = await post(api, `${COGNITO}/faq/delete`, { id }, { token: admin });
    expect(deleted.body).toEqual({ success: true, id });
    expect((await get(api, `${COGNITO}/faq?id=${id}`)).status).toBe(404);
    expect((await post(api, `${COGNITO}/faq/delete`, { id }, { token: admin })).status).toBe(404);
  });

  it('403 as a member, 401 anonymous, 400 on an unknown field or missing one', async () => {
    const [{ id: groupId }] = await api.db.query(`SELECT id FROM groups WHERE url = 'faqs'`);
    const body = { name: 'Q', content: '<p>A</p>', group_id: groupId };
    expect((await post(api, `${COGNITO}/faq/create`, body, { token: member })).status).toBe(403);
    expect((await post(api, `${COGNITO}/faq/create`, body)).status).toBe(401);
    const unknown = await post(api, `${COGNITO}/faq/create`, { ...body, colour: 'red' }, { token: admin });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('colour');
    const missing = await post(api, `${COGNITO}/faq/create`, { name: 'Q', group_id: groupId }, { token: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('content');
    const badType = await post(api, `${COGNITO}/faq/update`, { id: 1, sort: 'first' }, { token: admin });
    expect(badType.status).toBe(400);
    expect((await post(api, `${COGNITO}/faq/disable`, { id: 1 }, { token: member })).status).toBe(403);
    const [{ n }] = await api.db.query(`SELECT count(*)::int AS n FROM faqs WHERE name = 'Q'`);
    expect(n).toBe(0);
  });
});

describe('GraphQL', () => {
  const gql = (query, variables) => post(api, '/graphql', { query, variables });

  it('cognitoPages and cognitoPage(url: "about")', async () => {
    const res = await gql('{ cognitoPages { id name url } cognitoPage(url: "about") { name url title rows } }');
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const [{ n }] = await api.db.query('SELECT count(*)::int AS n FROM pages WHERE enabled');
    expect(res.body.data.cognitoPages).toHaveLength(n);
    expect(res.body.data.cognitoPage).toMatchObject({ name: 'About', url: 'about' });
    expect(Array.isArray(JSON.parse(res.body.data.cognitoPage.rows))).toBe(true);
    const filtered = await gql('{ cognitoPages(filter: {url: {eq: "calendar"}}) { name } }');
    expect(filtered.body.data.cognitoPages).toHaveLength(1);
  });

  it('themes with image url', async () => {
    const res = await gql('{ cognitoGiftVoucherThemes { id name image(width: 400, aspect: "16x9") { url width height } } }');
    expect(res.body.data.cognitoGiftVoucherThemes.map((t) => t.name)).toEqual(['Birthday', 'Christmas', 'Thank You', 'Racing']);
    const image = res.body.data.cognitoGiftVoucherThemes[0].image;
    expect(image.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\/i\/\w+\/16x9\/400\.jpg$/);
    expect(image).toMatchObject({ width: 400, height: 225 });
  });

  it('cognitoGallery and cognitoGallerys(byGroup)', async () => {
    const [{ id, n }] = await api.db.query(
      `SELECT g.id, (SELECT count(*)::int FROM slides s WHERE s.gallery_id = g.id AND s.enabled) AS n FROM galleries g WHERE g.group_id IS NOT NULL ORDER BY g.id LIMIT 1`,
    );
    const one = await gql(
      'query G($id: ID!) { cognitoGallery(id: $id) { id name slides { heading image { url } } firstSlide { heading } } }',
      { id: String(id) },
    );
    expect(one.body.data.cognitoGallery.id).toBe(String(id));
    expect(one.body.data.cognitoGallery.slides).toHaveLength(n);
    expect(one.body.data.cognitoGallery.slides[0].image.url).toContain('/16x9/');
    const list = await gql('{ cognitoGallerys(byGroup: "gallerygroup") { id name firstSlide { heading } } }');
    expect(list.body.data.cognitoGallerys.length).toBeGreaterThanOrEqual(3);
    expect(list.body.data.cognitoGallerys.map((g) => g.id)).toContain(String(id));
    expect(list.body.data.cognitoGallerys.every((g) => g.firstSlide)).toBe(true);
  });

  it('cognitoTestimonials, lakesideVenues and lakesideEventType', async () => {
    const res = await gql(
      '{ cognitoTestimonials(limit: 2) { name rating image { url } } lakesideVenues { name colour visible_to_public } lakesideEventType(url: "euro-day") { name url events { url start_time } photo { url } } }',
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.cognitoTestimonials).toHaveLength(2);
    expect(res.body.data.lakesideVenues).toEqual(
      expect.arrayContaining([
        { name: 'Main Track', colour: '#c8102e', visible_to_public: true },
        expect.objectContaining({ name: 'Function Room', visible_to_public: false }),
      ]),
    );
    const type = res.body.data.lakesideEventType;
    expect(type.url).toBe('euro-day');
    expect(type.name).toBe('Euro Day');
    expect(type.events.length).toBeLessThanOrEqual(10);
    expect(type.photo.url).toContain('/16x5/');
    const missing = await gql('{ lakesideEventType(url: "no-such-type") { name } }');
    expect(missing.body.data.lakesideEventType).toBeNull();
  });

  it('a syntax error is a 400 with errors', async () => {
    const res = await gql('{ cognitoPages { name ');
    expect(res.status).toBe(400);
    expect(res.body.errors.length).toBeGreaterThan(0);
    expect(res.body.errors[0].message).toMatch(/Syntax Error/);
    const unknown = await gql('{ noSuchQuery }');
    expect(unknown.status).toBe(400);
    expect((await post(api, '/graphql', {})).status).toBe(400);
  });
});
