// 000 §7: auth, user, addresses, cart, orders, images and GraphQL; plus the shop's own calls,
// which the spec does not have (extensions).
import { any, assumed, bool, dataList, ext, id, int, list, num, obj, ref, schemas, str, strN } from './schemas.mjs';
import { op } from './op.mjs';

const USER = '/api/v1/cognito/user';
const ADDRESS = '/api/v1/sell/address';
const CART = '/api/v1/sell/cart';

const FINGERPRINT = { ...str, description: '000 §3 auth_fingerprint: a random 21-character id.' };
const SITE_URL = ext(
  'The page that asked for the link, so the mailed link lands back on it (a site can embed the login anywhere); without it the link lands on the site.',
  str,
);
const tokens = ref('Tokens');
const ASSUMED_REPLY = (what) => `000 §7: ${what}; reply shape not shown. The reference answers success and a message to show.`;
/** A cart call's reply: the Cart's fields plus success and message. */
const cartReplySchema = () =>
  assumed(
    '000 §7 shows no reply for this cart call; it answers as getCart does (plus success and a message), so one round trip refreshes the cart.',
    obj({ ...schemas.Cart.properties, success: bool, message: str }),
  );

export function accountPaths(add) {
  add(
    'post',
    `${USER}/login`,
    op({
      summary: 'Password login (000 §7 Auth)',
      body: { username: str, password: str, fingerprint: FINGERPRINT },
      required: ['username', 'password', 'fingerprint'],
      reply: tokens,
    }),
  );
  add(
    'post',
    `${USER}/refreshToken`,
    op({
      summary: 'New token pair (000 §7 Auth)',
      body: { refresh_token: str, fingerprint: FINGERPRINT },
      required: ['refresh_token', 'fingerprint'],
      reply: tokens,
    }),
  );
  add(
    'get',
    `${USER}/logout`,
    op({
      summary: 'Logout (000 §7 Auth)',
      query: { fingerprint: ext('Forgets only the refresh tokens of this device.', str) },
      reply: assumed('000 §7: GET logout, reply not shown; {success}.', obj({ success: bool })),
    }),
  );
  add('get', `${USER}/authUser`, op({ summary: 'The logged-in user (000 §7 Auth)', reply: ref('User'), auth: true }));
  add(
    'post',
    '/authtoken',
    op({
      summary: 'Authorisation-code exchange (000 §7 Auth)',
      body: {
        grant_type: { const: 'authorization_code' },
        code: str,
        client_id: str,
        redirect_uri: ext(
          'RFC 6749 §4.1.3: when the authorise request carried redirect_uri, the exchange repeats it and the server checks they match.',
          str,
        ),
        fingerprint: ext('Binds the refresh token to the device, as login and refreshToken do.', str),
      },
      required: ['grant_type', 'code', 'client_id'],
      reply: tokens,
    }),
  );
  add(
    'post',
    `${USER}/sendLoginLink`,
    op({
      summary: 'Mails a login link and/or one-time code (000 §7 User)',
      body: { email: str, fingerprint: FINGERPRINT, code_only: { type: ['boolean', 'integer', 'string'] }, site_url: SITE_URL },
      required: ['email', 'fingerprint'],
      reply: assumed(
        ASSUMED_REPLY('sendLoginLink'),
        obj({
          success: bool,
          message: str,
          code_only: ext('Whether only a code was mailed (the site setting code_only can force it).', bool),
        }),
      ),
    }),
  );
  add(
    'post',
    `${USER}/registerLink`,
    op({
      summary: 'Sign-up (000 §7 User)',
      body: { email: str, first_name: str, last_name: str, date_of_birth: strN, fingerprint: FINGERPRINT, site_url: SITE_URL },
      required: ['email', 'first_name', 'last_name', 'fingerprint'],
      reply: assumed(ASSUMED_REPLY('registerLink'), obj({ success: bool, message: str })),
    }),
  );
  add(
    'get',
    `${USER}/recoverPassword`,
    op({
      summary: 'Mails a recovery code (000 §7 User)',
      query: { email: str },
      requiredQuery: ['email'],
      reply: assumed(ASSUMED_REPLY('recoverPassword'), obj({ success: bool, message: str })),
    }),
  );
  add(
    'get',
    `${USER}/recoverPasswordCheck`,
    op({
      summary: 'Sets a new password with the recovery code (000 §7 User)',
      'x-assumed':
        '000 §7 gives "GET recoverPasswordCheck" without a base; it is listed with the user calls, so under /api/v1/cognito/user.',
      query: { email: str, code: str, newpassword: str },
      requiredQuery: ['email', 'code', 'newpassword'],
      reply: assumed(ASSUMED_REPLY('recoverPasswordCheck'), obj({ success: bool, message: str })),
    }),
  );
  add(
    'get',
    `${USER}/loginRecoveryCode`,
    op({
      summary: 'Logs in with a mailed code (000 §7 User)',
      'x-assumed':
        '000 §7 gives "GET loginRecoveryCode" without a base and without a reply; under /api/v1/cognito/user, answering tokens as the other logins do.',
      query: { email: str, code: str, fingerprint: FINGERPRINT },
      requiredQuery: ['email', 'code', 'fingerprint'],
      reply: tokens,
    }),
  );
  add(
    'get',
    `${USER}/creditBalance`,
    op({
      summary: 'Account credit (000 §7 User)',
      'x-assumed': '000 §7 gives "GET creditBalance" without a base; under /api/v1/cognito/user.',
      query: { supplier: int },
      reply: obj({ balance: num, success: ext('As other replies.', bool), supplier: ext('The supplier asked about.', int) }),
      auth: true,
    }),
  );
  add(
    'get',
    `${USER}/myAccount`,
    op({
      summary: "The member's account (000 §7 User)",
      'x-assumed': '000 §7 gives "GET myAccount" without a base or reply; under /api/v1/cognito/user.',
      reply: assumed(
        '000 §7: reply not shown; the member, credit and addresses (000 §1 members have a profile, a checkout and invoices).',
        obj({
          user: ref('User'),
          balance: num,
          addresses: list(ref('Address')),
          invoices: ext(
            "The member's orders (000 §2 /invoice/{id}).",
            list(obj({ id: int, total_amount: num, status: str, created_at: strN })),
          ),
          vouchers: ext('Gift vouchers bought or redeemed.', list(obj({ code: str, amount: num, status: str, theme: str }))),
        }),
      ),
      auth: true,
    }),
  );
  add(
    'post',
    `${USER}/uploadImage`,
    op({
      summary: "The member's picture (000 §7 User)",
      'x-assumed': '000 §7 gives "POST uploadImage {image}" without a base; under /api/v1/cognito/user. image is a data: URL.',
      body: { image: str },
      required: ['image'],
      reply: assumed(
        '000 §7: the user is reloaded afterwards, so the reply is not needed; {success, image}.',
        obj({ success: bool, image: ref('Image') }),
      ),
      auth: true,
    }),
  );
  add(
    'post',
    `${USER}/update`,
    op({
      summary: 'Profile update (000 §7 generic update on the user base)',
      body: ref('User'),
      reply: assumed(
        '000 §7 generic update: reply not shown; {success, message, user}.',
        obj({ success: bool, message: str, user: ref('User') }),
      ),
      auth: true,
    }),
  );
  add(
    'get',
    `${USER}/{url}`,
    op({
      summary: "A member's public card (000 §7 User: user/{url})",
      params: { url: str },
      query: { image_aspect: str, image_width: int },
      reply: assumed(
        '000 §7: reply not shown; the User fields a public card needs (id, names, url, image).',
        obj({ id: int, first_name: strN, last_name: strN, url: strN, image: ref('Image') }),
      ),
    }),
  );
  add(
    'get',
    `${USER}/loginLink/{token}`,
    op({
      summary: 'The login link a login mail carries',
      'x-assumed':
        "000 §7 sendLoginLink mails 'a login link' without its address; {base}/api/v1/cognito/user/loginLink/{token}. Opening it lands on the asking page with a, r and b (000 §2 token login): a redirect, not JSON.",
      params: { token: str },
      query: { to: str },
      html: true,
    }),
  );
  add(
    'get',
    '/oauth/authorize',
    op({
      summary: 'The authorise address (000 §4 authorisation flow)',
      'x-assumed':
        '000 §4 sends the user to "an authorise address" with client_id, redirect_uri, scope, state and nonce without naming it; /oauth/authorize. It answers a login page (HTML).',
      query: { client_id: str, redirect_uri: str, scope: str, state: str, nonce: str },
      requiredQuery: ['client_id', 'redirect_uri', 'state'],
      html: true,
    }),
  );
  add(
    'post',
    '/oauth/authorize',
    op({
      summary: "The authorise page's login form",
      'x-assumed': "000 §4's authorise address is a page whose content is not shown; its own login form posts back to it.",
      form: true,
      html: true,
    }),
  );

  // Addresses
  add(
    'get',
    ADDRESS,
    op({
      summary: "The member's addresses (000 §7 Address)",
      reply: assumed('000 §7: reply not shown; a data list of Address.', dataList(ref('Address'))),
      auth: true,
    }),
  );
  const addressFields = Object.fromEntries(
    [
      'display_name',
      'first_name',
      'last_name',
      'email',
      'phone',
      'company',
      'street_address',
      'street_address_1',
      'postcode',
      'city',
      'state',
      'country',
    ].map((k) => [k, strN]),
  );
  add(
    'post',
    `${ADDRESS}/create`,
    op({
      summary: 'New address (000 §7 Address)',
      body: addressFields,
      required: ['street_address', 'postcode', 'city'],
      reply: assumed(
        '000 §7: reply not shown; {success, data: Address} and the Address fields at the top.',
        obj({ success: bool, data: ref('Address'), ...schemas.Address.properties }),
      ),
      auth: true,
    }),
  );
  for (const action of ['enable', 'disable'])
    add(
      'post',
      `${ADDRESS}/${action}`,
      op({
        summary: `${action} an address (000 §7 Address)`,
        body: { id },
        required: ['id'],
        reply: assumed('000 §7: reply not shown; {success, data: Address}.', obj({ success: bool, data: ref('Address') })),
        auth: true,
      }),
    );

  // Cart
  const session = { session: strN };
  add(
    'post',
    `${CART}/getCart`,
    op({
      summary: 'The cart (000 §7 Cart)',
      body: { ...session, promotion_code: strN, shipping_type: { type: ['integer', 'string', 'null'] }, shipping_address: any },
      reply: ref('Cart'),
    }),
  );
  add(
    'post',
    `${CART}/cartAdd`,
    op({
      summary: 'Add to cart (000 §7 Cart)',
      body: { sku: id, qty: int, addons: list(any), ...session },
      required: ['sku'],
      reply: cartReplySchema(),
    }),
  );
  add(
    'post',
    `${CART}/cartRemove`,
    op({ summary: 'Remove from cart (000 §7 Cart)', body: { id, ...session }, required: ['id'], reply: cartReplySchema() }),
  );
  add(
    'post',
    `${CART}/cartUpdate`,
    op({
      summary: 'Change a quantity (000 §7 Cart)',
      body: { id, qty: int, ...session },
      required: ['id', 'qty'],
      reply: cartReplySchema(),
    }),
  );
  add(
    'post',
    `${CART}/mergeCart`,
    op({
      summary: 'Merge the anonymous cart after login (000 §7 Cart, §4)',
      body: session,
      required: ['session'],
      reply: cartReplySchema(),
      auth: true,
    }),
  );
  add(
    'post',
    `${CART}/shippingQuote`,
    op({
      summary: 'Shipping options (000 §7 Cart)',
      body: { ...session, suburb: strN, postcode: str, country: strN },
      required: ['postcode'],
      reply: list(ref('ShippingQuote')),
    }),
  );
  add(
    'post',
    `${CART}/requestShippingQuote`,
    op({
      summary: 'Ask staff for a shipping quote (000 §7 Cart)',
      body: { ...session, address: any },
      required: ['address'],
      reply: assumed(
        '000 §7: reply not shown; {success, message, options}.',
        obj({ success: bool, message: str, options: list(ref('ShippingQuote')) }),
      ),
    }),
  );
  add(
    'post',
    `${CART}/submitOrder`,
    op({
      summary: 'Submit the order (000 §7 Cart, §3 Order)',
      body: {
        address: any,
        shipping_option_id: { type: ['integer', 'string', 'null'] },
        paymentGateway: strN,
        note: strN,
        promotion_code: strN,
        url: str,
        session: ext('The cart to order when the member has more than one device cart.', strN),
      },
      required: ['url'],
      reply: obj({
        success: bool,
        payment: { ...strN, description: 'The payment address to send the browser to.' },
        message: str,
        order_id: ext('The new order, for its invoice page (000 §2 /invoice/{id}).', int),
      }),
      auth: true,
    }),
  );

  // Files and images (000 §7 generic model calls)
  add('get', '/api/v1/cognito/default/file/{id}', op({ summary: 'File download (000 §7)', params: { id: str }, binary: '*/*' }));
  const imageQuery = {
    image_aspect: str,
    image_width: int,
    extra_aspects: ext('More aspects of the same picture (the lightbox aspect).', str),
  };
  add(
    'post',
    '/api/v1/cognito/image',
    op({
      summary: 'Image find_one (001 §7 Image lookups: url (an id), image_aspect, image_width)',
      body: {
        url: str,
        ...imageQuery,
        id: ext('The same as url.', str),
        image: ext("An upload: a data: URL of the picture (login required); the reply's uuid is the key addPhoto takes.", str),
        name: ext("An upload's name.", str),
      },
      reply: ref('Image'),
    }),
  );
  add(
    'post',
    '/api/v1/cognito/image/getByHash',
    op({
      summary: 'Image by hash (000 §7, 001 §7 getByHash)',
      body: { hash: str, ...imageQuery },
      required: ['hash'],
      reply: ref('Image'),
    }),
  );
  add(
    'get',
    '/api/v1/cognito/image/getByHash',
    op({
      summary: 'Image by hash over GET',
      'x-extension': '000 §7 says images come via POST; the same lookup over GET can be cached by the browser and a CDN.',
      query: { hash: str, ...imageQuery },
      requiredQuery: ['hash'],
      reply: ref('Image'),
    }),
  );

  add(
    'post',
    '/graphql',
    op({
      summary: 'GraphQL (000 §7, 001 §7); the schema is contract/schema.graphql',
      body: { query: str, variables: { type: ['object', 'null'] }, operationName: strN },
      required: ['query'],
      reply: obj({ data: { type: ['object', 'null'] }, errors: list(obj({ message: str, path: list(any) })) }),
      graphql: true,
    }),
  );

  // The shop's catalogue and invoices: the spec's shop has a cart and an order but shows no product or invoice call.
  const SHOP =
    "The spec's shop (000 §1, §2 /invoice/{id}, /print-tickets/{id}) shows no call for products, invoices or tickets; the shop widgets need them.";
  const product = obj({
    id: int,
    name: str,
    url: str,
    description: strN,
    image: { anyOf: [ref('Image'), { type: 'null' }] },
    price: num,
    in_stock: bool,
    skus: list(obj({ id: int, code: str, name: str, price: num, stock: int, in_stock: bool })),
    addons: list(obj({ id: int, name: str, price: num })),
  });
  const invoice = obj({
    id: int,
    status: str,
    created_at: strN,
    address: any,
    items: list(any),
    note: strN,
    promotion_code: strN,
    subtotal: num,
    discount_amount: num,
    shipping_amount: num,
    total_tax: num,
    total_amount: num,
  });
  add('get', '/api/v1/sell/invoice', op({ summary: "The member's invoices", 'x-extension': SHOP, reply: dataList(invoice), auth: true }));
  add(
    'get',
    '/api/v1/sell/invoice/{id}',
    op({ summary: 'An invoice', 'x-extension': SHOP, params: { id: str }, reply: invoice, auth: true }),
  );
  add(
    'get',
    '/api/v1/sell/invoice/{id}/tickets',
    op({
      summary: "A paid invoice's tickets",
      'x-extension': SHOP,
      params: { id: str },
      reply: obj({ success: bool, message: str, data: list(obj({ code: str, name: str, invoice_id: int, seat: int })) }),
      auth: true,
    }),
  );
  return { product, SHOP };
}
