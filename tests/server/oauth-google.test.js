// The authorise address with identity_provider=Google (000 §6 login option google; contract:
// x-assumed, as Cognito's authorise address takes it): the reference back end plays Google, and
// the code it returns is exchanged as any other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, startServer } from './helpers.js';

const USER = '/api/v1/cognito/user';
const CLIENT = 'venue-elements-demo';
const REDIRECT = 'http://localhost:8080/auth';

let api;
beforeAll(async () => {
  api = await startServer();
});
afterAll(async () => {
  await api?.stop();
});

const authorize = (extra = {}) =>
  `/oauth/authorize?${new URLSearchParams({ client_id: CLIENT, redirect_uri: REDIRECT, state: 's1', nonce: 'n1', scope: 'all', ...extra })}`;

/** Signs in on the stand-in Google page; the 302 back to the site. */
async function signIn(fields) {
  const form = new URLSearchParams({
    client_id: CLIENT,
    redirect_uri: REDIRECT,
    state: 'google-state-1',
    nonce: 'google-nonce-1',
    scope: 'all',
    identity_provider: 'Google',
    ...fields,
  });
  return fetch(`${api.url}/oauth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
}

async function exchange(res) {
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location'));
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('state')).toBe('google-state-1');
  const tokens = await post(api, '/authtoken', {
    grant_type: 'authorization_code',
    code: back.searchParams.get('code'),
    client_id: CLIENT,
  });
  expect(tokens.status).toBe(200);
  return (await get(api, `${USER}/authUser`, { token: tokens.body.access_token })).body;
}

describe('the authorise address with identity_provider=Google', () => {
  it("shows Google's sign-in (played by this server), not the venue's password page", async () => {
    const page = await get(api, authorize({ identity_provider: 'Google' }));
    expect(page.status).toBe(200);
    expect(page.body).toContain('Sign in with Google');
    expect(page.body).not.toContain('name="password"');
    expect(page.body).toContain('name="identity_provider" value="Google"');
  });

  it('refuses a provider it does not know', async () => {
    expect((await get(api, authorize({ identity_provider: 'Facebook' }))).status).toBe(400);
  });

  it("returns with a code and the state; the exchange logs in the account's member", async () => {
    expect((await exchange(await signIn({ email: 'demo@venue.example' }))).email).toBe('demo@venue.example');
  });

  it('makes a member on a first sign-in, as Cognito does', async () => {
    const email = `google-${Date.now()}@venue.example`;
    const user = await exchange(await signIn({ email, name: 'Gia Google' }));
    expect(user).toMatchObject({ email, first_name: 'Gia', last_name: 'Google' });
  });

  it('asks again for an address that is not one', async () => {
    const res = await signIn({ email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Please enter an e-mail address.');
  });
});
