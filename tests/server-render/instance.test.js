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

  it('renders pages at the same time exactly as it renders each alone', async () => {
    const options = siteOptions(api);
    const alone = [];
    for (const path of PATHS) alone.push(partsOf(await renderPage(path, options)));
    // Every page at once, twice over, with a German site's pages between them.
    const together = await Promise.all(
      [...PATHS, ...PATHS].flatMap((path) => [renderPage(path, options), renderPage(path, { ...options, lang: 'de' })]),
    );
    PATHS.forEach((path, i) => {
      for (const english of [together[2 * i], together[2 * (i + PATHS.length)]]) expect(partsOf(english), path).toEqual(alone[i]);
      expect(together[2 * i + 1].html, path).toMatch(/^<!doctype html><html lang="de"/);
      expect(state(together[2 * i + 1].html).url).toBe(state(together[2 * i].html).url);
    });
  });
});
