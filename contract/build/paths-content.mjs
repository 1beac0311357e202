// 001 §7: site settings, groups, forms, payments, events and vouchers; pictures and video.
import { any, assumed, bool, dataList, ext, id, int, list, num, obj, ref, str, strN } from './schemas.mjs';
import { op } from './op.mjs';

const COGNITO = '/api/v1/cognito';
const LAKESIDE = '/api/v1/lakeside';

const MEDIA = '001 §7 gives it as an address a page loads (an <img> or <video> source), which carries no header.';

const imageQuery = (aspect, width) => ({
  image_aspect: { ...str, description: `001 §9 aspect name${aspect ? ` (${aspect} here)` : ''}` },
  image_width: { ...int, description: `Width in px, rounded up to 25${width ? ` (${width} here)` : ''}` },
});

export function contentPaths(add) {
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
        ...Object.fromEntries(
          [
            ['g-recaptcha-response', 'Google reCAPTCHA'],
            ['cf-turnstile-response', 'Cloudflare Turnstile'],
            ['h-captcha-response', 'hCaptcha'],
          ].map(([name, service]) => [
            name,
            assumed(
              `001 §3 Form use_captcha names no field for the captcha's token: it is sent beside data under the name ${service}'s own widget gives it in a form, one of the three by the site's captcha service. A form with use_captcha is refused (400) without it.`,
              { ...str, description: `The ${service} token of a form with use_captcha.` },
            ),
          ]),
        ),
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
      errors: { 404: true },
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
    op({
      summary: 'Event categories (001 §7: all → data list of name)',
      query: {
        all: { type: ['string', 'integer', 'boolean'], 'x-assumed': '001 §7 names the parameter all but not its value; the SDK sends 1' },
      },
      reply: dataList(ref('EventCategory')),
    }),
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
        errors: { 404: true },
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
      withoutToken: MEDIA,
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
      withoutToken: MEDIA,
    }),
  );
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
