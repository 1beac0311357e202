import type { Page, Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SITE = 'http://site.test';
export const API = 'http://api.test';
const dist = join(import.meta.dirname, '../../dist');

export const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as {
  core: string;
  kit: string;
  tags: Record<string, { definition: string; export: string; files: string[] }>;
};

export interface FakeApi {
  /** Every API request, in order. */
  requests: Request[];
  /** Every file of dist/ the page asked for. */
  files: string[];
}

type ApiHandler = (url: URL, request: Request) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

export const FAQS = [
  { id: 1, name: 'When does the track open?', content: '<p>The pit exit opens at <strong>09:00</strong>.</p>', group: 'faqs' },
  { id: 2, name: 'Can juniors ride?', content: '<p>Junior riders from 14 with a guardian present.</p>', group: 'faqs' },
  { id: 3, name: 'What is JIC cover?', content: '<p>JIC cover costs $49.95.</p><img src=x onerror="window.__xss=1">', group: 'faqs' },
];

const defaultApi: ApiHandler = (url) => {
  if (url.pathname === '/api/v1/cognito/faq') return { body: { data: FAQS, num_items: FAQS.length, num_pages: 1 } };
  return { status: 404, body: { success: false, message: 'Not found' } };
};

/**
 * Serves a host page at http://site.test/ with the built SDK from dist/, and a fake API at
 * http://api.test, all inside the browser: no server, no port. `delays` slows chosen files;
 * `unavailable` answers 503 for a file while it returns true; `rewrite` changes a file as it is served.
 */
export async function openSite(
  page: Page,
  html: string,
  options: {
    api?: ApiHandler;
    delays?: Record<string, number>;
    unavailable?: (file: string) => boolean;
    /** What a file of dist/ is served as, from what it is. */
    rewrite?: (file: string, body: string) => string;
    path?: string;
    waitUntil?: 'commit' | 'load';
  } = {},
): Promise<FakeApi> {
  const log: FakeApi = { requests: [], files: [] };
  const api = options.api ?? defaultApi;
  await page.route(`${API}/**`, async (route) => {
    const request = route.request();
    const headers = {
      'access-control-allow-origin': SITE,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'authorization, content-type, x-xsrf-token, accept',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
    log.requests.push(request);
    const reply = await api(new URL(request.url()), request);
    await route.fulfill({ status: reply.status ?? 200, headers, contentType: 'application/json', body: JSON.stringify(reply.body) });
  });
  await page.route(`${SITE}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path.startsWith('/dist/')) {
      const file = path.slice('/dist/'.length);
      log.files.push(file);
      const delay = Object.entries(options.delays ?? {}).find(([prefix]) => file.includes(prefix))?.[1];
      if (delay) await new Promise((r) => setTimeout(r, delay));
      if (options.unavailable?.(file)) return route.fulfill({ status: 503, body: 'unavailable' });
      try {
        return await route.fulfill({
          contentType: file.endsWith('.css') ? 'text/css' : 'text/javascript',
          body: options.rewrite ? options.rewrite(file, readFileSync(join(dist, file), 'utf8')) : readFileSync(join(dist, file)),
        });
      } catch {
        return route.fulfill({ status: 404, body: 'missing' });
      }
    }
    return route.fulfill({ contentType: 'text/html', body: html });
  });
  await page.goto(`${SITE}${options.path ?? '/'}`, { waitUntil: options.waitUntil ?? 'load' });
  return log;
}

export const script = (attrs = '') => `<script src="/dist/venue-elements.js" data-api="${API}" ${attrs}></script>`;

/** The FAQ question buttons inside an element's shadow root. */
export const questions = (page: Page, selector = 'venue-faq') => page.locator(`${selector} button[part=question]`);
