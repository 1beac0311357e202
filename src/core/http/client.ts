import { HttpError, protocolError, statusError } from './errors';
import type { Progress, Transport, TransportResponse } from './transport';

/** 000 §9 */
export const REQUEST_TIMEOUT_MS = 50_000;
export const REQUEST_SPACING_MS = 50;
/** 000 §9: on a server, 500 ms between calls made one after another. */
export const SERVER_REQUEST_SPACING_MS = 500;

/** The server's request spacing (000 §9: 500 ms), shared by the calls of one render or more. */
export interface RequestGroups {
  /** When the next group of calls may go (ms since epoch). */
  next: number;
  /** The start of the group calls still join, while it has not gone out. */
  open?: number;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  /** false for login, refresh and token exchange: no bearer token, no readiness wait. */
  auth?: boolean;
  /** GraphQL rules (000 §7, §8): refresh on any 401/422, other failures return the response data. */
  graphql?: boolean;
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
}

export interface HttpClientDeps {
  transport: Transport;
  /** Base address: the session's token-login base URL, else the configured API. */
  baseUrl(): string;
  accessToken(): string | undefined;
  hasRefreshToken(): boolean;
  /**
   * Replaces the `stale` access token (the one a call was refused with), refreshing exactly once
   * across tabs unless the session already has a newer one; resolves false when refused.
   */
  refresh(stale: string | undefined): Promise<boolean>;
  /** Forced logout: TOKEN_INVALID, signature failure, or a refused refresh. */
  logout(reason: 'token-invalid' | 'refresh-failed'): void;
  setLinkActive(active: boolean): void;
  /** Resolves when the client is ready (token check done, or the 2 s fallback). */
  whenReady(): Promise<void>;
  pageOrigin(): string;
  readCookie(name: string): string | undefined;
  now(): number;
  sleep(ms: number): Promise<void>;
  onProgress?(progress: Progress): void;
  /**
   * The reply to a call the loader already made for a visitor (loader/early), taken once; the
   * client sends its own request when there is none or it failed.
   */
  takeEarly?(method: string, url: string, body?: string): Promise<TransportResponse | undefined> | undefined;
  /** The request spacing shared with the loader's calls (default: this client's own). */
  slot?: { next: number };
  /**
   * On a server, the spacing in groups (its page's): the calls asked before a group goes
   * out go together, and each group waits 500 ms after the one before, so that independent
   * calls do not queue behind each other.
   */
  groups?: RequestGroups;
  /** After each exchange with the server: its outcome, for error and trace reports. */
  onCall?(call: { method: string; url: string; status?: number; ms: number; error?: HttpError }): void;
}

export interface HttpClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  /** Identical GETs in flight share one request; keeping replies is the query cache's job. */
  const inFlight = new Map<string, Promise<unknown>>();
  const slot = deps.slot ?? { next: 0 };

  /** 000 §9: requests spaced at least 50 ms apart, in the order they were asked for. */
  async function takeSlot(groups: RequestGroups | undefined): Promise<void> {
    if (groups) return joinGroup(groups);
    const now = deps.now();
    const start = Math.max(now, slot.next);
    slot.next = start + REQUEST_SPACING_MS;
    if (start > now) await deps.sleep(start - now);
  }

  async function joinGroup(groups: RequestGroups): Promise<void> {
    const now = deps.now();
    if (groups.open === undefined) {
      const start = Math.max(now, groups.next);
      groups.next = start + SERVER_REQUEST_SPACING_MS;
      groups.open = start;
      // Closed once it has gone out: a call asked after that is a call made in sequence.
      void deps.sleep(start - now).then(() => {
        if (groups.open === start) groups.open = undefined;
      });
    }
    const wait = groups.open - now;
    if (wait > 0) await deps.sleep(wait);
  }

  function buildUrl(path: string, query?: Record<string, unknown>): string {
    const absolute = /^[a-z][a-z0-9+.-]*:/i.test(path);
    const url = new URL(absolute ? path : deps.baseUrl().replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`));
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        url.searchParams.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
      }
    }
    return url.toString();
  }

  /** The loader's reply to this very call, when it went well (a failure is asked again). */
  async function adopt(method: string, url: string, options: RequestOptions): Promise<TransportResponse | undefined> {
    const body =
      options.body === undefined || options.body instanceof FormData || options.body instanceof Blob
        ? undefined
        : JSON.stringify(options.body);
    const reply = await deps.takeEarly?.(method, url, body);
    if (!reply || reply.status >= 400) return undefined;
    deps.setLinkActive(true);
    return reply;
  }

  async function send(url: string, options: RequestOptions, retried: boolean): Promise<unknown> {
    const method = options.method ?? 'GET';
    const auth = options.auth !== false;
    const groups = deps.groups;
    const early = !retried && !options.signal && !deps.accessToken() ? await adopt(method, url, options) : undefined;
    if (early) return early.data;
    if (auth) await deps.whenReady();
    await takeSlot(groups);

    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    let body: string | FormData | Blob | undefined;
    if (options.body instanceof FormData || options.body instanceof Blob) body = options.body;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw protocolError(target.protocol);
    if (target.origin === deps.pageOrigin()) {
      const xsrf = deps.readCookie('XSRF-TOKEN');
      if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    }
    const token = auth ? deps.accessToken() : undefined;
    if (token) headers.Authorization = `Bearer ${token}`;

    let response;
    const started = deps.now();
    try {
      response = await deps.transport({
        method,
        url,
        headers,
        body,
        timeout: REQUEST_TIMEOUT_MS,
        signal: options.signal,
        onProgress: (p) => {
          options.onProgress?.(p);
          deps.onProgress?.(p);
        },
      });
    } catch (error) {
      // 000 §4: link_active is false on a failure with no status.
      if (error instanceof HttpError && error.kind === 'network') deps.setLinkActive(false);
      if (error instanceof HttpError && error.kind !== 'aborted') deps.onCall?.({ method, url, ms: deps.now() - started, error });
      throw error;
    }
    deps.setLinkActive(true);

    const { status, data } = response;
    deps.onCall?.({ method, url, status, ms: deps.now() - started, error: status >= 400 ? statusError(status, data) : undefined });
    if (status < 400) return data;
    const failure = statusError(status, data);
    const authStatus = status === 401 || status === 422;

    // 000 §4/§8: TOKEN_EXPIRED (GraphQL: any 401/422) → refresh, retry once; refused → logout.
    if (auth && authStatus && !retried && deps.hasRefreshToken() && (options.graphql || failure.code === 'TOKEN_EXPIRED')) {
      if (await deps.refresh(token)) return send(url, options, true);
      deps.logout('refresh-failed');
      throw failure;
    }
    // A call that carried no token (login, refresh) answers for itself: the refresher decides
    // whether a refused refresh token ends the session (another tab may have rotated it).
    if (auth && (failure.code === 'TOKEN_INVALID' || failure.serverMessage === 'Signature verification failed')) {
      deps.logout('token-invalid');
      throw failure;
    }
    if (options.graphql && !authStatus) return data;
    throw failure;
  }

  return {
    request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      const url = buildUrl(path, options.query);
      const method = options.method ?? 'GET';
      if (method !== 'GET' || options.signal || options.onProgress) return send(url, options, false) as Promise<T>;

      const key = `${options.auth === false ? 'anon' : 'auth'} ${url}`;
      const hit = inFlight.get(key);
      if (hit) return hit as Promise<T>;
      const promise = send(url, options, false);
      inFlight.set(key, promise);
      const done = () => inFlight.get(key) === promise && inFlight.delete(key);
      promise.then(done, done);
      return promise as Promise<T>;
    },
  };
}
