// 000 §7 Auth and User: logins, tokens, sign-up, recovery, the member's profile and picture; the
// authorise page of 000 §4.
import { assumed, bool, ext, int, list, num, obj, ref, str, strN } from './schemas.mjs';
import { op } from './op.mjs';

const USER = '/api/v1/cognito/user';
const FINGERPRINT = { ...str, description: '000 §3 auth_fingerprint: a random 21-character id.' };
const SITE_URL = ext(
  'The page that asked for the link, so the mailed link lands back on it (a site can embed the login anywhere); without it the link lands on the site.',
  str,
);
const tokens = ref('Tokens');
const LOGIN =
  '000 §6 sends it on every request except login, refresh and token exchange (and 000 §4 does not hold these back until the client is ready).';
const ASSUMED_REPLY = (what) => `000 §7: ${what}; reply shape not shown. The reference answers success and a message to show.`;
export function accountPaths(add) {
  add(
    'post',
    `${USER}/login`,
    op({
      summary: 'Password login (000 §7 Auth)',
      body: { username: str, password: str, fingerprint: FINGERPRINT },
      required: ['username', 'password', 'fingerprint'],
      reply: tokens,
      withoutToken: LOGIN,
      errors: {
        401: 'The username or password is not right: 000 §8, a failed password login returns false to the caller (its status is not shown; 401, as for any refused credentials).',
      },
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
      withoutToken: LOGIN,
      errors: {
        401: 'The refresh token is not valid, has expired or belongs to another device (code TOKEN_INVALID): 000 §4, a failed refresh logs out.',
      },
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
      withoutToken: LOGIN,
    }),
  );
  add(
    'post',
    `${USER}/sendLoginLink`,
    op({
      summary: 'Mails a login link and/or one-time code (000 §7 User)',
      body: { email: str, fingerprint: FINGERPRINT, code_only: { type: ['boolean', 'integer', 'string'] }, site_url: SITE_URL },
      required: ['email', 'fingerprint'],
      errors: { 404: true },
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
      errors: { 404: true },
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
      withoutToken: "a login with a mailed code: 000 §6's login, which goes without it.",
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
      errors: { 403: true },
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
      withoutToken: 'the browser opens it from a mail, so no client call carries it.',
    }),
  );
  add(
    'get',
    '/oauth/authorize',
    op({
      summary: 'The authorise address (000 §4 authorisation flow)',
      'x-assumed':
        '000 §4 sends the user to "an authorise address" with client_id, redirect_uri, scope, state and nonce without naming it; /oauth/authorize. It answers a login page (HTML).',
      query: {
        client_id: str,
        redirect_uri: str,
        scope: str,
        state: str,
        nonce: str,
        identity_provider: {
          type: 'string',
          enum: ['Google'],
          'x-assumed':
            "000 §6 has a login option google without its flow. The API's paths name Cognito, whose authorise address takes identity_provider=Google and signs in at Google instead of its own page: the same authorisation-code flow (000 §4: state, nonce, the code exchanged at /authtoken) with identity_provider=Google.",
        },
      },
      requiredQuery: ['client_id', 'redirect_uri', 'state'],
      html: true,
      withoutToken: 'the browser is sent to this page (000 §4), so no client call carries it.',
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
      withoutToken: "the authorise page's own form posts it, not the client.",
    }),
  );
}
