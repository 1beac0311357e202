// The renderer as a server runs it: its modules evaluated once for a site's pages, and each page's
// state its own while many render at once.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '../server/helpers.js';
import { server, shadow, siteOptions, state } from './helpers.js';

// page.ts makes each site's renderer with createInstance (rollup.config.mjs): counted here.
const evaluations = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../dist/server/instance.js', async (importOriginal) => {
  const built = await importOriginal();
  return {
    ...built,
    createInstance: () => {
      evaluations.count += 1;
      return built.createInstance();
    },
  };
});

let api;
let renderPage;

beforeAll(async () => {
  ({ renderPage } = await server());
  api = await startServer();
});
afterAll(() => api?.stop());

/** Pages of every kind: lists that ask for their pages in windows, an event type, an article, none. */
const PATHS = [
  '/site/',
  '/site/about',
  '/site/faq',
  '/site/news',
  '/site/gallery',
  '/site/events/happy-laps',
  '/site/article/sorry',
  '/site/calendar',
  '/site/no-such-page',
  '/site/profile',
];

/** What a page is made of: its status, its shadow root and its data block. */
const partsOf = ({ status, html }) => ({ status, shadow: shadow(html), state: state(html) });

describe('the renderer of a site', () => {
  it("is evaluated once for a site's pages, and once more for another language", async () => {
    const options = siteOptions(api);
    const before = evaluations.count;
    for (const path of PATHS.slice(0, 3)) await renderPage(path, options);
    await Promise.all(PATHS.slice(3).map((path) => renderPage(path, options)));
    expect(evaluations.count - before).toBe(1);

    const german = { ...options, lang: 'de' };
    await renderPage('/site/about', german);
    await renderPage('/site/faq', german);
    expect(evaluations.count - before).toBe(2);
    // The English site's renderer is still the one it had.
    await renderPage('/site/about', options);
    expect(evaluations.count - before).toBe(2);
  });

  it('renders 50 pages of three languages at once, the API answering each call after its own delay, each as it renders alone', async () => {
    // A seeded draw of 0–200 ms for each call: replies come back in another order than asked.
    let seed = 7;
    const draw = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 200;
    const slowFetch = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, draw()));
      return fetch(...args);
    };
    const languages = ['en', 'de', 'ar'];
    const optionsOf = (lang) => ({ ...siteOptions(api), lang, fetch: slowFetch });
    const alone = new Map();
    for (const lang of languages) for (const path of PATHS) alone.set(`${lang} ${path}`, partsOf(await renderPage(path, optionsOf(lang))));
    const pages = Array.from({ length: 50 }, (_, i) => ({ path: PATHS[i % PATHS.length], lang: languages[i % languages.length] }));
    const together = await Promise.all(pages.map(({ path, lang }) => renderPage(path, optionsOf(lang))));
    pages.forEach(({ path, lang }, i) => {
      expect(partsOf(together[i]), `${lang} ${path}`).toEqual(alone.get(`${lang} ${path}`));
      expect(together[i].html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}"`));
    });
  });
});
