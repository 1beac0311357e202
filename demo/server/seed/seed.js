// Seeds an empty database with the venue's sample content, once, in one transaction. Dates are
// relative to today: events run from last month to two months ahead.
import { hashPassword } from '../auth.js';
import {
  ARTICLES,
  CATEGORIES,
  DOMAIN,
  EVENT_TYPES,
  FAQS,
  GALLERIES,
  PERSONS,
  POLICY_HTML,
  PRODUCTS,
  TESTIMONIALS,
  TYPE_WITHOUT_DATES,
  VENUES,
} from './content.js';
import { aboutPageContents } from './pageContents.js';
import { hashOf, picture } from './pictures.js';

/** Pictures drawn but not yet stored; stored before any row that may refer to them. */
let pending = [];

/** Inserts rows given as objects in one statement; returns the inserted rows' ids in order. */
async function insert(t, table, rows) {
  if (pending.length && table !== 'images') {
    const pictures = pending;
    pending = [];
    await insert(t, 'images', pictures);
  }
  if (!rows.length) return [];
  const cols = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const values = [];
  // A column a row leaves out takes its default.
  const tuples = rows.map((row) => `(${cols.map((c) => (c in row ? (values.push(row[c]), `$${values.length}`) : 'DEFAULT')).join(', ')})`);
  const returning = table === 'images' ? '' : ' RETURNING id';
  const out = await t.query(`INSERT INTO ${table} (${cols.join(', ')}) VALUES ${tuples.join(', ')}${returning}`, values);
  return out.map((r) => r.id);
}

export async function seed(db) {
  if (await db.one(`SELECT value FROM settings WHERE key = 'seeded'`)) return;
  pending = [];
  await db.tx(async (t) => {
    // Pictures
    const images = new Map();
    const pic = (name, opts) => {
      const hash = hashOf(`${name}:${opts?.kind ?? 'track'}`);
      if (!images.has(hash)) {
        const image = { hash, name, width: opts?.width ?? 1920, height: opts?.height ?? 1080, svg: picture(name, opts) };
        images.set(hash, image);
        pending.push(image);
      }
      return hash;
    };
    const domain = {
      ...DOMAIN,
      favicon: pic('LP', { width: 512, height: 512, kind: 'product' }),
      organisation_logo: pic('Lakeside Park', { width: 1200, height: 400 }),
    };
    domain.favicon_dark = domain.favicon;
    domain.organisation_logo_dark = domain.organisation_logo;

    // Groups (nested sets: each root is its own tree)
    const groupRows = [
      ['Major Events and Activities', 'major-events-and-activities', 'EventType', 'lakeside'],
      ['Gallerygroup', 'gallerygroup', 'Gallery', 'cognito'],
      ['FAQs', 'faqs', 'Faq', 'cognito'],
      ['Moto Ride Day', 'moto-ride-day', 'Faq', 'cognito'],
      ['News', 'news', 'Article', 'cognito'],
    ];
    const groupIds = {};
    for (const [name, url, model, namespace] of groupRows) {
      const [id] = await insert(t, 'groups', [
        {
          name,
          slug: url,
          url,
          model,
          namespace,
          lft: 1,
          rgt: 2,
          level: 0,
          image_hash: pic(name, { width: 1200, height: 1200 }),
          content: `<p>${name} at Lakeside Park.</p>`,
        },
      ]);
      await t.query('UPDATE groups SET root = id WHERE id = $1', [id]);
      groupIds[url] = id;
    }

    // FAQs
    await insert(
      t,
      'faqs',
      Object.entries(FAQS).flatMap(([group, items]) =>
        items.map(([name, content], sort) => ({ group_id: groupIds[group], name, content, sort })),
      ),
    );

    // Venues, categories, event types, events
    const venueIds = Object.fromEntries(VENUES.map(([name], i) => [name, i + 1]));
    await insert(
      t,
      'venues',
      VENUES.map(([name, visible_to_public, colour]) => ({ name, visible_to_public, colour })),
    );
    const categoryIds = Object.fromEntries(CATEGORIES.map((c, i) => [c, i + 1]));
    await insert(
      t,
      'event_categories',
      CATEGORIES.map((name) => ({ name })),
    );
    const typeIds = await insert(
      t,
      'event_types',
      EVENT_TYPES.map(([url, name, category]) => ({
        url,
        name,
        page_content: `<p>${name} is one of the favourite days on the Lakeside Park calendar. Bring your own vehicle, meet people who love the sport as much as you do, and enjoy as many laps as the day allows.</p><p>Gates open at 7:00am. Scrutineering runs from 7:15am; please arrive early.</p>`,
        faq_group_id: url === 'track-action-moto-ride-day' ? groupIds['moto-ride-day'] : null,
        group_id: groupIds['major-events-and-activities'],
        category_id: categoryIds[category],
        photo_hash: pic(name),
      })),
    );

    const today = new Date();
    const first = new Date(today.getFullYear(), today.getMonth() - 1, 1);
    const last = new Date(today.getFullYear(), today.getMonth() + 3, 0);
    const events = [];
    let n = 0;
    const pad = (x) => String(x).padStart(2, '0');
    for (let day = new Date(first); day <= last; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
      // Wednesdays, Fridays, Saturdays and Sundays: about four events a week.
      if (![0, 3, 5, 6].includes(day.getDay())) continue;
      let index = n % EVENT_TYPES.length;
      n += 1;
      let type = EVENT_TYPES[index];
      if (type[0] === TYPE_WITHOUT_DATES && day >= today) {
        index = (index + 1) % EVENT_TYPES.length;
        type = EVENT_TYPES[index];
      }
      const [url, name, , venue, online] = type;
      const evening = day.getDay() === 3 || day.getDay() === 5;
      const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), evening ? 18 : 7 + (n % 3), evening ? 0 : 30);
      const twoDays = url === 'grass-roots-2-day-race-meeting' && day.getDay() === 6;
      const end = twoDays
        ? new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1, 17, 0)
        : new Date(start.getTime() + (evening ? 3.5 : 8) * 3600_000);
      const round = Math.floor(n / EVENT_TYPES.length) + 1;
      events.push({
        event_type_id: typeIds[index],
        venue_id: venueIds[venue],
        name: round > 1 && n % 2 ? `${name} - Round ${round}` : name,
        url: `${url}-${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`,
        start_time: start.toISOString(),
        end_time: end.toISOString(),
        can_enter_online: online,
        racers_event_id: online ? 10000 + n * 7 : null,
        description: `<p>${name} at the ${venue}. ${evening ? 'An evening session under lights.' : 'A full day on track.'} Entries close the day before.</p>`,
      });
    }
    // A private hire in the function room (not shown in the public calendar).
    events.push({
      event_type_id: typeIds[5],
      venue_id: venueIds['Function Room'],
      name: 'Private function',
      url: 'private-function',
      start_time: new Date(today.getFullYear(), today.getMonth(), 12, 18).toISOString(),
      end_time: new Date(today.getFullYear(), today.getMonth(), 12, 23).toISOString(),
      can_enter_online: false,
      racers_event_id: null,
      description: '<p>Private booking.</p>',
    });
    await insert(t, 'events', events);

    // Articles
    const now = Date.now();
    await insert(
      t,
      'articles',
      ARTICLES.map(([slugName, title, blurb, author], i) => ({
        slug: slugName,
        name: title,
        title,
        author,
        blurb,
        content: `<p>${blurb}</p><p>Thank you to everyone who came along, raced, marshalled or cheered from the hill. Results and photos are on our gallery page, and the next round is already in the calendar.</p><p>Questions? Our office is open weekdays from 9am to 5pm.</p>`,
        meta_description: blurb,
        image_hash: pic(title),
        group_ids: JSON.stringify([groupIds.news]),
        publish_time: new Date(now - (i + 1) * 6 * 86_400_000).toISOString(),
        reading_time: 2 + i,
      })),
    );

    // Galleries and slides
    const galleryIds = await insert(t, 'galleries', [
      ...GALLERIES.map(([name, url, heading, sub]) => ({ name, url, heading, sub_heading: sub, group_id: groupIds.gallerygroup })),
      { name: 'Home Slider', url: 'home-slider', heading: 'Lakeside Park', sub_heading: 'Race, ride, learn', group_id: null },
    ]);
    const slides = [];
    GALLERIES.forEach(([, , , , titles], g) =>
      titles.forEach((title, sort) =>
        slides.push({
          gallery_id: galleryIds[g],
          sort,
          heading: title,
          sub_heading: GALLERIES[g][0],
          content: `<p>${title}.</p>`,
          image_hash: pic(title),
          link: sort === 0 ? '/calendar' : sort === 1 ? 'https://www.motorsport.org.au/' : null,
          link_button_text: sort === 0 ? 'See the calendar' : sort === 1 ? 'Motorsport Australia' : null,
          link_target: sort === 1 ? 'blank' : null,
          overlay_color: sort === 2 ? 'black' : sort === 3 ? 'brand' : null,
          text_color: sort === 2 || sort === 3 ? 'white' : null,
          image_opacity: sort === 2 ? 70 : null,
          image_saturation: sort === 3 ? 50 : null,
        }),
      ),
    );
    ['Race Day', 'Ride Day', 'Learn to Drive'].forEach((title, sort) =>
      slides.push({
        gallery_id: galleryIds[3],
        sort,
        heading: title,
        sub_heading: 'Lakeside Park',
        content: '',
        image_hash: pic(title),
        link: '/calendar',
        link_button_text: 'Calendar',
        link_target: null,
      }),
    );
    await insert(t, 'slides', slides);

    await insert(
      t,
      'testimonials',
      TESTIMONIALS.map(([name, title, content, rating]) => ({
        name,
        title,
        content,
        rating,
        image_hash: pic(name, { width: 900, height: 900, kind: 'person' }),
      })),
    );
    await insert(
      t,
      'persons',
      PERSONS.map(([first_name, last_name, title, description], sort) => ({
        first_name,
        last_name,
        title,
        description,
        sort,
        photo_hash: pic(`${first_name} ${last_name}`, { width: 1200, height: 900, kind: 'person' }),
      })),
    );
    await insert(
      t,
      'photos',
      ['Main Straight', 'Pit Building', 'Drag Strip at Night'].map((name) => ({
        name,
        description: `${name} at Lakeside Park`,
        image_hash: pic(name),
      })),
    );
    const [videoId] = await insert(t, 'videos', [
      {
        platform: 'file',
        name: 'A lap of Lakeside',
        slug: 'lakeside-lap',
        length: 8,
        slate_hash: pic('A lap of Lakeside'),
        file: 'lakeside-lap',
      },
    ]);
    await insert(t, 'links', [
      { parent: 'about', name: 'Motorsport Australia', link: 'https://www.motorsport.org.au/', icon: 'flag', sort: 1 },
      { parent: 'about', name: 'Motorcycling Australia', link: 'https://www.ma.org.au/', icon: 'bike', sort: 2 },
      { parent: 'about', name: 'Queensland Raceways', link: 'https://www.qldraceways.com.au/', icon: 'track', sort: 3 },
    ]);

    // Forms: every field type; one with a cost; one for members only
    const everyData = [
      { type: 'header', label: 'About you', subtype: 'h3' },
      { type: 'paragraph', label: 'Tell us a little about yourself and your vehicle.' },
      { name: 'full_name', label: 'Full name', type: 'text', required: true, placeholder: 'Your name' },
      { name: 'about', label: 'About your vehicle', type: 'textarea', required: false },
      { name: 'laps', label: 'Laps per session', type: 'number', min: 1, max: 30, required: true, value: '5' },
      { name: 'event_date', label: 'Preferred date', type: 'date', required: false },
      {
        name: 'class',
        label: 'Class',
        type: 'select',
        required: true,
        values: [
          { label: 'Car', value: 'car' },
          { label: 'Motorcycle', value: 'motorcycle' },
          { label: 'Kart', value: 'kart' },
        ],
      },
      { type: 'button', label: 'Send', subtype: 'submit' },
    ];
    const everyQuestions = [
      { id: 1, name: 'intro', field_type: 'content', label: '', content: '<p>A few more questions.</p>' },
      { id: 2, name: 'nickname', field_type: 'text', label: 'Nickname', required: false },
      { id: 3, name: 'notes', field_type: 'textarea', label: 'Notes', required: false },
      { id: 4, name: 'email', field_type: 'email', label: 'E-mail', required: true },
      { id: 5, name: 'phone', field_type: 'phone', label: 'Phone', required: false },
      { id: 6, name: 'budget', field_type: 'currency', label: 'Budget', required: false },
      { id: 7, name: 'confidence', field_type: 'percent', label: 'Confidence', required: false },
      { id: 8, name: 'age', field_type: 'number', label: 'Age', required: false },
      { id: 9, name: 'club_password', field_type: 'password', label: 'Club password', required: false },
      { id: 10, name: 'birthday', field_type: 'date', label: 'Birthday', required: false },
      { id: 11, name: 'arrival', field_type: 'datetime', label: 'Arrival', required: false },
      { id: 12, name: 'start_time', field_type: 'time', label: 'Start time', required: false },
      { id: 13, name: 'agree', field_type: 'checkbox', label: 'I agree to the rules', required: true },
      { id: 14, name: 'submit', field_type: 'submit', label: 'Send' },
    ];
    await insert(t, 'forms', [
      {
        name: 'Every field',
        url: 'every-field',
        data: JSON.stringify(everyData),
        questions: JSON.stringify(everyQuestions),
        message: 'Thank you, your message has been sent',
        cost: 0,
      },
      {
        name: 'Track day entry',
        url: 'track-day-entry',
        cost: 45,
        data: JSON.stringify([
          { name: 'driver', label: 'Driver name', type: 'text', required: true },
          { name: 'vehicle', label: 'Vehicle', type: 'text', required: true },
          {
            name: 'class',
            label: 'Class',
            type: 'select',
            required: true,
            values: [
              { label: 'Car', value: 'car' },
              { label: 'Motorcycle', value: 'motorcycle' },
            ],
          },
        ]),
        questions: '[]',
        message: 'Thank you for your entry',
      },
      {
        name: 'Call me back',
        url: 'call-me-back',
        use_captcha: true,
        cost: 0,
        data: JSON.stringify([
          { name: 'name', label: 'Your name', type: 'text', required: true },
          { name: 'phone', label: 'Phone', type: 'text', required: true },
        ]),
        questions: '[]',
        message: 'Thank you, we will call you back',
      },
      {
        name: 'Members feedback',
        url: 'members-feedback',
        must_be_logged_on: true,
        cost: 0,
        data: JSON.stringify([{ name: 'feedback', label: 'Your feedback', type: 'textarea', required: true }]),
        questions: '[]',
        message: 'Thank you for your feedback',
      },
    ]);

    await insert(
      t,
      'voucher_themes',
      ['Birthday', 'Christmas', 'Thank You', 'Racing'].map((name) => ({ name, image_hash: pic(`${name} Voucher`) })),
    );

    // Shop
    for (const [name, url, description, skus, addons] of PRODUCTS) {
      const [productId] = await insert(t, 'products', [
        { name, url, description, image_hash: pic(name, { width: 1200, height: 1200, kind: 'product' }) },
      ]);
      await insert(
        t,
        'skus',
        skus.map(([code, skuName, price, stock]) => ({ product_id: productId, code, name: skuName, price, stock })),
      );
      if (addons.length)
        await insert(
          t,
          'addons',
          addons.map(([addonName, price]) => ({ product_id: productId, name: addonName, price })),
        );
    }
    await insert(t, 'shipping_types', [
      { name: 'Standard Post', amount: 9.95, is_pick_up: false, sort: 1 },
      { name: 'Express Post', amount: 14.95, is_pick_up: false, sort: 2 },
      { name: 'Pick up from the venue', amount: 0, is_pick_up: true, sort: 3 },
    ]);
    await t.query(`INSERT INTO promotions (code, percent) VALUES ('SPEED10', 10)`);

    // People
    const [memberId] = await insert(t, 'users', [
      {
        email: 'demo@venue.example',
        first_name: 'Casey',
        last_name: 'Driver',
        password_hash: hashPassword('demo1234'),
        mobile_phone: '0400 000 000',
        date_of_birth: '1990-05-17',
        url: 'demo-member',
        image_hash: pic('Casey Driver', { width: 900, height: 900, kind: 'person' }),
      },
    ]);
    await insert(t, 'users', [
      {
        email: 'admin@venue.example',
        first_name: 'Venue',
        last_name: 'Staff',
        password_hash: hashPassword('admin1234'),
        is_admin: true,
        url: 'venue-staff',
      },
    ]);
    const [addressId] = await insert(t, 'addresses', [
      {
        user_id: memberId,
        display_name: 'Home',
        first_name: 'Casey',
        last_name: 'Driver',
        email: 'demo@venue.example',
        phone: '0400 000 000',
        street_address: '12 Pit Lane',
        postcode: '4503',
        city: 'Kurwongbah',
        state: 'QLD',
        country: 'AU',
      },
    ]);
    await t.query('UPDATE users SET current_address_id = $2 WHERE id = $1', [memberId, addressId]);
    await t.query(`INSERT INTO credits (user_id, amount, note) VALUES ($1, 25, 'Welcome credit')`, [memberId]);
    // The member's paid order, invoice 1 (the catalogue's <venue-invoice invoice-id="1">), picked up.
    const sold = await t.query(`SELECT id, code, name, price FROM skus WHERE code IN ('PASS-1', 'TEE-M') ORDER BY code`);
    const lines = sold.map((s, i) => {
      const price = Number(s.price);
      const sku = { id: s.id, code: s.code, name: s.name, price };
      const name = s.code === 'PASS-1' ? 'Track Day Pass' : `Team T-Shirt (${s.name})`;
      return { id: i + 1, name, sku_id: s.id, sku, addons: [], qty: 1, price, subtotal: price };
    });
    const total = lines.reduce((sum, l) => sum + l.subtotal, 0);
    const { user_id: _owner, ...home } = await t.one('SELECT * FROM addresses WHERE id = $1', [addressId]);
    await insert(t, 'orders', [
      {
        user_id: memberId,
        address: JSON.stringify(home),
        shipping_type_id: (await t.one('SELECT id FROM shipping_types WHERE is_pick_up')).id,
        payment_gateway: 'card',
        items: JSON.stringify(lines),
        subtotal: total,
        discount_amount: 0,
        shipping_amount: 0,
        total_tax: Math.round((total / 11) * 100) / 100,
        total_amount: total,
        status: 'paid',
        url: 'http://localhost:8080/invoice',
        created_at: new Date(Date.now() - 7 * 86_400_000).toISOString(),
      },
    ]);
    await t.query(`INSERT INTO oauth_clients (client_id, name, redirect_uris) VALUES ('venue-elements-demo', 'Venue elements demo', $1)`, [
      JSON.stringify([
        'http://localhost:8080/auth',
        'http://127.0.0.1:8080/auth',
        'http://localhost:8080/demo/site.html',
        'http://127.0.0.1:8080/demo/site.html',
      ]),
    ]);

    // Pages (after the pictures they use are known)
    await insert(t, 'pages', buildPages(pic, galleryIds, videoId));

    await t.query(`INSERT INTO settings (key, value) VALUES ('domain', $1), ('seeded', $2)`, [
      JSON.stringify(domain),
      JSON.stringify(new Date().toISOString()),
    ]);
  });
}

const w = (outer, templatevar = {}, extra = {}) => ({
  outer,
  type: outer,
  items: [],
  templatevar: { widget_is_visible: 1, ...templatevar },
  sort: 0,
  limit: 100,
  offset: 0,
  ...extra,
});
const block = (widgets, { width = 12, title = '', offset = 0 } = {}) => ({
  id: `b${Math.random().toString(36).slice(2, 9)}`,
  title,
  block_class: '',
  width,
  offset,
  widgets,
});
const row = (blocks, row_type = 'columns') => ({
  row_class: '',
  container_id: '',
  container_class: 'container',
  outer_class: '',
  row_type,
  blocks,
});
const heading = (text, tag = 'h2', centered = false) => w('heading', { heading_type: tag, heading: text, centered });
const html = (text) => w('core/html', { html: text });

function buildPages(pic, galleryIds, videoId) {
  const hero = (title) => w('tpl/heading', { title, image: pic(title) });
  const page = (
    slugName,
    name,
    rows,
    { priority = 90, title = name, description = `${name} at Lakeside Park.`, model = null, contents = [] } = {},
  ) => ({
    slug: slugName,
    name,
    title,
    meta_description: description,
    rows: JSON.stringify(rows),
    content: '[]',
    page_contents: JSON.stringify(contents),
    sitemap_priority: priority,
    sitemap_model: model,
  });
  return [
    page(
      'home',
      'Home',
      [
        row([
          block([
            w('hero_quote', {
              background_image: pic('Lakeside Park'),
              overlay_image: pic('LP', { width: 512, height: 512, kind: 'product' }),
              heading: 'Lakeside Park',
              subheading: 'Race, ride and learn on the lake',
              html: '<p>Queensland’s home of grass-roots motor sport.</p>',
              button_text: 'See the calendar',
              button_link: '/calendar',
              overlay_colour: 'blk',
              text_justify: 'center',
              text_align: 'center',
              text_colour: 'white',
              parallax: 1,
              image_opacity: 70,
              image_saturation: 100,
            }),
          ]),
        ]),
        row([
          block(
            [
              w('button_link', {
                button_text: 'Calendar',
                button_colour: 'bnd',
                link_to_page: 'calendar',
                button_url: '/calendar',
                full_width: true,
              }),
            ],
            { width: 4 },
          ),
          block(
            [
              w('button_link', {
                button_text: 'Book The Venue',
                button_colour: 'bnd',
                link_to_page: 'booking-enquiry',
                button_url: '/booking-enquiry',
                full_width: true,
              }),
            ],
            { width: 4 },
          ),
          block(
            [
              w('button_link', {
                button_text: 'Contact Us',
                button_colour: 'bnd',
                link_to_page: 'contact',
                button_url: '/contact',
                full_width: true,
              }),
            ],
            { width: 4 },
          ),
        ]),
        row([
          block([
            w('gallery', {
              gallery: galleryIds[3],
              type: 'slider',
              heading: '',
              show_heading: 0,
              use_lightbox: 0,
              aspect: '16x5',
              width: 1920,
            }),
          ]),
        ]),
        row([block([heading('Coming up'), w('calendar', {})])]),
        row([
          block([
            w('hero_testimonial', {
              heading: 'What people say',
              subheading: 'From our riders and drivers',
              button_text: 'Read more',
              button_link: '/about',
            }),
          ]),
        ]),
        row([block([w('background_video', { video: 'lakeside-lap', heading: 'A lap of Lakeside' })])]),
      ],
      { priority: 100, title: 'Lakeside Park', description: 'Race, ride and learn at Lakeside Park.' },
    ),
    page(
      'about',
      'About',
      [
        row([block([hero('About Lakeside Park')])]),
        row([
          block([
            w('aboutpage', {}),
            w('image_with_content', {
              image: pic('Main Straight'),
              image_align: 'right',
              heading: 'Since 1961',
              html: '<p>The circuit around the lake has hosted racing for six decades.</p>',
              button_text: 'Hire the venue',
              button_link: '/booking-enquiry',
            }),
          ]),
        ]),
        row([block([heading('Our people'), w('person_list', {})])]),
        row([
          block([heading('Links', 'h3'), w('link_children', { parent: 'about' })], { width: 6 }),
          block([w('google_map', { location: '1 Lakeside Drive, Kurwongbah QLD', zoom: 14, width: '100%', height: 320, show_sign: 1 })], {
            width: 6,
          }),
        ]),
      ],
      { contents: aboutPageContents(pic, videoId) },
    ),
    page('booking-enquiry', 'Booking Enquiry', [row([block([hero('Book the venue'), w('venue_booking_enquiry', {})])])]),
    page('calendar', 'Calendar', [row([block([heading('Events calendar', 'h1'), w('calendar', {})])])]),
    page('contact', 'Contact', [
      row([
        block([heading('Contact us', 'h1'), w('contact_form', {})], { width: 7 }),
        block([html('<p><strong>Office</strong><br>1 Lakeside Drive, Kurwongbah QLD 4503<br>+61 7 3000 0000</p>')], { width: 5 }),
      ]),
    ]),
    page('facts-and-questions', 'Facts and Questions', [
      row([block([heading('Facts and questions', 'h1')])]),
      row(
        [
          block([w('faq', { group: 'faqs', toc: true })], { title: 'General' }),
          block([w('faq', { group: 'moto-ride-day', toc: false })], { title: 'Moto Ride Day' }),
        ],
        'tabs',
      ),
    ]),
    page('faq', 'FAQ', [row([block([heading('Frequently asked questions', 'h1'), w('faq', { group: 'faqs', toc: true })])])]),
    page('gallery', 'Gallery', [
      row([block([heading('Gallery', 'h1'), w('gallery_group', { group: 'gallerygroup' })])]),
      row([
        block(
          [
            w('gallery', {
              gallery: galleryIds[0],
              type: 'shadowgrid',
              heading: 'Track Day',
              show_heading: 1,
              grid_width: 3,
              use_lightbox: 1,
              aspect: '4x3',
              width: 600,
              lightbox_aspect: '16x9',
            }),
          ],
          { width: 6 },
        ),
        block(
          [
            w('gallery', {
              gallery: galleryIds[1],
              type: 'centeredgrid',
              heading: 'Drag Racing',
              show_heading: 1,
              grid_width: 2,
              use_lightbox: 1,
              limit_slides: 4,
              aspect: '1x1',
              width: 400,
            }),
          ],
          { width: 6 },
        ),
      ]),
      row([
        block([
          w('gallery', {
            gallery: galleryIds[2],
            type: 'grid',
            heading: 'Family Day',
            show_heading: 1,
            grid_width: 4,
            use_lightbox: 1,
            aspect: '4x3',
            width: 400,
          }),
        ]),
      ]),
    ]),
    page('hire-gear-details', 'Hire Gear Details', [
      row([
        block([
          hero('Hire gear'),
          w('call_to_action', {
            left_image: pic('Helmet Hire', { kind: 'product', width: 1200, height: 1200 }),
            text: '<p>Helmets, gloves and leathers can be hired on ride days. Book with your entry.</p>',
            right_image: pic('Leathers Hire', { kind: 'product', width: 1200, height: 1200 }),
          }),
        ]),
      ]),
      row([
        block([
          w('raw_code', {
            raw_html:
              '<table><tr><th>Item</th><th>Price</th></tr><tr><td>Helmet</td><td>$25</td></tr><tr><td>Leathers</td><td>$60</td></tr></table>',
          }),
        ]),
      ]),
      row([block([w('Sell/product_grid', {})])]),
    ]),
    page('news', 'Latest News', [row([block([heading('Latest news', 'h1'), w('Blog/article_list', {})])])]),
    page('blog', 'Blog', [row([block([heading('Blog', 'h1'), w('Blog/article_list', {})])])], { priority: 90 }),
    page('what-is-our-cancellation-and-refund-policy', 'What is our cancellation and refund policy', [
      row([block([heading('Cancellation and refund policy', 'h1'), html(POLICY_HTML)])]),
    ]),
    page('article', 'Article', [row([block([w('Blog/article_view', {})])])], { priority: 80, model: 'Article' }),
    page('events', 'Events', [row([block([w('Lakeside/event_title', {}), w('testimonial_grid', {})])])], {
      priority: 80,
      model: 'EventType',
    }),
    page(
      'shop',
      'Shop',
      [
        row([block([heading('Shop', 'h1'), w('Sell/product_grid', {})])]),
        row([block([w('Sell/product_view', { product: 'lakeside-cap' })])]),
      ],
      { priority: 90 },
    ),
    page('gift-vouchers', 'Gift Vouchers', [row([block([heading('Gift vouchers', 'h1'), w('gift_voucher_purchase', {})])])]),
    page(
      'forms',
      'Forms',
      [
        row([
          block([heading('Every field', 'h1'), w('form', { form: 'every-field' })], { width: 8 }),
          block([w('form', { form: 'track-day-entry' })], { width: 4 }),
        ]),
      ],
      { priority: 90 },
    ),
  ];
}
