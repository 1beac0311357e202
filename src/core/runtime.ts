/**
 * The one instance of the shared core on a page: the http client wired to the session,
 * the readiness gate, the cross-tab token refresher and the forced-logout path. Every
 * element and `<venue-site>` import this same module (one core chunk).
 */
import { getConfig } from './config';
import { now, pageOrigin, readCookie } from './env';
import { reportError, reportTrace } from './errorReport';
import { emitGlobal } from './events';
import { createHttpClient, type HttpClient, type HttpClientDeps, type RequestGroups } from './http/client';
import type { Progress, Transport, TransportResponse } from './http/transport';
import { parseBody, xhrTransport } from './http/transport';
import { earlyKey } from './early';
import { CONTENT_STALE_MS, createQueryCache } from './query';
import type { PageCore } from './pageCore';
import { browserPlatform, inBrowser } from './platform';
import { createReadiness } from './session/readiness';
import { getFingerprint, sessionStore } from './session/sessionStore';
import { needsRefresh, REFRESH_CHECK_MS } from './session/tokens';
import { EMPTY_USER, userStore } from './session/userStore';
import { storage } from './storage';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const readiness = createReadiness(now, sleep);

const progressListeners = new Set<(p: Progress) => void>();
/** Upload and download progress of every call (000 §7). */
export function onHttpProgress(listener: (p: Progress) => void): () => void {
  progressListeners.add(listener);
  return () => progressListeners.delete(listener);
}

let refresher: Promise<(stale: string | undefined) => Promise<boolean>> | undefined;

/**
 * 000 §4's refresh, exactly once across tabs (core/session/refresh). Its code loads with a
 * member's first refresh: a visitor never needs it. Rejects when that code cannot be loaded,
 * which ends no session (the next call or check asks again).
 */
export function refreshTokens(stale: string | undefined): Promise<boolean> {
  refresher ??= import('./session/refresh').then(
    ({ createRefresher }) =>
      createRefresher({
        session: sessionStore,
        http: () => http,
        fingerprint: getFingerprint,
        locks: inBrowser ? navigator.locks : undefined,
        storage,
        now,
        sleep,
      }),
    (error: unknown) => {
      refresher = undefined;
      throw error;
    },
  );
  return refresher.then((refresh) => refresh(stale));
}

type LogoutReason = 'user' | 'token-invalid' | 'refresh-failed';
const logoutListeners = new Set<(reason: LogoutReason) => void>();

/** Runs after every logout (the cart reloads, `<venue-site>` goes to /). */
export function onLogout(listener: (reason: LogoutReason) => void): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/** 000 §4: clears access token, refresh token and user back to defaults. Idempotent. */
export function clearSession(reason: LogoutReason): void {
  const hadSession = Boolean(sessionStore.getState().access_token || userStore.getState().id);
  sessionStore.setState({ access_token: '', refresh_token: '', baseURL: '' });
  userStore.setState({ ...EMPTY_USER }, true);
  queries.clearPrivate();
  if (!hadSession) return;
  emitGlobal('venue-logout', { reason });
  for (const listener of logoutListeners) listener(reason);
}

/** A call the loader made for a visitor (loader/early), taken once while it is fresh. */
function takeEarly(method: string, url: string, body?: string): Promise<TransportResponse | undefined> | undefined {
  const early = inBrowser ? window.VenueElements?.early : undefined;
  const key = earlyKey(method, url, body);
  const entry = early?.get(key);
  if (!entry) return undefined;
  early!.delete(key);
  if (Date.now() - entry.at > CONTENT_STALE_MS) return undefined;
  return entry.reply.then((reply) => reply && { status: reply.status, data: parseBody(reply.text, reply.type) });
}

/** What every client of the site shares: the session, the readiness gate, reports. */
const siteDeps: Omit<HttpClientDeps, 'transport'> = {
  baseUrl: () => sessionStore.getState().baseURL || getConfig().api,
  accessToken: () => sessionStore.getState().access_token || undefined,
  hasRefreshToken: () => Boolean(sessionStore.getState().refresh_token),
  refresh: refreshTokens,
  logout: clearSession,
  setLinkActive: (link_active) => {
    if (sessionStore.getState().link_active !== link_active) sessionStore.setState({ link_active });
  },
  whenReady: readiness.whenReady,
  pageOrigin,
  readCookie,
  now,
  sleep,
  onProgress: (p) => progressListeners.forEach((listener) => listener(p)),
  // 000 §7: failed calls always reported, successful ones as sampled traces (no query strings).
  onCall: ({ method, url, status, ms, error }) => {
    if (error) reportError({ message: `${method}: ${error.message}`, status, call: url });
    else reportTrace({ message: `${method} ${status} in ${Math.round(ms)} ms`, status, call: url });
  },
};

/**
 * The browser's client: XMLHttpRequest (upload progress), spaced with the loader's calls, and
 * taking the replies the loader already asked for.
 */
export const http: HttpClient = createHttpClient({
  ...siteDeps,
  transport: xhrTransport,
  takeEarly,
  slot: inBrowser ? ((window.VenueElements ??= {}).slot ??= { next: 0 }) : undefined,
});

/**
 * A client of one page a server renders: its own transport (fetch), its calls in groups 500 ms
 * apart (000 §9) on the spacing it is given.
 */
export function pageHttp(transport: Transport, groups: RequestGroups): HttpClient {
  return createHttpClient({ ...siteDeps, transport, groups });
}

/** The page's one query cache in a browser: every element and `<venue-site>` read through it. */
export const queries = createQueryCache({ now, http });

/** Logged in means the user has an id and an access token (000 §4). */
export function isLoggedIn(): boolean {
  return Boolean(sessionStore.getState().access_token && userStore.getState().id);
}

let started = false;

/**
 * Starts the session clock once per page: the token check that opens the readiness gate,
 * then a check every 10 s that refreshes when 30 s or less remain (000 §4).
 */
export function startSession(): void {
  if (started) return;
  started = true;
  const session = sessionStore.getState();
  // A stored session without a user id is cleared first (000 §4).
  if (session.access_token && !userStore.getState().id) {
    sessionStore.setState({ access_token: '', refresh_token: '' });
  }
  void checkTokens().finally(readiness.open);
  if (inBrowser) setInterval(() => void checkTokens(), REFRESH_CHECK_MS);
}

async function checkTokens(): Promise<void> {
  const { access_token, refresh_token } = sessionStore.getState();
  if (!access_token || !refresh_token || !needsRefresh(access_token, now())) return;
  const refreshed = await refreshTokens(access_token).catch(() => undefined);
  if (refreshed === false) clearSession('refresh-failed');
}

/** The browser page's core: its platform, its one query cache and its client. */
export const browserPage: PageCore = { platform: browserPlatform, queries, http };
