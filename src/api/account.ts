/**
 * The session flows of 000 §4 built on the calls of auth.ts: finishing a login (whatever its
 * kind), token login from the address bar, the OAuth authorisation-code flow, logout, and
 * where to go after login.
 */
import { getConfig } from '../core/config';
import { inBrowser } from '../core/platform';
import { emit, emitGlobal } from '../core/events';
import { currentPath } from '../core/navigation';
import { acceptedBaseUrl, safeRedirectPath } from '../core/redirects';
import { clearSession, queries, readiness } from '../core/runtime';
import { randomId, sessionStore } from '../core/session/sessionStore';
import { userStore, type User } from '../core/session/userStore';
import { exchangeCode, fetchAuthUser, serverLogout, type Tokens } from './auth';

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
  if (user) {
    tokenLoginToLand = true;
    landTokenLogin();
  }
  return user;
}

/** Goes on from a token login: to redirect_after_login, or wherever the taker's own rule says. */
export interface TokenLoginLanding {
  /** `<venue-site>`'s router: chosen before any element's. */
  site: boolean;
  land(): void;
}

const landings: TokenLoginLanding[] = [];
let tokenLoginToLand = false;

function landTokenLogin(): void {
  const chosen = landings.find((l) => l.site) ?? landings[0];
  if (!tokenLoginToLand || !chosen) return;
  tokenLoginToLand = false;
  chosen.land();
}

/**
 * 000 §2: the path stored as redirect_after_login is used after login, a login link's too. The
 * link's tokens are read at start-up, before or after the elements render, so whoever can go on
 * from it registers here: the one chosen (the site first) lands once the login has completed,
 * now if it already has.
 */
export function onTokenLogin(landing: TokenLoginLanding): () => void {
  landings.push(landing);
  landTokenLogin();
  return () => {
    const at = landings.indexOf(landing);
    if (at >= 0) landings.splice(at, 1);
  };
}

/** Remembers where to come back to after login (same-origin paths only). */
export function rememberRedirect(path: string): void {
  const safe = safeRedirectPath(path, inBrowser ? window.location.origin : undefined);
  if (safe) sessionStore.setState({ redirect_after_login: safe });
}

/**
 * A visitor shown an element that needs a login: this page is remembered as the way back (000
 * §2), unless it is the page that element's login link leads to. A visitor sent here to log in
 * (a voucher's Redeem Now, a members-only route) keeps the way back they came with.
 */
export function rememberThisPage(loginHref: string): void {
  if (inBrowser && new URL(loginHref, window.location.href).href === window.location.href) return;
  rememberRedirect(currentPath());
}

/** The stored redirect_after_login (consumed; same-origin paths only), or '' when there is none. */
export function takeStoredRedirect(): string {
  const stored = safeRedirectPath(sessionStore.getState().redirect_after_login, inBrowser ? window.location.origin : undefined);
  sessionStore.setState({ redirect_after_login: '' });
  return stored ?? '';
}

/**
 * Where to go after login: the stored redirect_after_login (consumed), else the entry area on
 * the two racing sites (000 §2: /enter/#/profile), else /profile.
 */
export function takeRedirectAfterLogin(): string {
  const stored = takeStoredRedirect();
  if (stored) return stored;
  const host = inBrowser ? window.location.hostname : '';
  return getConfig().entrySites.includes(host) ? '/enter/#/profile' : '/profile';
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
