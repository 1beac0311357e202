// 000 §7: addresses, the cart and the order, files and images, GraphQL; plus the shop's own
// calls (products, invoices, tickets), which the spec does not have (extensions).
import { any, assumed, bool, dataList, ext, id, int, list, num, obj, ref, schemas, str, strN } from './schemas.mjs';
import { op } from './op.mjs';

const ADDRESS = '/api/v1/sell/address';
const CART = '/api/v1/sell/cart';

/** A cart call's reply: the Cart's fields plus success and message. */
const cartReplySchema = () =>
  assumed(
    '000 §7 shows no reply for this cart call; it answers as getCart does (plus success and a message), so one round trip refreshes the cart.',
    obj({ ...schemas.Cart.properties, success: bool, message: str }),
  );

export function shopPaths(add) {
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
        errors: { 404: true },
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
      errors: { 404: true },
      reply: cartReplySchema(),
    }),
  );
  add(
    'post',
    `${CART}/cartRemove`,
    op({
      summary: 'Remove from cart (000 §7 Cart)',
      body: { id, ...session },
      required: ['id'],
      errors: { 404: true },
      reply: cartReplySchema(),
    }),
  );
  add(
    'post',
    `${CART}/cartUpdate`,
    op({
      summary: 'Change a quantity (000 §7 Cart)',
      body: { id, qty: int, ...session },
      required: ['id', 'qty'],
      errors: { 404: true },
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
      errors: { 403: true },
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
      errors: { 404: true },
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
      errors: { 404: true },
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
      errors: { 404: true },
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
