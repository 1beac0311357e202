// Every call of both spec files answers with the spec's field names, and refuses bad input
// with a clear 4xx JSON error.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, login, post, startServer } from './helpers.js';

let api;
let token;
let admin;
beforeAll(async () => {
  api = await startServer();
  token = (await login(api)).access_token;
  admin = (await login(api, 'admin@venue.example', 'admin1234')).access_token;
});
afterAll(() => api?.stop());

const ymd = (d) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const monthStart = (offset) => {
  const d = new Date();
  return ymd(new Date(d.getFullYear(), d.getMonth() + offset, 1));
};

describe('site content', () => {
  it('currentDomain: settings read from data', async () => {
    const { body } = await get(api, '/api/v1/cognito/domain/currentDomain');
    expect(body.data).toMatchObject({ name: 'Lakeside Park', payment_to_user_id: 1 });
    expect(body.data.feature_flags.show_back_to_top).toBe(true);
    expect(body.data.template_variables.amounts).toMatch(/^\d+(\|\d+)+$/);
    expect(body.data.favicon.url).toMatch(/\/assets\/i\/\w+\/Square\/200\.jpg$/);
  });

  it('initialData: the sitemap of 001 §2 with priorities 100/90/80, domain, groups, pages, redirects', async () => {
    const { body } = await get(api, '/api/v1/cognito/domain/initialData');
    const byUrl = Object.fromEntries(body.sitemap.map((e) => [e.url, e]));
    expect(byUrl['/'].priority).toBe(100);
    for (const url of [
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
    ]) {
      expect(byUrl[url]?.priority, url).toBe(90);
    }
    expect(byUrl['/news'].seo_title).toBe('Latest News');
    for (const slug of ['photographer-release-clarification', 'sorry', 'thank-you', 'wrap-up-for-grrs1-23'])
      expect(byUrl[`/article/${slug}`]?.priority).toBe(80);
    const events = body.sitemap.filter((e) => e.url.startsWith('/events/'));
    expect(events).toHaveLength(17);
    expect(Object.keys(body.sitemap[0]).sort()).toEqual(['lastmod', 'model', 'priority', 'seo_meta_description', 'seo_title', 'url']);
    expect(body.redirects).toEqual([]);
    expect(body.groups.map((g) => g.name)).toEqual(
      expect.arrayContaining(['Major Events and Activities', 'Gallerygroup', 'FAQs', 'Moto Ride Day']),
    );
    expect(body.pages.length).toBeGreaterThan(10);
  });

  it('pages: every widget kind of 001 §2 is used somewhere; page by url; unknown is 404', async () => {
    const { body } = await get(api, '/api/v1/cognito/page?page_size=100&pb=1');
    expect(body).toMatchObject({ num_items: expect.any(Number), num_pages: 1 });
    const kinds = new Set(body.data.flatMap((p) => p.rows.flatMap((r) => r.blocks.flatMap((b) => b.widgets.map((w) => w.outer)))));
    for (const kind of [
      'core/html',
      'heading',
      'faq',
      'raw_code',
      'form',
      'google_map',
      'button_link',
      'image_with_content',
      'person_list',
      'call_to_action',
      'hero_quote',
      'hero_testimonial',
      'testimonial_grid',
      'gallery',
      'gallery_group',
      'gift_voucher_purchase',
      'link_children',
      'tpl/heading',
      'Blog/article_list',
      'Blog/article_view',
      'Sell/product_grid',
      'Sell/product_view',
      'Lakeside/event_title',
      'contact_form',
      'aboutpage',
      'calendar',
      'venue_booking_enquiry',
      'background_video',
    ]) {
      expect(kinds.has(kind), kind).toBe(true);
    }
    expect(body.data.some((p) => p.rows.some((r) => r.row_type === 'tabs'))).toBe(true);
    const home = await get(api, '/api/v1/cognito/page?url=/');
    expect(home.body.slug).toBe('home');
    const buttons = home.body.rows
      .flatMap((r) => r.blocks.flatMap((b) => b.widgets))
      .filter((w) => w.outer === 'button_link')
      .map((w) => [w.templatevar.button_text, w.templatevar.button_url]);
    expect(buttons).toEqual([
      ['Calendar', '/calendar'],
      ['Book The Venue', '/booking-enquiry'],
      ['Contact Us', '/contact'],
    ]);
    const article = await get(api, '/api/v1/cognito/page?url=/article/sorry');
    expect(article.body).toMatchObject({ slug: 'article', item_url: 'sorry' });
    expect((await get(api, '/api/v1/cognito/page?url=/no-such-page')).status).toBe(404);
  });

  it('the policy page states every figure of 001 §9', async () => {
    const { body } = await get(api, '/api/v1/cognito/page?url=/what-is-our-cancellation-and-refund-policy');
    const text = JSON.stringify(body.rows);
    for (const figure of [
      '36 hours',
      '28 days',
      '50%',
      '14 days',
      '$20',
      '48 hours',
      'one week',
      '$49.95',
      '8.30am',
      '14 years',
      '8:45am',
      '09:00',
      '8:30 AM',
    ])
      expect(text, figure).toContain(figure);
  });

  it('groups: list, by model, details; faq by group', async () => {
    const all = await get(api, '/api/v1/cognito/group?image_aspect=1x1&image_width=300');
    expect(all.body.data.every((g) => 'children' in g && 'lft' in g && 'root' in g)).toBe(true);
    const faqGroups = await get(api, '/api/v1/cognito/group/cognito/Faq');
    expect(faqGroups.body.data.map((g) => g.url).sort()).toEqual(['faqs', 'moto-ride-day']);
    const details = await get(api, '/api/v1/cognito/group/details/lakeside/EventType/major-events-and-activities');
    expect(details.body.items).toHaveLength(17);
    expect((await get(api, '/api/v1/cognito/group/details/cognito/Faq/nope')).status).toBe(404);
    const faqs = await get(api, '/api/v1/cognito/faq?group=moto-ride-day');
    expect(faqs.body.data.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(faqs.body.data[0])).toEqual(expect.arrayContaining(['name', 'content', 'group']));
    expect(faqs.body.data.every((f) => f.group === 'moto-ride-day')).toBe(true);
  });

  it('articles, galleries, testimonials, persons, links, video', async () => {
    const list = await get(api, '/api/v1/cognito/article?image_aspect=4x3&image_width=600&page_size=20&orderby=display_start_time');
    expect(list.body.data).toHaveLength(4);
    const times = list.body.data.map((a) => a.publish_time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.body.data[0].image.url).toMatch(/\/4x3\/600\.jpg$/);
    const one = await get(api, '/api/v1/cognito/article?url=wrap-up-for-grrs1-23&image_aspect=Square&image_width=1184');
    expect(one.body).toMatchObject({ slug: 'wrap-up-for-grrs1-23', image: { aspect: 'Square', width: 1200 } });

    const gallery = await get(api, '/api/v1/cognito/gallery?id=1&image_aspect=4x3&image_width=400&extra_aspects=16x9');
    expect(gallery.body.slides.length).toBeGreaterThan(3);
    expect(gallery.body.slides[0].image.extra_aspects[0].aspect).toBe('16x9');
    expect(Object.keys(gallery.body.slides[0])).toEqual(
      expect.arrayContaining([
        'heading',
        'image',
        'sub_heading',
        'content',
        'overlay_color',
        'text_color',
        'image_opacity',
        'image_saturation',
        'link',
        'link_button_text',
        'link_target',
      ]),
    );

    const testimonials = await get(api, '/api/v1/cognito/testimonial?page_size=3&image_width=100&image_aspect=Square');
    expect(testimonials.body.data).toHaveLength(3);
    expect(testimonials.body.num_pages).toBe(2);
    const persons = await get(api, '/api/v1/cognito/person?page_size=64&image_aspect=4x3&image_width=900');
    expect(Object.keys(persons.body.data[0])).toEqual(expect.arrayContaining(['photo', 'first_name', 'last_name', 'title', 'description']));
    expect((await get(api, '/api/v1/cognito/link?parent=about')).body.data).toHaveLength(3);
    const video = await get(api, '/api/v1/cognito/video?id=lakeside-lap');
    expect(video.body).toMatchObject({ platform: 'file', slug: 'lakeside-lap' });
    expect(video.body.file).toMatch(/\/v\/lakeside-lap\.mp4$/);
  });

  it('generic model calls: search, find by url, and staff-only writes', async () => {
    const search = await post(api, '/api/v1/cognito/faq', { q: 'helmet' });
    expect(search.body.data.length).toBeGreaterThan(0);
    expect((await post(api, '/api/v1/cognito/gallery/track-day', {})).body.url).toBe('track-day');
    const group = await api.db.one(`SELECT id FROM groups WHERE url = 'faqs'`);
    const item = { name: 'Is there parking?', content: '<p>Yes, free.</p>', group_id: group.id };
    expect((await post(api, '/api/v1/cognito/faq/create', item)).status).toBe(401);
    expect((await post(api, '/api/v1/cognito/faq/create', item, { token })).status).toBe(403);
    expect((await post(api, '/api/v1/cognito/faq/create', { ...item, colour: 'red' }, { token: admin })).status).toBe(400);
    expect((await post(api, '/api/v1/cognito/faq/create', { name: 'x' }, { token: admin })).status).toBe(400);
    const created = await post(api, '/api/v1/cognito/faq/create', item, { token: admin });
    expect(created.body.data).toMatchObject({ name: 'Is there parking?', group: 'faqs' });
    const id = created.body.data.id;
    expect((await post(api, '/api/v1/cognito/faq/update', { id, name: 'Where do I park?' }, { token: admin })).body.data.name).toBe(
      'Where do I park?',
    );
    await post(api, '/api/v1/cognito/faq/disable', { id }, { token: admin });
    expect((await get(api, '/api/v1/cognito/faq?group=faqs')).body.data.some((f) => f.id === id)).toBe(false);
    await post(api, '/api/v1/cognito/faq/enable', { id }, { token: admin });
    expect((await get(api, '/api/v1/cognito/faq?group=faqs')).body.data.some((f) => f.id === id)).toBe(true);
    expect((await post(api, '/api/v1/cognito/faq/delete', { id }, { token: admin })).body.success).toBe(true);
    expect((await post(api, '/api/v1/cognito/faq/delete', { id }, { token: admin })).status).toBe(404);
  });

  it('GraphQL: every query of 001 §7', async () => {
    const q = `{
      cognitoPages { id name url updated_at content pageContents { id } }
      cognitoPage(filter: { url: { eq: "about" } }) { id name url }
      cognitoGiftVoucherThemes { id name image(width: 400, aspect: "16x9") { url width height } }
      cognitoGallery(id: "1", aspect: "4x3") { url heading sub_heading slides { image(width: 400, aspect: "4x3") { url width height } } }
      cognitoGallerys(byGroup: "gallerygroup") { id url heading sub_heading firstSlide { image(width: 400, aspect: "16x9") { url } } }
      cognitoTestimonials { id name title content }
      lakesideVenues { name visible_to_public colour }
      lakesideEventType(url: "happy-laps") { id name page_content faq_group enabled photo(width: 1920, aspect: "16x5") { url } events { id name start_time can_enter_online racers_event_id } }
    }`;
    const { status, body } = await post(api, '/graphql', { query: q });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.cognitoPage.name).toBe('About');
    expect(JSON.parse(body.data.cognitoPages[0].content)).toBeInstanceOf(Array);
    expect(body.data.cognitoGiftVoucherThemes[0].image).toMatchObject({ width: 400, height: 225 });
    expect(body.data.cognitoGallery.slides[0].image.url).toMatch(/\/4x3\/400\.jpg$/);
    expect(body.data.cognitoGallerys).toHaveLength(3);
    expect(body.data.lakesideVenues.some((v) => !v.visible_to_public)).toBe(true);
    expect(body.data.lakesideEventType.events.length).toBeLessThanOrEqual(10);
    const bad = await post(api, '/graphql', { query: '{ nope }' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toMatch(/nope/);
    expect((await post(api, '/graphql', {})).status).toBe(400);
  });
});

describe('events', () => {
  it('calendar: items of public venues in the window, coloured; bad windows refused', async () => {
    const { body } = await get(api, `/api/v1/lakeside/event/calendar?start=${monthStart(-1)}&end=${monthStart(3)}`);
    expect(body.length).toBeGreaterThan(30);
    expect(Object.keys(body[0])).toEqual(expect.arrayContaining(['id', 'title', 'start', 'end', 'backgroundColor', 'textColor']));
    expect(body.every((e) => e.start >= monthStart(-1) && e.start < monthStart(3))).toBe(true);
    const venues = (await get(api, '/api/v1/lakeside/venue')).body.data;
    const hidden = venues.filter((v) => !v.visible_to_public).map((v) => v.name);
    expect(body.some((e) => hidden.includes(e.venue))).toBe(false);
    expect(body.some((e) => e.can_enter_online && e.racers_event_id)).toBe(true);
    expect((await get(api, '/api/v1/lakeside/event/calendar?start=2026-13-01&end=2027-01-01')).status).toBe(400);
    expect((await get(api, '/api/v1/lakeside/event/calendar?start=2026-12-01&end=2026-11-01')).status).toBe(400);
    expect((await get(api, '/api/v1/lakeside/event/calendar?start=2026-12-01')).status).toBe(400);
    expect((await get(api, '/api/v1/lakeside/event/calendar?start=2020-01-01&end=2026-01-01')).status).toBe(400);
  });

  it('event, event type, categories, enquiry', async () => {
    const cal = (await get(api, `/api/v1/lakeside/event/calendar?start=${monthStart(0)}&end=${monthStart(1)}`)).body;
    const event = await get(api, `/api/v1/lakeside/event?url=${cal[0].url}`);
    expect(Object.keys(event.body)).toEqual(
      expect.arrayContaining(['name', 'start_time', 'end_time', 'can_enter_online', 'racers_event_id', 'description']),
    );
    expect((await get(api, '/api/v1/lakeside/event?url=nope')).status).toBe(404);
    const type = await get(api, '/api/v1/lakeside/eventType/track-action-moto-ride-day');
    expect(type.body).toMatchObject({ faq_group: 'moto-ride-day', enabled: true });
    expect(type.body.events.length).toBeLessThanOrEqual(10);
    expect(type.body.events.every((e) => new Date(e.start_time.replace(' ', 'T')) >= new Date(Date.now() - 60_000))).toBe(true);
    expect((await get(api, '/api/v1/lakeside/eventCategory')).body.data.map((c) => c.name)).toContain('Motorcycle');
    const enquiry = {
      business_name: 'Speed Club',
      contact_name: 'Pat',
      email: 'pat@club.example',
      phone: '0400 111 222',
      event_type: 'Club day',
      description: 'A day for 40 cars',
      venue_main_track: true,
      prefer_sat: true,
    };
    expect((await post(api, '/api/v1/lakeside/event/enquiry', enquiry)).body.success).toBe(true);
    const missing = await post(api, '/api/v1/lakeside/event/enquiry', { ...enquiry, phone: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('phone');
  });
});

describe('forms and payments', () => {
  it('form find and submit with every field rule', async () => {
    const form = await get(api, '/api/v1/cognito/form?id=every-field');
    expect(Object.keys(form.body)).toEqual(
      expect.arrayContaining(['id', 'name', 'url', 'use_captcha', 'data', 'must_be_logged_on', 'cost', 'questions', 'message']),
    );
    const types = new Set(form.body.data.map((f) => f.type));
    for (const t of ['text', 'textarea', 'number', 'date', 'select', 'paragraph', 'header', 'button']) expect(types.has(t), t).toBe(true);
    const fieldTypes = new Set(form.body.questions.map((q) => q.field_type));
    for (const t of [
      'content',
      'text',
      'textarea',
      'email',
      'phone',
      'currency',
      'percent',
      'number',
      'password',
      'date',
      'datetime',
      'time',
      'checkbox',
      'submit',
    ])
      expect(fieldTypes.has(t), t).toBe(true);
    const values = { full_name: 'Sam', laps: 5, class: 'car', email: 'sam@example.com', agree: 1 };
    const url = Buffer.from('http://localhost:5173/forms').toString('base64');
    const ok = await post(api, `/api/v1/cognito/form/submit/${form.body.id}`, { data: values, url });
    expect(ok.body).toMatchObject({ success: true, payment: null });
    const missing = await post(api, `/api/v1/cognito/form/submit/${form.body.id}`, { data: { ...values, full_name: '' }, url });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, field: 'full_name' });
    expect(missing.body.error).toContain('Full name');
    expect((await post(api, `/api/v1/cognito/form/submit/${form.body.id}`, { data: { ...values, laps: 31 }, url })).body.field).toBe(
      'laps',
    );
    expect((await post(api, `/api/v1/cognito/form/submit/${form.body.id}`, { data: { ...values, class: 'boat' }, url })).body.field).toBe(
      'class',
    );
    expect((await post(api, `/api/v1/cognito/form/submit/${form.body.id}`, { data: { ...values, agree: 0 }, url })).body.field).toBe(
      'agree',
    );
    expect((await post(api, '/api/v1/cognito/form/submit/999', { data: values })).status).toBe(404);
  });

  it('contact message, surcharges, checkPaid of an unknown token', async () => {
    const details = { name: 'Pat', email: 'pat@example.com', subject: 'Hello', message: 'Do you sell fuel?' };
    expect((await post(api, '/api/v1/cognito/formSubmit', { details })).body).toMatchObject({ success: true });
    const bad = await post(api, '/api/v1/cognito/formSubmit', { details: { ...details, email: 'pat' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/e-mail/);
    expect((await post(api, '/api/v1/cognito/payment/creditCardSurchargeOf', { amount: 100 })).body).toMatchObject({
      surcharge: 1.5,
      total: 101.5,
    });
    expect((await post(api, '/api/v1/cognito/payment/paymentSurchargesOf', { amount: 100 })).body.data.length).toBeGreaterThan(1);
    expect((await post(api, '/api/v1/cognito/payment/creditCardSurchargeOf', { amount: 'lots' })).status).toBe(400);
    expect((await get(api, '/api/v1/cognito/payment/checkPaid?payum_token=nope')).status).toBe(404);
    expect((await get(api, '/api/v1/cognito/payment/checkPaid')).status).toBe(400);
  });
});

describe('account calls', () => {
  it('creditBalance, myAccount, user/{url}, uploadImage, update per flag, addresses', async () => {
    expect((await get(api, '/api/v1/cognito/user/creditBalance?supplier=1', { token })).body.balance).toBeGreaterThanOrEqual(25);
    expect((await get(api, '/api/v1/cognito/user/creditBalance?supplier=x', { token })).status).toBe(400);
    expect((await get(api, '/api/v1/cognito/user/myAccount')).status).toBe(401);
    const account = await get(api, '/api/v1/cognito/user/myAccount', { token });
    expect(account.body.user.email).toBe('demo@venue.example');
    const card = await get(api, '/api/v1/cognito/user/demo-member?image_aspect=Square&image_width=100');
    expect(card.body).toMatchObject({ first_name: 'Casey', url: 'demo-member' });
    expect(card.body).not.toHaveProperty('email');

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const uploaded = await post(
      api,
      '/api/v1/cognito/user/uploadImage',
      { image: `data:image/png;base64,${png.toString('base64')}` },
      { token },
    );
    expect(uploaded.body.image.url).toContain('/assets/i/');
    expect((await get(api, '/api/v1/cognito/user/authUser', { token })).body.image.url).toBe(uploaded.body.image.url);
    expect((await post(api, '/api/v1/cognito/user/uploadImage', { image: 'data:image/png;base64,AAAA' }, { token })).status).toBe(400);

    await post(api, '/dev/settings', { edit_name: false });
    expect((await post(api, '/api/v1/cognito/user/update', { first_name: 'Kim' }, { token })).status).toBe(403);
    await post(api, '/dev/settings', { edit_name: true });
    expect(
      (await post(api, '/api/v1/cognito/user/update', { first_name: 'Kim', last_name: 'Driver' }, { token })).body.user.first_name,
    ).toBe('Kim');
    expect((await post(api, '/api/v1/cognito/user/update', { date_of_birth: '1991-01-01' }, { token })).status).toBe(403);

    const created = await post(
      api,
      '/api/v1/sell/address/create',
      { first_name: 'Kim', street_address: '5 Grid Rd', postcode: '4000', city: 'Brisbane', state: 'QLD' },
      { token },
    );
    expect(created.body.data).toMatchObject({ street_address: '5 Grid Rd', enabled: true, country: 'AU' });
    expect((await post(api, '/api/v1/sell/address/create', { street_address: '5 Grid Rd' }, { token })).status).toBe(400);
    const disabled = await post(api, '/api/v1/sell/address/disable', { id: created.body.data.id }, { token });
    expect(disabled.body.data.enabled).toBe(false);
    expect((await post(api, '/api/v1/sell/address/enable', { id: created.body.data.id }, { token: admin })).status).toBe(404);
    expect((await get(api, '/api/v1/sell/address', { token })).body.data.length).toBe(2);
  });
});

describe('cart rules', () => {
  it('server prices, unknown sku, bad qty, out of stock, foreign carts, promotion messages', async () => {
    const empty = await post(api, '/api/v1/sell/cart/getCart', {});
    expect(empty.body).toMatchObject({ item_count: 0, items: [], subtotal: 0, all_in_stock: true });
    expect(empty.body.sessionKey).toMatch(/^[\w-]{8,}$/);
    for (const key of [
      'item_count',
      'items',
      'subtotal',
      'sessionKey',
      'all_in_stock',
      'discount_amount',
      'shipping_amount',
      'total_amount',
      'total_tax',
      'payment_types',
    ])
      expect(empty.body).toHaveProperty(key);
    expect((await post(api, '/api/v1/sell/cart/cartAdd', { sku: 'NOPE', qty: 1 })).status).toBe(404);
    expect((await post(api, '/api/v1/sell/cart/cartAdd', { sku: 'CAP-RED', qty: 0 })).status).toBe(400);
    expect((await post(api, '/api/v1/sell/cart/cartAdd', { sku: 'CAP-RED', qty: 1, session: 'bad key!' })).status).toBe(400);
    const out = await api.db.one('SELECT code FROM skus WHERE stock = 0 ORDER BY id LIMIT 1');
    const withOut = await post(api, '/api/v1/sell/cart/cartAdd', { sku: out.code, qty: 1, price: 0 });
    expect(withOut.body.all_in_stock).toBe(false);
    expect(withOut.body.items[0]).toMatchObject({ can_purchase_qty: 0 });
    expect(withOut.body.items[0].price).toBeGreaterThan(0);
    const item = withOut.body.items[0];
    for (const key of [
      'id',
      'url',
      'name',
      'product_name',
      'sku_id',
      'sku',
      'addons',
      'qty',
      'price',
      'image',
      'img',
      'subtotal',
      'can_purchase_qty',
    ])
      expect(item).toHaveProperty(key);
    const session = withOut.body.sessionKey;
    const updated = await post(api, '/api/v1/sell/cart/cartUpdate', { id: item.id, qty: 3, session });
    expect(updated.body.items[0].subtotal).toBe(Math.round(item.price * 3 * 100) / 100);
    expect((await post(api, '/api/v1/sell/cart/cartUpdate', { id: 999999, qty: 1, session })).status).toBe(404);
    const promo = await post(api, '/api/v1/sell/cart/getCart', { session, promotion_code: 'FREE' });
    expect(promo.body).toMatchObject({ discount_amount: 0, promotion_code: null, promotion_message: 'This promotion code is not valid' });
    expect((await post(api, '/api/v1/sell/cart/cartRemove', { id: item.id, session })).body.item_count).toBe(0);

    // a member's cart is not shown to anybody else holding its key
    const mine = await post(api, '/api/v1/sell/cart/cartAdd', { sku: 'CAP-RED', qty: 1 }, { token });
    const theirs = await post(api, '/api/v1/sell/cart/getCart', { session: mine.body.sessionKey });
    expect(theirs.body.sessionKey).not.toBe(mine.body.sessionKey);
    expect(theirs.body.item_count).toBe(0);
    expect((await post(api, '/api/v1/sell/cart/mergeCart', { session: mine.body.sessionKey }, { token: admin })).status).toBe(403);

    const quote = await post(api, '/api/v1/sell/cart/shippingQuote', { session, suburb: 'Brisbane', postcode: '4000', country: 'AU' });
    expect(quote.body.some((o) => o.is_pick_up)).toBe(true);
    expect(Object.keys(quote.body[0]).sort()).toEqual(['amount', 'is_pick_up', 'shipping_name', 'shipping_type_id']);
    expect((await post(api, '/api/v1/sell/cart/shippingQuote', { session })).status).toBe(400);
    expect((await post(api, '/api/v1/sell/cart/requestShippingQuote', { session, address: { city: 'Perth' } })).body.success).toBe(true);
    const products = await get(api, '/api/v1/sell/product');
    expect(products.body.data.length).toBeGreaterThan(3);
    expect(products.body.data.some((p) => p.addons.length)).toBe(true);
    expect((await get(api, '/api/v1/sell/product?url=team-t-shirt')).body.skus).toHaveLength(3);
  });
});

describe('the HTTP layer', () => {
  it('404 and 405 as JSON; a body over 1 MB is 413; a non-object body is 400', async () => {
    const missing = await get(api, '/api/v1/nothing/here');
    expect(missing.status).toBe(404);
    expect(missing.body.success).toBe(false);
    expect((await call(api, 'DELETE', '/api/v1/cognito/faq')).status).toBe(405);
    expect((await post(api, '/api/v1/cognito/formSubmit', undefined, { raw: 'x'.repeat(1024 * 1024 + 10) })).status).toBe(413);
    expect((await post(api, '/api/v1/cognito/formSubmit', undefined, { raw: '{not json' })).status).toBe(400);
    expect((await post(api, '/api/v1/cognito/formSubmit', undefined, { raw: '[1,2]' })).status).toBe(400);
  });

  it('CORS for local and configured origins only, with credentials; the XSRF cookie', async () => {
    const preflight = (origin) =>
      fetch(`${api.url}/api/v1/cognito/faq`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const local = await preflight('http://localhost:5173');
    expect(local.status).toBe(204);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(local.headers.get('access-control-allow-credentials')).toBe('true');
    expect(local.headers.get('access-control-allow-headers')).toContain('authorization');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    const res = await fetch(`${api.url}/api/v1/cognito/faq`);
    expect(res.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=\w+/);
    const mismatch = await post(
      api,
      '/api/v1/cognito/formSubmit',
      { details: {} },
      { headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'def' } },
    );
    expect(mismatch.status).toBe(419);
  });

  it('fault injection: errors and latency on one path, then cleared', async () => {
    await post(api, '/dev/faults', { error_rate: 1, error_status: 503, path: '/api/v1/cognito/faq' });
    expect((await get(api, '/api/v1/cognito/faq')).status).toBe(503);
    expect((await get(api, '/api/v1/lakeside/eventCategory')).status).toBe(200);
    expect((await post(api, '/dev/faults', { error_rate: 2 })).status).toBe(400);
    await post(api, '/dev/faults', { latency_ms: 300, path: '/api/v1/lakeside/eventCategory' });
    const started = Date.now();
    await get(api, '/api/v1/lakeside/eventCategory');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await call(api, 'DELETE', '/dev/faults');
    expect((await get(api, '/api/v1/cognito/faq')).status).toBe(200);
    expect((await get(api, '/dev/faults')).body).toEqual({});
  });
});

describe('pictures and video', () => {
  it('serves avif, webp and jpeg at the asked aspect and width rounded up to 25 px, and the scaled form', async () => {
    const hash = (await api.db.one('SELECT hash FROM images WHERE svg IS NOT NULL LIMIT 1')).hash;
    for (const [ext, format] of [
      ['webp', 'webp'],
      ['avif', 'heif'],
      ['jpg', 'jpeg'],
    ]) {
      const res = await fetch(`${api.url}/assets/i/${hash}/16x9/610.${ext}`);
      expect(res.status).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe(format);
      expect([meta.width, meta.height]).toEqual([625, 352]);
    }
    const square = await sharp(Buffer.from(await (await fetch(`${api.url}/assets/i/${hash}/Square/300.jpg`)).arrayBuffer())).metadata();
    expect([square.width, square.height]).toEqual([300, 300]);
    const scaled = await sharp(
      Buffer.from(await (await fetch(`${api.url}/assets/i/${hash}/16x9/200x100:1920.jpg`)).arrayBuffer()),
    ).metadata();
    expect([scaled.width, scaled.height]).toEqual([200, 100]);
    expect((await fetch(`${api.url}/assets/i/nope/16x9/600.jpg`)).status).toBe(404);
    expect((await fetch(`${api.url}/assets/i/${hash}/7x7/600.jpg`)).status).toBe(404);
    expect((await fetch(`${api.url}/assets/i/${hash}/16x9/600.gif`)).status).toBe(404);
  });

  it('streams the sample video with range requests', async () => {
    const whole = await fetch(`${api.url}/v/lakeside-lap.mp4`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.subarray(4, 8).toString()).toBe('ftyp');
    const part = await fetch(`${api.url}/v/lakeside-lap.mp4`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch(`${api.url}/v/nope.mp4`)).status).toBe(404);
  });
});
