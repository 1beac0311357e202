// One sample call of every operation of the contract that is not an extension, in an order where
// each finds what it needs (a login before authUser, a created item before its update). Each
// sample says the status it expects; the reply itself is checked against the contract by the
// helpers (contract.js).
import sharp from 'sharp';
import { FINGERPRINT, get, gql, lastMail, login, post } from './helpers.js';

const C = '/api/v1/cognito';
const USER = `${C}/user`;
const CART = '/api/v1/sell/cart';
const ADDRESS = '/api/v1/sell/address';
const DEMO = 'demo@venue.example';
const CLIENT = 'venue-elements-demo';
const REDIRECT = 'http://localhost:8080/auth';
const b64 = (s) => Buffer.from(s).toString('base64');

/** The writable fields each entity base needs to create one. */
const CREATE = {
  photo: { name: 'Sample photo' },
  slide: { heading: 'Sample slide' },
  gallery: { name: 'Sample gallery', url: 'sample-gallery', heading: 'Sample' },
  testimonial: { name: 'Sam', content: 'Great day out' },
  person: { first_name: 'Sam', last_name: 'Sample' },
  form: { name: 'Sample form', url: 'sample-form' },
};
/** Bases whose entity has no picture: addPhoto is a 400 there. */
const NO_PICTURE = ['gallery', 'form'];

/**
 * `[operation, call, expected status]` for every operation. `s` carries what earlier samples
 * found (tokens, ids); `db` is the back end's database, read for what a contract-only client
 * cannot ask for (a sku code, a payment token, a picture hash).
 */
export function samples(api, db) {
  const s = {};
  const list = [];
  const add = (key, fn, status = 200) => list.push([key, fn, status]);
  const token = () => ({ token: s.member });
  const admin = () => ({ token: s.admin });

  add('POST /api/v1/cognito/user/login', async () => {
    const r = await post(api, `${USER}/login`, { username: DEMO, password: 'demo1234', fingerprint: FINGERPRINT });
    s.member = r.body.access_token;
    s.admin = (await login(api, 'admin@venue.example', 'admin1234')).access_token;
    const [img] = await db.query('SELECT hash FROM images ORDER BY hash LIMIT 1');
    s.hash = img.hash;
    return r;
  });
  add('POST /api/v1/cognito/user/refreshToken', async () =>
    post(api, `${USER}/refreshToken`, { refresh_token: (await login(api)).refresh_token, fingerprint: FINGERPRINT }),
  );
  add('GET /api/v1/cognito/user/authUser', () => get(api, `${USER}/authUser`, token()));
  add('GET /oauth/authorize', () =>
    get(api, `/oauth/authorize?client_id=${CLIENT}&redirect_uri=${encodeURIComponent(REDIRECT)}&state=s1&nonce=n1&scope=all`),
  );
  add(
    'POST /oauth/authorize',
    async () => {
      const form = { client_id: CLIENT, redirect_uri: REDIRECT, state: 's2', nonce: 'n2', scope: 'all', email: DEMO, password: 'demo1234' };
      const res = await fetch(`${api.url}/oauth/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
        redirect: 'manual',
      });
      s.code = new URL(res.headers.get('location')).searchParams.get('code');
      return { status: res.status };
    },
    302,
  );
  add('POST /authtoken', () => post(api, '/authtoken', { grant_type: 'authorization_code', code: s.code, client_id: CLIENT }));
  add('POST /api/v1/cognito/user/sendLoginLink', () => post(api, `${USER}/sendLoginLink`, { email: DEMO, fingerprint: FINGERPRINT }));
  add(
    'GET /api/v1/cognito/user/loginLink/{token}',
    async () => {
      const mail = await lastMail(api, DEMO);
      s.loginCode = mail.code;
      return { status: (await fetch(mail.link, { redirect: 'manual' })).status };
    },
    302,
  );
  add('GET /api/v1/cognito/user/loginRecoveryCode', async () => {
    await post(api, `${USER}/sendLoginLink`, { email: DEMO, fingerprint: FINGERPRINT, code_only: true });
    const { code } = await lastMail(api, DEMO);
    return get(api, `${USER}/loginRecoveryCode?email=${DEMO}&code=${code}&fingerprint=${FINGERPRINT}`);
  });
  add('POST /api/v1/cognito/user/registerLink', () =>
    post(api, `${USER}/registerLink`, {
      email: 'sample@venue.example',
      first_name: 'Sam',
      last_name: 'Sample',
      date_of_birth: '1990-01-02',
      fingerprint: FINGERPRINT,
    }),
  );
  add('GET /api/v1/cognito/user/recoverPassword', () => get(api, `${USER}/recoverPassword?email=sample@venue.example`));
  add('GET /api/v1/cognito/user/recoverPasswordCheck', async () => {
    const { code } = await lastMail(api, 'sample@venue.example');
    return get(api, `${USER}/recoverPasswordCheck?email=sample@venue.example&code=${code}&newpassword=sample-pass-1`);
  });
  add('GET /api/v1/cognito/user/creditBalance', () => get(api, `${USER}/creditBalance?supplier=1`, token()));
  add('GET /api/v1/cognito/user/myAccount', () => get(api, `${USER}/myAccount`, token()));
  add('POST /api/v1/cognito/user/uploadImage', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c8102e' } })
      .png()
      .toBuffer();
    return post(api, `${USER}/uploadImage`, { image: `data:image/png;base64,${png.toString('base64')}` }, token());
  });
  add('POST /api/v1/cognito/user/update', () => post(api, `${USER}/update`, { mobile_phone: '0400 000 000' }, token()));
  add('GET /api/v1/cognito/user/{url}', () => get(api, `${USER}/demo-member?image_aspect=Square&image_width=300`));

  add('POST /api/v1/sell/address/create', async () => {
    const r = await post(api, `${ADDRESS}/create`, { street_address: '1 Lap Lane', postcode: '4503', city: 'Kurwongbah' }, token());
    s.address = r.body.data.id;
    return r;
  });
  add('GET /api/v1/sell/address', () => get(api, ADDRESS, token()));
  add('POST /api/v1/sell/address/disable', () => post(api, `${ADDRESS}/disable`, { id: s.address }, token()));
  add('POST /api/v1/sell/address/enable', () => post(api, `${ADDRESS}/enable`, { id: s.address }, token()));

  add('POST /api/v1/sell/cart/cartAdd', async () => {
    const skus = await db.query(
      'SELECT s.code FROM skus s JOIN products p ON p.id = s.product_id WHERE s.enabled AND p.enabled AND s.stock > 5 ORDER BY s.id LIMIT 2',
    );
    s.skus = skus.map((k) => k.code);
    const r = await post(api, `${CART}/cartAdd`, { sku: s.skus[0], qty: 1 });
    s.session = r.body.sessionKey;
    await post(api, `${CART}/cartAdd`, { sku: s.skus[1], qty: 1, session: s.session });
    return r;
  });
  add('POST /api/v1/sell/cart/getCart', async () => {
    const r = await post(api, `${CART}/getCart`, { session: s.session });
    s.items = r.body.items.map((i) => i.id);
    return r;
  });
  add('POST /api/v1/sell/cart/cartUpdate', () => post(api, `${CART}/cartUpdate`, { id: s.items[0], qty: 2, session: s.session }));
  add('POST /api/v1/sell/cart/cartRemove', () => post(api, `${CART}/cartRemove`, { id: s.items[1], session: s.session }));
  add('POST /api/v1/sell/cart/shippingQuote', async () => {
    const r = await post(api, `${CART}/shippingQuote`, { session: s.session, suburb: 'Kurwongbah', postcode: '4503', country: 'AU' });
    s.shipping = r.body[0].shipping_type_id;
    return r;
  });
  add('POST /api/v1/sell/cart/requestShippingQuote', () =>
    post(api, `${CART}/requestShippingQuote`, {
      session: s.session,
      address: { street_address: '1 Lap Lane', postcode: '4503', city: 'Kurwongbah' },
    }),
  );
  add('POST /api/v1/sell/cart/mergeCart', () => post(api, `${CART}/mergeCart`, { session: s.session }, token()));
  add('POST /api/v1/sell/cart/submitOrder', () =>
    post(
      api,
      `${CART}/submitOrder`,
      {
        address: s.address,
        shipping_option_id: s.shipping,
        paymentGateway: 'card',
        note: '',
        promotion_code: '',
        url: b64('http://localhost:8080/checkout'),
      },
      token(),
    ),
  );

  add('GET /api/v1/cognito/default/file/{id}', async () => ({ status: (await fetch(`${api.url}${C}/default/file/${s.hash}`)).status }));
  add('POST /api/v1/cognito/image', () => post(api, `${C}/image`, { url: s.hash, image_aspect: '16x9', image_width: 400 }));
  add('POST /api/v1/cognito/image/getByHash', () =>
    post(api, `${C}/image/getByHash`, { hash: s.hash, image_aspect: '4x3', image_width: 300 }),
  );
  add('GET /assets/i/{hash}/{aspect}/{file}', async () => ({
    status: (await fetch(`${api.url}/assets/i/${s.hash}/16x9/400.webp`)).status,
  }));
  add('GET /v/{file}', async () => ({ status: (await fetch(`${api.url}/v/lakeside-lap.mp4`)).status }));
  add('POST /graphql', () => gql(api, '{ lakesideVenues { name visible_to_public colour } }'));

  add('GET /api/v1/cognito/domain/currentDomain', () => get(api, `${C}/domain/currentDomain`));
  add('GET /api/v1/cognito/domain/initialData', () => get(api, `${C}/domain/initialData`));
  add('GET /api/v1/cognito/page', async () => {
    await get(api, `${C}/page?url=/about&pb=1`);
    return get(api, `${C}/page?page_size=100&pb=1`);
  });
  add('GET /api/v1/cognito/group', () => get(api, `${C}/group?image_aspect=1x1&image_width=300`));
  add('GET /api/v1/cognito/group/{namespace}/{model}', () => get(api, `${C}/group/cognito/Faq`));
  add('GET /api/v1/cognito/group/details/{namespace}/{model}/{group}', () =>
    get(api, `${C}/group/details/lakeside/EventType/major-events-and-activities`),
  );
  add('GET /api/v1/cognito/link', () => get(api, `${C}/link?parent=about`));
  add('GET /api/v1/cognito/faq', () => get(api, `${C}/faq?group=faqs`));
  add('GET /api/v1/cognito/video', () => get(api, `${C}/video?id=lakeside-lap&image_aspect=16x9&image_width=1920`));
  add('GET /api/v1/cognito/article', async () => {
    const list = await get(api, `${C}/article?image_aspect=4x3&image_width=600&page_size=20&orderby=display_start_time`);
    await get(api, `${C}/article?url=${list.body.data[0].slug}&image_aspect=Square&image_width=1184`);
    return list;
  });
  add('GET /api/v1/cognito/gallery', () => get(api, `${C}/gallery?id=track-day&image_aspect=16x9&image_width=1920&extra_aspects=raw`));
  add('GET /api/v1/cognito/testimonial', () => get(api, `${C}/testimonial?page_size=3&image_width=100&image_aspect=Square`));
  add('GET /api/v1/cognito/person', () => get(api, `${C}/person?page_size=64&image_aspect=4x3&image_width=900`));
  add('GET /api/v1/cognito/form', () => get(api, `${C}/form?id=every-field`));
  add('POST /api/v1/cognito/form/submit/{id}', () =>
    post(api, `${C}/form/submit/every-field`, {
      data: { full_name: 'Sam', laps: 5, class: 'car', email: 'sam@example.com', agree: 1 },
      url: b64('http://localhost:5173/forms'),
    }),
  );
  add('POST /api/v1/cognito/formSubmit', () =>
    post(api, `${C}/formSubmit`, { details: { name: 'Pat', email: 'pat@example.com', subject: 'Hello', message: 'Fuel?' } }),
  );
  add('POST /api/v1/cognito/payment/creditCardSurchargeOf', () => post(api, `${C}/payment/creditCardSurchargeOf`, { amount: 100 }));
  add('POST /api/v1/cognito/payment/paymentSurchargesOf', () => post(api, `${C}/payment/paymentSurchargesOf`, { amount: 100 }));
  add('POST /api/v1/cognito/giftVoucher/payNow', async () => {
    const [theme] = await db.query('SELECT id FROM voucher_themes WHERE enabled ORDER BY id LIMIT 1');
    return post(api, `${C}/giftVoucher/payNow`, { theme_id: theme.id, amount: 50, url: b64('http://localhost:8080/vouchers') });
  });
  add('GET /api/v1/cognito/payment/checkPaid', async () => {
    const [payment] = await db.query('SELECT token FROM payments ORDER BY id DESC LIMIT 1');
    return get(api, `${C}/payment/checkPaid?url=${encodeURIComponent(b64('http://localhost:8080/vouchers'))}&payum_token=${payment.token}`);
  });
  add('POST /api/v1/cognito/giftVoucher/redeem', () => post(api, `${C}/giftVoucher/redeem`, { code: 'NO-SUCH-CODE' }, token()));

  add('GET /api/v1/lakeside/eventCategory', () => get(api, '/api/v1/lakeside/eventCategory'));
  add('POST /api/v1/lakeside/event/enquiry', () =>
    post(api, '/api/v1/lakeside/event/enquiry', {
      business_name: 'Sample Pty Ltd',
      contact_name: 'Sam',
      email: 'sam@example.com',
      phone: '0400 000 000',
      event_type: 'Corporate day',
      description: 'A day on the main track',
      venue_main_track: true,
      prefer_sat: true,
    }),
  );
  add('GET /api/v1/lakeside/event/calendar', () => {
    const d = new Date();
    const ymd = (x) => x.toISOString().slice(0, 10);
    return get(
      api,
      `/api/v1/lakeside/event/calendar?start=${ymd(new Date(d.getFullYear(), d.getMonth() - 1, 2))}&end=${ymd(new Date(d.getFullYear(), d.getMonth() + 3, 1))}`,
    );
  });
  add('GET /api/v1/lakeside/event', async () => {
    const [event] = await db.query('SELECT url FROM events WHERE enabled ORDER BY id LIMIT 1');
    return get(api, `/api/v1/lakeside/event?url=${event.url}`);
  });

  for (const [base, fields] of Object.entries(CREATE)) {
    const path = `${C}/${base}`;
    add(`POST ${path}`, () => post(api, path, { page_size: 5 }));
    add(`POST ${path}/create`, async () => {
      const extra = base === 'slide' ? { gallery_id: (await db.query('SELECT id FROM galleries ORDER BY id LIMIT 1'))[0].id } : {};
      const r = await post(api, `${path}/create`, { ...fields, ...extra }, admin());
      s[base] = r.body.data.id;
      return r;
    });
    add(`POST ${path}/{key}`, () => post(api, `${path}/${s[base]}`, { image_aspect: '16x9', image_width: 400 }, admin()));
    add(`POST ${path}/update`, () => post(api, `${path}/update`, { id: s[base], ...fields }, admin()));
    add(`POST ${path}/disable`, () => post(api, `${path}/disable`, { id: s[base] }, admin()));
    add(`POST ${path}/enable`, () => post(api, `${path}/enable`, { id: s[base] }, admin()));
    add(
      `POST ${path}/addPhoto`,
      () => post(api, `${path}/addPhoto`, { id: s[base], model: base, uuid: s.hash, name: 'Sample', key: s.hash }, admin()),
      NO_PICTURE.includes(base) ? 400 : 200,
    );
    add(`POST ${path}/delete`, () => post(api, `${path}/delete`, { id: s[base] }, admin()));
  }
  add('GET /api/v1/cognito/user/logout', async () => get(api, `${USER}/logout`, { token: (await login(api)).access_token }));
  return list;
}
