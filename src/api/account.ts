/**
 * The session flows of 000 §4 built on the calls of auth.ts: finishing a login (whatever its
 * kind), token login from the address bar, the OAuth authorisation-code flow, logout, and
 * where to go after login.
 */
import { getConfig } from '../core/config';
import { inBrowser } from '../core/platform';
import { emit, emitGlobal } from '../core/events';
import { tokenLoginCompleted } from '../core/afterLogin';
import { acceptedBaseUrl } from '../core/redirects';
import { clearSession, queries, readiness } from '../core/runtime';
import { randomId, sessionStore } from '../core/session/sessionStore';
import { userStore, type User } from '../core/session/userStore';
import { exchangeCode, fetchAuthUser, serverLogout, type Tokens } from './auth';

// Where a login goes on to, which the site needs before any login: core/afterLogin.
export {
  onTokenLogin,
  rememberRedirect,
  rememberThisPage,
  takeRedirectAfterLogin,
  takeStoredRedirect,
  type TokenLoginLanding,
} from '../core/afterLogin';

type LoginHook = () => Promise<unknown> | void;
const loginHooks = new Set<LoginHook>();

/** Runs after every login, before `venue-login` (the cart merges the anonymous cart here). */
export function onLogin(hook: LoginHook): () => void {
  loginHooks.add(hook);
  return () => loginHooks.delete(hook);
}

/**
 * Stores the tokens, loads the user and runs the login hooks (cart merge and reload), then
 * dispatches `venue-login` from `target` (the element) or the document. A login whose user
 * cannot be loaded is undone: logged in means a user id and an access token (000 §4).
 */
export async function completeLogin(tokens: Tokens, target?: EventTarget): Promise<User | null> {
  sessionStore.setState({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
  readiness.open();
  queries.clearPrivate();
  const user = await fetchAuthUser();
  if (!user.id) {
    clearSession('token-invalid');
    return null;
  }
  userStore.setState(user, true);
  for (const hook of loginHooks) await Promise.resolve(hook()).catch(() => undefined);
  if (target) emit(target, 'venue-login', { user_id: user.id });
  else emitGlobal('venue-login', { user_id: user.id });
  return user;
}

/** Reloads the member's record (after a profile edit or an image upload). */
export async function reloadUser(): Promise<User> {
  const user = await fetchAuthUser();
  if (user.id) userStore.setState(user, true);
  return user;
}

/** Logs out on the server (best effort) and here; the cart reloads through onLogout. */
export async function logout(): Promise<void> {
  await serverLogout().catch(() => undefined);
  clearSession('user');
}

/**
 * Token login (000 §2): `a` (access token), `r` (refresh token) and `b` (base URL, honoured
 * only when it is a configured API origin) on /login or any landing address are stored as the
 * session and removed from the address bar at once.
 */
export async function consumeTokenLogin(): Promise<User | null> {
  if (!inBrowser) return null;
  const url = new URL(window.location.href);
  const params = url.searchParams;
  // The address's query, or its hash route's under hash routing (`#/login?a=…&r=…`).
  const [route, hashQuery] = url.hash.split(/\?(.*)/s);
  const inHash = new URLSearchParams(hashQuery ?? '');
  const from = [params, inHash].find((p) => p.get('a') && p.get('r'));
  if (!from) return null;
  const a = from.get('a')!;
  const r = from.get('r')!;
  const b = from.get('b');
  for (const key of ['a', 'r', 'b']) {
    params.delete(key);
    inHash.delete(key);
  }
  const hash = inHash.size ? `${route}?${inHash}` : route;
  window.history.replaceState(window.history.state, '', url.pathname + (params.size ? `?${params}` : '') + hash);
  const baseURL = acceptedBaseUrl(b) ?? '';
  sessionStore.setState({ baseURL });
  const user = await completeLogin({ access_token: a, refresh_token: r });
  if (user) tokenLoginCompleted();
  return user;
}

/** An identity provider the authorise address signs in with instead of its own login page. */
export type IdentityProvider = 'Google';

/**
 * The authorise address (000 §4): client_id, redirect_uri, scope all, state and nonce. With an
 * identity provider (000 §6 login option google), the same flow signs in there: the API's paths
 * name Cognito, whose authorise address takes identity_provider=Google and goes straight to
 * Google; the code that comes back is exchanged as any other (contract: x-assumed).
 */
export function authorizeUrl(redirectUri: string, provider?: IdentityProvider): string {
  const state = randomId(21);
  sessionStore.setState({ oauth2_state: state });
  const { api, oauthClientId } = getConfig();
  const url = new URL(`${api}/oauth/authorize`);
  const params = new URLSearchParams({
    client_id: oauthClientId,
    redirect_uri: redirectUri,
    scope: 'all',
    state,
    nonce: randomId(21),
  });
  if (provider) params.set('identity_provider', provider);
  url.search = params.toString();
  return url.href;
}

export class BadStateError extends Error {
  constructor() {
    super('Bad state please try again');
  }
}

/**
 * The return from the authorise page: the state must match the stored oauth2_state, else
 * 'Bad state please try again' and no token request; then the code is exchanged for tokens.
 */
export async function finishAuthorize(code: string, state: string, target?: EventTarget): Promise<User | null> {
  const expected = sessionStore.getState().oauth2_state;
  sessionStore.setState({ oauth2_state: '' });
  if (!expected || state !== expected) throw new BadStateError();
  const tokens = await exchangeCode(code, getConfig().oauthClientId);
  return completeLogin(tokens, target);
}
